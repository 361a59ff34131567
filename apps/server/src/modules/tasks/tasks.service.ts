import { randomBytes } from 'node:crypto';
import {
  type Actor,
  type ChecklistItem,
  type Comment,
  type CommentCreatePayload,
  CUSTOM_FIELD_MESSAGES,
  LABEL_MESSAGES,
  type Paginated,
  type Priority,
  pageCount,
  projectPermissions,
  SUBTASK_MESSAGES,
  type SubtaskOrderPayload,
  scheduleInOrder,
  TASK_SCHEDULE_MESSAGES,
  type Task,
  type TaskCreatePayload,
  type TaskDeleteQuery,
  type TaskListQuery,
  type TaskStatus,
  type TaskUpdatePayload,
  taskPermissions,
  type UserSummary,
  WATCHER_NOTIFICATION_TEXTS,
  WORK_LIMITS,
} from '@app/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type TaskRow, taskLabels, users } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { commentFrom, descriptionFrom } from '../../lib/rich-text';
import { findFieldById, mergeCustomValues } from '../custom-fields';
import { labelIdsIn, taskWorkspace } from '../labels';
import { type NotificationDraft, notify } from '../notifications';
import { moveRelativeReminders, remindersOf, writeTaskReminders } from '../planning';
import { followAsPartOf, visibleWatchersOf, watcherIds, whoCanSee } from '../watchers';
import {
  accessRole,
  activityMessage,
  findProjectAccess,
  recordActivity,
  toDay,
  todayUtc,
  toUserSummary,
  type Viewer,
  type WorkDeps,
} from '../work';
import { requireState, stateColumns, stateName, statesOfProject, statesOfProjects } from '../workflows';
import { recordDescriptionVersion } from './tasks.description-store';
import { filterQueryConditions } from './tasks.filter-query';
import {
  type CommentViewRow,
  customFieldSortKey,
  deleteTaskRow,
  findTaskView,
  findVisibleTask,
  insertComment,
  insertTask,
  isProjectMember,
  listCommentViews,
  listTaskViews,
  type TaskAccessRow,
  type TaskViewRow,
  updateTaskRow,
} from './tasks.queries';
import { createNextInstance, requireRecurrenceAnchor } from './tasks.recurrence';
import { blockedByTask } from './tasks.relations';
import {
  childIds,
  descendantIds,
  listSubtasks,
  nextSubtaskPosition,
  promoteSubtasks,
  requireValidParent,
  taskRowsByIds,
  writeSubtaskOrder,
} from './tasks.subtasks';

export const TASK_MESSAGES = {
  notFound: 'Task not found',
  deleted: 'Task deleted',
  projectNotFound: 'Project not found',
  cannotAddToProject: 'You do not have permission to add tasks to this project',
  cannotEdit: 'You do not have permission to edit this task',
  cannotAssign: 'You do not have permission to assign this task',
  cannotUpdateStatus: 'You do not have permission to change this task',
  onlyOwnStatus: 'You can only update tasks that are assigned to you or unassigned',
  cannotDelete: 'You do not have permission to delete this task',
  cannotComment: 'You do not have permission to comment on this task',
  assigneeNotMember: 'Assignee must be a member of the project',
} as const;

/** What the viewer may do with one task they can see (the rule is @app/domain's), and why a move is refused. */
export function taskRights(viewer: Viewer, access: TaskAccessRow) {
  const role = access.task.projectId
    ? accessRole(viewer, { organizationId: access.projectOrganizationId }, access.memberRole)
    : null;
  const rights = taskPermissions(access.task, viewer.id, role);
  return {
    ...rights,
    statusRefusal: rights.statusLimitedToOwn ? TASK_MESSAGES.onlyOwnStatus : TASK_MESSAGES.cannotUpdateStatus,
  };
}

