// Dashboard values without a schema, so that the dashboard screen and the SDK's hooks do not load zod for them.

/**
 * The dashboard tells the server the user is active there (`dashboard_activity`) at most this often: often enough
 * for 'active in the last minutes', rare enough to cost nothing (spec 7.6).
 */
export const DASHBOARD_ACTIVITY_INTERVAL_MS = 30_000;

/** A `dashboard_activity` timestamp further than this from the server's clock is refused. */
export const DASHBOARD_ACTIVITY_MAX_SKEW_MS = 5 * 60_000;

/** The personal dashboard's header (/dashboard): also drawn by the build before the app's code has run. */
export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  subtitle: 'Where your projects and tasks stand today.',
} as const;

/** The dashboard's refresh action (spec 7.6 `refresh_dashboard`). */
export const DASHBOARD_REFRESH_TEXTS = {
  label: 'Refresh',
  busy: 'Refreshing...',
  /** The accessible names of the action, at rest and while it runs. */
  name: 'Refresh dashboard',
  busyName: 'Refreshing dashboard...',
} as const;

/** Whose figures a live dashboard update carries: the user's own, or an organization's. */
export type DashboardScope = { kind: 'personal' } | { kind: 'organization'; organizationId: string };

export const PERSONAL_DASHBOARD: DashboardScope = { kind: 'personal' };

/** Whether two scopes name the same dashboard. */
export function sameDashboardScope(a: DashboardScope, b: DashboardScope): boolean {
  if (a.kind === 'personal' || b.kind === 'personal') return a.kind === b.kind;
  return a.organizationId === b.organizationId;
}
