import { describe, expect, it } from 'vitest';
import { PERMISSION_DENIED_MESSAGES } from './messages';
import {
  MAIN_SIDEBAR_ITEMS,
  ORG_NAV_ITEMS,
  platformMenuLinks,
  visibleMainSidebarItems,
  visibleOrgNavItems,
} from './navigation-items';
import {
  canCreateOrganizations,
  canCreateProjects,
  canCreateTasks,
  canEnterOrganizationPages,
  canInviteUsers,
  canManageAllOrganizations,
  canManageDepartment,
  canManageDepartments,
  canManageOrganization,
  canManageProfile,
  canRunSystemChecks,
  canViewDashboard,
  canViewOrganizationSettings,
  canViewProjects,
  getOrgPermissions,
  hasPermission,
  hasRole,
  isAccountPlatformAdmin,
  isDeptManager,
  isEnterpriseUser,
  isIndividual,
  isOrgAdmin,
  isPermission,
  isPlatformAdmin,
  isPlatformView,
  isRoleName,
  ORG_ADMIN_ROLES,
  organizationInView,
  PERMISSION_NAMES,
  PERMISSIONS,
  permissionDeniedMessage,
  ROLE_NAMES,
  ROUTE_ROLES,
  type RoleSubject,
} from './permissions';

const ORG = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const DEPT = 'dddddddddddddddddddddddd';
const OTHER_DEPT = 'eeeeeeeeeeeeeeeeeeeeeeee';

// One user per role the spec names.
const users = {
  individual: { _id: '111111111111111111111111', systemRole: 'user', accountType: 'individual' },
  systemAdmin: { _id: '222222222222222222222222', systemRole: 'admin', accountType: 'individual' },
  legacyAdmin: { _id: '333333333333333333333333', role: 'admin', accountType: 'individual' },
  member: {
    _id: '444444444444444444444444',
    systemRole: 'user',
    accountType: 'organization',
    organizationId: ORG,
    orgRole: 'member',
  },
  orgAdmin: {
    _id: '555555555555555555555555',
    systemRole: 'user',
    accountType: 'organization',
    organizationId: ORG,
    orgRole: 'org_admin',
    isOrgAdmin: true,
  },
  owner: {
    _id: '666666666666666666666666',
    systemRole: 'user',
    accountType: 'organization',
    organizationId: ORG,
    orgRole: 'owner',
  },
  enterpriseSystemAdmin: {
    _id: '777777777777777777777777',
    systemRole: 'admin',
    accountType: 'organization',
    organizationId: ORG,
    orgRole: 'admin',
  },
  deptManager: {
    _id: '888888888888888888888888',
    systemRole: 'user',
    accountType: 'organization',
    organizationId: ORG,
    orgRole: 'dept_manager',
    isDeptManager: true,
    departmentId: DEPT,
  },
  enterpriseAdmin: {
    _id: '999999999999999999999999',
    systemRole: 'user',
    accountType: 'organization',
    organizationId: ORG,
    orgRole: 'enterprise_admin',
  },
  superAdmin: {
    _id: 'abababababababababababab',
    systemRole: 'user',
    platformRole: 'super_admin',
    accountType: 'individual',
  },
  platformRoleAdmin: {
    _id: 'acacacacacacacacacacacac',
    systemRole: 'user',
    platformRole: 'admin',
    accountType: 'individual',
  },
  platformAdminRole: {
    _id: 'adadadadadadadadadadadad',
    systemRole: 'user',
    platformRole: 'platform_admin',
    accountType: 'individual',
  },
} satisfies Record<string, RoleSubject>;

