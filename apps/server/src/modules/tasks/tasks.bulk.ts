import {
  LABEL_MESSAGES,
  TASK_BULK_MESSAGES,
  type Task,
  type TaskBulkPayload,
  WATCHER_NOTIFICATION_TEXTS,
  type WorkflowState,
} from '@app/domain';
import { and, inArray } from 'drizzle-orm';
import { type TaskRow, taskLabels } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { labelIdsIn, taskWorkspace } from '../labels';
import { type NotificationDraft, notify } from '../notifications';
import { moveRelativeReminders } from '../planning';
import { followAsPartOf } from '../watchers';
import { recordActivity, toDay, type Viewer, type WorkDeps } from '../work';
import { requireState, stateColumns, statesOfProject } from '../workflows';
import { findTaskViews, findVisibleTasks, type TaskAccessRow, updateTaskRow } from './tasks.queries';
import { createNextInstance } from './tasks.recurrence';
import { blockedByTask } from './tasks.relations';
import {
  actorOf,
  addKnockOnEvents,
  concerned,
  type FollowedChange,
  followerNotices,
  requireValidAssignee,
  TASK_MESSAGES,
  taskRights,
  toTask,
  withStateNames,
} from './tasks.service';

type Changes = TaskBulkPayload['changes'];

/** The refusal the change meets on this task, if any: the rights of PUT /tasks/{id}, field by field. */
function refusalOf(viewer: Viewer, access: TaskAccessRow, changes: Changes): string | undefined {
  const rights = taskRights(viewer, access);
  const managed =
    changes.priority !== undefined ||
    changes.dueDate !== undefined ||
    changes.addLabelIds !== undefined ||
    changes.removeLabelIds !== undefined;
  if (managed && !rights.canManage) return TASK_MESSAGES.cannotEdit;
  if (changes.assignedTo !== undefined && !rights.canAssign) return TASK_MESSAGES.cannotAssign;
  if (changes.status !== undefined && !rights.canUpdateStatus) return rights.statusRefusal;
  return undefined;
}

/** The stored fields the change writes on this task (empty when it already has them). */
function rowChanges(task: TaskRow, changes: Changes, state: WorkflowState | undefined): Partial<TaskRow> {
  const next: Partial<TaskRow> = {};
  if (state) {
    const columns = stateColumns(state);
    if (columns.status !== task.status || columns.state !== task.state) {
      next.status = columns.status;
      next.state = columns.state;
      if (columns.status === 'done' && task.status !== 'done') next.completedAt = new Date();
      else if (columns.status !== 'done' && task.completedAt) next.completedAt = null;
    }
  }
  if (changes.priority !== undefined && changes.priority !== task.priority) next.priority = changes.priority;
  if (changes.assignedTo !== undefined && changes.assignedTo !== task.assignedTo)
    next.assignedTo = changes.assignedTo;
  const dueDate = toDay(changes.dueDate);
  if (dueDate !== undefined && dueDate !== task.dueDate) next.dueDate = dueDate;
  return next;
}

/**
 * PATCH /tasks/bulk: one change to many tasks, all or nothing. Every task must be visible (else 404) and the
 * change allowed on each (else the refusal of the first it is not allowed on, naming it); assignees and labels are
 * checked per project and workspace as one task's change would be. Then one transaction writes them, one feed
 * entry says what was done, and each person concerned gets one notification for the whole change.
 */
