import { z } from 'zod';
import type { TaskStatus } from './task-values';
import { WORKFLOW_CATEGORIES, WORKFLOW_LIMITS, workflowStatesError } from './workflow-values';

export {
  DEFAULT_WORKFLOW_STATES,
  findState,
  resolveState,
  stateIdFromName,
  statesOrDefault,
  taskCategory,
  taskStateName,
  WORKFLOW_CATEGORIES,
  WORKFLOW_CATEGORY_COLORS,
  WORKFLOW_COLORS,
  WORKFLOW_LIMITS,
  WORKFLOW_MESSAGES,
  workflowStatesError,
} from './workflow-values';
export type WorkflowCategory = TaskStatus;

const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colours are #RRGGBB' });

export const WorkflowStateIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'State ids are lower-case letters, digits and dashes' })
  .max(WORKFLOW_LIMITS.idMax);

export const WorkflowStateSchema = z.object({
  id: WorkflowStateIdSchema,
  name: z.string(),
  category: z.enum(WORKFLOW_CATEGORIES),
  color: z.string(),
});
export type WorkflowState = z.infer<typeof WorkflowStateSchema>;

/** GET /projects/{id}/workflow: the states in order, and how many of the project's tasks each holds. */
export const WorkflowSchema = z.object({
  projectId: z.string(),
  states: z.array(WorkflowStateSchema),
  taskCounts: z.record(z.string(), z.number().int().min(0)),
});
export type Workflow = z.infer<typeof WorkflowSchema>;

const StateInputSchema = z.object({
  /** Left out for a new state: the server makes one from its name. */
  id: WorkflowStateIdSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1, { error: 'State name is required' })
    .max(WORKFLOW_LIMITS.nameMax, {
      error: `State names must be at most ${WORKFLOW_LIMITS.nameMax} characters`,
    }),
  category: z.enum(WORKFLOW_CATEGORIES),
  color: HexColorSchema,
});
export type WorkflowStateInput = z.infer<typeof StateInputSchema>;

/**
 * PUT /projects/{id}/workflow: the whole list of states in order. A state left out is removed; `moves` names,
 * for each removed state that holds tasks, the state (kept, by id) its tasks move to.
 */
export const WorkflowUpdatePayloadSchema = z
  .object({
    states: z.array(StateInputSchema).min(WORKFLOW_CATEGORIES.length),
    moves: z.record(WorkflowStateIdSchema, WorkflowStateIdSchema).optional(),
  })
  .superRefine((payload, context) => {
    const error = workflowStatesError(payload.states);
    if (error) context.addIssue({ code: 'custom', message: error, path: ['states'] });
  });
export type WorkflowUpdatePayload = z.infer<typeof WorkflowUpdatePayloadSchema>;
export type WorkflowUpdateInput = z.input<typeof WorkflowUpdatePayloadSchema>;
