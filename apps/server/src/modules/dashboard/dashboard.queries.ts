import { DASHBOARD_NEXT_TASKS, type PerformanceStats } from '@app/domain';
import { and, asc, count, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projects, type TaskRow, taskComments, tasks, users } from '../../db/schema';
import { type Viewer, visibleProjects, visibleTasks } from '../work';

// 'done' and the legacy 'completed' both count as finished (isTaskFinished in @app/domain).
const FINISHED = ['done', 'completed'];
const finishedSql = sql.raw(FINISHED.map((status) => `'${status}'`).join(', '));

/** How many visible projects have each status (statuses without projects are absent). */
export async function projectStatusCounts(
  db: AppDb,
  viewer: Viewer,
): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: projects.status, count: count() })
    .from(projects)
    .where(visibleProjects(viewer))
    .groupBy(projects.status);
}

export interface TaskStatusCount {
  status: string;
  count: number;
  /** Unfinished and due before `today`. */
  overdue: number;
  /** Unfinished and due between `today` and `weekEnd`, both included. */
  dueThisWeek: number;
}

/** Visible tasks per status, with the overdue and due-this-week counts, in one pass. */
export async function taskStatusCounts(
  db: AppDb,
  viewer: Viewer,
  today: string,
  weekEnd: string,
): Promise<TaskStatusCount[]> {
  const unfinished = sql`${tasks.status} not in (${finishedSql})`;
  return db
    .select({
      status: tasks.status,
      count: count(),
      overdue:
        sql<number>`count(*) filter (where ${unfinished} and ${tasks.dueDate} < ${today}::date)`.mapWith(
          Number,
        ),
      dueThisWeek:
        sql<number>`count(*) filter (where ${unfinished} and ${tasks.dueDate} between ${today}::date and ${weekEnd}::date)`.mapWith(
          Number,
        ),
    })
    .from(tasks)
    .where(visibleTasks(db, viewer))
    .groupBy(tasks.status);
}

/**
 * The mean progress of the visible projects that are not cancelled, rounded to a whole percent; a project's
 * progress is the rounded share of its tasks that are finished (0 without tasks). 0 without projects.
 */
export async function averageProjectProgress(db: AppDb, viewer: Viewer): Promise<number> {
  const perProject = db
    .select({
      progress: sql<number>`case when count(${tasks.id}) = 0 then 0
        else round(100.0 * count(${tasks.id}) filter (where ${tasks.status} in (${finishedSql})) / count(${tasks.id})) end`.as(
        'progress',
      ),
    })
    .from(projects)
    .leftJoin(tasks, eq(tasks.projectId, projects.id))
    .where(and(visibleProjects(viewer), ne(projects.status, 'cancelled')))
    .groupBy(projects.id)
    .as('per_project');
  const [row] = await db
    .select({ average: sql<number>`coalesce(round(avg(${perProject.progress})), 0)`.mapWith(Number) })
    .from(perProject);
  return row?.average ?? 0;
}

export interface NextTaskRecord {
  task: TaskRow;
  project: { id: string; title: string } | null;
  assignee: { id: string; name: string; email: string; profileImage: string } | null;
  commentCount: number;
}

/**
 * The viewer's unfinished tasks (assigned to them, or created by them and unassigned), soonest due first and
 * undated last.
 */
export async function nextTasks(db: AppDb, viewer: Viewer): Promise<NextTaskRecord[]> {
  const rows = await db
    .select({
      task: tasks,
      projectId: projects.id,
      projectTitle: projects.title,
      assignee: { id: users.id, name: users.name, email: users.email, profileImage: users.profileImage },
      commentCount:
        sql<number>`(select count(*) from ${taskComments} where ${taskComments.taskId} = ${tasks.id})`.mapWith(
          Number,
        ),
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(
      and(
        visibleTasks(db, viewer),
        notInArray(tasks.status, FINISHED),
        or(eq(tasks.assignedTo, viewer.id), and(eq(tasks.createdBy, viewer.id), isNull(tasks.assignedTo))),
      ),
    )
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.createdAt), asc(tasks.id))
    .limit(DASHBOARD_NEXT_TASKS);
  return rows.map((row) => ({
    task: row.task,
    project:
      row.projectId && row.projectTitle !== null ? { id: row.projectId, title: row.projectTitle } : null,
    assignee: row.assignee,
    commentCount: row.commentCount,
  }));
}

/**
 * The share of the viewer's visible tasks that are finished, the share of finished tasks (with a due day) finished
 * on or before it, and how many were finished in the last 7 days. One statement.
 */
export async function performanceStats(db: AppDb, viewer: Viewer): Promise<PerformanceStats> {
  const finished = sql`${tasks.status} in (${finishedSql})`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${finished}))::int`,
      finishedWithDue: sql<number>`(count(*) filter (where ${finished} and ${tasks.dueDate} is not null and ${tasks.completedAt} is not null))::int`,
      onTime: sql<number>`(count(*) filter (where ${finished} and ${tasks.dueDate} is not null and (${tasks.completedAt} at time zone 'UTC')::date <= ${tasks.dueDate}))::int`,
      thisWeek: sql<number>`(count(*) filter (where ${finished} and ${tasks.completedAt} >= now() - interval '7 days'))::int`,
    })
    .from(tasks)
    .where(visibleTasks(db, viewer));
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
  return {
    completionRate: percent(row?.done ?? 0, row?.total ?? 0),
    onTimeRate: percent(row?.onTime ?? 0, row?.finishedWithDue ?? 0),
    tasksCompletedThisWeek: row?.thisWeek ?? 0,
  };
}
