// @vitest-environment jsdom
import type { Timer } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeClient, testId } from '../test-support';
import { useLiveWorkUpdates } from './realtime';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { providerFor, testQueryClient } from './test-support';
import {
  timeQueryKeys,
  usePendingTimesheets,
  useReviewTimesheet,
  useStartTimer,
  useStopTimer,
  useTimer,
} from './time';

const api = createFakeApi();
const client = fakeClient(api);
const taskId = testId(100);
const timer: Timer = {
  taskId,
  taskTitle: 'Write the brief',
  projectId: null,
  startedAt: '2026-12-07T09:00:00.000Z',
  timeZone: null,
};
const entry = {
  _id: testId(2),
  taskId,
  taskTitle: 'Write the brief',
  projectId: null,
  projectTitle: null,
  user: { _id: testId(1), name: 'Alex' },
  date: '2026-12-07',
  durationSeconds: 5400,
  note: '',
  billable: false,
  rateMinor: null,
  rateCurrency: null,
  usdRate: null,
  costUsdMinor: 0,
  fromTimer: true,
  locked: false,
  canEdit: true,
  createdAt: '2026-12-07T10:30:00.000Z',
  updatedAt: '2026-12-07T10:30:00.000Z',
};

let bed: RealtimeTestbed;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.reset();
  bed = realtimeTestbed();
});
afterEach(() => {
  cleanup();
  bed.stop();
  vi.useRealTimers();
  expect(api.unexpected).toEqual([]);
});

describe('time hooks', () => {
  it('shows the running timer, starts one and stops it (the timer query follows at once)', async () => {
    let running: Timer | null = null;
    api.on('GET /timer', () => [200, { success: true, data: running }]);
    api.on('POST /timer/start', () => {
      running = timer;
      return [200, { success: true, data: { timer, stopped: null } }];
    });
    api.on('POST /timer/stop', () => {
      running = null;
      return [200, { success: true, data: entry }];
    });
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({ timer: useTimer(client), start: useStartTimer(client), stop: useStopTimer(client) }),
      { wrapper: providerFor(queryClient) },
    );
    await waitFor(() => expect(result.current.timer.isSuccess).toBe(true));
    expect(result.current.timer.data).toBeNull();
    await act(() => result.current.start.mutateAsync({ taskId, timeZone: 'UTC' }));
    expect(queryClient.getQueryData(timeQueryKeys.timer())).toEqual(timer);
    await waitFor(() => expect(result.current.timer.data).toEqual(timer));
    const stopped = await act(() => result.current.stop.mutateAsync({}));
    expect(stopped.durationSeconds).toBe(5400);
    await waitFor(() => expect(result.current.timer.data).toBeNull());
  });

  it('reviews a pending timesheet and reads the pending list again', async () => {
    const summary = {
      _id: testId(9),
      user: { _id: testId(1), name: 'Alex' },
      weekStart: '2026-11-30',
      weekEnd: '2026-12-06',
      state: 'submitted',
      submittedAt: null,
      totalSeconds: 60,
      billableSeconds: 0,
    };
    let pending = [summary];
    api.on('GET /timesheets/pending', () => [200, { success: true, data: pending }]);
    api.on(`POST /timesheets/${testId(9)}/reject`, () => {
      pending = [];
      return [200, { success: true, data: { ...summary, state: 'rejected' } }];
    });
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({ pending: usePendingTimesheets(client), review: useReviewTimesheet(client) }),
      { wrapper: providerFor(queryClient) },
    );
    await waitFor(() => expect(result.current.pending.data).toHaveLength(1));
    await act(() => result.current.review.mutateAsync({ id: testId(9), decision: 'reject', reason: 'No' }));
    await waitFor(() => expect(result.current.pending.data).toEqual([]));
    expect(api.seen.find((seen) => seen.method === 'POST')?.json).toEqual({ reason: 'No' });
  });

  it('reads the timer again when the server says time changed (another tab started one)', async () => {
    let running: Timer | null = null;
    api.on('GET /timer', () => [200, { success: true, data: running }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => {
        useLiveWorkUpdates();
        return useTimer(client);
      },
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    act(() => bed.realtime.connect());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    running = timer;
    act(() => {
      bed.server.emit('dashboard_update', {
        type: 'time_changed',
        data: { userId: testId(1), projectId: null },
      });
    });
    await advance();
    await waitFor(() => expect(result.current.data).toEqual(timer));
  });
});
