// @vitest-environment jsdom
import type { TaskWatchers } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeClient, testId } from '../test-support';
import { useLiveWorkUpdates } from './realtime';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';
import { useFollowTask, useTaskWatchers, useUnfollowTask } from './watchers';

const api = createFakeApi();
const client = fakeClient(api);
const taskId = testId(1);
const path = `/tasks/${taskId}/watchers`;
const olivia = { _id: testId(901), name: 'Olivia Smith' };
const jordan = { _id: testId(902), name: 'Jordan Lee' };
const answer = (data: TaskWatchers) => [200, { success: true, data }] as const;

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

describe('a task’s followers', () => {
  it('follow and unfollow show at once; the server’s watchers_changed reads them again', async () => {
    api.on(`GET ${path}`, [...answer({ watching: false, watchers: [olivia] })]);
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => {
        useLiveWorkUpdates();
        return {
          read: useTaskWatchers(client, taskId),
          follow: useFollowTask(client, taskId),
          unfollow: useUnfollowTask(client, taskId),
        };
      },
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    act(() => bed.realtime.connect());
    await waitFor(() => expect(result.current.read.data?.watchers).toEqual([olivia]));

    api.on(`POST ${path}`, [...answer({ watching: true, watchers: [olivia, jordan] })]);
    api.on(`GET ${path}`, [...answer({ watching: true, watchers: [olivia, jordan] })]);
    await act(() => result.current.follow.mutateAsync());
    await waitFor(() => expect(result.current.read.data?.watching).toBe(true));

    // Someone else follows: the open screen hears of it and reads the followers again.
    const third = { _id: testId(903), name: 'Sam Park' };
    api.on(`GET ${path}`, [...answer({ watching: true, watchers: [olivia, jordan, third] })]);
    act(() => {
      bed.server.emit('dashboard_update', { type: 'watchers_changed', data: { taskId, projectId: null } });
    });
    await advance();
    await waitFor(() => expect(result.current.read.data?.watchers).toHaveLength(3));

    api.on(`DELETE ${path}`, [...answer({ watching: false, watchers: [olivia, third] })]);
    api.on(`GET ${path}`, [...answer({ watching: false, watchers: [olivia, third] })]);
    await act(() => result.current.unfollow.mutateAsync());
    await waitFor(() => expect(result.current.read.data?.watching).toBe(false));
    expect(api.seen.filter((request) => request.method !== 'GET').map((r) => r.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });
});
