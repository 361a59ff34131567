// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeClient } from '../test-support';
import { analyticsQueryKeys, useAnalytics, useExportAnalytics } from './analytics';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);
const PROJECT = `${'0'.repeat(23)}2`;
const answer = {
  scope: { kind: 'personal', organizationId: null, organizationName: null, departmentIds: [] },
  range: { from: '2026-09-07', to: '2026-11-26' },
  options: { projects: [{ _id: PROJECT, title: 'Website' }], departments: [], teams: [] },
  throughput: [{ weekStart: '2026-11-23', completed: 2 }],
  createdVsCompleted: [{ weekStart: '2026-11-23', created: 1, completed: 2 }],
  cumulativeFlow: [{ date: '2026-11-26', todo: 1, 'in-progress': 0, review: 0, done: 2 }],
  burn: null,
  cycleTime: { medianDays: 2, p85Days: 2.5, count: 2 },
  leadTime: { medianDays: 6, p85Days: 7, count: 2 },
  workload: [],
  overdueAgeing: [
    { bucket: '1–7 days', count: 0 },
    { bucket: '8–14 days', count: 0 },
    { bucket: '15–30 days', count: 0 },
    { bucket: 'Over 30 days', count: 0 },
  ],
};

beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(api.unexpected).toEqual([]);
});

describe('the analytics hooks', () => {
  it('loads the figures for the filters, one cache entry per set of filters', async () => {
    api.on('GET /analytics', [200, { success: true, data: answer }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(() => useAnalytics(client, { projectId: PROJECT, from: '' }), {
      wrapper: providerFor(queryClient),
    });
    await waitFor(() => expect(result.current.data?.cycleTime.medianDays).toBe(2));
    expect(api.seen.map((request) => request.query)).toEqual([{ projectId: PROJECT }]);
    expect(queryClient.getQueryData(analyticsQueryKeys.answer({ projectId: PROJECT }))).toEqual(answer);
  });

  it('downloads an export and saves it under its name', async () => {
    api.on('GET /analytics/export', [200, { file: true }]);
    const created = vi.fn(() => 'blob:analytics');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { result } = renderHook(() => useExportAnalytics(client), {
      wrapper: providerFor(testQueryClient()),
    });
    await act(() =>
      result.current.mutateAsync({ format: 'xlsx', query: { from: '2026-10-01', to: '2026-10-31' } }),
    );
    expect(api.seen[0]?.query).toEqual({ from: '2026-10-01', to: '2026-10-31', format: 'xlsx' });
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual(['analytics-2026-10-01-to-2026-10-31.xlsx']);
  });
});
