import type { Notification } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearNotifications,
  fetchNotificationsAfter,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications';
import { createFakeApi, fakeClient, testId } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const notification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: String(n),
  type: 'task_update',
  title: `Notification ${n}`,
  message: 'Task moved to Done',
  read: false,
  timestamp: '2026-01-05T08:00:00.000Z',
  projectId: testId(1),
  taskId: testId(7),
  ...overrides,
});
const list = (
  data: Notification[],
  { page = 1, limit = 100, total = data.length, unreadCount = 0 } = {},
) => ({
  success: true,
  data,
  pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  unreadCount,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => notification(from + index));

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('notification calls', () => {
  it('lists a page, newest first, with the unread count of all', async () => {
    api.on('GET /notifications', [
      200,
      list([notification(2), notification(1)], { limit: 50, unreadCount: 7 }),
    ]);
    await expect(listNotifications(client, { limit: 50 })).resolves.toMatchObject({
      data: [{ id: '2' }, { id: '1' }],
      unreadCount: 7,
    });
    expect(api.seen[0]).toMatchObject({ method: 'GET', path: '/notifications', query: { limit: '50' } });
  });

  it('catches up page by page after an id until a page is not full', async () => {
    api.on('GET /notifications', ({ query }) => {
      const after = Number(query.after);
      const all = range(1, 230).filter((item) => Number(item.id) > after);
      return [200, list(all.slice(0, Number(query.limit)), { total: all.length })];
    });
    const found = await fetchNotificationsAfter(client, '5');
    expect(found.map((item) => item.id)).toEqual(range(6, 230).map((item) => item.id));
    expect(api.seen.map(({ query }) => query)).toEqual([
      { after: '5', limit: '100' },
      { after: '105', limit: '100' },
      { after: '205', limit: '100' },
    ]);
  });

  it('asks once more after a full last page and stops at the empty one', async () => {
    api.on('GET /notifications', ({ query }) => [200, list(query.after === '100' ? range(101, 200) : [])]);
    await expect(fetchNotificationsAfter(client, '100')).resolves.toHaveLength(100);
    expect(api.seen.map(({ query }) => query.after)).toEqual(['100', '200']);
  });

  it("asks for all of them with '0' (a client that has seen none)", async () => {
    api.on('GET /notifications', ({ query }) => [200, list(query.after === '0' ? range(1, 3) : [])]);
    const found = await fetchNotificationsAfter(client, '0');
    expect(found.map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(api.seen.map(({ query }) => query)).toEqual([{ after: '0', limit: '100' }]);
  });

  it('marks one or all read and clears them', async () => {
    api.on('PUT /notifications/3/read', [200, { success: true, data: notification(3, { read: true }) }]);
    api.on('PUT /notifications/read-all', [
      200,
      { success: true, message: 'All notifications marked as read' },
    ]);
    api.on('DELETE /notifications', [200, { success: true, message: 'Notifications cleared' }]);

    await expect(markNotificationRead(client, '3')).resolves.toMatchObject({ id: '3', read: true });
    await expect(markAllNotificationsRead(client)).resolves.toBeUndefined();
    await expect(clearNotifications(client)).resolves.toBeUndefined();
    expect(api.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /notifications/3/read',
      'PUT /notifications/read-all',
      'DELETE /notifications',
    ]);
  });

  it("carries the server's message on a refusal", async () => {
    api.on('PUT /notifications/9/read', [404, { success: false, error: 'Notification not found' }]);
    await expect(markNotificationRead(client, '9')).rejects.toMatchObject({
      status: 404,
      message: 'Notification not found',
    });
  });
});
