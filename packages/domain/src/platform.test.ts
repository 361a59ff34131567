import { describe, expect, it } from 'vitest';
import { HELP_ROLES, roleCapabilityMatrix } from './help';
import { SUBSCRIPTION_TIERS } from './organization';
import { hasPermission, mayManageUser, systemUsersScope } from './permissions';
import {
  administeredOrganizationIds,
  canSwitchOrganization,
  enterpriseTotals,
  isFutureTrialEnd,
  trialDayOf,
  trialEndOfDay,
} from './platform';
import { PLAN_OPTIONS } from './platform-screen-texts';

const platformAdmin = { id: 'p', platformRole: 'super_admin', systemRole: 'admin' };
const orgAdmin = {
  id: 'a',
  systemRole: 'admin',
  orgRole: 'org_admin',
  isOrgAdmin: true,
  organizationId: 'acme',
};
const enterpriseAdmin = { id: 'e', orgRole: 'enterprise_admin', organizationId: 'globex' };
const member = { id: 'm', orgRole: 'member', organizationId: 'acme' };

describe('system users (one rule for server and screen)', () => {
  it('scopes platform admins to everyone and an organization’s system admin to its people', () => {
    expect(systemUsersScope(platformAdmin)).toEqual({ kind: 'all' });
    expect(systemUsersScope(orgAdmin)).toEqual({ kind: 'organization', organizationId: 'acme' });
    expect(systemUsersScope(member)).toBeNull();
    expect(systemUsersScope({ ...orgAdmin, systemRole: 'user' })).toBeNull();
    expect(systemUsersScope(null)).toBeNull();
    expect(hasPermission(orgAdmin, 'canAdministerUsers')).toBe(true);
    expect(hasPermission(member, 'canAdministerUsers')).toBe(false);
  });

  it('lets an admin manage others in scope, never themselves nor a platform admin of the organization', () => {
    expect(mayManageUser(orgAdmin, { id: 'm', organizationId: 'acme' })).toBe(true);
    expect(mayManageUser(orgAdmin, { id: 'x', organizationId: 'globex' })).toBe(false);
    expect(mayManageUser(orgAdmin, { id: 'a', organizationId: 'acme' })).toBe(false);
    expect(mayManageUser(orgAdmin, { id: 'q', organizationId: 'acme', platformRole: 'admin' })).toBe(false);
    expect(mayManageUser(platformAdmin, { id: 'x', organizationId: 'globex' })).toBe(true);
  });
});

describe('the multi-organization dashboard', () => {
  it('administers one’s own organization and those granted, and switches only to them', () => {
    expect(administeredOrganizationIds(enterpriseAdmin, ['acme', 'globex'])).toEqual(['globex', 'acme']);
    expect(administeredOrganizationIds(member, [])).toEqual([]);
    expect(canSwitchOrganization(enterpriseAdmin, 'acme', ['acme'])).toBe(true);
    expect(canSwitchOrganization(enterpriseAdmin, 'initech', ['acme'])).toBe(false);
    expect(canSwitchOrganization(member, 'globex', [])).toBe(false);
    expect(canSwitchOrganization(platformAdmin, 'initech', [])).toBe(true);
  });

  it('adds the figures up', () => {
    const row = {
      _id: 'x',
      name: 'X',
      domain: 'x.test',
      isActive: true,
      subscriptionTier: 'free',
      current: false,
    };
    const totals = enterpriseTotals([
      { ...row, members: 2, projects: 1, openTasks: 3, overdueTasks: 1 },
      { ...row, members: 5, projects: 2, openTasks: 4, overdueTasks: 0 },
    ]);
    expect(totals).toEqual({ organizations: 2, members: 7, projects: 3, openTasks: 7, overdueTasks: 1 });
  });
});

describe('help and plans', () => {
  it('derives the role table from the permission rules', () => {
    const matrix = roleCapabilityMatrix();
    const row = (permission: string) => matrix.find((entry) => entry.permission === permission)?.allowed;
    expect(row('canManageAllOrganizations')).toEqual(
      Object.fromEntries(HELP_ROLES.map((role) => [role.id, role.id === 'platform_admin'])),
    );
    expect(row('canViewEnterprise')).toMatchObject({
      enterprise_admin: true,
      org_admin: false,
      member: false,
    });
    expect(row('canCreateProjects')).toMatchObject({ individual: true, member: true });
  });

  it('offers every plan of SUBSCRIPTION_TIERS', () => {
    expect(PLAN_OPTIONS.map((option) => option.value)).toEqual([...SUBSCRIPTION_TIERS]);
  });
});

describe('billing support (plan and trial end)', () => {
  const now = new Date('2026-12-06T12:00:00.000Z');
  it('takes a trial end only after now', () => {
    expect(isFutureTrialEnd('2026-12-06T12:00:01.000Z', now)).toBe(true);
    expect(isFutureTrialEnd('2026-12-06T12:00:00.000Z', now)).toBe(false);
    expect(isFutureTrialEnd('2026-12-01T00:00:00.000Z', now)).toBe(false);
    expect(isFutureTrialEnd('not a date', now)).toBe(false);
  });
  it('reads a picked day as the end of that day, and a stored end back as its day', () => {
    const end = trialEndOfDay('2027-01-31');
    expect(trialDayOf(end)).toBe('2027-01-31');
    expect(new Date(end).getHours()).toBe(23);
    expect(trialDayOf(null)).toBe('');
  });
});
