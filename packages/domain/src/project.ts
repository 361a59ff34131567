import { z } from 'zod';
import { DateStringSchema, DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { PrioritySchema } from './task';

export const PROJECT_STATUSES = ['planning', 'active', 'on-hold', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);

/** Progress in percent, 0 to 100. */
export const ProgressSchema = z.number().min(0).max(100);

export const ProjectSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string().nullable().optional(),
  status: ProjectStatusSchema,
  priority: PrioritySchema,
  progress: ProgressSchema,
  /** In USD: every amount is USD-based and converted for display. */
  budget: z.number().min(0).nullable().optional(),
  startDate: DateStringSchema.nullable().optional(),
  dueDate: DateStringSchema.nullable().optional(),
  ownerId: IdSchema.optional(),
  organizationId: IdSchema.nullable().optional(),
  createdAt: DateTimeStringSchema.optional(),
  updatedAt: DateTimeStringSchema.optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

const projectFields = {
  title: z.string().trim().min(1, { error: 'Title is required' }),
  description: z.string().trim(),
  status: ProjectStatusSchema,
  priority: PrioritySchema,
  progress: ProgressSchema,
  budget: z.number().min(0, { error: 'Budget cannot be negative' }).nullable(),
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
};

function dueNotBeforeStart(value: { startDate?: string | null; dueDate?: string | null }): boolean {
  if (!value.startDate || !value.dueDate) return true;
  return value.dueDate.slice(0, 10) >= value.startDate.slice(0, 10);
}

const DUE_BEFORE_START = { error: 'Due date cannot be before the start date', path: ['dueDate'] };

/** POST /projects. */
export const ProjectCreatePayloadSchema = z
  .object({
    ...projectFields,
    description: projectFields.description.optional(),
    status: projectFields.status.default('planning'),
    priority: projectFields.priority.default('medium'),
    progress: projectFields.progress.default(0),
    budget: projectFields.budget.optional(),
    startDate: projectFields.startDate.optional(),
    dueDate: projectFields.dueDate.optional(),
  })
  .refine(dueNotBeforeStart, DUE_BEFORE_START);
export type ProjectCreatePayload = z.infer<typeof ProjectCreatePayloadSchema>;
export type ProjectCreateInput = z.input<typeof ProjectCreatePayloadSchema>;

/** PUT /projects/{id}: any subset of the editable fields. */
export const ProjectUpdatePayloadSchema = z
  .object(projectFields)
  .partial()
  .refine(dueNotBeforeStart, DUE_BEFORE_START);
export type ProjectUpdatePayload = z.infer<typeof ProjectUpdatePayloadSchema>;
