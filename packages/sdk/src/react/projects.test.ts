// @vitest-environment jsdom
import type { Paginated, Project } from '@app/domain';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, fakeClient, person, testId } from '../test-support';
import { workQueryKeys } from './keys';
import {
  useAddProjectMember,
  useCreateProject,
  useDeleteProject,
  useProject,
  useProjects,
  useProjectTasks,
  useRemoveProjectMember,
  useUpdateProject,
} from './projects';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const projectId = testId(1);
const otherId = testId(2);
const project: Project = {
  _id: projectId,
  title: 'Website relaunch',
  status: 'active',
  priority: 'high',
  progress: 50,
  teamSize: 1,
  taskCounts: { total: 2, done: 1, overdue: 0 },
  members: [{ ...person(1), role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' }],
};
const other: Project = { ...project, _id: otherId, title: 'Brand book', members: undefined };
const page = <T>(data: T[]): Paginated<T> => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total: data.length, pages: 1 },
});

const listKey = workQueryKeys.projects.list({});
const detailKey = workQueryKeys.projects.detail(projectId);
const otherDetailKey = workQueryKeys.projects.detail(otherId);
const projectTasksKey = workQueryKeys.projects.tasks(projectId, {});
const otherTasksKey = workQueryKeys.projects.tasks(otherId, {});
const tasksKey = workQueryKeys.tasks.list({});
const todosKey = workQueryKeys.todos.list({});
const dashboardKey = workQueryKeys.dashboard.detail('2026-02-03');

function seededCache() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(listKey, page([project, other]));
  queryClient.setQueryData(detailKey, project);
  queryClient.setQueryData(otherDetailKey, other);
  queryClient.setQueryData(projectTasksKey, page([]));
  queryClient.setQueryData(otherTasksKey, page([]));
  queryClient.setQueryData(tasksKey, page([]));
  queryClient.setQueryData(todosKey, page([]));
  queryClient.setQueryData(dashboardKey, { averageProgress: 50 });
  return queryClient;
}
const invalidated = (queryClient: ReturnType<typeof testQueryClient>) =>
  Object.fromEntries(
    (
      [
        ['list', listKey],
        ['detail', detailKey],
        ['otherDetail', otherDetailKey],
        ['projectTasks', projectTasksKey],
        ['otherTasks', otherTasksKey],
        ['tasks', tasksKey],
        ['todos', todosKey],
        ['dashboard', dashboardKey],
      ] as const
    ).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? 'removed']),
  );

beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  expect(api.unexpected).toEqual([]);
});

describe('project queries', () => {
  it('loads a filtered page, a project and its tasks', async () => {
    api.on('GET /projects', [200, page([project])]);
    api.on(`GET /projects/${projectId}`, [200, { success: true, data: project }]);
    api.on(`GET /projects/${projectId}/tasks`, [200, page([])]);
    const { result } = renderHook(
      () => ({
        list: useProjects(client, { status: 'active', search: '' }),
        one: useProject(client, projectId),
        tasks: useProjectTasks(client, projectId, { status: ['todo'] }),
      }),
      { wrapper: providerFor(testQueryClient()) },
    );
    await waitFor(() => expect(result.current.list.data?.data).toEqual([project]));
    await waitFor(() => expect(result.current.one.data).toEqual(project));
    await waitFor(() => expect(result.current.tasks.data?.data).toEqual([]));
    const byPath = Object.fromEntries(api.seen.map((request) => [request.path, request.query]));
    expect(byPath).toEqual({
      '/projects': { status: 'active' },
      [`/projects/${projectId}`]: {},
      [`/projects/${projectId}/tasks`]: { status: 'todo' },
    });
  });

  it('waits for an id before asking for a project', async () => {
    const { result } = renderHook(() => useProject(client, undefined), {
      wrapper: providerFor(testQueryClient()),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.seen).toEqual([]);
  });
});

describe('project mutations', () => {
  it('a new project refreshes the lists and the dashboard only', async () => {
    api.on('POST /projects', [201, { success: true, data: other }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useCreateProject(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync({ title: 'Brand book' }));
    expect(invalidated(queryClient)).toEqual({
      list: true,
      detail: false,
      otherDetail: false,
      projectTasks: false,
      otherTasks: false,
      tasks: false,
      todos: false,
      dashboard: true,
    });
  });

  it('an edit updates the cached project at once, keeping its members, and refreshes what shows it', async () => {
    const { members: _members, ...withoutMembers } = project;
    api.on(`PUT /projects/${projectId}`, [
      200,
      { success: true, data: { ...withoutMembers, title: 'Relaunch' } },
    ]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useUpdateProject(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync({ id: projectId, payload: { title: 'Relaunch' } }));
    expect(queryClient.getQueryData(detailKey)).toMatchObject({
      title: 'Relaunch',
      members: project.members,
    });
    expect(invalidated(queryClient)).toMatchObject({
      list: true,
      detail: true,
      otherDetail: false,
      projectTasks: true,
      otherTasks: false,
      tasks: true,
      dashboard: true,
    });
    expect(api.seen[0]).toMatchObject({ method: 'PUT', json: { title: 'Relaunch' } });
  });

  it('a deletion drops the project and refreshes lists, tasks, to-dos and the dashboard', async () => {
    api.on(`DELETE /projects/${projectId}`, [200, { success: true, message: 'Project deleted' }]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useDeleteProject(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync(projectId));
    expect(invalidated(queryClient)).toEqual({
      list: true,
      detail: 'removed',
      otherDetail: false,
      projectTasks: 'removed',
      otherTasks: false,
      tasks: true,
      todos: true,
      dashboard: true,
    });
  });

  it('a member change stores the answered project and refreshes the lists and its tasks', async () => {
    const member = { ...person(2), role: 'team-lead' as const, joinedAt: '2026-02-01T00:00:00.000Z' };
    api.on(`POST /projects/${projectId}/members`, [
      201,
      { success: true, data: { ...project, teamSize: 2, members: [...(project.members ?? []), member] } },
    ]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useAddProjectMember(client, projectId), {
      wrapper: providerFor(queryClient),
    });
    await act(() => result.current.mutateAsync({ email: 'person2@example.com', role: 'team-lead' }));
    expect(queryClient.getQueryData<Project>(detailKey)?.members?.map((m) => m.role)).toEqual([
      'owner',
      'team-lead',
    ]);
    expect(invalidated(queryClient)).toMatchObject({ list: true, projectTasks: true, otherTasks: false });
    expect(api.seen[0]?.json).toEqual({ email: 'person2@example.com', role: 'team-lead' });
  });

  it("a refused member removal leaves the cache alone and hands the server's message to the caller", async () => {
    api.on(`DELETE /projects/${projectId}/members/${person(1)._id}`, [
      400,
      { success: false, error: 'The owner cannot be removed' },
    ]);
    const queryClient = seededCache();
    const { result } = renderHook(() => useRemoveProjectMember(client, projectId), {
      wrapper: providerFor(queryClient),
    });
    act(() => result.current.mutate(person(1)._id));
    await waitFor(() => expect(result.current.error?.message).toBe('The owner cannot be removed'));
    expect(queryClient.getQueryData(detailKey)).toEqual(project);
    expect(invalidated(queryClient)).toMatchObject({ list: false, detail: false });
  });
});
