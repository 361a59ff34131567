// @vitest-environment jsdom
import { DASHBOARD_ACTIVITY_INTERVAL_MS, type Dashboard } from '@app/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onClientEvent } from '../realtime-test-support';
import { createFakeApi, fakeClient } from '../test-support';
import { useDashboard, useDashboardActivity, usePersonalLiveDashboard } from './dashboard';
import { workQueryKeys } from './keys';
import { useLiveWorkUpdates } from './realtime';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);
const today = '2026-02-03';

const dashboard: Dashboard = {
  projects: { total: 1, byStatus: { planning: 1, active: 0, 'on-hold': 0, completed: 0, cancelled: 0 } },
  tasks: {
    total: 2,
    byStatus: { todo: 2, 'in-progress': 0, review: 0, done: 0 },
    overdue: 1,
    dueThisWeek: 1,
  },
  averageProgress: 0,
  myNextTasks: [],
  recentActivity: [],
  performance: { completionRate: 0, onTimeRate: 0, tasksCompletedThisWeek: 0 },
};
const personal = { scope: { kind: 'personal' }, today };
const taskStats = { total: 2, todo: 1, inProgress: 0, review: 0, done: 1, overdue: 0, dueThisWeek: 1 };

let bed: RealtimeTestbed;
let received: { event: string; payload: unknown }[];

beforeAll(async () => {
  // The schemas load with the first live figure; loaded once here so each test's clock need not wait for it.
  await import('../schemas/work');
});
beforeEach(() => {
  vi.useFakeTimers();
  api.reset();
  bed = realtimeTestbed();
  received = [];
  for (const event of ['join_dashboard', 'refresh_dashboard', 'dashboard_activity']) {
    onClientEvent(bed.server, event, (...args) => {
      const ack = args.at(-1);
      if (typeof ack === 'function') ack({ ok: true });
      received.push({ event, payload: typeof args[0] === 'function' ? undefined : args[0] });
    });
  }
});
afterEach(() => {
  cleanup();
  bed.stop();
  vi.useRealTimers();
  expect(api.unexpected).toEqual([]);
});

function render<T>(hook: () => T) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(workQueryKeys.dashboard.detail(today), dashboard);
  const rendered = renderHook(hook, { wrapper: realtimeProviderFor(queryClient, bed.realtime) });
  const cached = () => queryClient.getQueryData<Dashboard>(workQueryKeys.dashboard.detail(today));
  return { ...rendered, queryClient, cached };
}

async function connected() {
  act(() => bed.realtime.connect());
  await advance();
}

/** A server event, then the schema check and the cache's batched notifications. */
async function serverSends(event: string, payload: unknown) {
  act(() => bed.server.emit(event, payload));
  await advance(0);
  await advance(0);
}

