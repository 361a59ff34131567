import {
  blockingLoopMessage,
  type RelatedTask,
  TASK_RELATION_INVERSE,
  TASK_RELATION_MESSAGES,
  TASK_RELATIONS_MAX,
  type TaskRelation,
  type TaskRelationCreatePayload,
  type TaskRelationViewType,
  type TaskStatus,
} from '@app/domain';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type TaskRelationRow, taskRelations, tasks } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Viewer, visibleTasks } from '../work';

// Relations between tasks (issue 37). One row per relation: 'blocks' and 'duplicates' from the task that blocks
// or duplicates to the other; 'relates_to' once, the smaller id first.

/** The stored row a request asks for: which task is `from`, which `to`, and the stored type. */
export function storedRelation(
  taskId: string,
  payload: TaskRelationCreatePayload,
): { type: 'blocks' | 'duplicates' | 'relates_to'; fromTaskId: string; toTaskId: string } {
  const other = payload.taskId;
  switch (payload.type) {
    case 'blocks':
      return { type: 'blocks', fromTaskId: taskId, toTaskId: other };
    case 'blocked_by':
      return { type: 'blocks', fromTaskId: other, toTaskId: taskId };
    case 'duplicates':
      return { type: 'duplicates', fromTaskId: taskId, toTaskId: other };
    default: {
      const [fromTaskId, toTaskId] = taskId < other ? [taskId, other] : [other, taskId];
      return { type: 'relates_to', fromTaskId, toTaskId };
    }
  }
}

/** How a stored relation reads from `taskId`'s side. */
export function relationSeenFrom(row: Pick<TaskRelationRow, 'type' | 'fromTaskId'>, taskId: string) {
  const type = row.type as TaskRelationViewType;
  return row.fromTaskId === taskId ? type : TASK_RELATION_INVERSE[type];
}

const involving = (taskId: string): SQL =>
  or(eq(taskRelations.fromTaskId, taskId), eq(taskRelations.toTaskId, taskId)) as SQL;

/** The task's relations whose other task the viewer may see, blockers first. */
export async function listRelations(db: AppDb, viewer: Viewer, taskId: string): Promise<TaskRelation[]> {
  const rows = await db
    .select()
    .from(taskRelations)
    .where(involving(taskId))
    .orderBy(taskRelations.createdAt, taskRelations.id);
  const otherIds = [
    ...new Set(rows.map((row) => (row.fromTaskId === taskId ? row.toTaskId : row.fromTaskId))),
  ];
  if (otherIds.length === 0) return [];
  const others = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      state: tasks.state,
      projectId: tasks.projectId,
    })
    .from(tasks)
    .where(and(inArray(tasks.id, otherIds), visibleTasks(db, viewer)));
  const byId = new Map<string, RelatedTask>(
    others.map((task) => [
      task.id,
      {
        _id: task.id,
        title: task.title,
        status: task.state ?? task.status,
        statusCategory: task.status as TaskStatus,
        projectId: task.projectId,
      },
    ]),
  );
  return rows.flatMap((row) => {
    const other = byId.get(row.fromTaskId === taskId ? row.toTaskId : row.fromTaskId);
    return other ? [{ _id: row.id, type: relationSeenFrom(row, taskId), task: other }] : [];
  });
}

export async function countRelations(db: AppDb, taskId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskRelations)
    .where(involving(taskId));
  return row?.n ?? 0;
}

export async function relationExists(
  db: AppDb,
  relation: { type: string; fromTaskId: string; toTaskId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: taskRelations.id })
    .from(taskRelations)
    .where(
      and(
        eq(taskRelations.type, relation.type),
        eq(taskRelations.fromTaskId, relation.fromTaskId),
        eq(taskRelations.toTaskId, relation.toTaskId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * When `from` would block `to`: the chain by which `to` already blocks `from` (ids from `to` to `from`), which the
 * new relation would close into a loop; undefined when there is none. One recursive statement along
 * task_relations_from_to_type_idx, never revisiting a task.
 */
export async function blockingPath(
  db: AppDb,
  fromTaskId: string,
  toTaskId: string,
): Promise<string[] | undefined> {
  const [row] = await db
    .select({
      path: sql<string[] | null>`(with recursive walk(id, path) as (
        select ${toTaskId}::text, array[${toTaskId}::text]
        union all
        select r.to_task_id, walk.path || r.to_task_id from ${taskRelations} r inner join walk on r.from_task_id = walk.id
        where r.type = 'blocks' and not r.to_task_id = any(walk.path) and cardinality(walk.path) < 200
      ) select path from walk where id = ${fromTaskId} limit 1)`,
    })
    .from(tasks)
    .where(eq(tasks.id, fromTaskId));
  return row?.path ?? undefined;
}

/** The titles of these tasks, in the order of `ids`. */
export async function titlesInOrder(db: AppDb, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(inArray(tasks.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row.title]));
  return ids.map((id) => byId.get(id) ?? '');
}

/** The 409 of a 'blocks' relation that would close a loop, naming the loop from the blocking task on. */
export async function refuseBlockingLoop(db: AppDb, fromTaskId: string, toTaskId: string): Promise<void> {
  const path = await blockingPath(db, fromTaskId, toTaskId);
  if (!path) return;
  // The loop: from blocks to, which blocks ... the last before from, which blocks from.
  const loop = [fromTaskId, ...path.slice(0, -1)];
  throw new AppError(409, blockingLoopMessage(await titlesInOrder(db, loop)));
}

export async function insertRelation(
  db: AppDb,
  values: typeof taskRelations.$inferInsert,
): Promise<TaskRelationRow> {
  const [row] = await db.insert(taskRelations).values(values).returning();
  if (!row) throw new Error('Relation not created');
  return row;
}

export async function findRelation(db: AppDb, taskId: string, relationId: string) {
  const [row] = await db
    .select()
    .from(taskRelations)
    .where(and(eq(taskRelations.id, relationId), involving(taskId)))
    .limit(1);
  return row;
}

export async function deleteRelation(db: AppDb, relationId: string): Promise<void> {
  await db.delete(taskRelations).where(eq(taskRelations.id, relationId));
}

/** The tasks this one blocks that are not done: their 'Blocked' mark follows this task's status. */
export async function blockedByTask(db: AppDb, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: taskRelations.toTaskId })
    .from(taskRelations)
    .innerJoin(tasks, eq(tasks.id, taskRelations.toTaskId))
    .where(
      and(eq(taskRelations.fromTaskId, taskId), eq(taskRelations.type, 'blocks'), ne(tasks.status, 'done')),
    );
  return rows.map((row) => row.id);
}

export function refuseSelf(taskId: string, otherId: string): void {
  if (taskId === otherId) throw new AppError(400, TASK_RELATION_MESSAGES.self);
}

export { TASK_RELATIONS_MAX };