export function toTask(row: TaskViewRow): Task {
  const { task } = row;
  return {
    _id: task.id,
    title: task.title,
    description: task.description,
    descriptionDoc: task.descriptionDoc ?? null,
    status: task.state ?? task.status,
    statusCategory: task.status as TaskStatus,
    statusName: stateName(undefined, task.state ?? task.status, task.status as TaskStatus),
    priority: task.priority as Priority,
    projectId: task.projectId,
    project:
      task.projectId && row.projectTitle !== null ? { _id: task.projectId, title: row.projectTitle } : null,
    assignedTo: task.assignedTo,
    assignee: row.assignee?.id ? toUserSummary(row.assignee) : null,
    createdBy: task.createdBy,
    startDate: task.startDate,
    dueDate: task.dueDate,
    estimate: task.estimate,
    recurrence: task.recurrence,
    recurrenceOf: task.recurrenceOf,
    completedAt: task.completedAt ? task.completedAt.toISOString() : null,
    checklist: task.checklist,
    commentCount: row.commentCount,
    parentId: task.parentId,
    subtaskProgress: { done: row.subtaskDone, total: row.subtaskTotal },
    labelIds: row.labels.map((label) => label._id),
    labels: row.labels,
    blocked: row.blocked,
    customFields: task.customFields,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** The tasks with their states' names from their projects' own workflows (one query for them all). */
export async function withStateNames(db: AppDb, list: Task[]): Promise<Task[]> {
  const workflows = await statesOfProjects(
    db,
    list.flatMap((task) => (task.projectId ? [task.projectId] : [])),
  );
  if (!workflows.size) return list;
  return list.map((task) => {
    const states = task.projectId ? workflows.get(task.projectId) : undefined;
    return states
      ? { ...task, statusName: stateName(states, task.status, task.statusCategory ?? 'todo') }
      : task;
  });
}

function toComment(row: CommentViewRow): Comment {
  return {
    _id: row.comment.id,
    taskId: row.comment.taskId,
    text: row.comment.text,
    doc: row.comment.doc ?? null,
    author: toUserSummary(row.author),
    createdAt: row.comment.createdAt.toISOString(),
    mentions: row.comment.mentions,
  };
}

function newChecklistId(): string {
  return randomBytes(6).toString('base64url');
}

/** The checklist to store: items that name a known id keep it, every other item gets a new one. */
function mergeChecklist(
  items: readonly { id?: string | undefined; text: string; done: boolean }[],
  current: readonly ChecklistItem[],
): ChecklistItem[] {
  const known = new Set(current.map((item) => item.id));
  const used = new Set<string>();
  return items.map((item) => {
    const id = item.id && known.has(item.id) && !used.has(item.id) ? item.id : newChecklistId();
    used.add(id);
    return { id, text: item.text, done: item.done };
  });
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((id) => left.has(id));
}

async function labelIdsOfTask(db: AppDb, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: taskLabels.labelId })
    .from(taskLabels)
    .where(eq(taskLabels.taskId, taskId));
  return rows.map((row) => row.id);
}

/** A project task goes to a member of its project; a task without project only to the caller. */
export async function requireValidAssignee(
  db: AppDb,
  viewer: Viewer,
  projectId: string | null,
  assignedTo: string | null,
): Promise<void> {
  if (!assignedTo) return;
  const valid = projectId ? await isProjectMember(db, projectId, assignedTo) : assignedTo === viewer.id;
  if (!valid) throw new AppError(400, TASK_MESSAGES.assigneeNotMember);
}

/** The project a task is put into: visible to the caller, who must also manage its tasks. */
async function requireTaskProject(db: AppDb, viewer: Viewer, projectId: string) {
  const access = await findProjectAccess(db, viewer, projectId);
  if (!access) throw new AppError(404, TASK_MESSAGES.projectNotFound);
  if (!projectPermissions(access.role).canManageTasks) {
    throw new AppError(403, TASK_MESSAGES.cannotAddToProject);
  }
  return access.project;
}

export async function requireVisibleTask(db: AppDb, viewer: Viewer, taskId: string): Promise<TaskAccessRow> {
  const access = await findVisibleTask(db, viewer, taskId);
  if (!access) throw new AppError(404, TASK_MESSAGES.notFound);
  return access;
}

/** The task as GET /tasks/{id} answers it: with its sub-tasks the viewer may see, in their order. */
async function taskAnswer(db: AppDb, viewer: Viewer, taskId: string): Promise<Task> {
  const row = await findTaskView(db, taskId);
  if (!row) throw new AppError(404, TASK_MESSAGES.notFound);
  const [task] = await withStateNames(db, [toTask(row)]);
  if (!task) throw new AppError(404, TASK_MESSAGES.notFound);
  return row.subtaskTotal > 0
    ? { ...task, subtasks: await listSubtasks(db, viewer, taskId) }
    : { ...task, subtasks: [] };
}

/**
 * A parent a task is put under: visible to the caller, who must manage it (a sub-task changes its parent's
 * progress), in the right project, without a loop and not too deep.
 */
async function requireParent(
  db: AppDb,
  viewer: Viewer,
  parentId: string,
  task: { id?: string; projectId: string | null },
): Promise<TaskRow> {
  const access = await findVisibleTask(db, viewer, parentId);
  if (!access) throw new AppError(404, SUBTASK_MESSAGES.parentNotFound);
  if (!taskRights(viewer, access).canManage) throw new AppError(403, TASK_MESSAGES.cannotEdit);
  await requireValidParent(
    db,
    access.task,
    task.id ? { id: task.id, projectId: task.projectId } : { projectId: task.projectId },
  );
  return access.task;
}

/**
 * The labels to store on a task: those of its workspace (its organization's, or the caller's own for a task
 * outside any), and those it already carries. Any other id is a 400.
 */
async function requireTaskLabels(
  db: AppDb,
  viewer: Viewer,
  task: { organizationId: string | null },
  labelIds: readonly string[],
  current: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(labelIds)];
  const fresh = wanted.filter((id) => !current.includes(id));
  const known = await labelIdsIn(db, taskWorkspace(task, viewer), fresh);
  if (fresh.some((id) => !known.has(id))) throw new AppError(400, LABEL_MESSAGES.unknownOnTask);
  return wanted;
}

