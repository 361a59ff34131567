// The navigation entries and who sees them (spec 6.3). Apart from the role rules, so that a page that only checks
// a role does not download the menus.

import { canViewFinance, type FinanceRole } from './finance';
import {
  canManageOrganization,
  canManageProfile,
  getOrgPermissions,
  hasRole,
  isAccountPlatformAdmin,
  isDeptManager,
  isEnterpriseAdmin,
  isEnterpriseUser,
  isOrgAdmin,
  type OrgPermission,
  ROUTE_ROLES,
  type RoleSubject,
} from './permissions';
import { WEB_PATHS } from './web-paths';

type Subject = RoleSubject | null | undefined;

export interface MainSidebarItem {
  key: string;
  label: string;
  path: string;
  /** The footer holds My Profile; everything else is in the main list. */
  placement: 'main' | 'footer';
}

/** Spec 2.2 sidebar entries, in order, then the footer link. */
export const MAIN_SIDEBAR_ITEMS = [
  { key: 'dashboard', label: 'Dashboard', path: WEB_PATHS.dashboard.path, placement: 'main' },
  { key: 'projects', label: 'My Projects', path: WEB_PATHS.projects.list.path, placement: 'main' },
  { key: 'createProject', label: 'Create Project', path: WEB_PATHS.projects.create.path, placement: 'main' },
  { key: 'tasks', label: 'My Tasks', path: WEB_PATHS.tasks.list.path, placement: 'main' },
  { key: 'calendar', label: 'Calendar', path: WEB_PATHS.tasks.calendar.path, placement: 'main' },
  { key: 'timeline', label: 'Timeline', path: WEB_PATHS.tasks.timeline.path, placement: 'main' },
  { key: 'todos', label: 'Quick Todo', path: WEB_PATHS.todos.root.path, placement: 'main' },
  { key: 'organization', label: 'Organization', path: WEB_PATHS.organization.root.path, placement: 'main' },
  {
    key: 'departments',
    label: 'Departments',
    path: WEB_PATHS.organization.departments.path,
    placement: 'main',
  },
  { key: 'inviteUsers', label: 'Invite Users', path: WEB_PATHS.organization.invite.path, placement: 'main' },
  {
    key: 'organizationSettings',
    label: 'Organization Settings',
    path: WEB_PATHS.organization.settings.path,
    placement: 'main',
  },
  { key: 'users', label: 'System Users', path: WEB_PATHS.users.path, placement: 'main' },
  { key: 'reports', label: 'Reports & Analytics', path: WEB_PATHS.reports.path, placement: 'main' },
  { key: 'finance', label: 'Finance Management', path: WEB_PATHS.finance.dashboard.path, placement: 'main' },
  { key: 'profile', label: 'My Profile', path: WEB_PATHS.profile.path, placement: 'footer' },
] as const satisfies readonly MainSidebarItem[];

export type MainSidebarKey = (typeof MAIN_SIDEBAR_ITEMS)[number]['key'];

const WORKSPACE_ITEMS = new Set<string>([
  'dashboard',
  'projects',
  'createProject',
  'tasks',
  'calendar',
  'timeline',
  'todos',
]);
const ORGANIZATION_ITEMS = new Set<string>([
  'organization',
  'departments',
  'inviteUsers',
  'organizationSettings',
]);
const ADMIN_ITEMS = new Set<string>(['users', 'reports', 'finance']);

/** What the sidebar knows beyond the user's roles: their finance role (a finance member sees Finance too). */
export interface MainSidebarContext {
  financeRole?: FinanceRole | null;
}

/** Spec 6.2: whether one main-sidebar entry shows for this user. */
export function isMainSidebarItemVisible(
  user: Subject,
  key: MainSidebarKey,
  context: MainSidebarContext = {},
): boolean {
  if (!user) return false;
  if (WORKSPACE_ITEMS.has(key)) return hasRole(user, ['user', 'admin']);
  if (ORGANIZATION_ITEMS.has(key)) {
    return (
      hasRole(user, ['admin', 'super_admin', 'owner']) &&
      isEnterpriseUser(user) &&
      canManageOrganization(user)
    );
  }
  // Finance Management: admins, and the organization's finance viewers and managers.
  if (key === 'finance') return hasRole(user, ROUTE_ROLES.adminOnly) || canViewFinance(context.financeRole);
  if (ADMIN_ITEMS.has(key)) return hasRole(user, ROUTE_ROLES.adminOnly);
  // The footer's My Profile is for every signed-in user.
  return canManageProfile(user);
}

/** Spec 6.2: the main-sidebar entries this user sees, in order (footer entry last). */
export function visibleMainSidebarItems(user: Subject, context: MainSidebarContext = {}): MainSidebarItem[] {
  return MAIN_SIDEBAR_ITEMS.filter((item) => isMainSidebarItemVisible(user, item.key, context));
}

/** Role names used in the organization navigation lists; 'all' means every member. */
export type OrgNavRole = 'all' | 'org_admin' | 'dept_manager' | 'enterprise_admin' | 'platform_admin';

