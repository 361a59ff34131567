import type { TaskWatchers } from '@app/domain';
import type { AppDb } from '../../db/client';
import type { TaskRow } from '../../db/schema';
import type { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import type { Viewer, WorkDeps } from '../work';
import {
  deleteWatcher,
  findVisibleTaskRow,
  insertWatchers,
  listWatchers,
  whoCanSee,
} from './watchers.queries';

export const WATCHER_MESSAGES = { taskNotFound: 'Task not found' } as const;

type WatchedTask = Pick<TaskRow, 'id' | 'projectId' | 'createdBy' | 'assignedTo'>;

function changedEvent(task: WatchedTask, userIds: string[]) {
  return {
    type: 'watchers.changed' as const,
    task: { id: task.id, projectId: task.projectId, createdBy: task.createdBy, assignedTo: task.assignedTo },
    userIds,
  };
}

/**
 * Makes these people follow the task, inside the change's transaction: only those who can see it (anyone else is
 * left out silently). Answers who follows it now of them; the outbox tells open task screens.
 */
export async function followAsPartOf(
  tx: AppDb,
  outbox: EventOutbox,
  task: WatchedTask,
  userIds: Iterable<string | null | undefined>,
): Promise<string[]> {
  const allowed = await whoCanSee(tx, task, userIds);
  const added = await insertWatchers(tx, task.id, allowed);
  if (added.length > 0) outbox.add(changedEvent(task, added));
  return allowed;
}

async function requireTask(db: AppDb, viewer: Viewer, taskId: string): Promise<TaskRow> {
  const task = await findVisibleTaskRow(db, viewer, taskId);
  if (!task) throw new AppError(404, WATCHER_MESSAGES.taskNotFound);
  return task;
}

async function watchersAnswer(db: AppDb, viewer: Viewer, taskId: string): Promise<TaskWatchers> {
  const watchers = await listWatchers(db, taskId);
  return { watching: watchers.some((watcher) => watcher._id === viewer.id), watchers };
}

/** GET /tasks/{id}/watchers: anyone who can see the task. */
export async function getTaskWatchers(db: AppDb, viewer: Viewer, taskId: string): Promise<TaskWatchers> {
  await requireTask(db, viewer, taskId);
  return watchersAnswer(db, viewer, taskId);
}

/** POST (true) and DELETE (false) /tasks/{id}/watchers: the caller follows or unfollows a task they can see. */
export async function setWatching(
  { db, events }: WorkDeps,
  viewer: Viewer,
  taskId: string,
  watching: boolean,
): Promise<TaskWatchers> {
  const task = await requireTask(db, viewer, taskId);
  const changed = watching
    ? (await insertWatchers(db, taskId, [viewer.id])).length > 0
    : await deleteWatcher(db, taskId, viewer.id);
  if (changed) events.publish(changedEvent(task, [viewer.id]));
  return watchersAnswer(db, viewer, taskId);
}