async function writeTaskLabels(db: AppDb, taskId: string, labelIds: readonly string[]): Promise<void> {
  await db
    .delete(taskLabels)
    .where(
      labelIds.length
        ? and(eq(taskLabels.taskId, taskId), notInArray(taskLabels.labelId, [...labelIds]))
        : eq(taskLabels.taskId, taskId),
    );
  if (labelIds.length) {
    await db
      .insert(taskLabels)
      .values(labelIds.map((labelId) => ({ taskId, labelId })))
      .onConflictDoNothing();
  }
}

/** 'task.saved' events for tasks a change touched besides its own (a parent's progress, a blocked mark). */
export async function addKnockOnEvents(
  db: AppDb,
  viewer: Viewer,
  outbox: EventOutbox,
  taskIds: Iterable<string | null | undefined>,
): Promise<void> {
  const ids = [...new Set([...taskIds].filter((id): id is string => Boolean(id)))];
  for (const id of ids) {
    const row = await findTaskView(db, id);
    if (!row) continue;
    const [task] = await withStateNames(db, [toTask(row)]);
    if (!task) continue;
    outbox.add({
      type: 'task.saved',
      change: 'updated',
      task,
      organizationId: row.task.organizationId,
      previousStatus: task.status,
      actor: actorOf(viewer),
    });
  }
}

function page(query: { page: number; limit: number }, total: number) {
  return { page: query.page, limit: query.limit, total, pages: pageCount(total, query.limit) };
}

export function actorOf(viewer: Viewer): Actor {
  return { userId: viewer.id, userName: viewer.name };
}

export function assignedNotice(
  viewer: Viewer,
  task: { id: string; title: string; projectId: string | null },
  to: string,
) {
  return {
    recipientId: to,
    type: 'task_update',
    title: 'Task assigned',
    message: `${viewer.name} assigned you "${task.title}"`,
    projectId: task.projectId,
    taskId: task.id,
    preference: 'taskAssigned',
  } satisfies NotificationDraft;
}

/** The people a task concerns besides the actor: who created it and who it is assigned to. */
export function concerned(task: { createdBy: string; assignedTo: string | null }): string[] {
  return [task.createdBy, task.assignedTo].filter((id): id is string => Boolean(id));
}

/** The order of `?sortField=`: the field's values by its type; an unknown field is a 400. */
async function fieldSort(db: AppDb, fieldId: string | undefined) {
  if (!fieldId) return undefined;
  const field = await findFieldById(db, fieldId);
  if (!field) throw new AppError(400, CUSTOM_FIELD_MESSAGES.notFound);
  return customFieldSortKey(field);
}

/** GET /tasks (and, with `projectId` fixed, GET /projects/{id}/tasks). */
export async function listTasks(db: AppDb, viewer: Viewer, query: TaskListQuery): Promise<Paginated<Task>> {
  return (await listTasksWithMemberships(db, viewer, query)).answer;
}

/**
 * GET /tasks's answer, and the projects the viewer is a member of when the same statement read them (undefined for
 * a page without rows): the answer's read-cache tags, without a round trip of their own.
 */
export async function listTasksWithMemberships(
  db: AppDb,
  viewer: Viewer,
  query: TaskListQuery,
): Promise<{ answer: Paginated<Task>; memberships: string[] | undefined }> {
  const { rows, total, memberships } = await listTaskViews(
    db,
    viewer,
    {
      projectId: query.projectId,
      departmentId: query.departmentId,
      teamId: query.teamId,
      status: query.status,
      priority: query.priority,
      assignedTo: query.assignedTo === 'me' ? viewer.id : query.assignedTo,
      dueAfter: query.dueAfter,
      dueBefore: query.dueBefore,
      search: query.search,
      parentId: query.parentId,
      labelId: query.labelId,
      fieldId: query.fieldId,
      fieldValue: query.fieldValue,
      query: filterQueryConditions(query.q, viewer, todayUtc()),
    },
    { page: query.page, limit: query.limit, sort: query.sort, byField: await fieldSort(db, query.sortField) },
  );
  // The workflows came with the rows: the same names as withStateNames gives, without its query.
  const data = rows.map((row) => {
    const task = toTask(row);
    return row.workflowStates && task.projectId
      ? { ...task, statusName: stateName(row.workflowStates, task.status, task.statusCategory ?? 'todo') }
      : task;
  });
  return { answer: { success: true, data, pagination: page(query, total) }, memberships };
}

/** GET /projects/{id}/tasks: the same filters within one project the viewer may see (404 otherwise). */
export async function listProjectTasks(
  db: AppDb,
  viewer: Viewer,
  projectId: string,
  query: TaskListQuery,
): Promise<Paginated<Task>> {
  if (!(await findProjectAccess(db, viewer, projectId))) {
    throw new AppError(404, TASK_MESSAGES.projectNotFound);
  }
  return listTasks(db, viewer, { ...query, projectId });
}

