import { z } from 'zod';
import { PageQuerySchema } from './api';
import { CustomFieldValuesInputSchema, CustomFieldValuesSchema } from './custom-fields';
import { DateStringSchema, DateTimeStringSchema } from './dates';
import { FILTER_QUERY_MAX } from './filter-query';
import { IdSchema, NamedOrganizationQuerySchema } from './ids';
import { LABEL_LIMITS, TaskLabelSchema } from './labels';
import { RECURRENCE_MAX_LENGTH, RECURRENCE_MESSAGES, recurrenceError } from './recurrence';
import { RemindersInputSchema, TaskReminderSchema } from './reminders';
import { RichTextDocSchema } from './rich-text';
import { PRIORITIES, type Priority, TASK_SORTS, TASK_STATUSES, type TaskSort } from './task-values';
import { UserSummarySchema } from './user-summary';
import { MentionsSchema } from './watchers';
import { WorkflowStateIdSchema } from './workflow';

// The task values without a schema live apart, so that a screen showing a status does not load zod.
export {
  isTaskFinished,
  PRIORITIES,
  PRIORITY_LABELS,
  type Priority,
  TASK_SORT_LABELS,
  TASK_SORTS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskSort,
  type TaskStatus,
} from './task-values';

export const TaskStatusSchema = z.enum(TASK_STATUSES);

export const PrioritySchema = z.enum(PRIORITIES);

// Kept here (not imported from project.ts) so task.ts does not depend on project.ts, which depends on it.
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 10000;
const COMMENT_MAX = 2000;
const CHECKLIST_ITEM_MAX = 200;
const CHECKLIST_ITEMS_MAX = 50;

/** A repeat rule as a client sends it: an RRULE of the subset the Repeat control builds. */
export const RecurrenceSchema = z
  .string()
  .trim()
  .max(RECURRENCE_MAX_LENGTH, { error: RECURRENCE_MESSAGES.invalid })
  .refine((value) => recurrenceError(value) === undefined, { error: RECURRENCE_MESSAGES.invalid });

/** A calendar day for due dates: 'YYYY-MM-DD' (a full timestamp is accepted and cut to its date). */
export const DueDateSchema = DateStringSchema;

/** The most hours a task's estimate may hold (issue 40), and its steps: a quarter of an hour. */
export const ESTIMATE_HOURS_MAX = 10_000;

export const TASK_SCHEDULE_MESSAGES = {
  startAfterDue: 'The start date must be on or before the due date',
  estimateRange: `The estimate must be between 0 and ${ESTIMATE_HOURS_MAX} hours`,
} as const;

/** A task's estimate in hours, rounded to the quarter hour. */
export const EstimateSchema = z
  .number({ error: 'The estimate must be a number of hours' })
  .min(0, { error: TASK_SCHEDULE_MESSAGES.estimateRange })
  .max(ESTIMATE_HOURS_MAX, { error: TASK_SCHEDULE_MESSAGES.estimateRange })
  .transform((hours) => Math.round(hours * 4) / 4);

