// @vitest-environment jsdom
import type { SavedView } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeClient, person, testId } from '../test-support';
import { useLiveWorkUpdates } from './realtime';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { testQueryClient } from './test-support';
import {
  savedViewQueryKeys,
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  useUpdateSavedView,
} from './views';

const api = createFakeApi();
const client = fakeClient(api);
const projectId = testId(500);

const view = (n: number, fields: Partial<SavedView> = {}): SavedView => ({
  _id: testId(n),
  name: `View ${n}`,
  query: 'status:todo',
  layout: 'list',
  shared: false,
  projectId: null,
  owner: person(1),
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  canEdit: true,
  ...fields,
});
const answer = (data: SavedView[]) => [200, { success: true, data }] as const;

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

describe('saved views’ hooks', () => {
  it('keeps a list per place: /tasks and each project', async () => {
    api.on('GET /views', (seen) =>
      seen.query.projectId ? answer([view(2, { projectId })]) : answer([view(1)]),
    );
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({ tasks: useSavedViews(client), project: useSavedViews(client, { projectId }) }),
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    await waitFor(() => expect(result.current.project.data).toHaveLength(1));
    expect(result.current.tasks.data?.map((item) => item._id)).toEqual([testId(1)]);
    expect(queryClient.getQueryData(savedViewQueryKeys.list({ projectId }))).toEqual([
      view(2, { projectId }),
    ]);
    expect(queryClient.getQueryData(savedViewQueryKeys.list())).toEqual([view(1)]);
  });

  it('reads every list of views again after a save, a change and a deletion', async () => {
    let lists: SavedView[] = [view(1)];
    api.on('GET /views', () => answer(lists));
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({
        list: useSavedViews(client),
        create: useCreateSavedView(client),
        update: useUpdateSavedView(client),
        remove: useDeleteSavedView(client),
      }),
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));

    api.on('POST /views', [201, { success: true, data: view(2) }]);
    lists = [view(1), view(2)];
    await act(() => result.current.create.mutateAsync({ name: 'View 2', query: '', layout: 'list' }));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));

    api.on(`PUT /views/${testId(2)}`, [200, { success: true, data: view(2, { name: 'Renamed' }) }]);
    lists = [view(1), view(2, { name: 'Renamed' })];
    await act(() => result.current.update.mutateAsync({ id: testId(2), payload: { name: 'Renamed' } }));
    await waitFor(() => expect(result.current.list.data?.[1]?.name).toBe('Renamed'));

    // A deleted view leaves the list before the server is asked again.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on(`DELETE /views/${testId(1)}`, [200, { success: true, message: 'View deleted' }]);
    api.on('GET /views', async () => {
      await gate;
      return answer([view(2, { name: 'Renamed' })]);
    });
    await act(async () => {
      await result.current.remove.mutateAsync(testId(1));
    });
    await waitFor(() => expect(result.current.list.data?.map((item) => item._id)).toEqual([testId(2)]));
    release();
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    expect(api.seen.filter((seen) => seen.method !== 'GET').map((seen) => seen.method)).toEqual([
      'POST',
      'PUT',
      'DELETE',
    ]);
  });

  it('reads the views again when the server says a view changed', async () => {
    let lists: SavedView[] = [];
    api.on('GET /views', () => answer(lists));
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => {
        useLiveWorkUpdates();
        return useSavedViews(client);
      },
      { wrapper: realtimeProviderFor(queryClient, bed.realtime) },
    );
    act(() => bed.realtime.connect());
    await waitFor(() => expect(result.current.data).toEqual([]));

    lists = [view(3, { shared: true, canEdit: false })];
    act(() => {
      bed.server.emit('dashboard_update', {
        type: 'views_changed',
        data: { viewId: testId(3), projectId: null },
      });
    });
    await advance();
    await waitFor(() => expect(result.current.data).toHaveLength(1));
  });
});
