// @vitest-environment jsdom
import type { Paginated, Todo } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, deferred, fakeClient, person, type Reply, testId } from '../test-support';
import { workQueryKeys } from './keys';
import { providerFor, testQueryClient } from './test-support';
import { useCreateTodo, useDeleteTodo, useTodos, useUpdateTodo } from './todos';

const api = createFakeApi();
const client = fakeClient(api);

const todo = (n: number, position: number, overrides: Partial<Todo> = {}): Todo => ({
  _id: testId(40 + n),
  text: `To-do ${n}`,
  done: false,
  visibility: 'personal',
  shared: false,
  projectId: null,
  dueDate: null,
  position,
  owner: person(1),
  canEdit: true,
  completedAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-05T08:00:00.000Z',
  ...overrides,
});
const page = (data: Todo[]): Paginated<Todo> => ({
  success: true,
  data,
  pagination: { page: 1, limit: 100, total: data.length, pages: 1 },
});
const [a, b, c] = [todo(1, 1000), todo(2, 2000), todo(3, 3000)];
const allKey = workQueryKeys.todos.list({ view: 'all', limit: 100 });
const personalKey = workQueryKeys.todos.list({ view: 'personal', limit: 100 });

function seededCache() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(allKey, page([a, b, c]));
  queryClient.setQueryData(personalKey, page([a, b, c]));
  return queryClient;
}
const texts = (queryClient: ReturnType<typeof testQueryClient>, key: readonly unknown[]) =>
  queryClient.getQueryData<Paginated<Todo>>(key)?.data.map((item) => item.text);

beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  expect(api.unexpected).toEqual([]);
});

describe('to-do hooks', () => {
  it('loads a view and refetches it after a to-do is added', async () => {
    let lists = 0;
    api.on('GET /todos', () => {
      lists += 1;
      return [200, page(lists === 1 ? [a] : [a, b])];
    });
    api.on('POST /todos', [201, { success: true, data: b }]);
    const queryClient = testQueryClient();
    const { result } = renderHook(
      () => ({ list: useTodos(client, { view: 'personal' }), create: useCreateTodo(client) }),
      { wrapper: providerFor(queryClient) },
    );
    await waitFor(() => expect(result.current.list.data?.data).toEqual([a]));
    expect(api.seen[0]?.query).toEqual({ view: 'personal' });

    await act(() => result.current.create.mutateAsync({ text: 'To-do 2' }));
    await waitFor(() => expect(result.current.list.data?.data).toEqual([a, b]));
    expect(api.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /todos',
      'POST /todos',
      'GET /todos',
    ]);
  });

  it('moves a to-do at once when its position changes, in every cached list', async () => {
    const answer = deferred<Reply>();
    api.on(`PUT /todos/${c._id}`, () => answer.promise);
    const queryClient = seededCache();
    const { result } = renderHook(() => useUpdateTodo(client), { wrapper: providerFor(queryClient) });

    // Dragged between the first and the second.
    act(() => result.current.mutate({ id: c._id, payload: { position: 1500 } }));
    await waitFor(() => expect(texts(queryClient, allKey)).toEqual(['To-do 1', 'To-do 3', 'To-do 2']));
    expect(texts(queryClient, personalKey)).toEqual(['To-do 1', 'To-do 3', 'To-do 2']);
    expect(api.seen[0]).toMatchObject({ method: 'PUT', json: { position: 1500 } });

    answer.resolve([200, { success: true, data: { ...c, position: 1500 } }]);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(allKey)?.isInvalidated).toBe(true);
  });

  it('ticks a to-do at once and untangles it again when the server refuses', async () => {
    const answer = deferred<Reply>();
    api.on(`PUT /todos/${a._id}`, () => answer.promise);
    const queryClient = seededCache();
    const { result } = renderHook(() => useUpdateTodo(client), { wrapper: providerFor(queryClient) });

    act(() => result.current.mutate({ id: a._id, payload: { done: true, visibility: 'organization' } }));
    await waitFor(() =>
      expect(queryClient.getQueryData<Paginated<Todo>>(allKey)?.data[0]).toMatchObject({
        done: true,
        shared: true,
        visibility: 'organization',
        completedAt: expect.any(String),
      }),
    );

    answer.resolve([404, { success: false, error: 'To-do not found' }]);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('To-do not found');
    expect(queryClient.getQueryData(allKey)).toEqual(page([a, b, c]));
    expect(queryClient.getQueryData(personalKey)).toEqual(page([a, b, c]));
  });

  it('removes a to-do at once and brings it back on a refusal', async () => {
    const answer = deferred<Reply>();
    api.on(`DELETE /todos/${b._id}`, () => answer.promise);
    const queryClient = seededCache();
    const { result } = renderHook(() => useDeleteTodo(client), { wrapper: providerFor(queryClient) });

    act(() => result.current.mutate(b._id));
    await waitFor(() => expect(texts(queryClient, allKey)).toEqual(['To-do 1', 'To-do 3']));
    expect(queryClient.getQueryData<Paginated<Todo>>(personalKey)?.pagination.total).toBe(2);

    answer.resolve([403, { success: false, error: 'Only the owner can delete this to-do' }]);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Only the owner can delete this to-do');
    expect(queryClient.getQueryData(allKey)).toEqual(page([a, b, c]));
  });
});
