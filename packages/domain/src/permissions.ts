import { PERMISSION_DENIED_MESSAGES } from './messages';
import {
  ORG_ROLES,
  type OrgRole,
  PLATFORM_ROLES,
  type PlatformRole,
  SYSTEM_ROLES,
  type SystemRole,
} from './roles';

/**
 * The role-bearing fields of a user, loosely typed so that the server's database rows and the client's
 * current user both fit. Every rule takes `null`/`undefined` for 'no signed-in user' and then refuses.
 */
export interface RoleSubject {
  _id?: string | null;
  id?: string | null;
  role?: string | null;
  systemRole?: string | null;
  platformRole?: string | null;
  orgRole?: string | null;
  accountType?: string | null;
  organizationId?: string | null;
  departmentId?: string | null;
  isOrgAdmin?: boolean | null;
  isDeptManager?: boolean | null;
}

type Subject = RoleSubject | null | undefined;

/** Any role name that can appear in a role list: system, platform or organization. */
export type RoleName = SystemRole | PlatformRole | OrgRole;

/** Every role name, once: what a route's `{ roles }` guard may list. */
export const ROLE_NAMES: readonly RoleName[] = [
  ...new Set<RoleName>([...SYSTEM_ROLES, ...PLATFORM_ROLES, ...ORG_ROLES]),
];

export function isRoleName(name: unknown): name is RoleName {
  return typeof name === 'string' && (ROLE_NAMES as readonly string[]).includes(name);
}

/** Spec 6.1: a role check passes when systemRole (or the legacy role), platformRole or orgRole is listed. */
export function hasRole(user: Subject, allowed: readonly string[]): boolean {
  if (!user) return false;
  const held = [user.systemRole ?? user.role, user.platformRole, user.orgRole];
  return held.some((role) => typeof role === 'string' && allowed.includes(role));
}

/** Spec 6.1 platform admin (used by the permissions of 6.4): platformRole super_admin or admin. */
export function isPlatformAdmin(user: Subject): boolean {
  return user?.platformRole === 'super_admin' || user?.platformRole === 'admin';
}

/** Spec 6.1 account-level check: the platform roles platform_admin and super_admin, and also 'admin'. */
export function isAccountPlatformAdmin(user: Subject): boolean {
  return (
    user?.platformRole === 'platform_admin' ||
    user?.platformRole === 'super_admin' ||
    user?.platformRole === 'admin'
  );
}

/**
 * The organization roles that make their holder an organization admin (beside the isOrgAdmin flag); the server's
 * queries filter admins with the same list.
 */
export const ORG_ADMIN_ROLES: readonly string[] = ['admin', 'owner', 'org_admin'];

/**
 * Spec 6.1 org admin: isOrgAdmin, or orgRole admin or owner. The org_admin role of the navigation lists counts
 * too, so that a user the menu treats as org admin is also granted the org-admin permissions.
 */
export function isOrgAdmin(user: Subject): boolean {
  if (!user) return false;
  return (
    user.isOrgAdmin === true || (typeof user.orgRole === 'string' && ORG_ADMIN_ROLES.includes(user.orgRole))
  );
}

/** Spec 6.1 department manager: isDeptManager (or the dept_manager organization role). */
export function isDeptManager(user: Subject): boolean {
  if (!user) return false;
  return user.isDeptManager === true || user.orgRole === 'dept_manager';
}

/** Enterprise admin: the organization role that sees analytics and the multi-organization dashboard. */
export function isEnterpriseAdmin(user: Subject): boolean {
  return user?.orgRole === 'enterprise_admin';
}

/** Spec 6.1: accountType 'organization'. */
export function isEnterpriseUser(user: Subject): boolean {
  return user?.accountType === 'organization';
}

/** Spec 6.1: accountType 'individual', or no organization. */
export function isIndividual(user: Subject): boolean {
  if (!user) return false;
  return user.accountType === 'individual' || !user.organizationId;
}

// Spec 6.4 permissions.

export function canManageAllOrganizations(user: Subject): boolean {
  return isPlatformAdmin(user);
}

export function canCreateOrganizations(user: Subject): boolean {
  return isPlatformAdmin(user);
}

export function canManageOrganization(user: Subject): boolean {
  return isOrgAdmin(user) || isPlatformAdmin(user);
}

export function canViewOrganizationSettings(user: Subject): boolean {
  return isOrgAdmin(user) || isPlatformAdmin(user);
}

export function canInviteUsers(user: Subject): boolean {
  return isOrgAdmin(user) || isPlatformAdmin(user);
}

export function canManageDepartments(user: Subject): boolean {
  return isOrgAdmin(user) || isPlatformAdmin(user);
}

/**
 * Department manager, org admin or platform admin. Given a department id, a department manager may manage only
 * the department they belong to.
 */
