import { z } from 'zod';
import { DateStringSchema } from './dates';
import { IdSchema } from './ids';
import { PrioritySchema, TaskStatusSchema } from './task';

/**
 * The timeline's data (issue 40): the tasks with a start or a due date, in one project or across every project the
 * caller sees, and the 'blocks' relations between them. `GET /timeline`.
 */
export const TIMELINE_TASKS_MAX = 5000;
/** How many tasks one schedule change may move (the moved task and those it blocks). */
export const SCHEDULE_MOVES_MAX = 500;

export const TimelineQuerySchema = z.object({ projectId: IdSchema.optional() });
export type TimelineQuery = z.infer<typeof TimelineQuerySchema>;

export const TimelineItemSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  /** Its state's id; `statusCategory` its category. */
  status: z.string(),
  statusCategory: TaskStatusSchema,
  priority: PrioritySchema,
  projectId: IdSchema.nullable(),
  assignedTo: IdSchema.nullable(),
  parentId: IdSchema.nullable(),
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
  estimate: z.number().nullable(),
  /** Whether the caller may move it (the right to manage the task). */
  canSchedule: z.boolean(),
});
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

export const TimelineSchema = z.object({
  tasks: z.array(TimelineItemSchema),
  /** 'blocks' relations among `tasks`: `from` blocks `to`. */
  dependencies: z.array(z.object({ from: IdSchema, to: IdSchema })),
  /** The projects of `tasks`, by title. */
  projects: z.array(z.object({ _id: IdSchema, title: z.string() })),
  /** Tasks in scope with neither a start nor a due date (not drawn). */
  unscheduled: z.number().int().min(0),
  /** More dated tasks than TIMELINE_TASKS_MAX: the first ones by date are listed. */
  truncated: z.boolean(),
});
export type Timeline = z.infer<typeof TimelineSchema>;

export const ScheduleMoveSchema = z.object({
  taskId: IdSchema,
  startDate: DateStringSchema.nullable(),
  dueDate: DateStringSchema.nullable(),
});
export type ScheduleMove = z.infer<typeof ScheduleMoveSchema>;

/** POST /tasks/schedule: new dates for several tasks at once (a move and its knock-on, or its undo). */
export const SchedulePayloadSchema = z.object({
  moves: z
    .array(ScheduleMoveSchema)
    .min(1, { error: 'Name at least one task to move' })
    .max(SCHEDULE_MOVES_MAX, { error: `One change moves at most ${SCHEDULE_MOVES_MAX} tasks` }),
});
export type SchedulePayload = z.infer<typeof SchedulePayloadSchema>;

export const SCHEDULE_MESSAGES = {
  moved: 'Schedule updated',
  duplicate: 'Each task may be moved once in a change',
  cannotSchedule: (title: string) => `You do not have permission to change the dates of “${title}”`,
} as const;

/** The timeline screens' own texts (the widget's are TIMELINE_TEXTS of timeline.ts). */
export const TIMELINE_SCREEN_TEXTS = {
  pageTitle: 'Timeline',
  pageSubtitle:
    'Your dated tasks across projects, from start to due. Drag a bar, or focus it and use the arrow keys, to move it; the tasks it blocks move with it.',
  loading: 'Loading the timeline...',
  loadFailed: 'The timeline could not be loaded.',
  moveFailed: 'The tasks could not be rescheduled.',
  truncated: (shown: number) => `The timeline shows the first ${shown} tasks by date.`,
  unscheduled: (count: number) =>
    count === 1
      ? '1 task has no start or due date and is not on the timeline.'
      : `${count} tasks have no start or due date and are not on the timeline.`,
  calendar: 'Calendar',
  timeline: 'Timeline',
} as const;
