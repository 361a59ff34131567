// @vitest-environment jsdom
import type { Organization, Paginated } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, fakeClient, person, testId } from '../test-support';
import { workQueryKeys } from './keys';
import {
  organizationQueryKeys,
  useChangeMemberRole,
  useCreateDepartment,
  useCurrentOrganization,
  useDeleteDepartment,
  useDeleteOrganization,
  useDepartments,
  useOrganizationMembers,
  useOrganizationStats,
  useRemoveMember,
  useTeams,
  useUpdateOrganization,
  useUpdateTeam,
  useUploadOrganizationLogo,
} from './organizations';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const organizationId = testId(1);
const otherOrganizationId = testId(9);
const userId = testId(50);
const organization: Organization = {
  _id: organizationId,
  name: 'Acme Corporation',
  domain: 'acme.example',
  isActive: true,
  subscriptionTier: 'enterprise',
  branding: { primaryColor: '#047857' },
};
const departmentId = testId(2);
const member = {
  ...person(2),
  orgRole: 'member' as const,
  isOrgAdmin: false,
  isDeptManager: false,
  jobTitle: null,
  departmentId,
  departmentName: 'Engineering',
  managedDepartmentIds: [],
  createdAt: '2026-01-02T00:00:00.000Z',
};
const team = {
  _id: testId(4),
  organizationId,
  departmentId,
  name: 'Core Services',
  description: null,
  lead: null,
  members: [],
  createdAt: '2026-01-03T00:00:00.000Z',
};
const page = <T>(data: T[]): Paginated<T> => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total: data.length, pages: 1 },
});
const done = (message: string) => [200, { success: true, message }] as const;

const keys = {
  current: organizationQueryKeys.current(userId),
  detail: organizationQueryKeys.detail(organizationId),
  list: organizationQueryKeys.list({}),
  stats: organizationQueryKeys.stats(organizationId),
  departments: organizationQueryKeys.departments(organizationId),
  members: organizationQueryKeys.members(organizationId, { role: 'member' }),
  teams: organizationQueryKeys.teams(organizationId, {}),
  otherStats: organizationQueryKeys.stats(otherOrganizationId),
  projects: workQueryKeys.projects.list({}),
  tasks: workQueryKeys.tasks.list({}),
};
type KeyName = keyof typeof keys;

function seededCache() {
  const queryClient = testQueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { seeded: true });
  queryClient.setQueryData(keys.current, organization);
  queryClient.setQueryData(keys.detail, organization);
  return queryClient;
}
/** Which seeded entries a mutation made stale ('removed' when it dropped them). */
function invalidated(queryClient: ReturnType<typeof testQueryClient>): KeyName[] {
  return (Object.keys(keys) as KeyName[]).filter(
    (name) => queryClient.getQueryState(keys[name])?.isInvalidated ?? true,
  );
}

beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  expect(api.unexpected).toEqual([]);
});

describe('organization queries', () => {
  it("loads the member's organization, the tree, a filtered member page, the teams and the statistics", async () => {
    api.on('GET /organizations/current', [200, { success: true, data: organization }]);
    api.on(`GET /organizations/${organizationId}/departments`, [200, { success: true, data: [] }]);
    api.on(`GET /organizations/${organizationId}/users`, [200, page([member])]);
    api.on(`GET /organizations/${organizationId}/teams`, [200, page([team])]);
    api.on(`GET /organizations/${organizationId}/stats`, [
      200,
      {
        success: true,
        data: {
          members: 1,
          departments: 0,
          teams: 1,
          projects: {
            total: 0,
            byStatus: { planning: 0, active: 0, 'on-hold': 0, completed: 0, cancelled: 0 },
          },
          tasks: { total: 0, byStatus: { todo: 0, 'in-progress': 0, review: 0, done: 0 }, overdue: 0 },
          activeMembersLast7Days: 0,
          membersByRole: { member: 1, dept_manager: 0, enterprise_admin: 0, org_admin: 0 },
          projectsByDepartment: [],
          recentActivity: [],
        },
      },
    ]);
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({
        current: useCurrentOrganization(client, userId),
        departments: useDepartments(client, organizationId),
        members: useOrganizationMembers(client, organizationId, { role: 'member', search: '  ' }),
        teams: useTeams(client, organizationId, { departmentId }),
        stats: useOrganizationStats(client, organizationId),
      }),
      { wrapper: providerFor(queryClient) },
    );
    await waitFor(() => expect(result.current.current.data).toEqual(organization));
    await waitFor(() => expect(result.current.members.data?.data).toEqual([member]));
    await waitFor(() => expect(result.current.teams.data?.data).toEqual([team]));
    await waitFor(() => expect(result.current.departments.data).toEqual([]));
    await waitFor(() => expect(result.current.stats.data?.teams).toBe(1));
    // The member list is keyed by what it sends: the blank search is neither sent nor part of the key.
    expect(queryClient.getQueryData(keys.members)).toEqual(page([member]));
    expect(api.seen.find((request) => request.path.endsWith('/users'))?.query).toEqual({ role: 'member' });
  });

  it('asks for nothing while there is no user or no organization id', async () => {
    const { result } = renderHook(
      () => ({
        current: useCurrentOrganization(client, undefined),
        departments: useDepartments(client, undefined),
        members: useOrganizationMembers(client, undefined),
      }),
      { wrapper: providerFor(testQueryClient()) },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.current.fetchStatus).toBe('idle');
    expect(api.seen).toEqual([]);
  });
});

