import { z } from 'zod';
import { DateStringSchema, DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';

export const TASK_STATUSES = ['todo', 'in-progress', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TaskStatusSchema = z.enum(TASK_STATUSES);

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PrioritySchema = z.enum(PRIORITIES);

/** 'done' and the legacy 'completed' both count as finished (spec section 3). */
export function isTaskFinished(status: string | null | undefined): boolean {
  return status === 'done' || status === 'completed';
}

export const TaskSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string().nullable().optional(),
  status: TaskStatusSchema,
  priority: PrioritySchema,
  projectId: IdSchema.nullable().optional(),
  assignedTo: IdSchema.nullable().optional(),
  dueDate: DateStringSchema.nullable().optional(),
  completedAt: DateTimeStringSchema.nullable().optional(),
  createdAt: DateTimeStringSchema.optional(),
  updatedAt: DateTimeStringSchema.optional(),
});
export type Task = z.infer<typeof TaskSchema>;

/** POST /tasks and POST /projects/{projectId}/tasks. */
export const TaskCreatePayloadSchema = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }),
  description: z.string().trim().optional(),
  status: TaskStatusSchema.default('todo'),
  priority: PrioritySchema.default('medium'),
  projectId: IdSchema.nullable().optional(),
  assignedTo: IdSchema.nullable().optional(),
  dueDate: DateStringSchema.nullable().optional(),
});
export type TaskCreatePayload = z.infer<typeof TaskCreatePayloadSchema>;
export type TaskCreateInput = z.input<typeof TaskCreatePayloadSchema>;

/** PUT /tasks/{id}: any subset of the editable fields, without defaults. */
export const TaskUpdatePayloadSchema = z
  .object({
    title: z.string().trim().min(1, { error: 'Title is required' }),
    description: z.string().trim(),
    status: TaskStatusSchema,
    priority: PrioritySchema,
    projectId: IdSchema.nullable(),
    assignedTo: IdSchema.nullable(),
    dueDate: DateStringSchema.nullable(),
  })
  .partial();
export type TaskUpdatePayload = z.infer<typeof TaskUpdatePayloadSchema>;
