// @vitest-environment jsdom
import { DEFAULT_WORKFLOW_STATES, type Workflow } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeClient } from '../test-support';
import { useLiveWorkUpdates } from './realtime';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';
import { useProjectWorkflow, useUpdateProjectWorkflow } from './workflows';

const api = createFakeApi();
const client = fakeClient(api);
const projectId = '0123456789abcdef01234567';
const path = `GET /projects/${projectId}/workflow`;
const workflow: Workflow = { projectId, states: [...DEFAULT_WORKFLOW_STATES], taskCounts: { todo: 2 } };
const qa = { id: 'qa', name: 'QA', category: 'review' as const, color: '#7b1fa2' };

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

describe('a project’s workflow', () => {
  it('is read again when the server says it changed, and a save shows at once', async () => {
    api.on(path, [200, { success: true, data: workflow }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => {
        useLiveWorkUpdates();
        return {
          read: useProjectWorkflow(client, projectId),
          save: useUpdateProjectWorkflow(client, projectId),
        };
      },
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    act(() => bed.realtime.connect());
    await waitFor(() => expect(result.current.read.data?.states).toHaveLength(4));

    const changed = { ...workflow, states: [...workflow.states, qa] };
    api.on(path, [200, { success: true, data: changed }]);
    act(() => {
      bed.server.emit('dashboard_update', { type: 'workflow_changed', data: { projectId } });
    });
    await advance();
    await waitFor(() => expect(result.current.read.data?.states.map((state) => state.id)).toContain('qa'));

    api.on(`PUT /projects/${projectId}/workflow`, [200, { success: true, data: workflow }]);
    api.on(path, [200, { success: true, data: workflow }]);
    await act(() => result.current.save.mutateAsync({ states: workflow.states }));
    await waitFor(() => expect(result.current.read.data?.states).toHaveLength(4));
  });
});