export async function getTask(db: AppDb, viewer: Viewer, taskId: string): Promise<Task> {
  await requireVisibleTask(db, viewer, taskId);
  return withReminders(db, viewer, await taskAnswer(db, viewer, taskId));
}

/** A task's answer to one person: with their own reminders (never in the events others hear). */
async function withReminders(db: AppDb, viewer: Viewer, task: Task): Promise<Task> {
  return { ...task, reminders: await remindersOf(db, task._id, viewer.id) };
}

/** POST /tasks: in a project the caller manages the tasks of, or on its own (then the caller's). */
export async function createTask(
  { db, events }: WorkDeps,
  viewer: Viewer,
  payload: TaskCreatePayload,
): Promise<Task> {
  const projectId = payload.projectId ?? null;
  const project = projectId ? await requireTaskProject(db, viewer, projectId) : undefined;
  const assignedTo = payload.assignedTo ?? null;
  await requireValidAssignee(db, viewer, projectId, assignedTo);
  const organizationId = project ? project.organizationId : viewer.organizationId;
  const parentId = payload.parentId ?? null;
  if (parentId) await requireParent(db, viewer, parentId, { projectId });
  const labelIds = payload.labelIds
    ? await requireTaskLabels(db, viewer, { organizationId }, payload.labelIds, [])
    : [];
  const customFields = payload.customFields
    ? await mergeCustomValues(db, projectId, payload.customFields, {})
    : {};
  const state = requireState(await statesOfProject(db, projectId), payload.status);
  if (!scheduleInOrder(payload.startDate, payload.dueDate))
    throw new AppError(400, TASK_SCHEDULE_MESSAGES.startAfterDue);
  requireRecurrenceAnchor(payload.recurrence, payload.dueDate, payload.startDate);
  const description = descriptionFrom(payload, WORK_LIMITS.taskDescriptionMax) ?? {
    description: null,
    descriptionDoc: null,
  };

  const outbox = new EventOutbox();
  const task = await db.transaction(async (tx) => {
    const created = await insertTask(tx, {
      parentId,
      position: parentId ? await nextSubtaskPosition(tx, parentId) : 0,
      customFields,
      title: payload.title,
      ...description,
      ...stateColumns(state),
      priority: payload.priority,
      projectId,
      organizationId,
      assignedTo,
      createdBy: viewer.id,
      dueDate: toDay(payload.dueDate) ?? null,
      startDate: toDay(payload.startDate) ?? null,
      estimate: payload.estimate ?? null,
      recurrence: payload.recurrence ?? null,
      completedAt: state.category === 'done' ? new Date() : null,
      checklist: mergeChecklist(payload.checklist ?? [], []),
    });
    await recordActivity(
      tx,
      {
        type: 'task_created',
        message: activityMessage(viewer.name, 'created', 'task', created.title),
        actor: viewer,
        projectId,
        organizationId,
        entity: { type: 'task', id: created.id, title: created.title },
      },
      outbox,
    );
    if (labelIds.length) await writeTaskLabels(tx, created.id, labelIds);
    if (payload.reminders?.length) {
      await writeTaskReminders(tx, outbox, created, viewer.id, payload.reminders);
    }
    if (description.description) await recordDescriptionVersion(tx, created.id, description, viewer.id);
    if (assignedTo) await notify(tx, outbox, viewer.id, [assignedNotice(viewer, created, assignedTo)]);
    // Its creator and its assignee follow it.
    await followAsPartOf(tx, outbox, created, [viewer.id, assignedTo]);
    return created;
  });
  const answer = await taskAnswer(db, viewer, task.id);
  outbox.add({
    type: 'task.saved',
    change: 'created',
    task: answer,
    organizationId,
    previousStatus: answer.status,
    actor: actorOf(viewer),
  });
  await addKnockOnEvents(db, viewer, outbox, [parentId]);
  outbox.flushTo(events);
  return withReminders(db, viewer, answer);
}

/** One task's change that its followers hear of: its state, its assignee or its due date (undefined: unchanged). */
export interface FollowedChange {
  task: { id: string; projectId: string | null };
  title: string;
  movedTo: string | undefined;
  assignee: { id: string | null } | undefined;
  dueDate: { value: string | null } | undefined;
}

/**
 * What the followers of these tasks hear of a change that matters to them (state, assignee or due date): one notice
 * per task and follower, of those who can still see the task as stored now (call it after the change's writes).
 * One query for the followers of all the tasks and one for the new assignees' names, however many tasks (PUT
 * /tasks/{id} passes one, PATCH /tasks/bulk each task it changed). Notices to the same people put before these win
 * (`notify` keeps the first).
 */
