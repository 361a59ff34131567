// @vitest-environment jsdom
import type { ActivityEntry, OnlineUser, Organization, OrganizationDashboard } from '@app/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testId } from '../test-support';
import {
  useLiveOrganization,
  useLiveOrganizationOnline,
  useLiveOrganizationStats,
} from './organization-live';
import { organizationQueryKeys } from './organizations';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';

const acme: Organization = {
  _id: testId(1),
  name: 'Acme Corporation',
  domain: 'acme.example',
  isActive: true,
  subscriptionTier: 'enterprise',
  branding: { primaryColor: '#047857' },
};
const globex: Organization = { ...acme, _id: testId(2), name: 'Globex', domain: 'globex.example' };
const currentKey = organizationQueryKeys.current(testId(50));

let bed: RealtimeTestbed;

beforeEach(() => {
  vi.useFakeTimers();
  bed = realtimeTestbed();
});
afterEach(() => {
  cleanup();
  bed.stop();
  vi.useRealTimers();
});

async function emit(payload: Organization) {
  act(() => bed.server.emit('organization_updated', payload));
  await advance(0);
}

describe('useLiveOrganization', () => {
  it("restyles at once: the member's cached organization takes the new branding from the socket", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(currentKey, acme);
    queryClient.setQueryData(organizationQueryKeys.detail(acme._id), acme);
    renderHook(() => useLiveOrganization(), { wrapper: realtimeProviderFor(queryClient, bed.realtime) });
    act(() => bed.realtime.connect());
    await advance();

    const rebranded = { ...acme, branding: { primaryColor: '#7C3AED' } };
    await emit(rebranded);
    expect(queryClient.getQueryData(currentKey)).toEqual(rebranded);
    expect(queryClient.getQueryData(organizationQueryKeys.detail(acme._id))).toEqual(rebranded);

    // Another organization's update neither replaces the member's own nor adds what was not cached.
    await emit(globex);
    expect(queryClient.getQueryData(currentKey)).toEqual(rebranded);
    expect(queryClient.getQueryData(organizationQueryKeys.detail(globex._id))).toBeUndefined();
  });
});

const statsKey = organizationQueryKeys.stats(acme._id);

function entry(n: number): ActivityEntry {
  return {
    id: `a${n}`,
    type: 'department_created',
    message: `Department ${n} was created`,
    userName: 'Olivia Admin',
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  };
}

const dashboard: OrganizationDashboard = {
  members: 9,
  departments: 3,
  teams: 2,
  projects: {
    total: 4,
    byStatus: { planning: 0, active: 4, 'on-hold': 0, completed: 0, cancelled: 0 },
  },
  tasks: { total: 10, byStatus: { todo: 10, 'in-progress': 0, review: 0, done: 0 }, overdue: 1 },
  activeMembersLast7Days: 3,
  membersByRole: { member: 7, dept_manager: 1, enterprise_admin: 0, org_admin: 1 },
  projectsByDepartment: [],
  recentActivity: Array.from({ length: 20 }, (_, index) => entry(20 - index)),
};

describe('useLiveOrganizationStats', () => {
  async function mounted() {
    const queryClient = testQueryClient();
    queryClient.setQueryData(statsKey, dashboard);
    renderHook(() => useLiveOrganizationStats(acme._id), {
      wrapper: realtimeProviderFor(queryClient, bed.realtime),
    });
    act(() => bed.realtime.connect());
    await advance();
    return queryClient;
  }

  it('puts a new feed entry on top at once, keeps 20, and marks the figures for a refetch', async () => {
    const queryClient = await mounted();
    act(() => bed.server.emit('activity_update', entry(21)));
    await advance(0);
    const feed = queryClient.getQueryData<OrganizationDashboard>(statsKey)?.recentActivity ?? [];
    expect(feed).toHaveLength(20);
    expect(feed[0]?.id).toBe('a21');
    expect(feed.at(-1)?.id).toBe('a2');
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(true);
  });

  it.each([
    [
      'member_update',
      { action: 'role_changed', userId: testId(7), userName: 'Jordan', organizationId: acme._id },
    ],
    ['dashboard_update', { type: 'organization_structure', data: null }],
  ] as const)('refetches the figures on %s', async (event, payload) => {
    const queryClient = await mounted();
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(false);
    act(() => bed.server.emit(event, payload));
    await advance(0);
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(true);
  });
});

describe('useLiveOrganizationOnline', () => {
  const onlineKey = organizationQueryKeys.online(acme._id);
  const olivia: OnlineUser = { userId: testId(10), userName: 'Olivia Admin' };
  const jordan: OnlineUser = { userId: testId(11), userName: 'Jordan Lee' };
  const presence = (user: OnlineUser, online: boolean, organizationId = acme._id) => ({
    ...user,
    organizationId,
    online,
  });

  it("adds a member who came online (once, by name) and removes one who left; another organization's is ignored", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(onlineKey, [olivia]);
    renderHook(() => useLiveOrganizationOnline(acme._id), {
      wrapper: realtimeProviderFor(queryClient, bed.realtime),
    });
    act(() => bed.realtime.connect());
    await advance();

    act(() => bed.server.emit('organization_presence', presence(jordan, true)));
    await advance(0);
    expect(queryClient.getQueryData(onlineKey)).toEqual([jordan, olivia]);
    // A second tab tells it again: still once.
    act(() => bed.server.emit('organization_presence', presence(jordan, true)));
    await advance(0);
    expect(queryClient.getQueryData(onlineKey)).toEqual([jordan, olivia]);

    act(() => bed.server.emit('organization_presence', presence(olivia, false, globex._id)));
    await advance(0);
    expect(queryClient.getQueryData(onlineKey)).toEqual([jordan, olivia]);

    act(() => bed.server.emit('organization_presence', presence(jordan, false)));
    await advance(0);
    expect(queryClient.getQueryData(onlineKey)).toEqual([olivia]);
  });
});
