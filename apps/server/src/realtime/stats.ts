import type { Dashboard, PerformanceStats, ProjectStats, SystemStats, TaskStats } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { projects, tasks, users } from '../db/schema';
import { type Viewer, visibleTasks } from '../modules/work';

/** The dashboard's task counts as the socket's `task_stats_update`. */
export function taskStats(dashboard: Dashboard): TaskStats {
  const { byStatus, total, overdue } = dashboard.tasks;
  return {
    total,
    todo: byStatus.todo,
    inProgress: byStatus['in-progress'],
    review: byStatus.review,
    done: byStatus.done,
    overdue,
  };
}

/** The dashboard's project counts as the socket's `project_stats_update`. */
export function projectStats(dashboard: Dashboard): ProjectStats {
  const { byStatus, total } = dashboard.projects;
  return {
    total,
    planning: byStatus.planning,
    active: byStatus.active,
    onHold: byStatus['on-hold'],
    completed: byStatus.completed,
    cancelled: byStatus.cancelled,
    averageProgress: dashboard.averageProgress,
  };
}

/**
 * The viewer's `performance_update`: the share of their visible tasks that are done, the share of finished tasks
 * (with a due day) finished on or before it, and how many were finished in the last 7 days. One statement.
 */
export async function performanceStats(db: AppDb, viewer: Viewer): Promise<PerformanceStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${tasks.status} = 'done'))::int`,
      finishedWithDue: sql<number>`(count(*) filter (where ${tasks.status} = 'done' and ${tasks.dueDate} is not null and ${tasks.completedAt} is not null))::int`,
      onTime: sql<number>`(count(*) filter (where ${tasks.status} = 'done' and ${tasks.dueDate} is not null and (${tasks.completedAt} at time zone 'UTC')::date <= ${tasks.dueDate}))::int`,
      thisWeek: sql<number>`(count(*) filter (where ${tasks.status} = 'done' and ${tasks.completedAt} >= now() - interval '7 days'))::int`,
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

/** A platform admin's `system_stats_update`: people, projects and tasks on the platform, and who is online now. */
export async function systemStats(db: AppDb, onlineUsers: number): Promise<SystemStats> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*)::int from ${users})`,
      totalProjects: sql<number>`(select count(*)::int from ${projects})`,
      totalTasks: sql<number>`(select count(*)::int from ${tasks})`,
    })
    .from(sql`(select 1) as one`);
  return {
    onlineUsers,
    totalUsers: row?.totalUsers ?? 0,
    totalProjects: row?.totalProjects ?? 0,
    totalTasks: row?.totalTasks ?? 0,
  };
}
