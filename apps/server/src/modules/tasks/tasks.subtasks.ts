import { SUBTASK_DEPTH_MAX, SUBTASK_MESSAGES, type Subtask, type TaskStatus } from '@app/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type TaskRow, tasks } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Viewer, visibleTasks } from '../work';

// Sub-tasks (issue 37): a task's `parentId` names the task it belongs to, in the same project (or both without
// one), at most SUBTASK_DEPTH_MAX levels deep, never in a loop. Walks up or down the tree are one recursive
// statement each, level by level through the primary key or tasks_parent_position_idx, and stop at 2 levels
// past the limit even if stored data had a loop.
const WALK_LIMIT = SUBTASK_DEPTH_MAX + 2;

/** The task and its ancestors, nearest first. */
function ancestorIds(taskId: string): SQL {
  return sql`with recursive chain(id, parent_id, depth) as (
    select ${tasks.id}, ${tasks.parentId}, 1 from ${tasks} where ${tasks.id} = ${taskId}
    union
    select up.id, up.parent_id, chain.depth + 1 from ${tasks} up inner join chain on up.id = chain.parent_id
    where chain.depth < ${WALK_LIMIT}
  ) select id from chain`;
}

/** The task and every task below it. */
function subtreeWalk(taskId: string): SQL {
  return sql`with recursive subtree(id, depth) as (
    select ${tasks.id}, 1 from ${tasks} where ${tasks.id} = ${taskId}
    union
    select below.id, subtree.depth + 1 from ${tasks} below inner join subtree on below.parent_id = subtree.id
    where subtree.depth < ${WALK_LIMIT}
  )`;
}

/** Ids of the task's descendants (not the task itself). */
export async function descendantIds(db: AppDb, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(sql`${tasks.id} = any(array(${subtreeWalk(taskId)} select id from subtree where depth > 1))`);
  return rows.map((row) => row.id);
}

/** How many levels the task and its sub-tasks span (1 for a task without sub-tasks). */
async function subtreeHeight(db: AppDb, taskId: string): Promise<number> {
  const [row] = await db
    .select({ height: sql<number>`(${subtreeWalk(taskId)} select max(depth)::int from subtree)` })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row?.height ?? 1;
}

/**
 * Checks that `parent` may hold `task` (already stored, or undefined for a new task): same project, no loop, not
 * too deep. Throws the 400 or 409 that says why not.
 */
export async function requireValidParent(
  db: AppDb,
  parent: TaskRow,
  task: { id: string; projectId: string | null } | { id?: undefined; projectId: string | null },
): Promise<void> {
  if ((parent.projectId ?? null) !== (task.projectId ?? null)) {
    throw new AppError(400, SUBTASK_MESSAGES.otherProject);
  }
  const chain = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(sql`${tasks.id} = any(array(${ancestorIds(parent.id)}))`);
  if (task.id && chain.some((row) => row.id === task.id)) throw new AppError(409, SUBTASK_MESSAGES.loop);
  const height = task.id ? await subtreeHeight(db, task.id) : 1;
  if (chain.length + height > SUBTASK_DEPTH_MAX) throw new AppError(400, SUBTASK_MESSAGES.tooDeep);
}

/** The position after the last of the parent's sub-tasks. */
export async function nextSubtaskPosition(db: AppDb, parentId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${tasks.position}), 0)` })
    .from(tasks)
    .where(eq(tasks.parentId, parentId));
  return (row?.last ?? 0) + 1;
}

/** The direct sub-tasks the viewer may see, in their order. */
export async function listSubtasks(db: AppDb, viewer: Viewer, parentId: string): Promise<Subtask[]> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      state: tasks.state,
      assignedTo: tasks.assignedTo,
      dueDate: tasks.dueDate,
    })
    .from(tasks)
    .where(and(eq(tasks.parentId, parentId), visibleTasks(db, viewer)))
    .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id));
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    status: row.state ?? row.status,
    statusCategory: row.status as TaskStatus,
    assignedTo: row.assignedTo,
    dueDate: row.dueDate,
  }));
}

/** The ids of the parent's direct sub-tasks, all of them. */
export async function childIds(db: AppDb, parentId: string): Promise<string[]> {
  const rows = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentId, parentId));
  return rows.map((row) => row.id);
}

/** Gives the sub-tasks positions 1, 2, ... in the order of `ids`. */
export async function writeSubtaskOrder(db: AppDb, parentId: string, ids: readonly string[]): Promise<void> {
  // One statement: each id with its place, from an unnested array.
  await db
    .update(tasks)
    .set({ position: sql`ordered.place` })
    .from(sql`unnest(${sql.param([...ids])}::text[]) with ordinality as ordered(id, place)`)
    .where(and(eq(tasks.id, sql`ordered.id`), eq(tasks.parentId, parentId)));
}

/** Moves the task's sub-tasks up to its own parent (or to the top level), after that parent's sub-tasks. */
export async function promoteSubtasks(db: AppDb, task: TaskRow): Promise<string[]> {
  const ids = await childIds(db, task.id);
  if (ids.length === 0) return ids;
  const start = task.parentId ? await nextSubtaskPosition(db, task.parentId) : 0;
  const ordered = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(inArray(tasks.id, ids))
    .orderBy(asc(tasks.position), asc(tasks.id));
  for (const [index, row] of ordered.entries()) {
    await db
      .update(tasks)
      .set({ parentId: task.parentId, position: start + index })
      .where(eq(tasks.id, row.id));
  }
  return ids;
}

/** Stored tasks by id (for the events of a change to several). */
export async function taskRowsByIds(db: AppDb, ids: readonly string[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tasks)
    .where(inArray(tasks.id, [...ids]));
}