describe('hasRole', () => {
  it('passes when systemRole, platformRole or orgRole is listed', () => {
    expect(hasRole(users.systemAdmin, ['admin'])).toBe(true);
    expect(hasRole(users.superAdmin, ['super_admin'])).toBe(true);
    expect(hasRole(users.owner, ['owner'])).toBe(true);
    expect(hasRole(users.individual, ['admin'])).toBe(false);
    expect(hasRole(users.orgAdmin, ['admin', 'super_admin', 'owner'])).toBe(false);
  });

  it('reads the legacy role when there is no systemRole', () => {
    expect(hasRole(users.legacyAdmin, ['admin'])).toBe(true);
    expect(hasRole({ role: 'admin', systemRole: 'user' }, ['admin'])).toBe(false);
  });

  it('refuses without a user or with an empty list', () => {
    expect(hasRole(null, ['user'])).toBe(false);
    expect(hasRole(undefined, ['user'])).toBe(false);
    expect(hasRole(users.systemAdmin, [])).toBe(false);
  });

  it('has the spec route role lists', () => {
    expect(ROUTE_ROLES.projectCreateEdit).toEqual(['admin', 'user']);
    expect(ROUTE_ROLES.adminOnly).toEqual(['admin']);
  });
});

describe('role checks', () => {
  it('isPlatformAdmin: platformRole super_admin or admin', () => {
    expect(isPlatformAdmin(users.superAdmin)).toBe(true);
    expect(isPlatformAdmin(users.platformRoleAdmin)).toBe(true);
    expect(isPlatformAdmin(users.platformAdminRole)).toBe(false);
    expect(isPlatformAdmin(users.systemAdmin)).toBe(false);
    expect(isPlatformAdmin(null)).toBe(false);
  });

  it('isAccountPlatformAdmin: platform_admin, super_admin and admin', () => {
    expect(isAccountPlatformAdmin(users.platformAdminRole)).toBe(true);
    expect(isAccountPlatformAdmin(users.superAdmin)).toBe(true);
    expect(isAccountPlatformAdmin(users.platformRoleAdmin)).toBe(true);
    expect(isAccountPlatformAdmin(users.orgAdmin)).toBe(false);
  });

  it('isOrgAdmin: the flag, or orgRole admin, owner (or org_admin)', () => {
    expect(isOrgAdmin({ isOrgAdmin: true })).toBe(true);
    expect(isOrgAdmin({ orgRole: 'admin' })).toBe(true);
    expect(isOrgAdmin({ orgRole: 'owner' })).toBe(true);
    expect(isOrgAdmin({ orgRole: 'org_admin' })).toBe(true);
    expect(isOrgAdmin(users.member)).toBe(false);
    expect(isOrgAdmin(users.deptManager)).toBe(false);
    expect(isOrgAdmin(users.systemAdmin)).toBe(false);
  });

  it('ORG_ADMIN_ROLES lists exactly the roles isOrgAdmin accepts', () => {
    for (const orgRole of ORG_ADMIN_ROLES) expect(isOrgAdmin({ orgRole })).toBe(true);
    for (const orgRole of ['member', 'dept_manager', 'enterprise_admin', ''])
      expect(isOrgAdmin({ orgRole })).toBe(false);
  });

  it('isDeptManager: the flag (or the dept_manager role)', () => {
    expect(isDeptManager({ isDeptManager: true })).toBe(true);
    expect(isDeptManager({ orgRole: 'dept_manager' })).toBe(true);
    expect(isDeptManager(users.orgAdmin)).toBe(false);
  });

  it('isEnterpriseUser and isIndividual follow the account type and organization', () => {
    expect(isEnterpriseUser(users.member)).toBe(true);
    expect(isEnterpriseUser(users.individual)).toBe(false);
    expect(isIndividual(users.individual)).toBe(true);
    expect(isIndividual(users.member)).toBe(false);
    expect(isIndividual({ accountType: 'organization', organizationId: null })).toBe(true);
    expect(isIndividual(null)).toBe(false);
  });
});

