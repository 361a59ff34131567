import { describe, expect, it } from 'vitest';
import { PERMISSION_MESSAGES } from './messages';
import {
  canDoOrgAction,
  decideMemberRemoval,
  decideOrgAction,
  decideRoleChange,
  grantableOrgRoles,
  type OrgActor,
  type OrgMemberTarget,
} from './org-policy';

const ORG = 'a'.repeat(24);
const OTHER_ORG = 'b'.repeat(24);
// Engineering > Platform; Marketing.
const ENG = '1'.repeat(24);
const PLATFORM = '2'.repeat(24);
const MARKETING = '3'.repeat(24);
const parents = new Map<string, string | null>([
  [ENG, null],
  [PLATFORM, ENG],
  [MARKETING, null],
]);

const admin: OrgActor = { _id: 'admin', organizationId: ORG, orgRole: 'org_admin', isOrgAdmin: true };
const admin2: OrgActor = { _id: 'admin2', organizationId: ORG, orgRole: 'org_admin', isOrgAdmin: true };
const dana: OrgActor = {
  _id: 'dana',
  organizationId: ORG,
  orgRole: 'dept_manager',
  isDeptManager: true,
  managedDepartmentIds: [ENG],
};
const member: OrgActor = { _id: 'member', organizationId: ORG, orgRole: 'member' };
const enterprise: OrgActor = { _id: 'ent', organizationId: ORG, orgRole: 'enterprise_admin' };
const otherAdmin: OrgActor = {
  _id: 'other',
  organizationId: OTHER_ORG,
  orgRole: 'org_admin',
  isOrgAdmin: true,
};
const platform: OrgActor = { _id: 'platform', platformRole: 'super_admin' };
const individual: OrgActor = { _id: 'ind', accountType: 'individual' };

const inOrg = (departmentId: string | null = null) => ({
  organizationId: ORG,
  departmentId,
  departmentParents: parents,
});
const person = (userId: string, role: string, departmentId: string | null = ENG): OrgMemberTarget => ({
  ...inOrg(departmentId),
  userId,
  role,
  isOrgAdmin: role === 'org_admin',
});

describe('decideOrgAction', () => {
  it('lets a platform admin do everything, in any organization', () => {
    expect(canDoOrgAction(platform, 'organization.delete', { organizationId: OTHER_ORG })).toBe(true);
    expect(canDoOrgAction(platform, 'organization.create', { organizationId: null })).toBe(true);
    expect(canDoOrgAction(platform, 'member.remove', inOrg(MARKETING))).toBe(true);
  });

  it('keeps the platform calls for platform admins', () => {
    for (const action of ['organization.create', 'organization.delete', 'organization.listAll'] as const) {
      expect(canDoOrgAction(admin, action, inOrg())).toBe(false);
    }
    expect(decideOrgAction(admin, 'organization.create', inOrg())).toEqual({
      allowed: false,
      reason: PERMISSION_MESSAGES.createOrganizations,
    });
  });

  it('lets an organization admin manage the whole organization, and nothing of another', () => {
    expect(canDoOrgAction(admin, 'organization.update', inOrg())).toBe(true);
    expect(canDoOrgAction(admin, 'department.create', inOrg(null))).toBe(true);
    expect(canDoOrgAction(admin, 'team.update', inOrg(MARKETING))).toBe(true);
    expect(canDoOrgAction(otherAdmin, 'organization.view', inOrg())).toBe(false);
    expect(decideOrgAction(otherAdmin, 'organization.update', inOrg())).toEqual({
      allowed: false,
      reason: PERMISSION_MESSAGES.updateOrganization,
    });
  });

  it('lets a department manager act in their department and its sub-departments only', () => {
    expect(canDoOrgAction(dana, 'department.create', inOrg(ENG))).toBe(true);
    expect(canDoOrgAction(dana, 'member.changeRole', inOrg(PLATFORM))).toBe(true);
    expect(canDoOrgAction(dana, 'team.create', inOrg(PLATFORM))).toBe(true);
    expect(canDoOrgAction(dana, 'team.create', inOrg(MARKETING))).toBe(false);
    // Organization-wide: a top-level department, the settings.
    expect(decideOrgAction(dana, 'department.create', inOrg(null))).toEqual({
      allowed: false,
      reason: PERMISSION_MESSAGES.createDepartments,
    });
    expect(canDoOrgAction(dana, 'organization.update', inOrg(ENG))).toBe(false);
    // The same department ids in another organization are not hers.
    expect(canDoOrgAction(dana, 'team.create', { ...inOrg(ENG), organizationId: OTHER_ORG })).toBe(false);
  });

  it('lets a member read the organization and do nothing administrative', () => {
    expect(canDoOrgAction(member, 'organization.view', inOrg())).toBe(true);
    for (const action of [
      'department.create',
      'member.view',
      'member.remove',
      'team.create',
      'organization.update',
    ] as const) {
      expect(canDoOrgAction(member, action, inOrg(ENG))).toBe(false);
    }
  });

  it('gives individuals and nobody signed in nothing', () => {
    expect(canDoOrgAction(individual, 'organization.view', inOrg())).toBe(false);
    expect(canDoOrgAction(null, 'organization.view', inOrg())).toBe(false);
  });

  it('stops at a cycle in a damaged tree', () => {
    const loop = new Map<string, string | null>([
      [PLATFORM, MARKETING],
      [MARKETING, PLATFORM],
    ]);
    expect(
      canDoOrgAction(dana, 'team.create', {
        organizationId: ORG,
        departmentId: PLATFORM,
        departmentParents: loop,
      }),
    ).toBe(false);
  });
});

