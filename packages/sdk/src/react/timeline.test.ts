// @vitest-environment jsdom
import type { Timeline } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, fakeClient, testId } from '../test-support';
import { type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';
import { useScheduleTasks, useTimeline } from './timeline';

const api = createFakeApi();
const client = fakeClient(api);
const projectId = testId(500);

const timeline = (): Timeline => ({
  tasks: [
    {
      _id: testId(1),
      title: 'Design',
      status: 'todo',
      statusCategory: 'todo',
      priority: 'high',
      projectId,
      assignedTo: null,
      parentId: null,
      startDate: '2026-12-01',
      dueDate: '2026-12-03',
      estimate: 8,
      canSchedule: true,
    },
  ],
  dependencies: [],
  projects: [{ _id: projectId, title: 'Portal' }],
  unscheduled: 0,
  truncated: false,
});

let bed: RealtimeTestbed;
beforeEach(() => {
  api.reset();
  bed = realtimeTestbed();
});
afterEach(() => {
  cleanup();
  bed.stop();
  expect(api.unexpected).toEqual([]);
});

describe('the timeline’s hooks', () => {
  it('reads a project’s timeline and moves a bar at once, back again when the server refuses', async () => {
    api.on('GET /timeline', (seen) => {
      expect(seen.query.projectId).toBe(projectId);
      return [200, { success: true, data: timeline() }];
    });
    let refuse: (value: unknown) => void = () => {};
    api.on(
      'POST /tasks/schedule',
      () =>
        new Promise((resolve) => {
          refuse = () => resolve([403, { success: false, error: 'No' }]);
        }),
    );
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({ timeline: useTimeline(client, { projectId }), schedule: useScheduleTasks(client) }),
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    await waitFor(() => expect(result.current.timeline.data?.tasks).toHaveLength(1));
    act(() => {
      result.current.schedule.mutate([{ taskId: testId(1), startDate: '2026-12-03', dueDate: '2026-12-05' }]);
    });
    await waitFor(() => expect(result.current.timeline.data?.tasks[0]?.dueDate).toBe('2026-12-05'));
    refuse(undefined);
    await waitFor(() => expect(result.current.schedule.isError).toBe(true));
    expect(result.current.timeline.data?.tasks[0]?.dueDate).toBe('2026-12-03');
  });
});
