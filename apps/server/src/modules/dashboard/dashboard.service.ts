import {
  type Dashboard,
  PROJECT_STATUSES,
  type Priority,
  type ProjectStatus,
  TASK_STATUSES,
  type Task,
  type TaskStatus,
} from '@app/domain';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/errors';
import { listRecentActivity, type Viewer } from '../work';
import {
  averageProjectProgress,
  type NextTaskRecord,
  nextTasks,
  projectStatusCounts,
  taskStatusCounts,
} from './dashboard.queries';

/** How many activity entries the dashboard shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
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

/** `day` plus `days` calendar days, both as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
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

/**
 * GET /dashboard: where the viewer's visible work stands on `today` (their calendar day). Each figure comes from
 * one aggregate query; nothing is counted row by row.
 */
export async function getDashboard(
  db: AppDb,
  viewer: Viewer,
  today: string = utcToday(),
): Promise<Dashboard> {
  const year = Number(today.slice(0, 4));
  if (!(year >= MIN_YEAR && year <= MAX_YEAR)) throw new AppError(400, DASHBOARD_MESSAGES.todayOutOfRange);
  const weekEnd = addDays(today, 6);

  const [projectCounts, taskCounts, averageProgress, next, recentActivity] = await Promise.all([
    projectStatusCounts(db, viewer),
    taskStatusCounts(db, viewer, today, weekEnd),
    averageProjectProgress(db, viewer),
    nextTasks(db, viewer),
    listRecentActivity(db, viewer, DASHBOARD_ACTIVITY_LIMIT),
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
    myNextTasks: next.map(toDashboardTask),
    recentActivity,
  };
}