describe('usePersonalLiveDashboard', () => {
  it("joins the dashboard room with the dashboard's day while mounted", async () => {
    const { unmount } = render(() => usePersonalLiveDashboard(today));
    await connected();
    expect(received).toEqual([{ event: 'join_dashboard', payload: { today } }]);
    unmount();
    expect(bed.roomEvents).toEqual(['join_dashboard', 'leave_dashboard']);
  });

  it('writes the figures of the socket into the cached dashboard, without a fetch', async () => {
    const { cached } = render(() => usePersonalLiveDashboard(today));
    await connected();

    await serverSends('task_stats_update', { ...personal, ...taskStats });
    expect(cached()?.tasks).toEqual({
      total: 2,
      byStatus: { todo: 1, 'in-progress': 0, review: 0, done: 1 },
      overdue: 0,
      dueThisWeek: 1,
    });

    await serverSends('project_stats_update', {
      ...personal,
      total: 2,
      planning: 0,
      active: 1,
      onHold: 0,
      completed: 1,
      cancelled: 0,
      averageProgress: 50,
    });
    expect(cached()?.projects).toEqual({
      total: 2,
      byStatus: { planning: 0, active: 1, 'on-hold': 0, completed: 1, cancelled: 0 },
    });
    expect(cached()?.averageProgress).toBe(50);

    await serverSends('performance_update', {
      ...personal,
      completionRate: 50,
      onTimeRate: 100,
      tasksCompletedThisWeek: 1,
    });
    expect(cached()?.performance).toEqual({ completionRate: 50, onTimeRate: 100, tasksCompletedThisWeek: 1 });
    expect(api.seen).toEqual([]);
  });

  it('ignores figures of another scope or day, and malformed ones, without failing', async () => {
    const { cached } = render(() => usePersonalLiveDashboard(today));
    await connected();
    const organization = { kind: 'organization', organizationId: '0123456789abcdef01234567' };
    await serverSends('task_stats_update', { ...taskStats, scope: organization, today });
    await serverSends('task_stats_update', { ...personal, ...taskStats, today: '2026-02-04' });
    await serverSends('task_stats_update', { ...personal, ...taskStats, done: -1 });
    await serverSends('task_stats_update', null);
    await serverSends('performance_update', { ...personal, completionRate: 'all' });
    expect(cached()).toEqual(dashboard);
  });

  it('refreshes through the socket and a refetch, and says so until both came', async () => {
    let answer: (() => void) | undefined;
    api.on(
      'GET /dashboard',
      () =>
        new Promise((resolve) => {
          answer = () => resolve([200, { success: true, data: { ...dashboard, averageProgress: 10 } }]);
        }),
    );
    const { result, cached } = render(() => {
      useDashboard(client, today);
      return usePersonalLiveDashboard(today);
    });
    await connected();
    expect(result.current.refreshing).toBe(false);

    act(() => result.current.refresh());
    expect(result.current.refreshing).toBe(true);
    // A second press while it runs is the same wish.
    act(() => result.current.refresh());
    await advance();
    expect(received.filter(({ event }) => event === 'refresh_dashboard')).toEqual([
      { event: 'refresh_dashboard', payload: { today } },
    ]);
    expect(result.current.refreshing).toBe(true);

    await act(async () => answer?.());
    await advance();
    expect(result.current.refreshing).toBe(false);
    expect(cached()?.averageProgress).toBe(10);
    expect(api.seen.map((request) => request.search)).toEqual([`?today=${today}`]);
  });
});

describe('the dashboard after a change elsewhere', () => {
  it('is fetched once for the several events of one change', async () => {
    api.on('GET /dashboard', [200, { success: true, data: dashboard }]);
    const queryClient = testQueryClient();
    renderHook(
      () => {
        useDashboard(client, today);
        useLiveWorkUpdates();
      },
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    await connected();
    expect(api.seen).toHaveLength(1);

    const change = { taskId: '0123456789abcdef01234567', projectId: null, title: 'T' };
    act(() => {
      bed.server.emit('task_status_changed', { ...change, previousStatus: 'todo', status: 'done' });
      bed.server.emit('task:status_changed', { ...change, previousStatus: 'todo', status: 'done' });
      bed.server.emit('dashboard_update', { type: 'task_deleted', data: {} });
    });
    await advance();
    await advance();
    expect(api.seen).toHaveLength(2);
  });
});

describe('useDashboardActivity', () => {
  const activities = () => received.filter(({ event }) => event === 'dashboard_activity');

  it('tells the server when the user is active, at most once per interval', async () => {
    render(() => useDashboardActivity());
    await connected();
    expect(activities()).toHaveLength(1);
    const first = activities()[0]?.payload as { timestamp: string };
    // Sent when the connection came, within the last step of the clock.
    expect(Date.now() - Date.parse(first.timestamp)).toBeLessThanOrEqual(10);

    await advance(1000);
    act(() => window.dispatchEvent(new Event('keydown')));
    await advance();
    expect(activities()).toHaveLength(1);

    await advance(DASHBOARD_ACTIVITY_INTERVAL_MS);
    expect(activities()).toHaveLength(1);
    act(() => window.dispatchEvent(new Event('pointerdown')));
    await advance();
    expect(activities()).toHaveLength(2);
  });
});
