// @vitest-environment jsdom
import type { Comment, Paginated, Project, Task } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, deferred, fakeClient, person, type Reply, testId } from '../test-support';
import { workQueryKeys } from './keys';
import {
  useAddTaskComment,
  useBulkUpdateTasks,
  useCreateTask,
  useDeleteTask,
  useTask,
  useTaskComments,
  useTasks,
  useUpdateTask,
} from './tasks';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const projectId = testId(1);
const task = (n: number, overrides: Partial<Task> = {}): Task => ({
  _id: testId(20 + n),
  title: `Task ${n}`,
  status: 'todo',
  priority: 'medium',
  projectId,
  project: { _id: projectId, title: 'Website relaunch' },
  assignedTo: null,
  assignee: null,
  completedAt: null,
  ...overrides,
});
const page = <T>(data: T[]): Paginated<T> => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total: data.length, pages: data.length > 0 ? 1 : 0 },
});
const project: Project = {
  _id: projectId,
  title: 'Website relaunch',
  status: 'active',
  priority: 'high',
  progress: 0,
  members: [
    { ...person(1), role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
    { ...person(2), role: 'team-member', joinedAt: '2026-01-02T00:00:00.000Z' },
  ],
};

const first = task(1);
const second = task(2, { status: 'done', completedAt: '2026-01-10T00:00:00.000Z' });
const myTasksKey = workQueryKeys.tasks.list({ assignedTo: 'me' });
const boardKey = workQueryKeys.projects.tasks(projectId, { limit: 100 });
const detailKey = workQueryKeys.tasks.detail(first._id);
const projectKey = workQueryKeys.projects.detail(projectId);
const dashboardKey = workQueryKeys.dashboard.detail('2026-02-03');

function seededCache() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(myTasksKey, page([first, second]));
  queryClient.setQueryData(boardKey, page([first, second]));
  queryClient.setQueryData(detailKey, first);
  queryClient.setQueryData(projectKey, project);
  queryClient.setQueryData(dashboardKey, { averageProgress: 0 });
  return queryClient;
}

const cachedTask = (queryClient: ReturnType<typeof testQueryClient>, key: readonly unknown[], id: string) =>
  queryClient.getQueryData<Paginated<Task>>(key)?.data.find((item) => item._id === id);

beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  expect(api.unexpected).toEqual([]);
});

