// The values of analytics.ts that need no schema (lists, labels, limits, texts, pure helpers), apart from its zod
// schemas so that importing one of them does not bring zod: analytics.ts re-exports them.

import type {
  AnalyticsExportFormat,
  AnalyticsRefusal,
  AnalyticsScope,
  AnalyticsViewer,
  OverdueBucket,
} from './analytics';
import { departmentSubtreeIds } from './org-structure';
import { isDeptManager, isEnterpriseAdmin, isOrgAdmin, isPlatformAdmin } from './permissions';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from './task-values';

export const ANALYTICS_MESSAGES = {
  notAllowed: 'You do not have permission to view analytics',
  otherOrganization: 'You can only view the analytics of your own organization',
  projectOutOfScope: 'That project is not among the ones you may report on',
  departmentOutOfScope: 'That department is not among the ones you may report on',
  teamOutOfScope: 'That team is not among the ones you may report on',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: 'Choose a range of at most 366 days',
  exportFailed: 'The export failed. Please try again.',
} as const;

/**
 * The ONE rule of who sees which analytics (server routes and screens): spec 6.3 and the reports' scopes.
 * - platform admins: the organization named by `?organization=` (any), else their own organization, else their
 *   own work as an individual;
 * - organization admins (also a system-role admin inside an organization) and enterprise admins: their current
 *   organization, and no other;
 * - department managers: the departments they manage and those below (never the rest of the organization);
 * - individuals (no organization): their own projects;
 * - anyone else (an organization's plain member): refused.
 */
export function analyticsScopeOf(
  user: AnalyticsViewer | null | undefined,
  requestedOrganizationId?: string | null,
): AnalyticsScope | AnalyticsRefusal {
  if (!user) return { refused: 'not-allowed' };
  const userId = user._id ?? user.id ?? '';
  const own = user.organizationId ?? null;
  if (isPlatformAdmin(user)) {
    const organizationId = requestedOrganizationId || own;
    return organizationId ? { kind: 'organization', organizationId } : { kind: 'personal', userId };
  }
  if (requestedOrganizationId && requestedOrganizationId !== own) return { refused: 'other-organization' };
  if (!own) return userId ? { kind: 'personal', userId } : { refused: 'not-allowed' };
  const systemAdmin = (user.systemRole ?? user.role) === 'admin';
  if (isOrgAdmin(user) || isEnterpriseAdmin(user) || systemAdmin) {
    return { kind: 'organization', organizationId: own };
  }
  const managed = user.managedDepartmentIds ?? [];
  if (isDeptManager(user) || managed.length > 0) {
    return { kind: 'departments', organizationId: own, managedDepartmentIds: [...managed] };
  }
  return { refused: 'not-allowed' };
}

export function isAnalyticsRefusal(answer: AnalyticsScope | AnalyticsRefusal): answer is AnalyticsRefusal {
  return 'refused' in answer;
}

/** Whether the viewer may open the reports at all (the screens' guard; the server asks analyticsScopeOf). */
export function canViewAnalyticsOf(user: AnalyticsViewer | null | undefined): boolean {
  return !isAnalyticsRefusal(analyticsScopeOf(user));
}

/** The refusal's text. */
export function analyticsRefusalMessage(refusal: AnalyticsRefusal): string {
  return refusal.refused === 'other-organization'
    ? ANALYTICS_MESSAGES.otherOrganization
    : ANALYTICS_MESSAGES.notAllowed;
}

/** A department manager's departments: those they manage and every one below them in the tree. */
export function analyticsDepartmentIds(
  managedDepartmentIds: readonly string[],
  departments: readonly { _id: string; parentId: string | null }[],
): string[] {
  const inside = new Set<string>();
  for (const id of managedDepartmentIds) {
    if (!departments.some((department) => department._id === id)) continue;
    for (const below of departmentSubtreeIds(id, departments)) inside.add(below);
  }
  return departments.map((department) => department._id).filter((id) => inside.has(id));
}

/** The longest range one answer covers. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

/** The default range: the last 12 weeks (from the Monday 11 weeks before this week's, to today). */
export const ANALYTICS_DEFAULT_WEEKS = 12;

export const ANALYTICS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** A UTC day as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The Monday (UTC) of the week a day falls in. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return utcDay(date);
}