export async function followerNotices(
  tx: AppDb,
  viewer: Viewer,
  changes: readonly FollowedChange[],
): Promise<NotificationDraft[]> {
  const texts = WATCHER_NOTIFICATION_TEXTS;
  const told = changes.filter((change) => change.movedTo !== undefined || change.assignee || change.dueDate);
  if (told.length === 0) return [];
  const assigneeIds = [
    ...new Set(told.flatMap((change) => (change.assignee?.id ? [change.assignee.id] : []))),
  ];
  const names = new Map(
    assigneeIds.length
      ? (
          await tx
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, assigneeIds))
        ).map((row) => [row.id, row.name])
      : [],
  );
  const followers = await visibleWatchersOf(
    tx,
    told.map((change) => change.task.id),
  );
  return told.flatMap((change) => {
    const { task, title } = change;
    const lines: string[] = [];
    if (change.movedTo !== undefined) lines.push(texts.statusChanged(viewer.name, title, change.movedTo));
    if (change.assignee) {
      const name = change.assignee.id ? (names.get(change.assignee.id) ?? null) : null;
      lines.push(texts.assigneeChanged(viewer.name, title, name));
    }
    if (change.dueDate) lines.push(texts.dueDateChanged(viewer.name, title, change.dueDate.value));
    return (followers.get(task.id) ?? []).map((recipientId) => ({
      recipientId,
      type: 'task_update' as const,
      title: texts.updateTitle,
      message: lines.join('. '),
      projectId: task.projectId,
      taskId: task.id,
      preference: 'taskUpdated' as const,
    }));
  });
}

function sameChecklist(a: readonly ChecklistItem[], b: readonly ChecklistItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return (
        other !== undefined && item.id === other.id && item.text === other.text && item.done === other.done
      );
    })
  );
}

/**
 * PUT /tasks/{id}. Only what differs from the stored task counts as a change, so a client may send the whole
 * task back. Fields other than status and checklist need the right to manage the task, a new assignee the right
 * to assign; status and checklist the right to move it along.
 */