export function canManageDepartment(user: Subject, departmentId?: string | null): boolean {
  if (isOrgAdmin(user) || isPlatformAdmin(user)) return true;
  if (!isDeptManager(user)) return false;
  return departmentId === undefined || departmentId === null || user?.departmentId === departmentId;
}

// Everyone signed in may do these.

export function canCreateProjects(user: Subject): boolean {
  return Boolean(user);
}

export function canViewProjects(user: Subject): boolean {
  return Boolean(user);
}

export function canManageProfile(user: Subject): boolean {
  return Boolean(user);
}

export function canViewDashboard(user: Subject): boolean {
  return Boolean(user);
}

export function canCreateTasks(user: Subject): boolean {
  return Boolean(user);
}

/**
 * The organization pages that sit outside the organization area's guard, /org/security and /org/test-suite
 * (spec 6.5, 2.7): open to organization accounts, and to platform admins whatever their account type. Anyone else
 * is sent to the dashboard, as on every other /org page; inside, the page's own rule (canViewSecurity,
 * canRunSystemChecks) decides between the page and 'Access Restricted'.
 */
export function canEnterOrganizationPages(user: Subject): boolean {
  return isEnterpriseUser(user) || isAccountPlatformAdmin(user);
}

/** Which organization a user's organization pages, or a call without an id in its path, are about. */
export type OrganizationInView =
  | { kind: 'organization'; organizationId: string }
  /** A platform admin who belongs to no organization and named none: he chooses one. */
  | { kind: 'choose' }
  /** Someone who named an organization that is not theirs, or who has none. */
  | { kind: 'refused' };

/**
 * The subject of the organization pages (spec 6.4, 6.5): a member's own organization; for a platform
 * admin the one he names (`?organization=` on a screen, `organizationId` in a call), else his own, else he
 * chooses one (the platform view). Anyone else naming another organization is refused. The server's
 * `targetOrganizationId` and the screens' organization guard both ask this; what may be done there stays each
 * action's own rule (a platform admin gets no right here that the policy does not give him).
 */
export function organizationInView(user: Subject, named?: string | null): OrganizationInView {
  if (!user) return { kind: 'refused' };
  const own = user.organizationId ?? undefined;
  if (isPlatformAdmin(user)) {
    const organizationId = named || own;
    return organizationId ? { kind: 'organization', organizationId } : { kind: 'choose' };
  }
  if (!own || (named && named !== own)) return { kind: 'refused' };
  return { kind: 'organization', organizationId: own };
}

/**
 * The platform view: a platform admin looking at an organization that is not his own. He reads its
 * lists (the server's work lists with `?organization=`, as a viewer) and opens none of its projects or tasks, which
 * stay their members' (404 to him, as to anyone outside them); the organization's structure and people are his to
 * manage as the organization policy says (spec 6.4).
 */
export function isPlatformView(user: Subject, organizationId: string | null | undefined): boolean {
  return Boolean(user && organizationId && isPlatformAdmin(user) && organizationId !== user.organizationId);
}

/**
 * The System Test Suite (spec 6.3: org_admin and platform_admin). An individual platform admin may run it too;
 * an org admin sees their organization's runs, a platform admin every run.
 */
export function canRunSystemChecks(user: Subject): boolean {
  return isOrgAdmin(user) || isAccountPlatformAdmin(user);
}

// System users (/users).

/** Whose users a system-users admin sees (spec 6.5 adminOnly): everyone, one organization, or no one. */
export type SystemUsersScope = { kind: 'all' } | { kind: 'organization'; organizationId: string } | null;

/**
 * /users (system users): platform admins see and manage everyone; a system-role admin who is also their
 * organization's admin sees and manages that organization's people; nobody else.
 */
export function systemUsersScope(user: Subject): SystemUsersScope {
  if (!user) return null;
  if (isPlatformAdmin(user)) return { kind: 'all' };
  const systemAdmin = (user.systemRole ?? user.role) === 'admin';
  if (systemAdmin && isOrgAdmin(user) && user.organizationId) {
    return { kind: 'organization', organizationId: user.organizationId };
  }
  return null;
}

export function canAdministerUsers(user: Subject): boolean {
  return systemUsersScope(user) !== null;
}

/** Whether `target` (a user of `targetOrganizationId`) falls in the admin's scope, and is not the admin. */
export function mayManageUser(
  user: Subject,
  target: { id: string; organizationId: string | null; platformRole?: string | null },
): boolean {
  const scope = systemUsersScope(user);
  if (!scope || (user?._id ?? user?.id) === target.id) return false;
  if (scope.kind === 'all') return true;
  // An organization's admin cannot touch a platform admin who happens to be in the organization.
  return target.organizationId === scope.organizationId && !isPlatformAdmin(target);
}

