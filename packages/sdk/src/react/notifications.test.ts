// @vitest-environment jsdom
import type { Notification, NotificationList } from '@app/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchNotificationsAfter } from '../notifications';
import { dropConnections } from '../realtime-test-support';
import { createFakeApi, deferred, fakeClient, type Reply } from '../test-support';
import {
  notificationQueryKeys,
  useClearNotifications,
  useLiveNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './notifications';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const notification = (n: number, read = false): Notification => ({
  id: String(n),
  type: 'task_update',
  title: `Notification ${n}`,
  message: 'Task moved to Done',
  read,
  timestamp: '2026-01-05T08:00:00.000Z',
});
const list = (data: Notification[], unreadCount: number, limit = 50): NotificationList => ({
  success: true,
  data,
  pagination: { page: 1, limit, total: data.length, pages: 1 },
  unreadCount,
});
const ids = (value: NotificationList | undefined) => value?.data.map((item) => item.id);

let bed: RealtimeTestbed;

// The answer schemas load with the first call; the fake clock below does not wait for a module to load, so they
// are loaded before the first test.
beforeAll(async () => {
  await import('../schemas/work');
});

beforeEach(() => {
  vi.useFakeTimers();
  api.reset();
  bed = realtimeTestbed((afterId) => fetchNotificationsAfter(client, afterId));
});
afterEach(() => {
  cleanup();
  bed.stop();
  vi.useRealTimers();
  expect(api.unexpected).toEqual([]);
});

function render<T>(hook: () => T, queryClient = testQueryClient()) {
  const rendered = renderHook(hook, { wrapper: realtimeProviderFor(queryClient, bed.realtime) });
  return { ...rendered, queryClient };
}

describe('useLiveNotifications', () => {
  it('loads the newest 50, catches up after the newest at connection, and puts each new one on top once', async () => {
    api.on('GET /notifications', ({ query }) =>
      query.after === '2'
        ? [200, list([notification(3)], 0, 100)]
        : [200, list([notification(2), notification(1, true)], 1)],
    );
    const onNew = vi.fn();
    const { result } = render(() => useLiveNotifications(client, { onNew }));
    await advance();
    expect(ids(result.current.data)).toEqual(['2', '1']);

    act(() => bed.realtime.connect());
    await advance();
    expect(api.seen.map(({ query }) => query)).toEqual([{ limit: '50' }, { after: '2', limit: '100' }]);
    expect(ids(result.current.data)).toEqual(['3', '2', '1']);

    act(() => {
      bed.server.emit('new_notification', notification(4));
      bed.server.emit('new_notification', notification(4));
      bed.server.emit('new_notification', notification(3));
      bed.server.emit('new_notification', notification(2));
    });
    await advance(0);
    expect(ids(result.current.data)).toEqual(['4', '3', '2', '1']);
    expect(result.current.data).toMatchObject({ unreadCount: 3, pagination: { total: 4 } });
    expect(onNew.mock.calls.map(([item]) => item.id)).toEqual(['3', '4']);

    // Back after a drop: the catch-up asks after the newest seen, and finds nothing new.
    api.on('GET /notifications', [200, list([], 0, 100)]);
    act(() => dropConnections(bed.server));
    await advance(1010);
    expect(api.seen.at(-1)?.query).toEqual({ after: '4', limit: '100' });
    expect(onNew).toHaveBeenCalledTimes(2);
  });
});

describe('notification changes', () => {
  const seeded = () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(notificationQueryKeys.list(), list([notification(3), notification(2, true)], 5));
    return queryClient;
  };
  const cached = (queryClient: ReturnType<typeof testQueryClient>) =>
    queryClient.getQueryData<NotificationList>(notificationQueryKeys.list());

  it('marks one read at once and puts it back when the server refuses', async () => {
    const answer = deferred<Reply>();
    api.on('PUT /notifications/3/read', () => answer.promise);
    const { result, queryClient } = render(() => useMarkNotificationRead(client), seeded());

    act(() => result.current.mutate('3'));
    await advance(0);
    expect(cached(queryClient)).toMatchObject({
      data: [{ id: '3', read: true }, { id: '2' }],
      unreadCount: 4,
    });

    answer.resolve([500, { success: false, error: 'Could not mark the notification as read' }]);
    await advance(0);
    expect(result.current.error?.message).toBe('Could not mark the notification as read');
    expect(cached(queryClient)).toEqual(list([notification(3), notification(2, true)], 5));
  });

  it('marks all read and clears at once, then refreshes from the server', async () => {
    api.on('PUT /notifications/read-all', [
      200,
      { success: true, message: 'All notifications marked as read' },
    ]);
    api.on('DELETE /notifications', [200, { success: true, message: 'Notifications cleared' }]);
    const { result, queryClient } = render(
      () => ({ readAll: useMarkAllNotificationsRead(client), clear: useClearNotifications(client) }),
      seeded(),
    );

    act(() => result.current.readAll.mutate());
    await advance(0);
    expect(cached(queryClient)?.data.every((item) => item.read)).toBe(true);
    expect(cached(queryClient)?.unreadCount).toBe(0);
    await advance();

    act(() => result.current.clear.mutate());
    await advance(0);
    expect(cached(queryClient)).toMatchObject({ data: [], unreadCount: 0, pagination: { total: 0 } });
    await advance();
    expect(result.current.clear.isSuccess).toBe(true);
    expect(queryClient.getQueryState(notificationQueryKeys.list())?.isInvalidated).toBe(true);
  });
});