export async function updateTask(
  { db, events }: WorkDeps,
  viewer: Viewer,
  taskId: string,
  payload: TaskUpdatePayload,
): Promise<Task> {
  const access = await requireVisibleTask(db, viewer, taskId);
  const { task } = access;
  const rights = taskRights(viewer, access);
  // The task before the change, for the event's `previous` (webhooks' before/after).
  const previous = await taskAnswer(db, viewer, taskId);

  const changes: Partial<TaskRow> = {};
  if (payload.title !== undefined && payload.title !== task.title) changes.title = payload.title;
  const description = descriptionFrom(payload, WORK_LIMITS.taskDescriptionMax, task);
  const descriptionChanged =
    description !== undefined &&
    (description.description !== task.description ||
      JSON.stringify(description.descriptionDoc) !== JSON.stringify(task.descriptionDoc ?? null));
  if (descriptionChanged) Object.assign(changes, description);
  if (payload.priority !== undefined && payload.priority !== task.priority)
    changes.priority = payload.priority;
  const dueDate = toDay(payload.dueDate);
  if (dueDate !== undefined && dueDate !== task.dueDate) changes.dueDate = dueDate;
  const startDate = toDay(payload.startDate);
  if (startDate !== undefined && startDate !== task.startDate) changes.startDate = startDate;
  if (payload.estimate !== undefined && payload.estimate !== task.estimate)
    changes.estimate = payload.estimate;
  if (!scheduleInOrder(startDate ?? task.startDate, dueDate ?? task.dueDate))
    throw new AppError(400, TASK_SCHEDULE_MESSAGES.startAfterDue);
  if (payload.recurrence !== undefined && payload.recurrence !== task.recurrence) {
    changes.recurrence = payload.recurrence;
  }
  requireRecurrenceAnchor(
    changes.recurrence !== undefined ? changes.recurrence : task.recurrence,
    dueDate !== undefined ? dueDate : task.dueDate,
    startDate !== undefined ? startDate : task.startDate,
  );
  const projectChanged = payload.projectId !== undefined && payload.projectId !== task.projectId;
  if (projectChanged) changes.projectId = payload.projectId ?? null;
  const parentChanged = payload.parentId !== undefined && payload.parentId !== task.parentId;
  if (parentChanged) changes.parentId = payload.parentId ?? null;
  // A sub-task moved to another project leaves its parent, unless the same change names one there.
  else if (projectChanged && task.parentId) changes.parentId = null;
  const currentLabels =
    payload.labelIds !== undefined || projectChanged ? await labelIdsOfTask(db, taskId) : [];
  const labelIds =
    payload.labelIds !== undefined && !sameSet(payload.labelIds, currentLabels)
      ? payload.labelIds
      : undefined;
  // Custom values are the project's: a task moved to another project leaves the old ones behind.
  if (payload.customFields !== undefined || projectChanged) {
    const projectId = projectChanged ? (payload.projectId ?? null) : task.projectId;
    const base = projectChanged ? {} : task.customFields;
    const merged = await mergeCustomValues(db, projectId, payload.customFields ?? {}, base);
    if (JSON.stringify(merged) !== JSON.stringify(task.customFields)) changes.customFields = merged;
  }
  const managedFieldsChanged = Object.keys(changes).length > 0 || labelIds !== undefined;

  const assigneeChanged = payload.assignedTo !== undefined && payload.assignedTo !== task.assignedTo;
  if (assigneeChanged) changes.assignedTo = payload.assignedTo ?? null;

  // The state asked for, in the project the task ends up in; a task moved without one keeps its state's id
  // when the new project has it, else its category's first state there.
  let progressChanged = false;
  let movedTo: string | undefined;
  const currentState = task.state ?? task.status;
  const wantedStatus = payload.status ?? (projectChanged ? currentState : undefined);
  if (wantedStatus !== undefined && (wantedStatus !== currentState || projectChanged)) {
    const states = await statesOfProject(db, projectChanged ? (payload.projectId ?? null) : task.projectId);
    const state =
      payload.status !== undefined
        ? requireState(states, payload.status)
        : requireState(states, states.some((s) => s.id === currentState) ? currentState : task.status);
    const columns = stateColumns(state);
    movedTo = state.name;
    if (columns.status !== task.status || columns.state !== task.state) {
      changes.status = columns.status;
      changes.state = columns.state;
      if (columns.status === 'done' && task.status !== 'done') changes.completedAt = new Date();
      else if (columns.status !== 'done' && task.completedAt) changes.completedAt = null;
      // Only a state asked for is a move along; following the task to another project is part of that move.
      if (payload.status !== undefined) progressChanged = true;
    }
  }
  if (payload.checklist !== undefined) {
    const checklist = mergeChecklist(payload.checklist, task.checklist);
    if (!sameChecklist(checklist, task.checklist)) {
      changes.checklist = checklist;
      progressChanged = true;
    }
  }

  if (managedFieldsChanged && !rights.canManage) throw new AppError(403, TASK_MESSAGES.cannotEdit);
  if (assigneeChanged && !rights.canAssign) throw new AppError(403, TASK_MESSAGES.cannotAssign);
  if (progressChanged && !rights.canUpdateStatus) throw new AppError(403, rights.statusRefusal);
  if (Object.keys(changes).length === 0 && labelIds === undefined) {
    // Reminders are the caller's own: seeing the task is enough to set them.
    if (payload.reminders !== undefined) {
      const outbox = new EventOutbox();
      await db.transaction((tx) => writeTaskReminders(tx, outbox, task, viewer.id, payload.reminders ?? []));
      outbox.flushTo(events);
    }
    return withReminders(db, viewer, await taskAnswer(db, viewer, taskId));
  }

  const projectId = changes.projectId !== undefined ? changes.projectId : task.projectId;
  let organizationId = task.organizationId;
  if (projectChanged && projectId) {
    organizationId = (await requireTaskProject(db, viewer, projectId)).organizationId;
  }
  if (projectChanged && (await childIds(db, taskId)).length > 0) {
    throw new AppError(409, SUBTASK_MESSAGES.movesWithSubtasks);
  }
  if (changes.parentId) {
    changes.position = await nextSubtaskPosition(db, changes.parentId);
    await requireParent(db, viewer, changes.parentId, { id: taskId, projectId });
  }
  // Labels of the organization the task leaves do not follow it.
  const storedLabels =
    labelIds !== undefined
      ? await requireTaskLabels(
          db,
          viewer,
          { organizationId },
          labelIds,
          organizationId === task.organizationId ? currentLabels : [],
        )
      : organizationId !== task.organizationId && currentLabels.length
        ? [...(await labelIdsIn(db, taskWorkspace({ organizationId }, viewer), currentLabels))]
        : undefined;
  if (assigneeChanged || projectChanged) {
    const assignedTo = changes.assignedTo !== undefined ? changes.assignedTo : task.assignedTo;
    await requireValidAssignee(db, viewer, projectId, assignedTo);
  }
  if (projectChanged) changes.organizationId = organizationId;

  const title = changes.title ?? task.title;
  const completed = changes.status === 'done' && task.status !== 'done';
  const assignedTo = changes.assignedTo !== undefined ? changes.assignedTo : task.assignedTo;
  const outbox = new EventOutbox();
  const nextInstance = await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await updateTaskRow(tx, task, changes, viewer.id);
    // A repeating task completed: its next instance, once (tasks.recurrence.ts).
    const next = completed ? await createNextInstance(tx, outbox, { ...task, ...changes }) : undefined;
    if (storedLabels !== undefined) await writeTaskLabels(tx, taskId, storedLabels);
    const dueDate = changes.dueDate !== undefined ? changes.dueDate : task.dueDate;
    if (changes.dueDate !== undefined) await moveRelativeReminders(tx, outbox, [taskId], dueDate);
    if (payload.reminders !== undefined) {
      await writeTaskReminders(tx, outbox, { id: taskId, dueDate }, viewer.id, payload.reminders);
    }
    if (descriptionChanged && description) await recordDescriptionVersion(tx, taskId, description, viewer.id);
    await recordActivity(
      tx,
      {
        type: completed ? 'task_completed' : 'task_updated',
        message: activityMessage(viewer.name, completed ? 'completed' : 'updated', 'task', title),
        actor: viewer,
        projectId,
        organizationId,
        entity: { type: 'task', id: taskId, title },
      },
      outbox,
    );
    const notices: NotificationDraft[] = [];
    const about = { id: taskId, title, projectId };
    const after = { id: taskId, projectId, createdBy: task.createdBy, assignedTo };
    if (assigneeChanged && assignedTo) notices.push(assignedNotice(viewer, about, assignedTo));
    // The people a changed description mentions, of those who can see the task.
    const mentioned =
      changes.description !== undefined && payload.mentions?.length
        ? await whoCanSee(tx, after, payload.mentions)
        : [];
    for (const recipientId of mentioned) {
      notices.push({
        recipientId,
        type: 'task_update',
        title: WATCHER_NOTIFICATION_TEXTS.mentionTitle,
        message: WATCHER_NOTIFICATION_TEXTS.mentionedInDescription(viewer.name, title),
        projectId,
        taskId,
        preference: 'mentioned',
      });
    }
    if (completed) {
      for (const recipientId of concerned({ createdBy: task.createdBy, assignedTo })) {
        notices.push({
          recipientId,
          type: 'task_update',
          title: 'Task completed',
          message: `${viewer.name} completed "${title}"`,
          projectId,
          taskId,
          preference: 'taskCompleted',
        });
      }
    }
    notices.push(
      ...(await followerNotices(tx, viewer, [
        {
          task: after,
          title,
          movedTo: changes.status !== undefined || changes.state !== undefined ? movedTo : undefined,
          assignee: assigneeChanged ? { id: assignedTo } : undefined,
          dueDate: changes.dueDate !== undefined ? { value: changes.dueDate } : undefined,
        },
      ])),
    );
    await notify(tx, outbox, viewer.id, notices);
    // A new assignee and the people mentioned follow the task.
    await followAsPartOf(tx, outbox, after, [assigneeChanged ? assignedTo : null, ...mentioned]);
    return next;
  });
  const answer = await taskAnswer(db, viewer, taskId);
  outbox.add({
    type: 'task.saved',
    change: 'updated',
    task: answer,
    organizationId,
    previousStatus: currentState,
    before: { projectId: task.projectId, organizationId: task.organizationId, assignedTo: task.assignedTo },
    previous,
    actor: actorOf(viewer),
  });
  // Its parents' progress, and the tasks it blocks, when its status crosses 'done'.
  const knockOn: (string | null)[] = nextInstance ? [nextInstance] : [];
  if (changes.parentId !== undefined) knockOn.push(task.parentId, changes.parentId);
  else if (changes.status !== undefined && changes.status !== task.status) knockOn.push(task.parentId);
  if (changes.status !== undefined && (changes.status === 'done') !== (task.status === 'done')) {
    knockOn.push(...(await blockedByTask(db, taskId)));
  }
  await addKnockOnEvents(db, viewer, outbox, knockOn);
  outbox.flushTo(events);
  return withReminders(db, viewer, answer);
}