describe('spec 6.4 permissions', () => {
  it('manage all and create organizations: platform admin only', () => {
    for (const check of [canManageAllOrganizations, canCreateOrganizations]) {
      expect(check(users.superAdmin)).toBe(true);
      expect(check(users.platformRoleAdmin)).toBe(true);
      expect(check(users.orgAdmin)).toBe(false);
      expect(check(users.systemAdmin)).toBe(false);
      expect(check(null)).toBe(false);
    }
  });

  it('manage organization, settings, invite users, manage departments: org admin or platform admin', () => {
    for (const check of [
      canManageOrganization,
      canViewOrganizationSettings,
      canInviteUsers,
      canManageDepartments,
    ]) {
      expect(check(users.orgAdmin)).toBe(true);
      expect(check(users.owner)).toBe(true);
      expect(check(users.superAdmin)).toBe(true);
      expect(check(users.deptManager)).toBe(false);
      expect(check(users.member)).toBe(false);
      expect(check(users.systemAdmin)).toBe(false);
    }
  });

  it('manage a department: department manager (of that department), org admin or platform admin', () => {
    expect(canManageDepartment(users.deptManager)).toBe(true);
    expect(canManageDepartment(users.deptManager, DEPT)).toBe(true);
    expect(canManageDepartment(users.deptManager, OTHER_DEPT)).toBe(false);
    expect(canManageDepartment(users.orgAdmin, OTHER_DEPT)).toBe(true);
    expect(canManageDepartment(users.platformRoleAdmin, OTHER_DEPT)).toBe(true);
    expect(canManageDepartment(users.member)).toBe(false);
  });

  it('everyone signed in may create and view projects, manage the profile, view the dashboard, create tasks', () => {
    for (const check of [
      canCreateProjects,
      canViewProjects,
      canManageProfile,
      canViewDashboard,
      canCreateTasks,
    ]) {
      for (const user of Object.values(users)) expect(check(user)).toBe(true);
      expect(check(null)).toBe(false);
    }
  });
});

describe('getOrgPermissions', () => {
  it('gives a plain member projects, tasks, teams and project creation only', () => {
    expect(getOrgPermissions(users.member)).toEqual({
      canViewProjects: true,
      canViewTasks: true,
      canViewTeams: true,
      canViewDepartments: false,
      canViewUsers: false,
      canViewAnalytics: false,
      canManageOrganization: false,
      canViewEnterprise: false,
      canManagePlatform: false,
      canManageDepartments: false,
      canInviteUsers: false,
      canViewOrganizationSettings: false,
      canCreateProjects: true,
      canRunSystemChecks: false,
    });
  });

  it('gives an org admin everything but the enterprise and platform areas', () => {
    expect(getOrgPermissions(users.orgAdmin)).toEqual({
      canViewProjects: true,
      canViewTasks: true,
      canViewTeams: true,
      canViewDepartments: true,
      canViewUsers: true,
      canViewAnalytics: true,
      canManageOrganization: true,
      canViewEnterprise: false,
      canManagePlatform: false,
      canManageDepartments: true,
      canInviteUsers: true,
      canViewOrganizationSettings: true,
      canCreateProjects: true,
      canRunSystemChecks: true,
    });
  });

  it('lets org admins and platform admins run the system test suite, individuals included', () => {
    expect(canRunSystemChecks(users.orgAdmin)).toBe(true);
    expect(canRunSystemChecks(users.owner)).toBe(true);
    expect(canRunSystemChecks(users.superAdmin)).toBe(true);
    expect(canRunSystemChecks({ platformRole: 'platform_admin', accountType: 'individual' })).toBe(true);
    expect(canRunSystemChecks(users.member)).toBe(false);
    expect(canRunSystemChecks(users.deptManager)).toBe(false);
    expect(canRunSystemChecks({ accountType: 'individual', role: 'admin' })).toBe(false);
    expect(canRunSystemChecks(null)).toBe(false);
  });

  it('opens /org/security and /org/test-suite to organization accounts and platform admins only', () => {
    expect(canEnterOrganizationPages(users.member)).toBe(true);
    expect(canEnterOrganizationPages(users.orgAdmin)).toBe(true);
    expect(canEnterOrganizationPages({ platformRole: 'platform_admin', accountType: 'individual' })).toBe(
      true,
    );
    expect(canEnterOrganizationPages(users.individual)).toBe(false);
    expect(canEnterOrganizationPages(users.systemAdmin)).toBe(false);
    expect(canEnterOrganizationPages(null)).toBe(false);
  });

  it('gives a department manager departments, users and analytics', () => {
    const p = getOrgPermissions(users.deptManager);
    expect([p.canViewDepartments, p.canViewUsers, p.canViewAnalytics]).toEqual([true, true, true]);
    expect([p.canManageOrganization, p.canInviteUsers, p.canViewEnterprise]).toEqual([false, false, false]);
  });

  it('gives an enterprise admin analytics and the enterprise dashboard', () => {
    const p = getOrgPermissions(users.enterpriseAdmin);
    expect([p.canViewAnalytics, p.canViewEnterprise]).toEqual([true, true]);
    expect([p.canViewDepartments, p.canViewUsers, p.canManageOrganization]).toEqual([false, false, false]);
  });

  it('gives platform admins the platform area', () => {
    expect(getOrgPermissions(users.platformAdminRole).canManagePlatform).toBe(true);
    expect(getOrgPermissions(users.superAdmin).canManagePlatform).toBe(true);
    expect(getOrgPermissions(users.superAdmin).canManageOrganization).toBe(true);
  });

  it('gives nothing without a user', () => {
    expect(Object.values(getOrgPermissions(null)).every((flag) => flag === false)).toBe(true);
  });
});

