import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type TaskRow, taskStatusChanges } from '../../db/schema';

// The status history the analytics are computed from (docs/analytics.md). Every task write goes through
// insertTask and updateTaskRow (tasks.queries.ts: the tasks service, board moves over the socket, the
// assistant's writes), which call these in the same transaction as the write itself.

/** A task's creation: a row from no status to the status it was created in, by its creator, at its creation. */
export async function recordTaskCreated(db: AppDb, task: TaskRow): Promise<void> {
  await db.insert(taskStatusChanges).values({
    taskId: task.id,
    projectId: task.projectId,
    organizationId: task.organizationId,
    fromStatus: null,
    toStatus: task.status,
    changedBy: task.createdBy,
    changedAt: task.createdAt,
  });
}

/**
 * What a change to a stored task means for its history: a row when its status changes (by `changedBy`, now), and,
 * when it moves to another project or organization, its earlier rows follow it (the figures are by where a task
 * is, so a moved task's past counts in its new project).
 */
export async function recordTaskChanged(
  db: AppDb,
  before: Pick<TaskRow, 'id' | 'status' | 'projectId' | 'organizationId'>,
  changes: Partial<Pick<TaskRow, 'status' | 'projectId' | 'organizationId'>>,
  changedBy: string | null,
  at: Date = new Date(),
): Promise<void> {
  const projectId = changes.projectId !== undefined ? changes.projectId : before.projectId;
  const organizationId =
    changes.organizationId !== undefined ? changes.organizationId : before.organizationId;
  if (projectId !== before.projectId || organizationId !== before.organizationId) {
    await db
      .update(taskStatusChanges)
      .set({ projectId, organizationId })
      .where(eq(taskStatusChanges.taskId, before.id));
  }
  if (changes.status !== undefined && changes.status !== before.status) {
    await db.insert(taskStatusChanges).values({
      taskId: before.id,
      projectId,
      organizationId,
      fromStatus: before.status,
      toStatus: changes.status,
      changedBy,
      changedAt: at,
    });
  }
}

/**
 * A task's deletion: a row from its last status to none (`toStatus` null), by `deletedBy`, now. Its history stays
 * (it has no foreign key to the task), so the figures of the days before it still count the task; from this day
 * on it is in no status. Call in the transaction that deletes the task.
 */
export async function recordTaskDeleted(
  db: AppDb,
  task: Pick<TaskRow, 'id' | 'status' | 'projectId' | 'organizationId'>,
  deletedBy: string | null,
  at: Date = new Date(),
): Promise<void> {
  await db.insert(taskStatusChanges).values({
    taskId: task.id,
    projectId: task.projectId,
    organizationId: task.organizationId,
    fromStatus: task.status,
    toStatus: null,
    changedBy: deletedBy,
    changedAt: at,
  });
}
