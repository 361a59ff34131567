import {
  TASK_RELATION_MESSAGES,
  TASK_RELATIONS_MAX,
  type TaskRelation,
  type TaskRelationCreatePayload,
} from '@app/domain';
import type { AppDb } from '../../db/client';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import type { Viewer, WorkDeps } from '../work';
import {
  countRelations,
  deleteRelation,
  findRelation,
  insertRelation,
  listRelations,
  refuseBlockingLoop,
  refuseSelf,
  relationExists,
  storedRelation,
} from './tasks.relations';
import { addKnockOnEvents, requireVisibleTask, TASK_MESSAGES, taskRights } from './tasks.service';

/** GET /tasks/{id}/relations: the relations to tasks the caller may see, from this task's side. */
export async function getTaskRelations(db: AppDb, viewer: Viewer, taskId: string): Promise<TaskRelation[]> {
  await requireVisibleTask(db, viewer, taskId);
  return listRelations(db, viewer, taskId);
}

/** The task whose relations change: visible, and managed by the caller. */
async function requireRelatableTask(db: AppDb, viewer: Viewer, taskId: string) {
  const access = await requireVisibleTask(db, viewer, taskId);
  if (!taskRights(viewer, access).canManage) throw new AppError(403, TASK_RELATION_MESSAGES.cannotRelate);
  return access.task;
}

/**
 * POST /tasks/{id}/relations: relates the task to another the caller may see, of the same workspace. A 'blocks'
 * relation that would close a loop is a 409 naming the loop. Both tasks' open screens hear of it.
 */
export async function addTaskRelation(
  { db, events }: WorkDeps,
  viewer: Viewer,
  taskId: string,
  payload: TaskRelationCreatePayload,
): Promise<TaskRelation> {
  const task = await requireRelatableTask(db, viewer, taskId);
  refuseSelf(taskId, payload.taskId);
  const other = await findOtherTask(db, viewer, payload.taskId);
  if ((other.organizationId ?? null) !== (task.organizationId ?? null)) {
    throw new AppError(400, TASK_RELATION_MESSAGES.otherWorkspace);
  }
  const stored = storedRelation(taskId, payload);
  if (await relationExists(db, stored)) throw new AppError(409, TASK_RELATION_MESSAGES.exists);
  if (stored.type === 'blocks') await refuseBlockingLoop(db, stored.fromTaskId, stored.toTaskId);
  for (const id of [taskId, payload.taskId]) {
    if ((await countRelations(db, id)) >= TASK_RELATIONS_MAX)
      throw new AppError(409, TASK_RELATION_MESSAGES.tooMany);
  }
  const row = await insertRelation(db, { ...stored, createdBy: viewer.id });
  const outbox = new EventOutbox();
  await addKnockOnEvents(db, viewer, outbox, [taskId, payload.taskId]);
  outbox.flushTo(events);
  const relation = (await listRelations(db, viewer, taskId)).find((item) => item._id === row.id);
  if (!relation) throw new AppError(404, TASK_MESSAGES.notFound);
  return relation;
}

async function findOtherTask(db: AppDb, viewer: Viewer, otherId: string) {
  return (await requireVisibleTask(db, viewer, otherId)).task;
}

/** DELETE /tasks/{id}/relations/{relationId}: for those who manage the task. */
export async function removeTaskRelation(
  { db, events }: WorkDeps,
  viewer: Viewer,
  taskId: string,
  relationId: string,
): Promise<void> {
  await requireRelatableTask(db, viewer, taskId);
  const relation = await findRelation(db, taskId, relationId);
  if (!relation) throw new AppError(404, TASK_RELATION_MESSAGES.notFound);
  await deleteRelation(db, relationId);
  const outbox = new EventOutbox();
  await addKnockOnEvents(db, viewer, outbox, [relation.fromTaskId, relation.toTaskId]);
  outbox.flushTo(events);
}