/** An estimate as people read it: '1 hour', '2.5 hours'. */
export function formatEstimate(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Whether a start date and a due date (either may be missing) are in order. */
export function scheduleInOrder(
  startDate: string | null | undefined,
  dueDate: string | null | undefined,
): boolean {
  return !startDate || !dueDate || startDate <= dueDate;
}

export const ChecklistItemSchema = z.object({
  id: z.string().min(1).max(40),
  text: z.string(),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/** A checklist item as sent by a client: a new item has no id yet; the server keeps the ids it knows. */
export const ChecklistItemInputSchema = z.object({
  id: z.string().min(1).max(40).optional(),
  text: z
    .string()
    .trim()
    .min(1, { error: 'Checklist item text is required' })
    .max(CHECKLIST_ITEM_MAX, { error: `Checklist items must be at most ${CHECKLIST_ITEM_MAX} characters` }),
  done: z.boolean().default(false),
});
export type ChecklistItemInput = z.input<typeof ChecklistItemInputSchema>;

const ChecklistInputSchema = z
  .array(ChecklistItemInputSchema)
  .max(CHECKLIST_ITEMS_MAX, { error: `A checklist holds at most ${CHECKLIST_ITEMS_MAX} items` });

export const TaskProjectRefSchema = z.object({ _id: IdSchema, title: z.string() });
export type TaskProjectRef = z.infer<typeof TaskProjectRefSchema>;

/** How deep sub-tasks go: a task and four levels below it. */
export const SUBTASK_DEPTH_MAX = 5;

export const SUBTASK_MESSAGES = {
  parentNotFound: 'Parent task not found',
  loop: 'A task cannot be a sub-task of itself or of its own sub-tasks',
  tooDeep: `Sub-tasks go at most ${SUBTASK_DEPTH_MAX} levels deep`,
  otherProject: 'A sub-task belongs to the same project as its parent',
  movesWithSubtasks: 'A task with sub-tasks cannot move to another project; move its sub-tasks out first',
  orderMismatch: 'List every sub-task of this task exactly once',
} as const;

/** A sub-task as its parent lists it. */
export const SubtaskSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  /** Its state's id in its project's workflow. */
  status: z.string(),
  statusCategory: TaskStatusSchema.optional(),
  assignedTo: IdSchema.nullable().optional(),
  dueDate: DateStringSchema.nullable().optional(),
});
export type Subtask = z.infer<typeof SubtaskSchema>;

/** How many of a task's direct sub-tasks are done. */
export const SubtaskProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type SubtaskProgress = z.infer<typeof SubtaskProgressSchema>;

export const TaskSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  /** The plain-text copy of the description (what search, mail and the assistant read). */
  description: z.string().nullable().optional(),
  /** The description as rich text; null for a plain one. */
  descriptionDoc: RichTextDocSchema.nullable().optional(),
  /** Its state's id in its project's workflow (the default workflow's ids are the four categories). */
  status: z.string(),
  /** The category of its state: what every figure reads. */
  statusCategory: TaskStatusSchema.optional(),
  /** Its state's name. */
  statusName: z.string().optional(),
  priority: PrioritySchema,
  projectId: IdSchema.nullable().optional(),
  project: TaskProjectRefSchema.nullable().optional(),
  assignedTo: IdSchema.nullable().optional(),
  assignee: UserSummarySchema.nullable().optional(),
  createdBy: IdSchema.optional(),
  /** The day work on it starts (issue 40): with `dueDate`, its bar on the timeline. */
  startDate: DateStringSchema.nullable().optional(),
  dueDate: DateStringSchema.nullable().optional(),
  /** The hours it is expected to take. */
  estimate: z.number().nullable().optional(),
  /** How it repeats: an RRULE such as `FREQ=WEEKLY;BYDAY=MO,TH` (issue 40); null when it does not. */
  recurrence: z.string().nullable().optional(),
  /** The series it is a repeated instance of (the series' first task); null on that first task. */
  recurrenceOf: IdSchema.nullable().optional(),
  completedAt: DateTimeStringSchema.nullable().optional(),
  checklist: z.array(ChecklistItemSchema).optional(),
  commentCount: z.number().int().min(0).optional(),
  /** The task this one is a sub-task of. */
  parentId: IdSchema.nullable().optional(),
  /** The direct sub-tasks, in their order (GET /tasks/{id}). */
  subtasks: z.array(SubtaskSchema).optional(),
  subtaskProgress: SubtaskProgressSchema.optional(),
  labelIds: z.array(IdSchema).optional(),
  /** The labels of `labelIds`, by name. */
  labels: z.array(TaskLabelSchema).optional(),
  /** A task that blocks this one is not done yet. */
  blocked: z.boolean().optional(),
  /** Its project's custom fields' values, by field id. */
  customFields: CustomFieldValuesSchema.optional(),
  /** The caller's own reminders of this task (a task's answer, not its lists). */
  reminders: z.array(TaskReminderSchema).optional(),
  createdAt: DateTimeStringSchema.optional(),
  updatedAt: DateTimeStringSchema.optional(),
});
export type Task = z.infer<typeof TaskSchema>;

const taskFields = {
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(TITLE_MAX, { error: `Title must be at most ${TITLE_MAX} characters` }),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, { error: `Description must be at most ${DESCRIPTION_MAX} characters` }),
  /**
   * The description as rich text; when given, the server keeps its sanitised form and makes `description` its
   * plain-text copy. Null makes the description plain again.
   */
  descriptionDoc: RichTextDocSchema.nullable(),
  /** A state id of the task's project's workflow, or a category (its first state). */
  status: WorkflowStateIdSchema,
  priority: PrioritySchema,
  projectId: IdSchema.nullable(),
  assignedTo: IdSchema.nullable(),
  dueDate: DueDateSchema.nullable(),
  startDate: DateStringSchema.nullable(),
  estimate: EstimateSchema.nullable(),
  /** The Repeat control's rule (RRULE subset of recurrence.ts); null: does not repeat. */
  recurrence: RecurrenceSchema.nullable(),
  checklist: ChecklistInputSchema,
  parentId: IdSchema.nullable(),
  labelIds: z
    .array(IdSchema)
    .max(LABEL_LIMITS.perTask, { error: `A task carries at most ${LABEL_LIMITS.perTask} labels` }),
  /** Values by field id; a field left out keeps its value, null clears it. */
  customFields: CustomFieldValuesInputSchema,
  /** The people the description mentions (user ids), sent with a changed description. */
  mentions: MentionsSchema,
  /** The caller's reminders of this task: the whole list (issue 40). */
  reminders: RemindersInputSchema,
};

