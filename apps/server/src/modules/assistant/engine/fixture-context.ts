import { EMPTY_CONVERSATION, type EngineContext, FUNCTION_NAMES, type FunctionName } from '../contract';

// The small fixed world of the engine tests (the corpus default world, corpus/worlds/default.json, is the same): a user of one
// organization with seven projects (two named alike), a dozen tasks (two named alike), six people (two Sams),
// custom fields on four projects and the screens of the workspace sidebar plus Settings and Help. Wednesday 5 March 2025, 10:00 UTC.

const id = (kind: string, n: number) => `${'0'.repeat(22)}${kind}${n.toString(16)}`;

export const P = {
  website: id('a', 1),
  mobile: id('a', 2),
  marketing: id('a', 3),
  brandEu: id('a', 4),
  brandAsia: id('a', 5),
  internal: id('a', 6),
  migration: id('a', 7),
} as const;

export const T = {
  homepage: id('b', 1),
  copy: id('b', 2),
  seo: id('b', 3),
  loginBug: id('b', 4),
  store: id('b', 5),
  betaTest: id('b', 6),
  launchEmail: id('b', 7),
  socialPosts: id('b', 8),
  guidelinesEu: id('b', 9),
  guidelinesAsia: id('b', 10),
  ci: id('b', 11),
  backup: id('b', 12),
  budget: id('b', 13),
} as const;

export const U = {
  alex: id('c', 1),
  dana: id('c', 2),
  samLee: id('c', 3),
  samOrtiz: id('c', 4),
  priya: id('c', 5),
  jordan: id('c', 6),
} as const;

/** Ids of another organization: never in any context, so never in a call. */
export const FOREIGN = {
  project: id('f', 1),
  task: id('f', 2),
} as const;

export const FIXTURE_NOW = new Date('2025-03-05T10:00:00Z');

/** The functions a member who may only view can call. */
export const READ_FUNCTIONS: readonly FunctionName[] = [
  'list_tasks',
  'list_projects',
  'project_progress',
  'project_team',
  'navigate',
  'quick_actions',
];

export interface FixtureOptions {
  currentProjectId?: string;
  currentPage?: string;
  /** Only the read functions (a viewer). */
  readOnly?: boolean;
}

export function fixtureContext(options: FixtureOptions = {}): EngineContext {
  return {
    now: FIXTURE_NOW,
    userId: U.alex,
    conversation: EMPTY_CONVERSATION,
    currentProjectId: options.currentProjectId ?? null,
    currentPage: options.currentPage ?? null,
    recentActivity: [],
    projects: [
      { id: P.website, title: 'Website Redesign', status: 'active' },
      { id: P.mobile, title: 'Mobile App Launch', status: 'active' },
      { id: P.marketing, title: 'Marketing Campaign', status: 'planning' },
      { id: P.brandEu, title: 'Brand Refresh Europe', status: 'active' },
      { id: P.brandAsia, title: 'Brand Refresh Asia', status: 'active' },
      { id: P.internal, title: 'Internal Tools', status: 'on-hold' },
      { id: P.migration, title: 'Data Migration', status: 'completed' },
    ],
    tasks: [
      { id: T.homepage, title: 'Design homepage mockups', projectId: P.website, status: 'in-progress' },
      { id: T.copy, title: 'Write landing page copy', projectId: P.website, status: 'todo' },
      { id: T.seo, title: 'SEO audit', projectId: P.website, status: 'review' },
      { id: T.loginBug, title: 'Fix login bug', projectId: P.mobile, status: 'in-progress' },
      { id: T.store, title: 'Submit app to the App Store', projectId: P.mobile, status: 'todo' },
      { id: T.betaTest, title: 'Run beta test', projectId: P.mobile, status: 'todo' },
      { id: T.launchEmail, title: 'Prepare launch email', projectId: P.marketing, status: 'todo' },
      { id: T.socialPosts, title: 'Schedule social media posts', projectId: P.marketing, status: 'todo' },
      { id: T.guidelinesEu, title: 'Update brand guidelines', projectId: P.brandEu, status: 'todo' },
      { id: T.guidelinesAsia, title: 'Update brand guidelines', projectId: P.brandAsia, status: 'todo' },
      { id: T.ci, title: 'Set up CI pipeline', projectId: P.internal, status: 'todo' },
      { id: T.backup, title: 'Verify database backups', projectId: P.migration, status: 'done' },
      { id: T.budget, title: 'Review budget', projectId: P.marketing, status: 'todo' },
    ],
    people: [
      { id: U.alex, name: 'Alex Morgan', email: 'alex@example.com' },
      { id: U.dana, name: 'Dana Whitfield', email: 'dana@example.com' },
      { id: U.samLee, name: 'Sam Lee', email: 'sam.lee@example.com' },
      { id: U.samOrtiz, name: 'Sam Ortiz', email: 'sam.ortiz@example.com' },
      { id: U.priya, name: 'Priya Patel', email: 'priya@example.com' },
      { id: U.jordan, name: 'Jordan Kim', email: 'jordan@example.com' },
    ],
    labels: [
      { id: id('d', 1), name: 'Design' },
      { id: id('d', 2), name: 'Frontend' },
      { id: id('d', 3), name: 'Bug' },
    ],
    fields: [
      { projectId: P.website, id: id('e', 1), name: 'Story points', type: 'number', options: [] },
      {
        projectId: P.website,
        id: id('e', 2),
        name: 'Area',
        type: 'select',
        options: ['Design', 'Content', 'Engineering'],
      },
      { projectId: P.mobile, id: id('e', 3), name: 'Estimate (hours)', type: 'number', options: [] },
      {
        projectId: P.mobile,
        id: id('e', 4),
        name: 'Platform',
        type: 'multi_select',
        options: ['iOS', 'Android', 'Web'],
      },
      { projectId: P.mobile, id: id('e', 5), name: 'Customer facing', type: 'checkbox', options: [] },
      { projectId: P.marketing, id: id('e', 6), name: 'Go-live date', type: 'date', options: [] },
      {
        projectId: P.marketing,
        id: id('e', 7),
        name: 'Channel',
        type: 'select',
        options: ['Email', 'Social', 'Paid ads'],
      },
      { projectId: P.internal, id: id('e', 8), name: 'Reviewer', type: 'user', options: [] },
      { projectId: P.internal, id: id('e', 9), name: 'Runbook link', type: 'url', options: [] },
    ],
    screens: [
      { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
      { key: 'projects', label: 'My Projects', path: '/projects' },
      { key: 'createProject', label: 'Create Project', path: '/projects/create' },
      { key: 'tasks', label: 'My Tasks', path: '/tasks' },
      { key: 'calendar', label: 'Calendar', path: '/tasks/calendar' },
      { key: 'todos', label: 'Quick Todo', path: '/todos' },
      { key: 'organizationSettings', label: 'Organization Settings', path: '/organization/settings' },
      { key: 'profile', label: 'My Profile', path: '/profile' },
      { key: 'settings', label: 'Settings', path: '/settings' },
      { key: 'help', label: 'Help', path: '/help' },
    ],
    functions: options.readOnly ? READ_FUNCTIONS : FUNCTION_NAMES.filter((name) => name !== 'undo'),
  };
}