/**
 * DELETE /tasks/{id}: for those who manage the task; its comments go with it. Its sub-tasks move up a level
 * ('promote', the default) or are deleted with it, their own sub-tasks included ('delete').
 */
export async function deleteTask(
  { db, events }: WorkDeps,
  viewer: Viewer,
  taskId: string,
  query: TaskDeleteQuery = { subtasks: 'promote' },
): Promise<void> {
  const access = await requireVisibleTask(db, viewer, taskId);
  if (!taskRights(viewer, access).canManage) throw new AppError(403, TASK_MESSAGES.cannotDelete);
  const { task } = access;
  const outbox = new EventOutbox();
  const { promoted, deleted } = await db.transaction(async (tx) => {
    const promoted = query.subtasks === 'promote' ? await promoteSubtasks(tx, task) : [];
    const deleted =
      query.subtasks === 'delete' ? await taskRowsByIds(tx, await descendantIds(tx, taskId)) : [];
    // The deepest first, so no sub-task outlives its parent even for a moment.
    for (const row of [...deleted].reverse()) await deleteTaskRow(tx, row, viewer.id);
    await deleteTaskRow(tx, task, viewer.id);
    await recordActivity(
      tx,
      {
        type: 'task_deleted',
        message: activityMessage(viewer.name, 'deleted', 'task', task.title),
        actor: viewer,
        projectId: task.projectId,
        organizationId: task.organizationId,
        entity: { type: 'task', id: taskId, title: task.title },
      },
      outbox,
    );
    return { promoted, deleted };
  });
  for (const gone of [task, ...deleted]) {
    outbox.add({
      type: 'task.deleted',
      taskId: gone.id,
      projectId: gone.projectId,
      organizationId: gone.organizationId,
      personalAudience: concerned(gone),
      actor: actorOf(viewer),
    });
  }
  await addKnockOnEvents(db, viewer, outbox, [task.parentId, ...promoted]);
  outbox.flushTo(events);
}

