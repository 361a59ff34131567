import { canViewAnalyticsOf, type User, visibleOrgNavItems } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/network';

const ORG = '64b7f0c2a1b2c3d4e5f60799';
const inOrganization = (overrides: Partial<User>) =>
  makeUser({ accountType: 'organization', organizationId: ORG, ...overrides });

// /org/analytics is guarded by the 'analytics' navigation item's rule; the server by analyticsScopeOf. The two
// must agree for every organization role, or the screen would open on a 403 (or hide what the server serves).
describe("the /org/analytics item's rule agrees with the analytics scope rule", () => {
  it.each([
    ['an organization admin', inOrganization({ orgRole: 'org_admin', isOrgAdmin: true }), true],
    ['a department manager', inOrganization({ orgRole: 'dept_manager', isDeptManager: true }), true],
    ['an enterprise admin', inOrganization({ orgRole: 'enterprise_admin' }), true],
    ['a plain member', inOrganization({ orgRole: 'member' }), false],
  ])('%s', (_who, user, allowed) => {
    const itemShown = visibleOrgNavItems(user).some((item) => item.key === 'analytics');
    expect(itemShown).toBe(allowed);
    expect(canViewAnalyticsOf(user)).toBe(allowed);
  });

  it('leaves platform admins to /reports (?organization=<id>): the item is for the roles of spec 6.3', () => {
    const platformAdmin = inOrganization({ platformRole: 'admin', role: 'admin', orgRole: 'member' });
    expect(visibleOrgNavItems(platformAdmin).some((item) => item.key === 'analytics')).toBe(false);
    expect(canViewAnalyticsOf(platformAdmin)).toBe(true);
  });
});
