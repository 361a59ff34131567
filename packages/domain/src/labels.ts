import { z } from 'zod';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { HexColorSchema } from './theme';

/**
 * Labels (issue 37): a workspace's tags for tasks. An organization's labels are shared by its members; an individual
 * account's labels are its own. A task carries the labels of its workspace only.
 */
export const LABEL_LIMITS = {
  nameMax: 40,
  /** Labels in one workspace. */
  perWorkspace: 200,
  /** Labels on one task. */
  perTask: 20,
} as const;

/** The colours offered when making a label (any #RRGGBB is accepted). */
export const LABEL_COLORS = [
  '#d32f2f',
  '#c2185b',
  '#7b1fa2',
  '#512da8',
  '#1976d2',
  '#0288d1',
  '#00796b',
  '#388e3c',
  '#f57c00',
  '#5d4037',
  '#616161',
] as const;

export const LABEL_MESSAGES = {
  notFound: 'Label not found',
  deleted: 'Label deleted',
  duplicate: 'A label with this name already exists',
  tooMany: `A workspace holds at most ${LABEL_LIMITS.perWorkspace} labels`,
  cannotEdit: 'You do not have permission to change this label',
  unknownOnTask: 'A label was not found in this task’s workspace',
} as const;

export const LabelNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Label name is required' })
  .max(LABEL_LIMITS.nameMax, { error: `Label names must be at most ${LABEL_LIMITS.nameMax} characters` });

/** A label as a task shows it. */
export const TaskLabelSchema = z.object({ _id: IdSchema, name: z.string(), color: z.string() });
export type TaskLabel = z.infer<typeof TaskLabelSchema>;

/** GET /labels: a label of the caller's workspace. */
export const LabelSchema = TaskLabelSchema.extend({
  organizationId: IdSchema.nullable(),
  createdBy: IdSchema.nullable(),
  /** How many tasks carry it. */
  taskCount: z.number().int().min(0),
  createdAt: DateTimeStringSchema,
});
export type Label = z.infer<typeof LabelSchema>;

/** POST /labels. */
export const LabelCreatePayloadSchema = z.object({
  name: LabelNameSchema,
  color: HexColorSchema.default(LABEL_COLORS[4]),
});
export type LabelCreatePayload = z.infer<typeof LabelCreatePayloadSchema>;
export type LabelCreateInput = z.input<typeof LabelCreatePayloadSchema>;

/** PUT /labels/{id}. */
export const LabelUpdatePayloadSchema = z.object({ name: LabelNameSchema, color: HexColorSchema }).partial();
export type LabelUpdatePayload = z.infer<typeof LabelUpdatePayloadSchema>;

/**
 * Who may rename, recolour or delete a label: in an organization its creator and the organization's admins; an
 * individual's labels are their own. Anyone who may create tasks may create labels.
 */
export function labelPermissions(
  label: { createdBy: string | null; organizationId: string | null },
  viewer: { id: string; isOrgAdmin: boolean },
): { canEdit: boolean; canDelete: boolean } {
  const own = label.createdBy === viewer.id;
  const allowed = label.organizationId ? own || viewer.isOrgAdmin : own;
  return { canEdit: allowed, canDelete: allowed };
}

/** The colour for the n-th new label: the palette in turn. */
export function nextLabelColor(existing: number): string {
  return LABEL_COLORS[existing % LABEL_COLORS.length] ?? LABEL_COLORS[0];
}