/** PUT /tasks/{id}/subtasks/order: the task's sub-tasks, every one once, in a new order. */
export async function reorderSubtasks(
  { db, events }: WorkDeps,
  viewer: Viewer,
  taskId: string,
  payload: SubtaskOrderPayload,
): Promise<Task> {
  const access = await requireVisibleTask(db, viewer, taskId);
  if (!taskRights(viewer, access).canManage) throw new AppError(403, TASK_MESSAGES.cannotEdit);
  const current = await childIds(db, taskId);
  if (payload.ids.length !== current.length || !sameSet(payload.ids, current)) {
    throw new AppError(400, SUBTASK_MESSAGES.orderMismatch);
  }
  await writeSubtaskOrder(db, taskId, payload.ids);
  const answer = await taskAnswer(db, viewer, taskId);
  const outbox = new EventOutbox();
  await addKnockOnEvents(db, viewer, outbox, [taskId]);
  outbox.flushTo(events);
  return answer;
}

/** GET /tasks/{id}/comments: oldest first. */
export async function listComments(
  db: AppDb,
  viewer: Viewer,
  taskId: string,
  query: { page: number; limit: number },
): Promise<Paginated<Comment>> {
  await requireVisibleTask(db, viewer, taskId);
  const { rows, total } = await listCommentViews(db, taskId, query);
  return { success: true, data: rows.map(toComment), pagination: page(query, total) };
}

/** POST /tasks/{id}/comments: anyone who sees the task and may comment in its project. */
export async function addComment(
  { db, events }: WorkDeps,
  viewer: Viewer,
  author: UserSummary,
  taskId: string,
  payload: CommentCreatePayload,
): Promise<Comment> {
  const access = await requireVisibleTask(db, viewer, taskId);
  if (!taskRights(viewer, access).canComment) throw new AppError(403, TASK_MESSAGES.cannotComment);
  const { task } = access;
  // A rich comment's text is its document's plain-text copy.
  const { text, doc } = commentFrom(payload, WORK_LIMITS.commentMax);
  const outbox = new EventOutbox();
  const comment = await db.transaction(async (tx) => {
    // Only people who can see the task are kept: anyone else is dropped without a word.
    const mentioned = payload.mentions?.length ? await whoCanSee(tx, task, payload.mentions) : [];
    const created = await insertComment(tx, { taskId, authorId: viewer.id, text, doc, mentions: mentioned });
    await recordActivity(
      tx,
      {
        type: 'task_commented',
        message: activityMessage(viewer.name, 'commented on', 'task', task.title),
        actor: viewer,
        projectId: task.projectId,
        organizationId: task.organizationId,
        entity: { type: 'task', id: taskId, title: task.title },
      },
      outbox,
    );
    // The mentioned first (their notification says so), then the followers, its creator and its assignee.
    const followers = await whoCanSee(tx, task, [...concerned(task), ...(await watcherIds(tx, taskId))]);
    await notify(tx, outbox, viewer.id, [
      ...mentioned.map((recipientId) => ({
        recipientId,
        type: 'task_update' as const,
        title: WATCHER_NOTIFICATION_TEXTS.mentionTitle,
        message: WATCHER_NOTIFICATION_TEXTS.mentionedInComment(viewer.name, task.title),
        projectId: task.projectId,
        taskId,
        preference: 'mentioned' as const,
        excerpt: text,
        excerptDoc: doc,
      })),
      ...followers.map((recipientId) => ({
        recipientId,
        type: 'task_update' as const,
        title: WATCHER_NOTIFICATION_TEXTS.commentTitle,
        message: WATCHER_NOTIFICATION_TEXTS.commented(viewer.name, task.title),
        projectId: task.projectId,
        taskId,
        preference: 'taskCommented' as const,
        excerpt: text,
        excerptDoc: doc,
      })),
    ]);
    // The commenter and the people mentioned follow the task.
    await followAsPartOf(tx, outbox, task, [viewer.id, ...mentioned]);
    return created;
  });
  const answer: Comment = {
    _id: comment.id,
    taskId,
    text: comment.text,
    doc: comment.doc ?? null,
    author,
    createdAt: comment.createdAt.toISOString(),
    mentions: comment.mentions,
  };
  outbox.add({
    type: 'task.commented',
    task: {
      id: taskId,
      projectId: task.projectId,
      title: task.title,
      createdBy: task.createdBy,
      assignedTo: task.assignedTo,
    },
    organizationId: task.organizationId,
    comment: answer,
    actor: actorOf(viewer),
  });
  outbox.flushTo(events);
  return answer;
}