export interface OrgNavItem {
  key: string;
  label: string;
  path: string;
  roles: readonly OrgNavRole[];
  /** The permission flag the item also needs; absent when the role list is the whole rule. */
  permission?: OrgPermission;
}

/** Spec 2.4 items with the role lists and permissions of 6.3. */
export const ORG_NAV_ITEMS = [
  { key: 'dashboard', label: 'Dashboard', path: WEB_PATHS.org.dashboard.path, roles: ['all'] },
  {
    key: 'projects',
    label: 'Projects',
    path: WEB_PATHS.org.projects.path,
    roles: ['all'],
    permission: 'canViewProjects',
  },
  {
    key: 'tasks',
    label: 'Tasks',
    path: WEB_PATHS.org.tasks.path,
    roles: ['all'],
    permission: 'canViewTasks',
  },
  {
    key: 'teams',
    label: 'Teams',
    path: WEB_PATHS.org.teams.path,
    roles: ['all'],
    permission: 'canViewTeams',
  },
  {
    key: 'departments',
    label: 'Departments',
    path: WEB_PATHS.org.departments.path,
    roles: ['org_admin', 'dept_manager'],
    permission: 'canViewDepartments',
  },
  {
    key: 'users',
    label: 'Users',
    path: WEB_PATHS.org.users.path,
    roles: ['org_admin', 'dept_manager'],
    permission: 'canViewUsers',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    path: WEB_PATHS.org.analytics.path,
    roles: ['org_admin', 'dept_manager', 'enterprise_admin'],
    permission: 'canViewAnalytics',
  },
  {
    key: 'settings',
    label: 'Organization Settings',
    path: WEB_PATHS.org.settings.path,
    roles: ['org_admin'],
    permission: 'canManageOrganization',
  },
  {
    key: 'security',
    label: 'Security & Compliance',
    path: WEB_PATHS.org.security.path,
    roles: ['org_admin'],
    permission: 'canManageOrganization',
  },
  {
    key: 'billing',
    label: 'Billing & Subscription',
    path: WEB_PATHS.org.billing.path,
    roles: ['org_admin'],
    permission: 'canManageOrganization',
  },
  {
    key: 'enterprise',
    label: 'Multi-organization dashboard',
    path: WEB_PATHS.enterprise.dashboard.path,
    roles: ['enterprise_admin'],
    permission: 'canViewEnterprise',
  },
  {
    key: 'platformAdmin',
    label: 'Platform Admin',
    path: WEB_PATHS.platform.admin.path,
    roles: ['platform_admin'],
    permission: 'canManagePlatform',
  },
  {
    key: 'testSuite',
    label: 'System Test Suite',
    path: WEB_PATHS.org.testSuite.path,
    roles: ['org_admin', 'platform_admin'],
    permission: 'canRunSystemChecks',
  },
] as const satisfies readonly OrgNavItem[];

export type OrgNavKey = (typeof ORG_NAV_ITEMS)[number]['key'];

/**
 * The navigation role names a user holds. The stored role fields are read together with the flags they imply
 * (isOrgAdmin -> org_admin, isDeptManager -> dept_manager, account-level platform admin -> platform_admin),
 * so that an owner or a flagged admin is not hidden from menus meant for org admins.
 */
export function orgNavRoles(user: Subject): Set<OrgNavRole> {
  const roles = new Set<OrgNavRole>();
  if (!user) return roles;
  roles.add('all');
  if (isOrgAdmin(user)) roles.add('org_admin');
  if (isDeptManager(user)) roles.add('dept_manager');
  if (isEnterpriseAdmin(user)) roles.add('enterprise_admin');
  if (isAccountPlatformAdmin(user)) roles.add('platform_admin');
  return roles;
}

/** Spec 6.3: an item shows when the user holds one of its roles AND has its permission. */
export function visibleOrgNavItems(user: Subject): OrgNavItem[] {
  if (!user) return [];
  const roles = orgNavRoles(user);
  const permissions = getOrgPermissions(user);
  return ORG_NAV_ITEMS.filter((item: OrgNavItem) => {
    const roleOk = item.roles.some((role) => roles.has(role));
    return roleOk && (item.permission === undefined || permissions[item.permission]);
  });
}

/** A page of the header's account menu. */
export interface AccountMenuLink {
  key: string;
  label: string;
  path: string;
}

/**
 * The administration pages a platform admin reaches from the header's account menu wherever he is (an
 * individual platform admin has no organization navigation): Platform Admin and System Test Suite of the
 * organization navigation (spec 2.4, 6.3) and System Users of the main sidebar (2.2, 6.2), each by its own
 * menu's rule. Nobody else gets any.
 */
export function platformMenuLinks(user: Subject): AccountMenuLink[] {
  if (!isAccountPlatformAdmin(user)) return [];
  const orgItems = visibleOrgNavItems(user).filter(
    (item) => item.key === 'platformAdmin' || item.key === 'testSuite',
  );
  const sidebarItems = MAIN_SIDEBAR_ITEMS.filter(
    (item) => item.key === 'users' && isMainSidebarItemVisible(user, item.key),
  );
  return [...orgItems, ...sidebarItems].map(({ key, label, path }) => ({ key, label, path }));
}