describe('organization mutations', () => {
  it("an update replaces the organization where it is cached, the member's own included (its branding restyles)", async () => {
    const rebranded = { ...organization, branding: { primaryColor: '#7C3AED' } };
    api.on(`PUT /organizations/${organizationId}`, [200, { success: true, data: rebranded }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useUpdateOrganization(client), { wrapper: providerFor(queryClient) });
    await act(() =>
      result.current.mutateAsync({ id: organizationId, payload: { branding: { primaryColor: '#7C3AED' } } }),
    );
    expect(queryClient.getQueryData(keys.current)).toEqual(rebranded);
    expect(queryClient.getQueryData(keys.detail)).toEqual(rebranded);
    expect(invalidated(queryClient)).toEqual(['list']);
  });

  it("leaves another organization's cached current entry alone", async () => {
    const other = { ...organization, _id: otherOrganizationId, name: 'Globex' };
    api.on(`PUT /organizations/${otherOrganizationId}/logo`, [200, { success: true, data: other }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useUploadOrganizationLogo(client, otherOrganizationId), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync(new Blob(['x'], { type: 'image/png' })));
    expect(queryClient.getQueryData(keys.current)).toEqual(organization);
    expect(queryClient.getQueryData(organizationQueryKeys.detail(otherOrganizationId))).toEqual(other);
  });

  it('a deleted organization drops everything cached under it', async () => {
    api.on(`DELETE /organizations/${organizationId}`, done('Organization deleted'));
    const queryClient = seededCache();
    const { result } = renderHook(() => useDeleteOrganization(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync(organizationId));
    expect(queryClient.getQueryData(keys.detail)).toBeUndefined();
    expect(queryClient.getQueryData(keys.stats)).toBeUndefined();
    expect(queryClient.getQueryData(keys.otherStats)).toEqual({ seeded: true });
    expect(invalidated(queryClient)).toEqual(['detail', 'list', 'stats', 'departments', 'members', 'teams']);
  });

  it("a department change refreshes that organization's tree, statistics, members and teams", async () => {
    api.on('POST /organizations/departments', [
      201,
      {
        success: true,
        data: {
          _id: departmentId,
          organizationId,
          parentId: null,
          name: 'Engineering',
          description: null,
          managers: [],
          memberCount: 0,
          teamCount: 0,
          projectCount: 0,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      },
    ]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useCreateDepartment(client, organizationId), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync({ name: 'Engineering' }));
    expect(invalidated(queryClient)).toEqual(['stats', 'departments', 'members', 'teams']);
  });

  it('a deleted department also refreshes the projects (they lose it)', async () => {
    api.on(`DELETE /organizations/departments/${departmentId}`, done('Department deleted'));
    const queryClient = seededCache();
    const { result } = renderHook(() => useDeleteDepartment(client, organizationId), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync(departmentId));
    expect(invalidated(queryClient)).toEqual(['stats', 'departments', 'members', 'teams', 'projects']);
  });

  it('a role change refreshes the members, the statistics and the tree (managers)', async () => {
    api.on(`PUT /organizations/users/${member._id}/role`, [200, { success: true, data: member }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useChangeMemberRole(client, organizationId), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync({ userId: member._id, payload: { role: 'member' } }));
    expect(invalidated(queryClient)).toEqual(['stats', 'departments', 'members']);
  });

  it('a removal also refreshes the work data (their tasks lost their assignee)', async () => {
    api.on(`DELETE /organizations/users/${member._id}`, done('Member removed from the organization'));
    const queryClient = seededCache();
    const { result } = renderHook(() => useRemoveMember(client, organizationId), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync(member._id));
    expect(invalidated(queryClient)).toEqual([
      'stats',
      'departments',
      'members',
      'teams',
      'projects',
      'tasks',
    ]);
  });

  it("a team change refreshes the teams, the statistics and the tree's team counts", async () => {
    api.on(`PUT /organizations/teams/${team._id}`, [200, { success: true, data: team }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useUpdateTeam(client, organizationId), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync({ id: team._id, payload: { name: 'Core' } }));
    expect(invalidated(queryClient)).toEqual(['stats', 'departments', 'teams']);
  });

  it("a refused change leaves the cache alone and hands the server's message to the caller", async () => {
    api.on('POST /organizations/departments', [
      403,
      { success: false, error: 'Insufficient permissions to create departments' },
    ]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useCreateDepartment(client, organizationId), {
      wrapper: providerFor(queryClient),
    });
    await expect(act(() => result.current.mutateAsync({ name: 'Sales' }))).rejects.toMatchObject({
      status: 403,
      message: 'Insufficient permissions to create departments',
    });
    expect(invalidated(queryClient)).toEqual([]);
  });
});