/** The range an answer covers: the query's dates, else the last 12 weeks (Monday 11 weeks ago to today). */
export function analyticsRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: string; to: string } {
  const today = utcDay(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  if (query.from) return { from: query.from, to };
  const start = new Date(`${weekStartOf(to)}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() - 7 * (ANALYTICS_DEFAULT_WEEKS - 1));
  return { from: utcDay(start), to };
}

// ---------------------------------------------------------------------------------------------------------------
// Figures: the definitions the server's SQL follows (docs/analytics.md)

/**
 * The p-th percentile (0..1) with linear interpolation between the closest ranks, as PostgreSQL's
 * percentile_cont computes it; null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(Math.max(p, 0), 1) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.ceil(rank);
  const low = sorted[lower] as number;
  const high = sorted[upper] as number;
  return low + (high - low) * (rank - lower);
}

/** The buckets of overdue ageing: whole days past the due date, both ends included (null: no upper end). */
export const OVERDUE_BUCKETS = [
  { label: '1–7 days', minDays: 1, maxDays: 7 },
  { label: '8–14 days', minDays: 8, maxDays: 14 },
  { label: '15–30 days', minDays: 15, maxDays: 30 },
  { label: 'Over 30 days', minDays: 31, maxDays: null },
] as const satisfies readonly { label: string; minDays: number; maxDays: number | null }[];

export const OVERDUE_BUCKET_LABELS = OVERDUE_BUCKETS.map((bucket) => bucket.label) as OverdueBucket[];

/** The bucket of an open task `daysOverdue` whole days past its due date; null when it is not overdue. */
export function overdueBucketOf(daysOverdue: number): OverdueBucket | null {
  if (!Number.isFinite(daysOverdue) || daysOverdue < 1) return null;
  const days = Math.floor(daysOverdue);
  const bucket = OVERDUE_BUCKETS.find(
    (candidate) => days >= candidate.minDays && (candidate.maxDays === null || days <= candidate.maxDays),
  );
  return bucket?.label ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

/** The statuses of the cumulative flow, bottom to top, with their labels. */
export const ANALYTICS_FLOW_STATUSES: readonly TaskStatus[] = TASK_STATUSES;

export const ANALYTICS_STATUS_LABELS: Record<TaskStatus, string> = TASK_STATUS_LABELS;

/** Each figure: its title (charts, export sheets), a line saying what it is, and its table's column headers. */
export const ANALYTICS_FIGURES = {
  throughput: {
    title: 'Throughput per week',
    description: 'Tasks completed each week (weeks start on Monday).',
    columns: ['Week starting', 'Completed'],
  },
  createdVsCompleted: {
    title: 'Created vs completed',
    description: 'Tasks created and tasks completed each week.',
    columns: ['Week starting', 'Created', 'Completed'],
  },
  cumulativeFlow: {
    title: 'Cumulative flow',
    description: 'Tasks in each status at the end of each day.',
    columns: ['Date', ...TASK_STATUSES.map((status) => TASK_STATUS_LABELS[status])],
  },
  burn: {
    title: 'Burn-down and burn-up',
    description: 'The project’s tasks in all, completed and remaining at the end of each day.',
    columns: ['Date', 'Total', 'Completed', 'Remaining'],
  },
  cycleTime: {
    title: 'Cycle time',
    description:
      'Days from a task first going in progress to its completion, for tasks completed in the range.',
    columns: ['Median (days)', '85th percentile (days)', 'Tasks'],
  },
  leadTime: {
    title: 'Lead time',
    description: 'Days from a task’s creation to its completion, for tasks completed in the range.',
    columns: ['Median (days)', '85th percentile (days)', 'Tasks'],
  },
  workload: {
    title: 'Workload per member',
    description: 'Open tasks assigned to each member, and how many of them are overdue.',
    columns: ['Member', 'Open', 'Overdue'],
  },
  overdueAgeing: {
    title: 'Overdue ageing',
    description: 'Open tasks past their due date, by how long they have been overdue.',
    columns: ['Overdue by', 'Tasks'],
  },
} as const;

export const ANALYTICS_TEXTS = {
  reportsTitle: 'Reports & Analytics',
  orgAnalyticsTitle: 'Analytics',
  viewAsTable: 'View as table',
  viewAsChart: 'View as chart',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  exporting: 'Exporting...',
  filters: 'Filters',
  from: 'From',
  to: 'To',
  project: 'Project',
  department: 'Department',
  team: 'Team',
  allProjects: 'All projects',
  allDepartments: 'All departments',
  allTeams: 'All teams',
  apply: 'Apply',
  reset: 'Reset',
  loading: 'Loading analytics...',
  loadFailed: 'Could not load the analytics. Please try again.',
  noData: 'No data for this range.',
  chooseProjectForBurn: 'Choose a project to see its burn-down and burn-up.',
  notEnoughCompleted: 'No task was completed in this range.',
  days: (value: number | null) => (value === null ? '—' : `${value} ${value === 1 ? 'day' : 'days'}`),
  scopeOrganization: (name: string) => `All of ${name}`,
  scopeDepartments: 'Your departments',
  scopePersonal: 'Your projects',
  summarySheet: 'Summary',
  summaryScope: 'Scope',
  summaryFrom: 'From',
  summaryTo: 'To',
  summaryProject: 'Project',
  summaryDepartment: 'Department',
  summaryTeam: 'Team',
  median: 'Median',
  p85: '85th percentile',
  count: 'Tasks',
} as const;

/** The name of an export file: analytics-<from>-to-<to>.<format>. */
export function analyticsExportFileName(range: { from: string; to: string }, format: AnalyticsExportFormat) {
  return `analytics-${range.from}-to-${range.to}.${format}`;
}