describe('role grants', () => {
  const two = { orgAdminCount: 2 };
  const one = { orgAdminCount: 1 };

  it('decides by the requester’s own role, never the target’s', () => {
    // A member asking to change an admin gets nothing from the admin's rank.
    expect(decideRoleChange(member, person('admin', 'org_admin'), 'member', two)).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(decideRoleChange(member, person('m2', 'member'), 'member', two)).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(decideRoleChange(admin, person('m2', 'member'), 'dept_manager', two)).toEqual({ allowed: true });
  });

  it('grants no role above the requester’s own', () => {
    expect(decideRoleChange(dana, person('m2', 'member'), 'dept_manager', two)).toEqual({ allowed: true });
    expect(decideRoleChange(dana, person('m2', 'member'), 'org_admin', two)).toMatchObject({
      allowed: false,
      reason: 'You cannot grant a role above your own',
    });
    expect(grantableOrgRoles(dana)).toEqual(['member', 'dept_manager']);
    expect(grantableOrgRoles(member)).toEqual([]);
    expect(grantableOrgRoles(admin)).toEqual(['member', 'dept_manager', 'enterprise_admin', 'org_admin']);
  });

  it('lets only organization admins change another admin', () => {
    const enterpriseInEng: OrgActor = { ...enterprise, isDeptManager: true, managedDepartmentIds: [ENG] };
    expect(decideRoleChange(enterpriseInEng, person('admin2', 'org_admin'), 'member', two)).toMatchObject({
      allowed: false,
      reason: "Only organization admins can change another admin's role or membership",
    });
    expect(decideMemberRemoval(enterpriseInEng, person('admin2', 'org_admin'), two)).toMatchObject({
      allowed: false,
    });
    expect(decideRoleChange(admin, person('admin2', 'org_admin'), 'member', two)).toEqual({ allowed: true });
  });

  it('refuses changing someone whose role is above the requester’s', () => {
    expect(decideRoleChange(dana, person('ent', 'enterprise_admin'), 'member', two)).toMatchObject({
      allowed: false,
      reason: 'You cannot change someone whose role is above your own',
    });
  });

  it('lets nobody change their own role', () => {
    expect(decideRoleChange(admin, person('admin', 'org_admin'), 'member', two)).toMatchObject({
      allowed: false,
      reason: 'You cannot change your own role',
    });
    expect(decideMemberRemoval(admin, person('admin', 'org_admin'), two)).toMatchObject({ allowed: false });
  });

  it('never demotes or removes the last organization admin', () => {
    // Only a platform admin can reach the last admin (nobody changes their own role).
    expect(decideRoleChange(platform, person('admin', 'org_admin'), 'member', one)).toEqual({
      allowed: false,
      status: 409,
      reason: 'The last organization admin cannot be demoted',
    });
    expect(decideMemberRemoval(platform, person('admin', 'org_admin'), one)).toEqual({
      allowed: false,
      status: 409,
      reason: 'The last organization admin cannot be removed',
    });
    expect(decideRoleChange(platform, person('admin', 'org_admin'), 'org_admin', one)).toEqual({
      allowed: true,
    });
    expect(decideMemberRemoval(admin2, person('admin', 'org_admin'), two)).toEqual({ allowed: true });
  });

  it('keeps a department manager to their own department’s people', () => {
    expect(decideMemberRemoval(dana, person('m2', 'member', PLATFORM), two)).toEqual({ allowed: true });
    expect(decideMemberRemoval(dana, person('m3', 'member', MARKETING), two)).toMatchObject({
      allowed: false,
      status: 403,
    });
  });
});
