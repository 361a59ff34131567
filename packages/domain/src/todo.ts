import { z } from 'zod';
import { PageQuerySchema } from './api';
import { DateStringSchema, DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { TaskProjectRefSchema } from './task';
import { UserSummarySchema } from './user-summary';

const TODO_TEXT_MAX = 500;

/** Who sees a to-do: its owner only, the members of a project, or everyone in the owner's organization. */
export const TODO_VISIBILITIES = ['personal', 'project', 'organization'] as const;
export type TodoVisibility = (typeof TODO_VISIBILITIES)[number];
export const TodoVisibilitySchema = z.enum(TODO_VISIBILITIES);

export const TodoSchema = z.object({
  _id: IdSchema,
  text: z.string(),
  done: z.boolean(),
  visibility: TodoVisibilitySchema,
  /** True when anyone besides the owner can see it (visibility is not 'personal'). */
  shared: z.boolean(),
  projectId: IdSchema.nullable(),
  project: TaskProjectRefSchema.nullable().optional(),
  dueDate: DateStringSchema.nullable(),
  /** Manual order, ascending; a client places an item between two others with any number between theirs. */
  position: z.number(),
  owner: UserSummarySchema,
  /** The signed-in user may edit the text, sharing and order and delete it (the owner); others may only tick it. */
  canEdit: z.boolean(),
  completedAt: DateTimeStringSchema.nullable().optional(),
  createdAt: DateTimeStringSchema,
  updatedAt: DateTimeStringSchema,
});
export type Todo = z.infer<typeof TodoSchema>;

const todoText = z
  .string()
  .trim()
  .min(1, { error: 'To-do text is required' })
  .max(TODO_TEXT_MAX, { error: `To-dos must be at most ${TODO_TEXT_MAX} characters` });

function projectMatchesVisibility(value: {
  visibility?: TodoVisibility;
  projectId?: string | null;
}): boolean {
  if (value.visibility === 'project') return Boolean(value.projectId);
  return true;
}
const PROJECT_REQUIRED = { error: 'Choose the project to share this to-do with', path: ['projectId'] };

/** POST /todos: added at the end of the list unless a position is given. */
export const TodoCreatePayloadSchema = z
  .object({
    text: todoText,
    visibility: TodoVisibilitySchema.default('personal'),
    projectId: IdSchema.nullable().optional(),
    dueDate: DateStringSchema.nullable().optional(),
    position: z.number().finite().optional(),
  })
  .refine(projectMatchesVisibility, PROJECT_REQUIRED);
export type TodoCreatePayload = z.infer<typeof TodoCreatePayloadSchema>;
export type TodoCreateInput = z.input<typeof TodoCreatePayloadSchema>;

/** PUT /todos/{id}: any subset. */
export const TodoUpdatePayloadSchema = z
  .object({
    text: todoText,
    done: z.boolean(),
    visibility: TodoVisibilitySchema,
    projectId: IdSchema.nullable(),
    dueDate: DateStringSchema.nullable(),
    position: z.number().finite(),
  })
  .partial()
  .refine(projectMatchesVisibility, PROJECT_REQUIRED);
export type TodoUpdatePayload = z.infer<typeof TodoUpdatePayloadSchema>;

export const TODO_VIEWS = ['all', 'personal', 'shared'] as const;
export type TodoView = (typeof TODO_VIEWS)[number];

/** GET /todos: 'personal' is the user's own unshared to-dos, 'shared' those shared by anyone (the user included). */
export const TodoListQuerySchema = PageQuerySchema.extend({
  view: z.enum(TODO_VIEWS).default('all'),
  done: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TodoListQuery = z.infer<typeof TodoListQuerySchema>;
export type TodoListQueryInput = {
  page?: number;
  limit?: number;
  search?: string;
  view?: TodoView;
  done?: 'true' | 'false';
};