/** The named permission flags of spec 6.3 (navigation and the alternative organization menu). */
export interface OrgPermissions {
  canViewProjects: boolean;
  canViewTasks: boolean;
  canViewTeams: boolean;
  canViewDepartments: boolean;
  canViewUsers: boolean;
  canViewAnalytics: boolean;
  canManageOrganization: boolean;
  canViewEnterprise: boolean;
  canManagePlatform: boolean;
  canManageDepartments: boolean;
  canInviteUsers: boolean;
  canViewOrganizationSettings: boolean;
  canCreateProjects: boolean;
  canRunSystemChecks: boolean;
}

export type OrgPermission = keyof OrgPermissions;

/**
 * Spec 6.3 flags derived from the roles: projects, tasks and teams for every member; departments and users for
 * org admins and department managers; analytics also for enterprise admins; the enterprise dashboard for
 * enterprise admins; the platform area for platform admins (account-level check). Platform admins see
 * everything an org admin sees.
 */
export function getOrgPermissions(user: Subject): OrgPermissions {
  const signedIn = Boolean(user);
  const platformAdmin = isPlatformAdmin(user) || isAccountPlatformAdmin(user);
  const orgAdmin = isOrgAdmin(user);
  const deptManager = isDeptManager(user);
  const enterpriseAdmin = isEnterpriseAdmin(user);
  return {
    canViewProjects: canViewProjects(user),
    canViewTasks: signedIn,
    canViewTeams: signedIn,
    canViewDepartments: orgAdmin || deptManager || platformAdmin,
    canViewUsers: orgAdmin || deptManager || platformAdmin,
    canViewAnalytics: orgAdmin || deptManager || enterpriseAdmin || platformAdmin,
    canManageOrganization: canManageOrganization(user),
    canViewEnterprise: enterpriseAdmin || platformAdmin,
    canManagePlatform: isAccountPlatformAdmin(user),
    canManageDepartments: canManageDepartments(user),
    canInviteUsers: canInviteUsers(user),
    canViewOrganizationSettings: canViewOrganizationSettings(user),
    canCreateProjects: canCreateProjects(user),
    canRunSystemChecks: canRunSystemChecks(user),
  };
}

/** A rule that grants or refuses one named permission to a user (or to nobody signed in). */
export type PermissionRule = (user: Subject) => boolean;

const orgFlag =
  (flag: OrgPermission): PermissionRule =>
  (user) =>
    getOrgPermissions(user)[flag];

/**
 * Every permission a server route may require (`{ permission: 'canInviteUsers' }`), by name, with the one rule
 * that decides it: the functions of spec 6.4 and the flags of 6.3. The server's guard and the client's
 * visibility checks call the same rule. A new permission is a new entry here.
 */
export const PERMISSIONS = {
  canManageAllOrganizations,
  canCreateOrganizations,
  canManageOrganization,
  canViewOrganizationSettings,
  canInviteUsers,
  canManageDepartments,
  /** Without a department: any department (a department manager may manage at least their own). */
  canManageDepartment: (user) => canManageDepartment(user),
  canCreateProjects,
  canViewProjects,
  canManageProfile,
  canViewDashboard,
  canCreateTasks,
  canViewTasks: orgFlag('canViewTasks'),
  canViewTeams: orgFlag('canViewTeams'),
  canViewDepartments: orgFlag('canViewDepartments'),
  canViewUsers: orgFlag('canViewUsers'),
  canViewAnalytics: orgFlag('canViewAnalytics'),
  canViewEnterprise: orgFlag('canViewEnterprise'),
  canManagePlatform: orgFlag('canManagePlatform'),
  canRunSystemChecks,
  canAdministerUsers,
  /** Billing and the plan: the organization's own admins; platform admins use the platform console. */
  canManageBilling: isOrgAdmin,
} as const satisfies Record<string, PermissionRule>;

/** The name of a permission: a route guard names one of these, and nothing else compiles. */
export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(name: unknown): name is Permission {
  return typeof name === 'string' && Object.hasOwn(PERMISSIONS, name);
}

/**
 * The 403 text of a guard that requires this permission (spec 8.5 where it has one). A permission without its
 * text in the catalogue does not compile.
 */
export function permissionDeniedMessage(permission: Permission): string {
  return PERMISSION_DENIED_MESSAGES[permission];
}

/** Whether the user is granted the named permission, by its rule in PERMISSIONS. */
export function hasPermission(user: Subject, permission: Permission): boolean {
  return PERMISSIONS[permission](user);
}

/** Route role lists of spec 6.5. */
export const ROUTE_ROLES = {
  projectCreateEdit: ['admin', 'user'],
  adminOnly: ['admin'],
} as const satisfies Record<string, readonly RoleName[]>;