/** POST /tasks. Unknown fields (createdBy, completedAt, organizationId...) are dropped: the server decides those. */
export const TaskCreatePayloadSchema = z.object({
  title: taskFields.title,
  description: taskFields.description.optional(),
  descriptionDoc: taskFields.descriptionDoc.optional(),
  status: WorkflowStateIdSchema.default('todo'),
  priority: PrioritySchema.default('medium'),
  projectId: taskFields.projectId.optional(),
  assignedTo: taskFields.assignedTo.optional(),
  dueDate: taskFields.dueDate.optional(),
  startDate: taskFields.startDate.optional(),
  estimate: taskFields.estimate.optional(),
  recurrence: taskFields.recurrence.optional(),
  checklist: taskFields.checklist.optional(),
  parentId: taskFields.parentId.optional(),
  labelIds: taskFields.labelIds.optional(),
  customFields: taskFields.customFields.optional(),
  reminders: taskFields.reminders.optional(),
});
export type TaskCreatePayload = z.infer<typeof TaskCreatePayloadSchema>;
export type TaskCreateInput = z.input<typeof TaskCreatePayloadSchema>;

/** PUT /tasks/{id}: any subset of the editable fields, without defaults. A checklist replaces the whole list. */
export const TaskUpdatePayloadSchema = z.object(taskFields).partial();
export type TaskUpdatePayload = z.infer<typeof TaskUpdatePayloadSchema>;
export type TaskUpdateInput = z.input<typeof TaskUpdatePayloadSchema>;

const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(z.enum(values)).min(1),
  );

/**
 * GET /tasks and GET /projects/{id}/tasks. `status` and `priority` take one value or a comma-separated list;
 * `assignedTo` takes a user id or 'me'; `dueAfter`/`dueBefore` are inclusive calendar days (the calendar reads a
 * month with them); `departmentId` and `teamId` keep the tasks of that department's (with its sub-departments')
 * or team's projects. Sort:
 * updated (newest first), dueDate (soonest first, undated last), title, priority (urgent first).
 */
export const TaskListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  /** The filter language (`filter-query.ts`): `status:todo label:bug due:<7d "text"`, with the other filters. */
  q: z.string().trim().max(FILTER_QUERY_MAX).optional(),
  projectId: IdSchema.optional(),
  departmentId: IdSchema.optional(),
  teamId: IdSchema.optional(),
  /** State ids; a category name also matches every task of that category. */
  status: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z.array(WorkflowStateIdSchema).min(1).max(40),
    )
    .optional(),
  priority: csvOf(PRIORITIES).optional(),
  assignedTo: z.union([z.literal('me'), IdSchema]).optional(),
  /** A task's sub-tasks, in their order; 'none' keeps top-level tasks only. */
  parentId: z.union([z.literal('none'), IdSchema]).optional(),
  labelId: IdSchema.optional(),
  /** A custom field's value: `fieldValue` is an option id, 'true'/'false', a day, a number or text (exact). */
  fieldId: IdSchema.optional(),
  fieldValue: z.string().max(200).optional(),
  /** Sort by a custom field (smallest first, empty last) instead of `sort`. */
  sortField: IdSchema.optional(),
  dueAfter: z.iso.date().optional(),
  dueBefore: z.iso.date().optional(),
  organization: NamedOrganizationQuerySchema,
  sort: z.enum(TASK_SORTS).default('updated'),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

/** The calendar's URL query (/tasks/calendar): the shown month as YYYY-MM; the current month when left out. */
export const CalendarQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;
export type TaskListQueryInput = {
  page?: number;
  limit?: number;
  search?: string;
  q?: string;
  projectId?: string;
  departmentId?: string;
  teamId?: string;
  status?: string | readonly string[];
  priority?: Priority | readonly Priority[];
  assignedTo?: string;
  parentId?: string;
  labelId?: string;
  fieldId?: string;
  fieldValue?: string;
  sortField?: string;
  dueAfter?: string;
  dueBefore?: string;
  organization?: string;
  sort?: TaskSort;
};

