import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  editPlatformOrganization,
  getEnterpriseOverview,
  getPlatformFigures,
  listPlatformUsers,
  listSystemUsers,
  setPlatformOrganizationPlan,
  setPlatformOrganizationStatus,
  setPlatformRole,
  setUserStatus,
  switchOrganization,
} from './platform';
import { createFakeApi, fakeClient, testId } from './test-support';

// The platform console's, system users' and multi-organization dashboard's calls: what goes out, what comes back.

const api = createFakeApi();
const client = fakeClient(api);

const organizationId = testId(1);
const organization = {
  _id: organizationId,
  name: 'Acme Corporation',
  domain: 'acme.example',
  isActive: false,
  subscriptionTier: 'enterprise',
};
const adminUser = {
  _id: testId(2),
  name: 'Jordan Lee',
  email: 'jordan@acme.example',
  systemRole: 'user',
  platformRole: null,
  orgRole: 'member',
  organizationId,
  organizationName: 'Acme Corporation',
  status: 'disabled',
  lastLoginAt: null,
  createdAt: '2026-01-02T00:00:00.000Z',
};
const page = (data: unknown[]) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total: data.length, pages: 1 },
});
const sent = () => api.seen.map(({ method, path, json }) => ({ method, path, json }));

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('platform calls', () => {
  it('reads the figures and changes an organization', async () => {
    const figures = {
      onlineUsers: 1,
      activeOrganizations: 2,
      inactiveOrganizations: 1,
      totalUsers: 12,
      totalProjects: 6,
      totalTasks: 30,
    };
    api.on('GET /platform/stats', [200, { success: true, data: figures }]);
    api.on(`PUT /platform/organizations/${organizationId}`, [200, { success: true, data: organization }]);
    api.on(`PUT /platform/organizations/${organizationId}/status`, [
      200,
      { success: true, data: organization },
    ]);
    api.on(`PUT /platform/organizations/${organizationId}/plan`, [
      200,
      { success: true, data: organization },
    ]);
    await expect(getPlatformFigures(client)).resolves.toEqual(figures);
    await expect(
      editPlatformOrganization(client, organizationId, { subscriptionTier: 'enterprise' }),
    ).resolves.toEqual(organization);
    await expect(setPlatformOrganizationStatus(client, organizationId, { isActive: false })).resolves.toEqual(
      organization,
    );
    const trial = { plan: 'pro' as const, trialEndsAt: '2027-01-31T00:00:00.000Z' };
    await expect(setPlatformOrganizationPlan(client, organizationId, trial)).resolves.toEqual(organization);
    expect(sent().map((call) => call.json)).toEqual([
      undefined,
      { subscriptionTier: 'enterprise' },
      { isActive: false },
      trial,
    ]);
  });

  it('lists users and changes their platform role and status', async () => {
    api.on('GET /platform/users', [200, page([adminUser])]);
    api.on('GET /admin/users', [200, page([adminUser])]);
    api.on(`PUT /platform/users/${adminUser._id}/platform-role`, [200, { success: true, data: adminUser }]);
    api.on(`PUT /admin/users/${adminUser._id}/status`, [200, { success: true, data: adminUser }]);
    await expect(listPlatformUsers(client, { search: 'jor' })).resolves.toEqual(page([adminUser]));
    await expect(listSystemUsers(client, { page: 2 })).resolves.toEqual(page([adminUser]));
    await setPlatformRole(client, adminUser._id, { platformRole: null });
    await expect(setUserStatus(client, adminUser._id, { status: 'disabled' })).resolves.toEqual(adminUser);
    expect(api.seen.map(({ method, path, query, json }) => ({ method, path, query, json }))).toEqual([
      { method: 'GET', path: '/platform/users', query: { search: 'jor' }, json: undefined },
      { method: 'GET', path: '/admin/users', query: { page: '2' }, json: undefined },
      {
        method: 'PUT',
        path: `/platform/users/${adminUser._id}/platform-role`,
        query: {},
        json: { platformRole: null },
      },
      {
        method: 'PUT',
        path: `/admin/users/${adminUser._id}/status`,
        query: {},
        json: { status: 'disabled' },
      },
    ]);
  });

  it('reads the administered organizations and switches the current one', async () => {
    const overview = {
      organizations: [
        {
          ...organization,
          current: true,
          members: 8,
          projects: 5,
          openTasks: 11,
          overdueTasks: 3,
        },
      ],
      totals: { organizations: 1, members: 8, projects: 5, openTasks: 11, overdueTasks: 3 },
    };
    const user = {
      _id: testId(3),
      id: testId(3),
      name: 'Elena Ward',
      email: 'elena@globex.example',
      role: 'user',
      systemRole: 'user',
      orgRole: 'enterprise_admin',
      accountType: 'organization',
      organizationId,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    api.on('GET /enterprise/organizations', [200, { success: true, data: overview }]);
    api.on('PUT /organizations/current', [200, { success: true, data: user }]);
    await expect(getEnterpriseOverview(client)).resolves.toEqual(overview);
    await expect(switchOrganization(client, organizationId)).resolves.toMatchObject({ organizationId });
    expect(sent()[1]).toMatchObject({ method: 'PUT', json: { organizationId } });
  });
});
