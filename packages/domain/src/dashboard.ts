import { z } from 'zod';
import { apiSuccess } from './api';
import { OrganizationStatsSchema } from './organization';
import { PROJECT_STATUSES, ProgressSchema } from './project';
import { ActivityEntrySchema, PerformanceStatsSchema } from './socket-events';
import { TASK_STATUSES, TaskSchema } from './task';

const count = z.number().int().min(0);

/** Activity types written by the code paths that change data: `${entity}_${action}`. */
export const ACTIVITY_TYPES = [
  'project_created',
  'project_updated',
  'project_completed',
  'project_deleted',
  'member_added',
  'member_removed',
  'member_role_changed',
  'task_created',
  'task_updated',
  'task_completed',
  'task_commented',
  'task_deleted',
  // The organization workspace.
  'org_member_joined',
  'org_member_role_changed',
  'org_member_removed',
  'department_created',
  'department_updated',
  'department_deleted',
  'team_created',
  'team_updated',
  'team_deleted',
  'organization_updated',
  // Finance access.
  'finance_access_granted',
  'finance_access_changed',
  'finance_access_revoked',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** How many of the user's next unfinished tasks the dashboard lists. */
export const DASHBOARD_NEXT_TASKS = 5;

export const DashboardSchema = z.object({
  projects: z.object({
    total: count,
    byStatus: z.object(
      Object.fromEntries(PROJECT_STATUSES.map((status) => [status, count])) as {
        [K in (typeof PROJECT_STATUSES)[number]]: typeof count;
      },
    ),
  }),
  tasks: z.object({
    total: count,
    byStatus: z.object(
      Object.fromEntries(TASK_STATUSES.map((status) => [status, count])) as {
        [K in (typeof TASK_STATUSES)[number]]: typeof count;
      },
    ),
    /** Unfinished tasks whose due day is before today. */
    overdue: count,
    /** Unfinished tasks due today or in the next 6 days. */
    dueThisWeek: count,
  }),
  /** Mean progress of the visible projects that are not cancelled, rounded; 0 without projects. */
  averageProgress: ProgressSchema,
  /** The user's unfinished tasks (assigned to them, or theirs and unassigned), soonest due first. */
  myNextTasks: z.array(TaskSchema),
  /** The last 20 activity entries the user may see, newest first. */
  recentActivity: z.array(ActivityEntrySchema),
  /** How the visible work gets done: completion and on-time rates, tasks finished in the last 7 days. */
  performance: PerformanceStatsSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** GET /dashboard: `today` is the caller's calendar day, so 'overdue' and 'this week' follow their time zone. */
export const DashboardQuerySchema = z.object({ today: z.iso.date().optional() });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** Entries of the organization's feed on its dashboard (GET /organizations/{id}/stats). */
export const ORGANIZATION_RECENT_ACTIVITY = 20;

/** The organization dashboard's answer: its statistics and the last entries of its feed. */
export const OrganizationDashboardSchema = OrganizationStatsSchema.extend({
  recentActivity: z.array(ActivityEntrySchema).max(ORGANIZATION_RECENT_ACTIVITY),
});
export type OrganizationDashboard = z.infer<typeof OrganizationDashboardSchema>;
export const OrganizationStatsAnswerSchema = apiSuccess(OrganizationDashboardSchema);
