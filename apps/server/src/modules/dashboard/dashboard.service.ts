import {
  addDays,
  type Dashboard,
  PERSONAL_DASHBOARD,
  type PerformanceUpdate,
  PROJECT_STATUSES,
  type Priority,
  type ProjectStatsUpdate,
  type ProjectStatus,
  TASK_STATUSES,
  type Task,
  type TaskStatsUpdate,
  type TaskStatus,
} from '@app/domain';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/errors';
import { listRecentActivity, type Viewer } from '../work';
import {
  averageProjectProgress,
  type NextTaskRecord,
  nextTasks,
  performanceStats,
  projectStatusCounts,
  taskStatusCounts,
} from './dashboard.queries';

/** How many activity entries the dashboard shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 20;

// Dates the database and the week arithmetic both handle without surprises.
const MIN_YEAR = 1000;
const MAX_YEAR = 9998;

export const DASHBOARD_MESSAGES = {
  todayOutOfRange: `today must be a date between the years ${MIN_YEAR} and ${MAX_YEAR}`,
} as const;

/** The server's calendar day in UTC, for callers that do not say which day it is for them. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function zeros<T extends string>(keys: readonly T[]): Record<T, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;
}

export function toDashboardTask(record: NextTaskRecord): Task {
  const { task, project, assignee } = record;
  return {
    _id: task.id,
    title: task.title,
    description: task.description,
    status: task.status as TaskStatus,
    priority: task.priority as Priority,
    projectId: task.projectId,
    project: project ? { _id: project.id, title: project.title } : null,
    assignedTo: task.assignedTo,
    assignee: assignee
      ? { _id: assignee.id, name: assignee.name, email: assignee.email, profileImage: assignee.profileImage }
      : null,
    createdBy: task.createdBy,
    dueDate: task.dueDate,
    completedAt: task.completedAt ? task.completedAt.toISOString() : null,
    checklist: task.checklist,
    commentCount: record.commentCount,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

type DashboardFigures = Pick<Dashboard, 'projects' | 'tasks' | 'averageProgress' | 'performance'>;

/** The dashboard's counts on `today` (the viewer's calendar day): one aggregate query each, nothing row by row. */
async function dashboardFigures(db: AppDb, viewer: Viewer, today: string): Promise<DashboardFigures> {
  const year = Number(today.slice(0, 4));
  if (!(year >= MIN_YEAR && year <= MAX_YEAR)) throw new AppError(400, DASHBOARD_MESSAGES.todayOutOfRange);
  const weekEnd = addDays(today, 6);

  const [projectCounts, taskCounts, averageProgress, performance] = await Promise.all([
    projectStatusCounts(db, viewer),
    taskStatusCounts(db, viewer, today, weekEnd),
    averageProjectProgress(db, viewer),
    performanceStats(db, viewer),
  ]);

  const projectsByStatus = zeros(PROJECT_STATUSES);
  let projectTotal = 0;
  for (const row of projectCounts) {
    projectTotal += row.count;
    if (row.status in projectsByStatus) projectsByStatus[row.status as ProjectStatus] += row.count;
  }

  const tasksByStatus = zeros(TASK_STATUSES);
  let taskTotal = 0;
  let overdue = 0;
  let dueThisWeek = 0;
  for (const row of taskCounts) {
    taskTotal += row.count;
    overdue += row.overdue;
    dueThisWeek += row.dueThisWeek;
    // The legacy 'completed' status is shown as done.
    const status = row.status === 'completed' ? 'done' : row.status;
    if (status in tasksByStatus) tasksByStatus[status as TaskStatus] += row.count;
  }

  return {
    projects: { total: projectTotal, byStatus: projectsByStatus },
    tasks: { total: taskTotal, byStatus: tasksByStatus, overdue, dueThisWeek },
    averageProgress,
    performance,
  };
}

/** GET /dashboard: where the viewer's visible work stands on `today` (their calendar day). */
export async function getDashboard(
  db: AppDb,
  viewer: Viewer,
  today: string = utcToday(),
): Promise<Dashboard> {
  const [figures, next, recentActivity] = await Promise.all([
    dashboardFigures(db, viewer, today),
    nextTasks(db, viewer),
    listRecentActivity(db, viewer, DASHBOARD_ACTIVITY_LIMIT),
  ]);
  return { ...figures, myNextTasks: next.map(toDashboardTask), recentActivity };
}

/** The socket's live figures (spec 7.6), counted exactly as GET /dashboard counts them for the same viewer and day. */
export interface DashboardUpdates {
  taskStats: TaskStatsUpdate;
  projectStats: ProjectStatsUpdate;
  performance: PerformanceUpdate;
}

/** The viewer's personal dashboard figures on `today`, as `task_stats_update`, `project_stats_update` and `performance_update`. */
export async function getDashboardUpdates(
  db: AppDb,
  viewer: Viewer,
  today: string = utcToday(),
): Promise<DashboardUpdates> {
  const { projects, tasks, averageProgress, performance } = await dashboardFigures(db, viewer, today);
  const envelope = { scope: PERSONAL_DASHBOARD, today };
  return {
    taskStats: {
      ...envelope,
      total: tasks.total,
      todo: tasks.byStatus.todo,
      inProgress: tasks.byStatus['in-progress'],
      review: tasks.byStatus.review,
      done: tasks.byStatus.done,
      overdue: tasks.overdue,
      dueThisWeek: tasks.dueThisWeek,
    },
    projectStats: {
      ...envelope,
      total: projects.total,
      planning: projects.byStatus.planning,
      active: projects.byStatus.active,
      onHold: projects.byStatus['on-hold'],
      completed: projects.byStatus.completed,
      cancelled: projects.byStatus.cancelled,
      averageProgress,
    },
    performance: { ...envelope, ...performance },
  };
}
