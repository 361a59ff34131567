import {
  type Priority,
  SCHEDULE_MESSAGES,
  type SchedulePayload,
  scheduleInOrder,
  TASK_SCHEDULE_MESSAGES,
  type Task,
  type TaskStatus,
  TIMELINE_TASKS_MAX,
  type Timeline,
  type TimelineQuery,
  taskPermissions,
} from '@app/domain';
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projectMembers, projects, taskRelations, tasks } from '../../db/schema';
import { AppError } from '../../http/errors';
import { TASK_MESSAGES, updateTask } from '../tasks';
import { accessRole, findProjectAccess, toDay, type Viewer, visibleTasks, type WorkDeps } from '../work';

/** Whether the viewer may change this task's dates: the right to manage it (PUT /tasks/{id}'s rule). */
function canSchedule(
  viewer: Viewer,
  row: {
    projectId: string | null;
    assignedTo: string | null;
    createdBy: string;
    projectOrganizationId: string | null;
    memberRole: string | null;
  },
): boolean {
  const role = row.projectId
    ? accessRole(viewer, { organizationId: row.projectOrganizationId }, row.memberRole)
    : null;
  return taskPermissions(row, viewer.id, role).canManage;
}

/**
 * GET /timeline: the dated tasks of one project, or of everything the viewer sees, in date order, with the
 * 'blocks' relations among them. Three statements whatever the number of tasks: the tasks (through the project
 * index, or the scope's `= any(array(...))`), the relations between them (task_relations_from_to_type_idx) and the
 * count of undated ones.
 */
export async function timelineOf(db: AppDb, viewer: Viewer, query: TimelineQuery): Promise<Timeline> {
  if (query.projectId && !(await findProjectAccess(db, viewer, query.projectId))) {
    throw new AppError(404, TASK_MESSAGES.projectNotFound);
  }
  const scope: SQL[] = [visibleTasks(db, viewer)];
  if (query.projectId) scope.push(eq(tasks.projectId, query.projectId));
  const dated = or(isNotNull(tasks.startDate), isNotNull(tasks.dueDate)) as SQL;
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      state: tasks.state,
      priority: tasks.priority,
      projectId: tasks.projectId,
      assignedTo: tasks.assignedTo,
      createdBy: tasks.createdBy,
      parentId: tasks.parentId,
      startDate: tasks.startDate,
      dueDate: tasks.dueDate,
      estimate: tasks.estimate,
      projectTitle: projects.title,
      projectOrganizationId: projects.organizationId,
      memberRole: projectMembers.role,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewer.id)),
    )
    .where(and(...scope, dated))
    .orderBy(sql`coalesce(${tasks.startDate}, ${tasks.dueDate})`, asc(tasks.id))
    .limit(TIMELINE_TASKS_MAX + 1);
  const truncated = rows.length > TIMELINE_TASKS_MAX;
  const listed = truncated ? rows.slice(0, TIMELINE_TASKS_MAX) : rows;
  const ids = listed.map((row) => row.id);
  const dependencies = ids.length
    ? await db
        .select({ from: taskRelations.fromTaskId, to: taskRelations.toTaskId })
        .from(taskRelations)
        .where(
          and(
            inArray(taskRelations.fromTaskId, ids),
            inArray(taskRelations.toTaskId, ids),
            eq(taskRelations.type, 'blocks'),
          ),
        )
    : [];
  const [undated] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(...scope, isNull(tasks.startDate), isNull(tasks.dueDate)));
  const projectTitles = new Map<string, string>();
  for (const row of listed)
    if (row.projectId && row.projectTitle) projectTitles.set(row.projectId, row.projectTitle);
  return {
    tasks: listed.map((row) => ({
      _id: row.id,
      title: row.title,
      status: row.state ?? row.status,
      statusCategory: row.status as TaskStatus,
      priority: row.priority as Priority,
      projectId: row.projectId,
      assignedTo: row.assignedTo,
      parentId: row.parentId,
      startDate: row.startDate,
      dueDate: row.dueDate,
      estimate: row.estimate,
      canSchedule: canSchedule(viewer, row),
    })),
    dependencies,
    projects: [...projectTitles].map(([_id, title]) => ({ _id, title })),
    unscheduled: undated?.n ?? 0,
    truncated,
  };
}

/**
 * POST /tasks/schedule: new start and due dates for several tasks (a timeline move and the tasks it blocks, or
 * its undo). Every task is checked first (seen, the right to manage it, dates in order), so a refusal changes
 * nothing; then each is saved as PUT /tasks/{id} saves it, with its history, events and followers' notices.
 */
export async function scheduleTasks(
  deps: WorkDeps,
  viewer: Viewer,
  payload: SchedulePayload,
): Promise<Task[]> {
  const { db } = deps;
  const ids = payload.moves.map((move) => move.taskId);
  if (new Set(ids).size !== ids.length) throw new AppError(400, SCHEDULE_MESSAGES.duplicate);
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      projectId: tasks.projectId,
      assignedTo: tasks.assignedTo,
      createdBy: tasks.createdBy,
      projectOrganizationId: projects.organizationId,
      memberRole: projectMembers.role,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewer.id)),
    )
    .where(and(inArray(tasks.id, ids), visibleTasks(db, viewer)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const move of payload.moves) {
    const row = byId.get(move.taskId);
    if (!row) throw new AppError(404, TASK_MESSAGES.notFound);
    if (!canSchedule(viewer, row)) throw new AppError(403, SCHEDULE_MESSAGES.cannotSchedule(row.title));
    if (!scheduleInOrder(toDay(move.startDate), toDay(move.dueDate))) {
      throw new AppError(400, TASK_SCHEDULE_MESSAGES.startAfterDue);
    }
  }
  const saved: Task[] = [];
  for (const move of payload.moves) {
    saved.push(
      await updateTask(deps, viewer, move.taskId, { startDate: move.startDate, dueDate: move.dueDate }),
    );
  }
  return saved;
}
