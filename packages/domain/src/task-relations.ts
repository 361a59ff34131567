import { z } from 'zod';
import { IdSchema } from './ids';
import { TASK_STATUSES } from './task-values';
import { taskCategory } from './workflow';

/**
 * Relations between tasks (issue 37). 'blocks' and 'blocked_by' are one relation seen from either end, as are
 * 'duplicates' and 'duplicated_by'; 'relates_to' reads the same from both. A client creates any of the first four;
 * 'duplicated_by' is how a duplicate relation reads from the task it duplicates.
 */
export const TASK_RELATION_TYPES = ['blocks', 'blocked_by', 'relates_to', 'duplicates'] as const;
export type TaskRelationType = (typeof TASK_RELATION_TYPES)[number];
export const TASK_RELATION_VIEW_TYPES = [...TASK_RELATION_TYPES, 'duplicated_by'] as const;
export type TaskRelationViewType = (typeof TASK_RELATION_VIEW_TYPES)[number];

/** How each relation reads from the task it is listed on: 'Blocks “Write the brief”'. */
export const TASK_RELATION_LABELS: Record<TaskRelationViewType, string> = {
  blocks: 'Blocks',
  blocked_by: 'Blocked by',
  relates_to: 'Relates to',
  duplicates: 'Duplicates',
  duplicated_by: 'Duplicated by',
};

/** The same relation read from its other task. */
export const TASK_RELATION_INVERSE: Record<TaskRelationViewType, TaskRelationViewType> = {
  blocks: 'blocked_by',
  blocked_by: 'blocks',
  relates_to: 'relates_to',
  duplicates: 'duplicated_by',
  duplicated_by: 'duplicates',
};

export const TASK_RELATIONS_MAX = 50;

export const TASK_RELATION_MESSAGES = {
  notFound: 'Relation not found',
  deleted: 'Relation removed',
  self: 'A task cannot be related to itself',
  exists: 'These tasks are already related this way',
  otherWorkspace: 'Only tasks of the same workspace can be related',
  tooMany: `A task has at most ${TASK_RELATIONS_MAX} relations`,
  cannotRelate: 'You do not have permission to change this task’s relations',
} as const;

/** The 409 text of a 'blocks' relation that would close a loop, naming the loop in order. */
export function blockingLoopMessage(titles: readonly string[]): string {
  const loop = [...titles, titles[0]].map((title) => `“${title}”`).join(' blocks ');
  return `This would make a loop of blocking tasks: ${loop}`;
}

/** The other task of a relation, as the listing task sees it. */
export const RelatedTaskSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  /** Its state id; `statusCategory` its category. */
  status: z.string(),
  statusCategory: z.enum(TASK_STATUSES).optional(),
  projectId: IdSchema.nullable(),
});
export type RelatedTask = z.infer<typeof RelatedTaskSchema>;

/** GET /tasks/{id}/relations: one relation, from this task's side. */
export const TaskRelationSchema = z.object({
  _id: IdSchema,
  type: z.enum(TASK_RELATION_VIEW_TYPES),
  task: RelatedTaskSchema,
});
export type TaskRelation = z.infer<typeof TaskRelationSchema>;

/** POST /tasks/{id}/relations. */
export const TaskRelationCreatePayloadSchema = z.object({
  type: z.enum(TASK_RELATION_TYPES),
  taskId: IdSchema,
});
export type TaskRelationCreatePayload = z.infer<typeof TaskRelationCreatePayloadSchema>;

/** A task is blocked while any task that blocks it is not done. */
export function isBlocked(relations: readonly TaskRelation[]): boolean {
  return relations.some(
    (relation) => relation.type === 'blocked_by' && taskCategory(relation.task) !== 'done',
  );
}