export async function bulkUpdateTasks(
  { db, events }: WorkDeps,
  viewer: Viewer,
  payload: TaskBulkPayload,
): Promise<Task[]> {
  const { ids, changes } = payload;
  const found = await findVisibleTasks(db, viewer, ids);
  if (found.length !== ids.length) throw new AppError(404, TASK_MESSAGES.notFound);
  const byId = new Map(found.map((access) => [access.task.id, access]));
  const accesses = ids.map((id) => byId.get(id) as TaskAccessRow);

  for (const access of accesses) {
    const refusal = refusalOf(viewer, access, changes);
    if (refusal) throw new AppError(403, TASK_BULK_MESSAGES.refused(access.task.title, refusal));
  }
  if (changes.assignedTo) {
    for (const access of accesses) {
      try {
        await requireValidAssignee(db, viewer, access.task.projectId, changes.assignedTo);
      } catch (error) {
        if (error instanceof AppError) {
          throw new AppError(error.statusCode, TASK_BULK_MESSAGES.refused(access.task.title, error.message));
        }
        throw error;
      }
    }
  }
  // The state each task goes to, in its own project's workflow (a category is each one's first state of it).
  const states = new Map<string, WorkflowState>();
  if (changes.status !== undefined) {
    const workflows = new Map<string, readonly WorkflowState[]>();
    for (const { task } of accesses) {
      const key = task.projectId ?? '';
      let workflow = workflows.get(key);
      if (!workflow) {
        workflow = await statesOfProject(db, task.projectId);
        workflows.set(key, workflow);
      }
      try {
        states.set(task.id, requireState(workflow, changes.status));
      } catch (error) {
        if (error instanceof AppError) {
          throw new AppError(error.statusCode, TASK_BULK_MESSAGES.refused(task.title, error.message));
        }
        throw error;
      }
    }
  }
  const completing = states.size > 0 && [...states.values()].every((state) => state.category === 'done');
  if (changes.addLabelIds?.length) {
    const workspaces = new Map(accesses.map(({ task }) => [task.organizationId ?? '', task]));
    for (const task of workspaces.values()) {
      const known = await labelIdsIn(db, taskWorkspace(task, viewer), changes.addLabelIds);
      if (changes.addLabelIds.some((id) => !known.has(id))) {
        throw new AppError(400, TASK_BULK_MESSAGES.refused(task.title, LABEL_MESSAGES.unknownOnTask));
      }
    }
  }

  // The tasks before the change, for the events' `previous` (webhooks' before/after).
  const previous = new Map(
    (await withStateNames(db, (await findTaskViews(db, ids)).map(toTask))).map((task) => [task._id, task]),
  );
  const outbox = new EventOutbox();
  // The next instances of the repeating tasks this change completes.
  const nextInstances: string[] = [];
  const changed = await db.transaction(async (tx) => {
    const touched: TaskAccessRow[] = [];
    const followed: FollowedChange[] = [];
    for (const access of accesses) {
      const { task } = access;
      const next = rowChanges(task, changes, states.get(task.id));
      if (Object.keys(next).length > 0) {
        await updateTaskRow(tx, task, next, viewer.id);
        if (next.status === 'done' && task.status !== 'done') {
          const nextId = await createNextInstance(tx, outbox, { ...task, ...next });
          if (nextId) nextInstances.push(nextId);
        }
        touched.push(access);
        followed.push({
          task,
          title: task.title,
          movedTo: next.status !== undefined ? states.get(task.id)?.name : undefined,
          assignee: next.assignedTo !== undefined ? { id: next.assignedTo } : undefined,
          dueDate: next.dueDate !== undefined ? { value: next.dueDate } : undefined,
        });
      }
    }
    // One due date for all: the relative reminders of the tasks whose due date moved move with it.
    const redated = followed.filter((change) => change.dueDate).map((change) => change.task.id);
    if (redated.length > 0) {
      await moveRelativeReminders(tx, outbox, redated, toDay(changes.dueDate) ?? null);
    }
    if (changes.removeLabelIds?.length) {
      await tx
        .delete(taskLabels)
        .where(and(inArray(taskLabels.taskId, ids), inArray(taskLabels.labelId, changes.removeLabelIds)));
    }
    if (changes.addLabelIds?.length) {
      await tx
        .insert(taskLabels)
        .values(ids.flatMap((taskId) => (changes.addLabelIds ?? []).map((labelId) => ({ taskId, labelId }))))
        .onConflictDoNothing();
    }
    const first = accesses[0]!.task;
    const sameProject = accesses.every(({ task }) => task.projectId === first.projectId);
    const completed = completing;
    await recordActivity(
      tx,
      {
        type: completed ? 'task_completed' : 'task_updated',
        message: `${viewer.name} ${completed ? 'completed' : 'updated'} ${ids.length} ${ids.length === 1 ? 'task' : 'tasks'}`,
        actor: viewer,
        projectId: sameProject ? first.projectId : null,
        organizationId: first.organizationId,
        entity: { type: 'task', id: first.id, title: first.title },
      },
      outbox,
    );
    // The assignee's and the completion's notices first: `notify` keeps the first for each person.
    await notify(tx, outbox, viewer.id, [
      ...bulkNotices(viewer, accesses, changes, completing),
      ...onePerFollower(viewer, await followerNotices(tx, viewer, followed)),
    ]);
    // The new assignee follows each task (a member of its project: the assignee rule above).
    const assignee = changes.assignedTo;
    if (assignee) {
      for (const { task } of touched) {
        await followAsPartOf(tx, outbox, { ...task, assignedTo: assignee }, [assignee]);
      }
    }
    return touched;
  });

  const views = await findTaskViews(db, ids);
  const answers = new Map((await withStateNames(db, views.map(toTask))).map((task) => [task._id, task]));
  for (const { task } of accesses) {
    const answer = answers.get(task.id);
    if (!answer) continue;
    outbox.add({
      type: 'task.saved',
      change: 'updated',
      task: answer,
      organizationId: task.organizationId,
      previousStatus: task.state ?? task.status,
      before: { projectId: task.projectId, organizationId: task.organizationId, assignedTo: task.assignedTo },
      previous: previous.get(task.id),
      actor: actorOf(viewer),
    });
  }
  // Parents' progress and the tasks these block, when a status crossed 'done'.
  const knockOn = new Set<string>();
  if (changes.status !== undefined) {
    for (const { task } of changed) {
      if (task.parentId && !ids.includes(task.parentId)) knockOn.add(task.parentId);
      if ((states.get(task.id)?.category === 'done') !== (task.status === 'done')) {
        for (const id of await blockedByTask(db, task.id)) if (!ids.includes(id)) knockOn.add(id);
      }
    }
  }
  for (const id of nextInstances) knockOn.add(id);
  await addKnockOnEvents(db, viewer, outbox, knockOn);
  outbox.flushTo(events);
  return ids.flatMap((id) => {
    const answer = answers.get(id);
    return answer ? [answer] : [];
  });
}

