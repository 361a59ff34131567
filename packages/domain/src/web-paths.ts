// Every path of the web app (spec 2.1 and the links screens name), typed: `path` is the route pattern for the
// router, `href(...)` builds a concrete link. The router, the screens, the menus of the domain's navigation
// lists and the design system's layouts all link through this one table, never through string literals.

export interface AppPath<Args extends unknown[] = []> {
  readonly path: string;
  href(...args: Args): string;
}

const enc = encodeURIComponent;

/** A path without parameters. */
function fixed(path: string): AppPath {
  return { path, href: () => path };
}

/** A path with parameters, built by `href`. */
function built<Args extends unknown[]>(path: string, href: (...args: Args) => string): AppPath<Args> {
  return { path, href };
}

/** Form encoding, as URLSearchParams writes a query (a space as '+'); the domain is built without the DOM types. */
const formEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${formEncode(key)}=${formEncode(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

export const WEB_PATHS = {
  root: fixed('/'),

  // Public
  home: fixed('/home'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  acceptInvitation: built('/accept-invitation/:token', (token: string, projectId?: string) =>
    withQuery(`/accept-invitation/${enc(token)}`, { project: projectId }),
  ),
  invite: built('/invite', (token: string) => withQuery('/invite', { token })),

  // Auth layout
  auth: {
    login: fixed('/auth/login'),
    registerOptions: fixed('/auth/register-options'),
    register: fixed('/auth/register'),
    registerOrganization: fixed('/auth/register-organization'),
    forgotPassword: fixed('/auth/forgot-password'),
    emailSent: fixed('/auth/email-sent'),
    resetPassword: built(
      '/auth/reset-password/:resettoken',
      (resetToken: string) => `/auth/reset-password/${enc(resetToken)}`,
    ),
    verifyEmail: built('/auth/verify-email/:token', (token: string) => `/auth/verify-email/${enc(token)}`),
    // An organization invitation's link, apart from the project invitations' /invite routes.
    join: built('/auth/join/:token', (token: string) => `/auth/join/${enc(token)}`),
    callback: built('/auth/callback', (query: { token?: string; error?: string; type?: string } = {}) =>
      withQuery('/auth/callback', query),
    ),
  },
  resetPassword: built('/reset-password', (token?: string) => withQuery('/reset-password', { token })),

  // Main layout (signed in)
  dashboard: fixed('/dashboard'),
  projects: {
    list: fixed('/projects'),
    create: fixed('/projects/create'),
    detail: built('/projects/:id', (id: string) => `/projects/${enc(id)}`),
    edit: built('/projects/:id/edit', (id: string) => `/projects/${enc(id)}/edit`),
    createTask: built(
      '/projects/:projectId/tasks/create',
      (projectId: string) => `/projects/${enc(projectId)}/tasks/create`,
    ),
  },
  tasks: {
    list: fixed('/tasks'),
    create: fixed('/tasks/create'),
    calendar: fixed('/tasks/calendar'),
    timeline: fixed('/tasks/timeline'),
    detail: built('/tasks/:id', (id: string) => `/tasks/${enc(id)}`),
    edit: built('/tasks/:id/edit', (id: string) => `/tasks/${enc(id)}/edit`),
  },
  todos: {
    root: fixed('/todos'),
    personal: fixed('/todos/personal'),
    shared: fixed('/todos/shared'),
  },
  // Time tracking (issue 40): my week (any day of it), the weeks awaiting my approval, the reports.
  timesheets: built('/timesheets', (query: { tab?: 'week' | 'approvals' | 'reports'; week?: string } = {}) =>
    withQuery('/timesheets', { tab: query.tab === 'week' ? undefined : query.tab, week: query.week }),
  ),
  profile: fixed('/profile'),
  settings: fixed('/settings'),
  users: fixed('/users'),
  reports: fixed('/reports'),
  finance: {
    dashboard: fixed('/finance'),
    members: fixed('/finance/members'),
  },
  help: fixed('/help'),
  // Import and export (issue 41): organization admins, and individuals for their own workspace.
  importExport: fixed('/import-export'),

  // Organization area (organization guard)
  org: {
    root: fixed('/org'),
    dashboard: fixed('/org/dashboard'),
    departments: fixed('/org/departments'),
    users: fixed('/org/users'),
    projects: fixed('/org/projects'),
    tasks: fixed('/org/tasks'),
    teams: fixed('/org/teams'),
    settings: fixed('/org/settings'),
    security: fixed('/org/security'),
    billing: fixed('/org/billing'),
    testSuite: fixed('/org/test-suite'),
    analytics: fixed('/org/analytics'),
  },
  enterprise: { dashboard: fixed('/enterprise/dashboard') },
  platform: { admin: fixed('/platform/admin') },

  // The alternative organization layout's links (spec 2.2, 2.3)
  organization: {
    root: fixed('/organization'),
    departments: fixed('/organization/departments'),
    invite: fixed('/organization/invite'),
    settings: fixed('/organization/settings'),
    users: fixed('/organization/users'),
    analytics: fixed('/organization/analytics'),
    reports: fixed('/organization/reports'),
    billing: fixed('/organization/billing'),
  },

  // Older links some screens still use; the router forwards them to their current home.
  legacy: {
    login: fixed('/login'),
    forgotPassword: fixed('/forgot-password'),
    // Not a route of the app: the server's emergency sign-in page (spec 2.9), reached with a full page load.
    publicLogin: fixed('/public-login'),
  },
} as const;
