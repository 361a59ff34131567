import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsExportName, analyticsExportPath, exportAnalytics, fetchAnalytics } from './analytics';
import { ApiError } from './errors';
import { createFakeApi, fakeClient } from './test-support';

const api = createFakeApi();
const client = () => fakeClient(api);

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

const PROJECT = `${'0'.repeat(23)}2`;
const answer = {
  scope: { kind: 'organization', organizationId: 'o1', organizationName: 'Acme', departmentIds: [] },
  range: { from: '2026-09-07', to: '2026-11-26' },
  options: { projects: [{ _id: PROJECT, title: 'Website' }], departments: [], teams: [] },
  throughput: [{ weekStart: '2026-11-23', completed: 3 }],
  createdVsCompleted: [{ weekStart: '2026-11-23', created: 4, completed: 3 }],
  cumulativeFlow: [{ date: '2026-11-26', todo: 1, 'in-progress': 2, review: 0, done: 3 }],
  burn: null,
  cycleTime: { medianDays: 3, p85Days: 4.4, count: 3 },
  leadTime: { medianDays: 10.5, p85Days: 12.1, count: 4 },
  workload: [{ userId: 'u1', name: 'Jordan Lee', open: 2, overdue: 1 }],
  overdueAgeing: [
    { bucket: '1–7 days', count: 1 },
    { bucket: '8–14 days', count: 0 },
    { bucket: '15–30 days', count: 0 },
    { bucket: 'Over 30 days', count: 0 },
  ],
};

describe('the analytics calls', () => {
  it('fetches the figures with the filters in the query string, checked against the schema', async () => {
    api.on('GET /analytics', [200, { success: true, data: answer }]);
    const figures = await fetchAnalytics(client(), {
      from: '2026-09-07',
      projectId: PROJECT,
      teamId: undefined,
    });
    expect(figures.cycleTime).toEqual({ medianDays: 3, p85Days: 4.4, count: 3 });
    expect(api.seen[0]?.query).toEqual({ from: '2026-09-07', projectId: PROJECT });
    expect(api.seen[0]?.headers.get('authorization')).toBe('Bearer t.o.k');
  });

  it('refuses an answer that does not match the schema', async () => {
    api.on('GET /analytics', [200, { success: true, data: { ...answer, throughput: 'many' } }]);
    await expect(fetchAnalytics(client())).rejects.toBeInstanceOf(Error);
  });

  it('downloads an export as a blob, with its format and the filters', async () => {
    api.on('GET /analytics/export', [200, 'Reports & Analytics\r\n', 'text/csv']);
    const blob = await exportAnalytics(client(), 'csv', { projectId: PROJECT });
    expect(await blob.text()).toBe('Reports & Analytics\r\n');
    expect(`${api.seen[0]?.path}${api.seen[0]?.search}`).toBe(
      `/analytics/export?projectId=${PROJECT}&format=csv`,
    );
    expect(analyticsExportPath('xlsx', { from: '2026-10-01' })).toBe(
      'analytics/export?from=2026-10-01&format=xlsx',
    );
    expect(analyticsExportName('xlsx', {}, new Date('2026-11-26T12:00:00Z'))).toBe(
      'analytics-2026-09-07-to-2026-11-26.xlsx',
    );
  });

  it("turns a refusal into the server's message", async () => {
    api.on('GET /analytics', [
      403,
      {
        success: false,
        error: 'You do not have permission to view analytics',
      },
    ]);
    const failure = await fetchAnalytics(client()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect((failure as ApiError).message).toBe('You do not have permission to view analytics');
  });
});