/**
 * The followers' notices of a bulk change, one per person as the bulk's other notices: a follower of one of the
 * tasks gets that task's notice, a follower of several one notice that counts them (with the first task's link).
 */
function onePerFollower(viewer: Viewer, drafts: readonly NotificationDraft[]): NotificationDraft[] {
  const byRecipient = new Map<string, NotificationDraft[]>();
  for (const draft of drafts) {
    const mine = byRecipient.get(draft.recipientId);
    if (mine) mine.push(draft);
    else byRecipient.set(draft.recipientId, [draft]);
  }
  return [...byRecipient.values()].map((mine) => {
    const [first] = mine as [NotificationDraft, ...NotificationDraft[]];
    if (mine.length === 1) return first;
    return {
      ...first,
      message: WATCHER_NOTIFICATION_TEXTS.followedTasksChanged(viewer.name, mine.length),
      projectId: mine.every((draft) => draft.projectId === first.projectId) ? first.projectId : null,
    };
  });
}

/** One notification per person for the whole change: a new assignee, and on completion who the tasks concern. */
function bulkNotices(
  viewer: Viewer,
  accesses: readonly TaskAccessRow[],
  changes: Changes,
  completing: boolean,
): NotificationDraft[] {
  const count = accesses.length;
  const noun = count === 1 ? `"${accesses[0]!.task.title}"` : `${count} tasks`;
  const first = accesses[0]!.task;
  const notices: NotificationDraft[] = [];
  if (changes.assignedTo) {
    notices.push({
      recipientId: changes.assignedTo,
      type: 'task_update',
      title: count === 1 ? 'Task assigned' : 'Tasks assigned',
      message: `${viewer.name} assigned you ${noun}`,
      projectId: first.projectId,
      taskId: first.id,
      preference: 'taskAssigned',
    });
  }
  if (completing) {
    const people = new Set(
      accesses.flatMap(({ task }) =>
        concerned({ createdBy: task.createdBy, assignedTo: changes.assignedTo ?? task.assignedTo }),
      ),
    );
    for (const recipientId of people) {
      notices.push({
        recipientId,
        type: 'task_update',
        title: count === 1 ? 'Task completed' : 'Tasks completed',
        message: `${viewer.name} completed ${noun}`,
        projectId: first.projectId,
        taskId: first.id,
        preference: 'taskCompleted',
      });
    }
  }
  return notices;
}