/** DELETE /tasks/{id}: what becomes of its sub-tasks; 'promote' moves them up to the deleted task's parent. */
export const TaskDeleteQuerySchema = z.object({
  subtasks: z.enum(['promote', 'delete']).default('promote'),
});
export type TaskDeleteQuery = z.infer<typeof TaskDeleteQuerySchema>;

/** PUT /tasks/{id}/subtasks/order: the task's sub-tasks, every one once, in their new order. */
export const SubtaskOrderPayloadSchema = z.object({
  ids: z.array(IdSchema).min(1).max(500),
});
export type SubtaskOrderPayload = z.infer<typeof SubtaskOrderPayloadSchema>;

export const CommentSchema = z.object({
  _id: IdSchema,
  taskId: IdSchema,
  /** The plain-text copy (the whole comment for comments written before rich text). */
  text: z.string(),
  /** The rich text document, when the comment was written in the editor. */
  doc: RichTextDocSchema.nullable().optional(),
  author: UserSummarySchema,
  createdAt: DateTimeStringSchema,
  /** The people it mentions (who can see the task). */
  mentions: z.array(IdSchema).optional(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** One saved version of a task's description (GET /tasks/{id}/description-history), newest first. */
export const TaskDescriptionVersionSchema = z.object({
  _id: IdSchema,
  text: z.string(),
  doc: RichTextDocSchema.nullable(),
  /** Who saved it; null once that account is gone. */
  editedBy: UserSummarySchema.nullable(),
  createdAt: DateTimeStringSchema,
});
export type TaskDescriptionVersion = z.infer<typeof TaskDescriptionVersionSchema>;

/** The most versions of a description that are kept and listed. */
export const DESCRIPTION_HISTORY_MAX = 50;

/** The refusals of a comment, shared by the form, the schema and the server. */
export const COMMENT_MESSAGES = {
  required: 'Comment text is required',
  tooLong: (max: number) => `Comments must be at most ${max} characters`,
} as const;

/** POST /tasks/{id}/comments. */
export const CommentCreatePayloadSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: COMMENT_MESSAGES.required })
    .max(COMMENT_MAX, { error: COMMENT_MESSAGES.tooLong(COMMENT_MAX) }),
  /**
   * The comment as rich text; when given, the server keeps its sanitised form and `text` becomes its plain-text
   * copy (send that copy as `text`, for older servers and for the length check).
   */
  doc: RichTextDocSchema.nullable().optional(),
  /** The people the text mentions (user ids); anyone who cannot see the task is dropped. */
  mentions: MentionsSchema.optional(),
});
export type CommentCreatePayload = z.infer<typeof CommentCreatePayloadSchema>;

/** How many tasks one bulk change may touch. */
export const TASK_BULK_MAX = 100;

export const TASK_BULK_MESSAGES = {
  noChanges: 'Choose at least one change',
  duplicateIds: 'List each task once',
  /** The refusal of a bulk change names the task it stopped at. */
  refused: (title: string, reason: string) => `“${title}”: ${reason}`,
  updated: (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'} updated`,
} as const;

/**
 * PATCH /tasks/bulk: one change to many tasks, all or nothing. `addLabelIds` and `removeLabelIds` add and take off
 * labels, keeping the tasks' others.
 */
export const TaskBulkPayloadSchema = z.object({
  ids: z
    .array(IdSchema)
    .min(1)
    .max(TASK_BULK_MAX, { error: `At most ${TASK_BULK_MAX} tasks can change at once` })
    .refine((ids) => new Set(ids).size === ids.length, { error: TASK_BULK_MESSAGES.duplicateIds }),
  changes: z
    .object({
      /** A state id; for tasks of several projects a category name is each one's first state of it. */
      status: WorkflowStateIdSchema,
      priority: PrioritySchema,
      assignedTo: IdSchema.nullable(),
      dueDate: DueDateSchema.nullable(),
      addLabelIds: z.array(IdSchema).max(LABEL_LIMITS.perTask),
      removeLabelIds: z.array(IdSchema).max(LABEL_LIMITS.perTask),
    })
    .partial()
    .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
      error: TASK_BULK_MESSAGES.noChanges,
    }),
});
export type TaskBulkPayload = z.infer<typeof TaskBulkPayloadSchema>;
export type TaskBulkInput = z.input<typeof TaskBulkPayloadSchema>;