describe('task lists', () => {
  it('loads a page under its query key and keeps the previous page while the next one loads', async () => {
    const next = deferred<Reply>();
    api.on('GET /tasks', (request) =>
      request.query.page === '2'
        ? next.promise
        : [200, { ...page([first]), pagination: { page: 1, limit: 1, total: 2, pages: 2 } }],
    );
    const queryClient = testQueryClient();
    const { result, rerender } = renderHook(({ query }) => useTasks(client, query), {
      wrapper: providerFor(queryClient),
      initialProps: { query: { page: 1, limit: 1, status: ['todo', 'done'] as const } },
    });
    await waitFor(() => expect(result.current.data?.data).toEqual([first]));
    expect(api.seen[0]?.query).toEqual({ page: '1', limit: '1', status: 'todo,done' });

    rerender({ query: { page: 2, limit: 1, status: ['todo', 'done'] as const } });
    // Page 1 stays on screen, marked as a placeholder, until page 2 arrives.
    expect(result.current.data?.data).toEqual([first]);
    expect(result.current.isPlaceholderData).toBe(true);
    next.resolve([200, { ...page([second]), pagination: { page: 2, limit: 1, total: 2, pages: 2 } }]);
    await waitFor(() => expect(result.current.data?.data).toEqual([second]));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('surfaces a refused list with the server message', async () => {
    api.on('GET /tasks', [400, { success: false, error: 'Unknown status: finished' }]);
    const { result } = renderHook(() => useTasks(client, {}), { wrapper: providerFor(testQueryClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Unknown status: finished');
  });
});

describe('useTask', () => {
  it('shows the task as a cached list has it until its own answer arrives', async () => {
    const answer = deferred<Reply>();
    api.on(`GET /tasks/${second._id}`, () => answer.promise);
    const queryClient = testQueryClient();
    queryClient.setQueryData(myTasksKey, page([first, second]));
    const { result } = renderHook(() => useTask(client, second._id), { wrapper: providerFor(queryClient) });
    expect(result.current.data).toEqual(second);
    expect(result.current.isPlaceholderData).toBe(true);
    const full = { ...second, description: 'The whole task' };
    answer.resolve([200, { success: true, data: full }]);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data).toEqual(full);
  });
});

describe('useUpdateTask', () => {
  it('patches every cached copy at once, setting completedAt when the task becomes done', async () => {
    const answer = deferred<Reply>();
    api.on(`PUT /tasks/${first._id}`, () => answer.promise);
    const queryClient = seededCache();
    const { result } = renderHook(() => useUpdateTask(client), { wrapper: providerFor(queryClient) });

    act(() =>
      result.current.mutate({ id: first._id, payload: { status: 'done', assignedTo: person(2)._id } }),
    );

    await waitFor(() => expect(queryClient.getQueryData<Task>(detailKey)?.status).toBe('done'));
    for (const copy of [
      queryClient.getQueryData<Task>(detailKey),
      cachedTask(queryClient, myTasksKey, first._id),
      cachedTask(queryClient, boardKey, first._id),
    ]) {
      expect(copy).toMatchObject({ status: 'done', assignedTo: person(2)._id, assignee: person(2) });
      expect(Date.parse(copy?.completedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    }
    // The other task is left as it was.
    expect(cachedTask(queryClient, boardKey, second._id)).toEqual(second);
    expect(api.seen[0]).toMatchObject({
      method: 'PUT',
      json: { status: 'done', assignedTo: person(2)._id },
    });

    const saved = { ...first, status: 'done' as const, completedAt: '2026-02-03T10:00:00.000Z' };
    answer.resolve([200, { success: true, data: saved }]);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // Tasks, the project (progress, counts) and the dashboard are refreshed.
    for (const key of [myTasksKey, boardKey, detailKey, projectKey, dashboardKey]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });

  it('clears completedAt when a task leaves done', async () => {
    api.on(`PUT /tasks/${second._id}`, () => new Promise<Reply>(() => undefined));
    const queryClient = seededCache();
    const { result } = renderHook(() => useUpdateTask(client), { wrapper: providerFor(queryClient) });
    act(() => result.current.mutate({ id: second._id, payload: { status: 'review' } }));
    await waitFor(() =>
      expect(cachedTask(queryClient, myTasksKey, second._id)).toMatchObject({
        status: 'review',
        completedAt: null,
      }),
    );
  });

  it('puts every copy back when the server refuses, and hands the error to the caller', async () => {
    api.on(`PUT /tasks/${first._id}`, [403, { success: false, error: 'Only team leads can assign tasks' }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useUpdateTask(client), { wrapper: providerFor(queryClient) });

    let caught: unknown;
    await act(async () => {
      caught = await result.current
        .mutateAsync({ id: first._id, payload: { status: 'in-progress', title: 'Renamed' } })
        .catch((error: unknown) => error);
    });

    expect(caught).toMatchObject({ status: 403, message: 'Only team leads can assign tasks' });
    // The hook's own state reaches the next render after the promise settles (late on a busy machine).
    await waitFor(() => expect(result.current.error?.message).toBe('Only team leads can assign tasks'));
    expect(queryClient.getQueryData(detailKey)).toEqual(first);
    expect(queryClient.getQueryData(myTasksKey)).toEqual(page([first, second]));
    expect(queryClient.getQueryData(boardKey)).toEqual(page([first, second]));
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
  });

  it('waits for the last of several changes in flight before refreshing', async () => {
    const one = deferred<Reply>();
    const two = deferred<Reply>();
    api.on(`PUT /tasks/${first._id}`, () => one.promise);
    api.on(`PUT /tasks/${second._id}`, () => two.promise);
    const queryClient = seededCache();
    const { result } = renderHook(() => ({ a: useUpdateTask(client), b: useUpdateTask(client) }), {
      wrapper: providerFor(queryClient),
    });
    act(() => result.current.a.mutate({ id: first._id, payload: { status: 'review' } }));
    act(() => result.current.b.mutate({ id: second._id, payload: { status: 'todo' } }));
    await waitFor(() => expect(api.seen).toHaveLength(2));

    one.resolve([200, { success: true, data: { ...first, status: 'review' } }]);
    await waitFor(() => expect(result.current.a.isSuccess).toBe(true));
    // The second change is still on screen, untouched by a refresh.
    expect(queryClient.getQueryState(boardKey)?.isInvalidated).toBe(false);
    expect(cachedTask(queryClient, boardKey, second._id)?.status).toBe('todo');

    two.resolve([200, { success: true, data: { ...second, status: 'todo', completedAt: null } }]);
    await waitFor(() => expect(result.current.b.isSuccess).toBe(true));
    expect(queryClient.getQueryState(boardKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(projectKey)?.isInvalidated).toBe(true);
  });
});

describe('useBulkUpdateTasks', () => {
  it('shows one change on every chosen task at once, and puts all back when the server refuses', async () => {
    const gate = deferred<Reply>();
    api.on('PATCH /tasks/bulk', () => gate.promise);
    const queryClient = seededCache();
    const { result } = renderHook(() => useBulkUpdateTasks(client), { wrapper: providerFor(queryClient) });

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current
        .mutateAsync({ ids: [first._id, second._id], changes: { priority: 'urgent' } })
        .catch((error: unknown) => error);
    });
    await waitFor(() => expect(cachedTask(queryClient, boardKey, second._id)?.priority).toBe('urgent'));
    expect(cachedTask(queryClient, myTasksKey, first._id)?.priority).toBe('urgent');
    expect(queryClient.getQueryData<Task>(detailKey)?.priority).toBe('urgent');

    gate.resolve([403, { success: false, error: '“Task 2”: You do not have permission to edit this task' }]);
    const caught = await act(() => pending);
    expect(caught).toMatchObject({ status: 403 });
    expect(queryClient.getQueryData(boardKey)).toEqual(page([first, second]));
    expect(queryClient.getQueryData(detailKey)).toEqual(first);
  });
});

describe('useDeleteTask', () => {
  it('removes the task from every list at once and drops its detail once the server agrees', async () => {
    const answer = deferred<Reply>();
    api.on(`DELETE /tasks/${first._id}`, () => answer.promise);
    const queryClient = seededCache();
    const { result } = renderHook(() => useDeleteTask(client), { wrapper: providerFor(queryClient) });

    act(() => result.current.mutate(first._id));
    await waitFor(() => expect(queryClient.getQueryData<Paginated<Task>>(boardKey)?.data).toEqual([second]));
    expect(queryClient.getQueryData<Paginated<Task>>(myTasksKey)?.data).toEqual([second]);
    expect(queryClient.getQueryData<Paginated<Task>>(myTasksKey)?.pagination.total).toBe(1);

    answer.resolve([200, { success: true, message: 'Task deleted' }]);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(detailKey)).toBeUndefined();
    expect(queryClient.getQueryState(projectKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(dashboardKey)?.isInvalidated).toBe(true);
  });

  it('brings the task back when the server refuses', async () => {
    api.on(`DELETE /tasks/${first._id}`, [403, { success: false, error: 'You cannot delete this task' }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useDeleteTask(client), { wrapper: providerFor(queryClient) });
    act(() => result.current.mutate(first._id));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('You cannot delete this task');
    expect(queryClient.getQueryData(boardKey)).toEqual(page([first, second]));
    expect(queryClient.getQueryData(myTasksKey)).toEqual(page([first, second]));
    expect(queryClient.getQueryData(detailKey)).toEqual(first);
  });
});

describe('creating tasks and comments', () => {
  it("a new task refreshes the task lists, its project's detail and the dashboard", async () => {
    api.on('POST /tasks', [201, { success: true, data: task(3) }]);
    const queryClient = seededCache();
    const otherProjectKey = workQueryKeys.projects.detail(testId(2));
    queryClient.setQueryData(otherProjectKey, { ...project, _id: testId(2) });
    const { result } = renderHook(() => useCreateTask(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync({ title: 'Task 3', projectId }));
    expect(api.seen[0]?.json).toEqual({ title: 'Task 3', projectId });
    for (const key of [myTasksKey, boardKey, projectKey, dashboardKey]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(queryClient.getQueryState(otherProjectKey)?.isInvalidated).toBe(false);
  });

  it('loads up to 100 comments and shows a new one at once, then refreshes the counts', async () => {
    const comment = (n: number): Comment => ({
      _id: testId(60 + n),
      taskId: first._id,
      text: `Comment ${n}`,
      author: person(1),
      createdAt: '2026-02-01T10:00:00.000Z',
    });
    const stored = [comment(1)];
    api.on(`GET /tasks/${first._id}/comments`, () => [200, page([...stored])]);
    api.on(`POST /tasks/${first._id}/comments`, () => {
      stored.push(comment(2));
      return [201, { success: true, data: comment(2) }];
    });
    const queryClient = seededCache();
    const { result } = renderHook(
      () => ({ list: useTaskComments(client, first._id), add: useAddTaskComment(client, first._id) }),
      { wrapper: providerFor(queryClient) },
    );
    await waitFor(() => expect(result.current.list.data?.data).toEqual([comment(1)]));
    expect(api.seen[0]?.query).toEqual({ limit: '100' });

    await act(() => result.current.add.mutateAsync({ text: 'Comment 2' }));
    expect(api.seen[1]).toMatchObject({ method: 'POST', json: { text: 'Comment 2' } });
    // Shown from the answer, before any refetch.
    expect(
      queryClient.getQueryData<Paginated<Comment>>(workQueryKeys.comments(first._id))?.data,
    ).toHaveLength(2);
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(boardKey)?.isInvalidated).toBe(true);
    // The comments list is refetched (it is on screen) and shows both.
    await waitFor(() => expect(api.seen).toHaveLength(3));
    expect(result.current.list.data?.data.map((item) => item.text)).toEqual(['Comment 1', 'Comment 2']);
  });
});
