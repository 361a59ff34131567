import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDashboard, localCalendarDay } from './dashboard';
import { createFakeApi, fakeClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const dashboard = {
  projects: {
    total: 3,
    byStatus: { planning: 1, active: 1, 'on-hold': 0, completed: 1, cancelled: 0 },
  },
  tasks: {
    total: 7,
    byStatus: { todo: 3, 'in-progress': 2, review: 1, done: 1 },
    overdue: 1,
    dueThisWeek: 2,
  },
  averageProgress: 42,
  performance: { completionRate: 14, onTimeRate: 100, tasksCompletedThisWeek: 1 },
  myNextTasks: [],
  recentActivity: [
    {
      id: 'a1',
      type: 'task_completed',
      message: 'Ada completed Wireframes',
      timestamp: '2026-02-01T10:00:00.000Z',
    },
  ],
};

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

describe('dashboard', () => {
  it("asks for the caller's day and reads the counts", async () => {
    api.on('GET /dashboard', [200, { success: true, data: dashboard }]);
    await expect(getDashboard(client, { today: '2026-02-03' })).resolves.toEqual(dashboard);
    await getDashboard(client);
    expect(api.seen.map((request) => request.search)).toEqual(['?today=2026-02-03', '']);
  });

  it('refuses counts of the wrong shape', async () => {
    api.on('GET /dashboard', [200, { success: true, data: { ...dashboard, averageProgress: -1 } }]);
    await expect(getDashboard(client)).rejects.toThrow('Unexpected answer from the server for GET dashboard');
  });

  it('names the local calendar day, not the UTC one', () => {
    expect(localCalendarDay(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(localCalendarDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