const mainKeys = (user: RoleSubject | null) => visibleMainSidebarItems(user).map((item) => item.key);
const WORKSPACE = ['dashboard', 'projects', 'createProject', 'tasks', 'calendar', 'timeline', 'todos'];
const ORGANIZATION = ['organization', 'departments', 'inviteUsers', 'organizationSettings'];
const ADMIN = ['users', 'reports', 'finance'];

describe('main sidebar (spec 2.2 and 6.2)', () => {
  it('lists the spec entries in order, then the My Profile footer', () => {
    expect(MAIN_SIDEBAR_ITEMS.map((item) => [item.label, item.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Projects', '/projects'],
      ['Create Project', '/projects/create'],
      ['My Tasks', '/tasks'],
      ['Calendar', '/tasks/calendar'],
      ['Timeline', '/tasks/timeline'],
      ['Quick Todo', '/todos'],
      ['Organization', '/organization'],
      ['Departments', '/organization/departments'],
      ['Invite Users', '/organization/invite'],
      ['Organization Settings', '/organization/settings'],
      ['System Users', '/users'],
      ['Reports & Analytics', '/reports'],
      ['Finance Management', '/finance'],
      ['My Profile', '/profile'],
    ]);
    expect(
      MAIN_SIDEBAR_ITEMS.filter((item) => item.placement === 'footer').map((item) => item.label),
    ).toEqual(['My Profile']);
  });

  it('shows a plain user the workspace entries and the profile', () => {
    expect(mainKeys(users.individual)).toEqual([...WORKSPACE, 'profile']);
    expect(mainKeys(users.orgAdmin)).toEqual([...WORKSPACE, 'profile']);
  });

  it('shows a system admin the admin entries, but not the organization ones without an enterprise account', () => {
    expect(mainKeys(users.systemAdmin)).toEqual([...WORKSPACE, ...ADMIN, 'profile']);
    expect(mainKeys(users.legacyAdmin)).toEqual([...WORKSPACE, ...ADMIN, 'profile']);
  });

  it('shows the organization entries to an enterprise owner or admin who can manage the organization', () => {
    expect(mainKeys(users.owner)).toEqual([...WORKSPACE, ...ORGANIZATION, 'profile']);
    expect(mainKeys(users.enterpriseSystemAdmin)).toEqual([
      ...WORKSPACE,
      ...ORGANIZATION,
      ...ADMIN,
      'profile',
    ]);
  });

  it('hides the organization entries from a super admin on an individual account', () => {
    expect(mainKeys(users.superAdmin)).toEqual([...WORKSPACE, 'profile']);
    expect(mainKeys({ ...users.superAdmin, accountType: 'organization', organizationId: ORG })).toEqual([
      ...WORKSPACE,
      ...ORGANIZATION,
      'profile',
    ]);
  });

  it('hides the workspace entries from a user with neither user nor admin role', () => {
    expect(mainKeys({ platformRole: 'platform_admin' })).toEqual(['profile']);
  });

  it('shows nothing without a user', () => {
    expect(mainKeys(null)).toEqual([]);
  });
});

const orgKeys = (user: RoleSubject | null) => visibleOrgNavItems(user).map((item) => item.key);
const EVERYONE = ['dashboard', 'projects', 'tasks', 'teams'];

describe('organization navigation (spec 2.4 and 6.3)', () => {
  it('lists the spec items and paths in order', () => {
    expect(ORG_NAV_ITEMS.map((item) => [item.label, item.path])).toEqual([
      ['Dashboard', '/org/dashboard'],
      ['Projects', '/org/projects'],
      ['Tasks', '/org/tasks'],
      ['Teams', '/org/teams'],
      ['Departments', '/org/departments'],
      ['Users', '/org/users'],
      ['Analytics', '/org/analytics'],
      ['Organization Settings', '/org/settings'],
      ['Security & Compliance', '/org/security'],
      ['Billing & Subscription', '/org/billing'],
      ['Multi-organization dashboard', '/enterprise/dashboard'],
      ['Platform Admin', '/platform/admin'],
      ['System Test Suite', '/org/test-suite'],
    ]);
  });

  it('shows members the dashboard, projects, tasks and teams', () => {
    expect(orgKeys(users.member)).toEqual(EVERYONE);
  });

  it('shows org admins everything of their organization and the test suite', () => {
    expect(orgKeys(users.orgAdmin)).toEqual([
      ...EVERYONE,
      'departments',
      'users',
      'analytics',
      'settings',
      'security',
      'billing',
      'testSuite',
    ]);
    expect(orgKeys(users.owner)).toEqual(orgKeys(users.orgAdmin));
  });

  it('shows department managers departments, users and analytics', () => {
    expect(orgKeys(users.deptManager)).toEqual([...EVERYONE, 'departments', 'users', 'analytics']);
  });

  it('shows enterprise admins analytics and the multi-organization dashboard', () => {
    expect(orgKeys(users.enterpriseAdmin)).toEqual([...EVERYONE, 'analytics', 'enterprise']);
  });

  it('shows platform admins the platform area and the test suite', () => {
    expect(orgKeys(users.platformAdminRole)).toEqual([...EVERYONE, 'platformAdmin', 'testSuite']);
  });

  it('needs the role as well as the permission', () => {
    // A super admin holds canManageOrganization, but the settings items are listed for org_admin only.
    expect(getOrgPermissions(users.superAdmin).canManageOrganization).toBe(true);
    expect(orgKeys(users.superAdmin)).toEqual([...EVERYONE, 'platformAdmin', 'testSuite']);
  });

  it('shows nothing without a user', () => {
    expect(orgKeys(null)).toEqual([]);
  });
});

describe('PERMISSIONS, the named permissions a server route may require', () => {
  it('decides each 6.4 permission by its own rule function', () => {
    const rules = {
      canManageAllOrganizations,
      canCreateOrganizations,
      canManageOrganization,
      canViewOrganizationSettings,
      canInviteUsers,
      canManageDepartments,
      canCreateProjects,
      canViewProjects,
      canManageProfile,
      canViewDashboard,
      canCreateTasks,
    } as const;
    for (const [name, rule] of Object.entries(rules)) {
      for (const user of [...Object.values(users), null]) {
        expect(hasPermission(user, name as keyof typeof rules), name).toBe(rule(user));
      }
    }
    expect(hasPermission(users.deptManager, 'canManageDepartment')).toBe(
      canManageDepartment(users.deptManager),
    );
  });

  it('decides each 6.3 flag as getOrgPermissions does', () => {
    for (const flag of ['canViewTasks', 'canViewUsers', 'canViewAnalytics', 'canManagePlatform'] as const) {
      for (const user of Object.values(users)) {
        expect(PERMISSIONS[flag](user), flag).toBe(getOrgPermissions(user)[flag]);
      }
    }
  });

  it('knows its names, and no other', () => {
    expect(PERMISSION_NAMES).toContain('canInviteUsers');
    expect(PERMISSION_NAMES.every(isPermission)).toBe(true);
    expect(isPermission('canManageOrganisation')).toBe(false);
    expect(isPermission('toString')).toBe(false);
    expect(isPermission(undefined)).toBe(false);
  });

  it('has a refusal text for each permission, and none for a permission that does not exist', () => {
    expect(Object.keys(PERMISSION_DENIED_MESSAGES).sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(permissionDeniedMessage('canCreateOrganizations')).toBe(
      'Insufficient permissions to create organizations',
    );
    expect(permissionDeniedMessage('canManageOrganization')).toBe(
      'Insufficient permissions to update organization',
    );
    expect(permissionDeniedMessage('canManageDepartments')).toBe(
      'Insufficient permissions to create departments',
    );
  });

  it('lists every role name once', () => {
    expect(ROLE_NAMES).toEqual(
      expect.arrayContaining(['user', 'admin', 'super_admin', 'org_admin', 'member']),
    );
    expect(new Set(ROLE_NAMES).size).toBe(ROLE_NAMES.length);
    expect(isRoleName('dept_manager')).toBe(true);
    expect(isRoleName('pilot')).toBe(false);
  });
});

describe('the account menu’s administration links', () => {
  it('gives a platform admin his pages wherever he is, with the spec’s names and routes, and nobody else any', () => {
    const individualPlatformAdmin = {
      accountType: 'individual',
      systemRole: 'admin',
      platformRole: 'super_admin',
    };
    expect(platformMenuLinks(individualPlatformAdmin)).toEqual([
      { key: 'platformAdmin', label: 'Platform Admin', path: '/platform/admin' },
      { key: 'testSuite', label: 'System Test Suite', path: '/org/test-suite' },
      { key: 'users', label: 'System Users', path: '/users' },
    ]);
    // System Users is the admin role's (spec 6.5 adminOnly): a platform role alone does not open it.
    expect(platformMenuLinks({ platformRole: 'platform_admin' }).map((link) => link.key)).toEqual([
      'platformAdmin',
      'testSuite',
    ]);
    const orgAdmin = {
      accountType: 'organization',
      organizationId: 'o',
      isOrgAdmin: true,
      systemRole: 'admin',
    };
    expect(platformMenuLinks(orgAdmin)).toEqual([]);
    expect(platformMenuLinks(null)).toEqual([]);
  });
});

describe('the organization in view', () => {
  const acme = 'a'.repeat(24);
  const globex = 'b'.repeat(24);
  it('is a member’s own organization, and any a platform admin names; he chooses one when he has none', () => {
    const member = { accountType: 'organization', organizationId: acme, orgRole: 'member' };
    expect(organizationInView(member)).toEqual({ kind: 'organization', organizationId: acme });
    expect(organizationInView(member, acme)).toEqual({ kind: 'organization', organizationId: acme });
    expect(organizationInView(member, globex)).toEqual({ kind: 'refused' });
    expect(organizationInView({ accountType: 'individual' })).toEqual({ kind: 'refused' });
    expect(organizationInView(null)).toEqual({ kind: 'refused' });
    const platformAdmin = { accountType: 'individual', platformRole: 'super_admin' };
    expect(organizationInView(platformAdmin)).toEqual({ kind: 'choose' });
    expect(organizationInView(platformAdmin, globex)).toEqual({
      kind: 'organization',
      organizationId: globex,
    });
    const memberAndPlatformAdmin = { ...member, platformRole: 'admin' };
    expect(organizationInView(memberAndPlatformAdmin)).toEqual({
      kind: 'organization',
      organizationId: acme,
    });
    expect(organizationInView(memberAndPlatformAdmin, globex)).toEqual({
      kind: 'organization',
      organizationId: globex,
    });
  });
});

describe('the platform view', () => {
  const acme = 'a'.repeat(24);
  const globex = 'b'.repeat(24);
  it('is a platform admin looking at an organization not his own, and nobody else', () => {
    const platformAdmin = { accountType: 'individual', platformRole: 'super_admin' };
    expect(isPlatformView(platformAdmin, globex)).toBe(true);
    expect(isPlatformView(platformAdmin, undefined)).toBe(false);
    const memberAndPlatformAdmin = { organizationId: acme, platformRole: 'admin' };
    expect(isPlatformView(memberAndPlatformAdmin, globex)).toBe(true);
    expect(isPlatformView(memberAndPlatformAdmin, acme)).toBe(false);
    const orgAdmin = { organizationId: acme, orgRole: 'org_admin', isOrgAdmin: true };
    expect(isPlatformView(orgAdmin, acme)).toBe(false);
    expect(isPlatformView(orgAdmin, globex)).toBe(false);
    expect(isPlatformView(null, globex)).toBe(false);
  });
});
