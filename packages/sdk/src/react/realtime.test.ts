// @vitest-environment jsdom
// (A .ts file with createElement, not .tsx: the sdk test project collects src/**/*.test.ts.)
import type { Comment, DiscussionMessage, Paginated, ProjectUpdatedEvent, Task } from '@app/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropConnections } from '../realtime-test-support';
import { createFakeApi, fakeClient, testId } from '../test-support';
import { discussionQueryKeys, useDiscussion, usePostDiscussionMessage } from './discussion';
import { invitationQueryKeys, workQueryKeys } from './keys';
import { useLiveWorkUpdates, useProjectPresence, useRealtimeEvent, useRealtimeStatus } from './realtime';
import { advance, type RealtimeTestbed, realtimeProviderFor, realtimeTestbed } from './realtime-test-support';
import { searchQueryKeys, useSearch } from './search';
import { testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);

const projectId = testId(1);
const otherProjectId = testId(2);
const ann = { userId: testId(901), userName: 'Ann' };
const bob = { userId: testId(902), userName: 'Bob' };
const me = { userId: testId(903), userName: 'Me' };

let bed: RealtimeTestbed;

beforeEach(() => {
  vi.useFakeTimers();
  api.reset();
  bed = realtimeTestbed();
});
afterEach(() => {
  cleanup();
  bed.stop();
  vi.useRealTimers();
  expect(api.unexpected).toEqual([]);
});

function render<T>(hook: () => T, queryClient = testQueryClient()) {
  const rendered = renderHook(hook, { wrapper: realtimeProviderFor(queryClient, bed.realtime) });
  return { ...rendered, queryClient };
}

async function connected() {
  act(() => bed.realtime.connect());
  await advance();
}

/** A server event, then the query cache's batched notifications (a zero-delay timer) flushed. */
async function emit(event: string, payload: unknown) {
  act(() => bed.server.emit(event, payload));
  await advance(0);
}

describe('connection hooks', () => {
  it('follows the status and subscribes to an event once, calling the latest handler', async () => {
    const calls: string[] = [];
    const on = vi.spyOn(bed.realtime, 'on');
    const { result, rerender } = render(({ name }: { name: string } = { name: 'first' }) => {
      useRealtimeEvent('projectUpdated', () => calls.push(name));
      return useRealtimeStatus();
    });
    expect(result.current).toBe('idle');
    await connected();
    expect(result.current).toBe('connected');

    rerender({ name: 'second' });
    await emit('projectUpdated', { project: { _id: projectId } } as ProjectUpdatedEvent);
    expect(calls).toEqual(['second']);
    expect(on).toHaveBeenCalledTimes(1);

    act(() => dropConnections(bed.server));
    expect(result.current).toBe('reconnecting');
  });
});

describe('useProjectPresence', () => {
  it("joins the project's room and lists who is online there", async () => {
    const { result, unmount } = render(() => useProjectPresence(projectId, me.userId));
    await connected();
    expect(bed.roomEvents).toEqual([`join_project ${projectId}`]);

    await emit('userJoinedProject', { projectId, ...ann, onlineUsers: [ann, me] });
    await emit('userJoinedProject', { projectId: otherProjectId, ...bob, onlineUsers: [bob] });
    expect(result.current.onlineUsers).toEqual([ann, me]);
    await emit('userLeftProject', { projectId, ...ann, onlineUsers: [me] });
    expect(result.current.onlineUsers).toEqual([me]);

    unmount();
    expect(bed.roomEvents).toEqual([`join_project ${projectId}`, `leave_project ${projectId}`]);
  });

  it('shows who types for 3 seconds unless renewed, until they stop, never the current user', async () => {
    const { result } = render(() => useProjectPresence(projectId, me.userId));
    await connected();
    await emit('userTyping', { discussionId: projectId, ...ann });
    await emit('userTyping', { discussionId: projectId, ...me });
    await emit('userTyping', { discussionId: otherProjectId, ...bob });
    expect(result.current.typingUsers).toEqual([ann]);

    await advance(2000);
    await emit('userTyping', { discussionId: projectId, ...bob });
    await emit('userTyping', { discussionId: projectId, ...ann });
    await advance(2000);
    expect(result.current.typingUsers).toEqual([ann, bob]);

    await emit('userStoppedTyping', { discussionId: projectId, userId: bob.userId });
    expect(result.current.typingUsers).toEqual([ann]);
    await advance(999);
    expect(result.current.typingUsers).toEqual([ann]);
    await advance(1);
    expect(result.current.typingUsers).toEqual([]);
  });

  it('starts empty for another project', async () => {
    const { result, rerender } = render(({ id }: { id: string } = { id: projectId }) =>
      useProjectPresence(id, me.userId),
    );
    await connected();
    await emit('userJoinedProject', { projectId, ...ann, onlineUsers: [ann] });
    await emit('userTyping', { discussionId: projectId, ...ann });
    rerender({ id: otherProjectId });
    expect(result.current).toEqual({ onlineUsers: [], typingUsers: [] });
    expect(bed.roomEvents).toEqual([
      `join_project ${projectId}`,
      `leave_project ${projectId}`,
      `join_project ${otherProjectId}`,
    ]);
  });
});

describe('useLiveWorkUpdates', () => {
  const task = (overrides: Partial<Task> = {}): Task => ({
    _id: testId(21),
    title: 'Task 1',
    status: 'todo',
    priority: 'medium',
    projectId,
    completedAt: null,
    ...overrides,
  });
  const page = <T>(data: T[]): Paginated<T> => ({
    success: true,
    data,
    pagination: { page: 1, limit: 10, total: data.length, pages: 1 },
  });
  const other = { ...task(), _id: testId(22), title: 'Task 2' };
  const boardKey = workQueryKeys.projects.tasks(projectId, { limit: 100 });
  const myTasksKey = workQueryKeys.tasks.list({ assignedTo: 'me' });
  const detailKey = workQueryKeys.tasks.detail(testId(21));
  const commentsKey = workQueryKeys.comments(testId(21));
  const projectKey = workQueryKeys.projects.detail(projectId);
  const projectsKey = workQueryKeys.projects.list();
  const dashboardKey = workQueryKeys.dashboard.detail('2026-02-03');

  function seeded() {
    const queryClient = testQueryClient();
    queryClient.setQueryData(boardKey, page([task(), other]));
    queryClient.setQueryData(myTasksKey, page([task()]));
    queryClient.setQueryData(detailKey, task());
    queryClient.setQueryData<Paginated<Comment>>(commentsKey, page([]));
    queryClient.setQueryData(projectKey, { _id: projectId, title: 'Website relaunch' });
    queryClient.setQueryData(projectsKey, page([]));
    queryClient.setQueryData(dashboardKey, {
      averageProgress: 0,
      recentActivity: Array.from({ length: 20 }, (_, index) => ({
        id: `old${index}`,
        type: 'task_updated',
        message: `Older entry ${index}`,
        timestamp: '2026-02-02T10:00:00.000Z',
      })),
    });
    return queryClient;
  }
  const invalidated = (queryClient: ReturnType<typeof testQueryClient>) =>
    [boardKey, myTasksKey, detailKey, commentsKey, projectKey, projectsKey, dashboardKey]
      .filter((key) => queryClient.getQueryState(key)?.isInvalidated)
      .map((key) => key.slice(0, 4).join('/'));

  it('shows a task changed elsewhere at once in every copy, then refreshes what depends on it', async () => {
    const { queryClient } = render(() => useLiveWorkUpdates(), seeded());
    await connected();
    const moved = task({ status: 'done', completedAt: '2026-02-03T10:00:00.000Z' });
    await emit('taskUpdated', { projectId, task: moved, updatedBy: ann });

    expect(queryClient.getQueryData(detailKey)).toEqual(moved);
    expect(queryClient.getQueryData<Paginated<Task>>(boardKey)?.data).toEqual([moved, other]);
    expect(queryClient.getQueryData<Paginated<Task>>(myTasksKey)?.data).toEqual([moved]);
    expect(invalidated(queryClient)).toEqual([
      `projects/detail/${projectId}/tasks`,
      'tasks/list/[object Object]',
      `tasks/detail/${testId(21)}`,
      `projects/detail/${projectId}`,
      'projects/list/[object Object]',
      'dashboard/2026-02-03',
    ]);
  });

  it('refreshes comments on a new comment, projects on member changes, the dashboard on activity', async () => {
    let queryClient = seeded();
    const first = render(() => useLiveWorkUpdates(), queryClient);
    await connected();
    await emit('new_task_comment', {
      taskId: testId(21),
      projectId,
      comment: { id: 'c1', text: 'Done?', author: ann, timestamp: '2026-02-03T10:00:00.000Z' },
    });
    expect(invalidated(queryClient)).toContain(`tasks/detail/${testId(21)}/comments`);
    first.unmount();

    queryClient = seeded();
    const second = render(() => useLiveWorkUpdates(), queryClient);
    await emit('member_update', { action: 'added', ...bob, projectId });
    expect(invalidated(queryClient)).toEqual([
      `projects/detail/${projectId}/tasks`,
      `projects/detail/${projectId}`,
      'projects/list/[object Object]',
      'dashboard/2026-02-03',
    ]);
    second.unmount();

    queryClient = seeded();
    render(() => useLiveWorkUpdates(), queryClient);
    await emit('activity_update', {
      id: 'a1',
      type: 'task_completed',
      message: 'Ann completed Task 1',
      timestamp: '2026-02-03T10:00:00.000Z',
    });
    expect(invalidated(queryClient)).toEqual(['dashboard/2026-02-03']);
    // The feed shows it at once, on top, and keeps its 20 entries.
    const feed = queryClient.getQueryData<{ recentActivity: { id: string }[] }>(dashboardKey)?.recentActivity;
    expect(feed).toHaveLength(20);
    expect(feed?.[0]?.id).toBe('a1');
    expect(feed?.at(-1)?.id).toBe('old18');
  });

  it("reads a project's invitations again when its members change, so an accepted one leaves the list", async () => {
    const invitationsKey = invitationQueryKeys.list(projectId);
    const otherInvitationsKey = invitationQueryKeys.list(otherProjectId);
    const queryClient = seeded();
    queryClient.setQueryData(invitationsKey, []);
    queryClient.setQueryData(otherInvitationsKey, []);
    const stale = () =>
      [invitationsKey, otherInvitationsKey]
        .filter((key) => queryClient.getQueryState(key)?.isInvalidated)
        .map((key) => key[2]);
    render(() => useLiveWorkUpdates(), queryClient);
    await connected();

    // An organization's member change names no project: no project's list is concerned.
    await emit('member_update', {
      action: 'role_changed',
      ...bob,
      organizationId: testId(50),
      role: 'admin',
    });
    expect(stale()).toEqual([]);
    await emit('member_update', { action: 'added', ...bob, projectId, role: 'team-member' });
    expect(stale()).toEqual([projectId]);

    // After a reconnection every list is read again: the event may have been missed.
    act(() => dropConnections(bed.server));
    await advance(1010);
    expect(stale()).toEqual([projectId, otherProjectId]);
  });

  it('reads an open search again when a task, a comment or a project changes elsewhere, and marks the others stale', async () => {
    const openKey = searchQueryKeys.results({ q: 'relaunch', limit: 8 });
    const earlierKey = searchQueryKeys.results({ q: 'web', limit: 8 });
    const answer = (title: string) => [
      200,
      {
        success: true,
        data: {
          results: [
            { type: 'task', id: testId(21), title, snippet: '', url: `/tasks/${testId(21)}`, score: 1 },
          ],
        },
      },
    ];
    let title = 'Task 1';
    api.on('GET /search', () => answer(title) as [number, unknown]);
    const searches = () => api.seen.filter((request) => request.path === '/search').length;
    const queryClient = seeded();
    queryClient.setQueryData(earlierKey, { results: [] });
    const { result } = render(() => {
      useLiveWorkUpdates();
      return useSearch(client, { q: 'relaunch', limit: 8 });
    }, queryClient);
    await connected();
    await vi.waitFor(() => expect(result.current.data?.results[0]?.title).toBe('Task 1'));
    expect(searches()).toBe(1);

    // Renamed elsewhere: the open search asks again and shows the new title; the earlier answer is stale.
    title = 'Relaunch the website';
    await emit('taskUpdated', { projectId, task: task({ title }), updatedBy: ann });
    await vi.waitFor(() => expect(result.current.data?.results[0]?.title).toBe('Relaunch the website'));
    expect(searches()).toBe(2);
    expect(queryClient.getQueryState(earlierKey)?.isInvalidated).toBe(true);

    const events: [string, unknown][] = [
      [
        'new_task_comment',
        {
          taskId: testId(21),
          projectId,
          comment: { id: 'c1', text: 'relaunch?', author: ann, timestamp: '2026-02-03T10:00:00.000Z' },
        },
      ],
      ['projectUpdated', { project: { _id: projectId } }],
      ['dashboard_update', { type: 'task_deleted', data: { taskId: testId(21), projectId } }],
    ];
    for (const [event, payload] of events) {
      const before = searches();
      queryClient.setQueryData(earlierKey, { results: [] });
      await emit(event, payload);
      await vi.waitFor(() => expect(searches()).toBe(before + 1));
      expect(queryClient.getQueryState(earlierKey)?.isInvalidated).toBe(true);
    }
    // Activity alone changes nothing that search shows.
    const before = searches();
    await emit('activity_update', {
      id: 'a1',
      type: 'task_completed',
      message: 'Ann completed Task 1',
      timestamp: '2026-02-03T10:00:00.000Z',
    });
    await advance(50);
    expect(searches()).toBe(before);
    expect(queryClient.getQueryState(openKey)?.isInvalidated).toBe(false);
  });

  it('refreshes everything after a reconnection, not at the first connection', async () => {
    const { queryClient } = render(() => useLiveWorkUpdates(), seeded());
    await connected();
    expect(invalidated(queryClient)).toEqual([]);
    act(() => dropConnections(bed.server));
    await advance(1010);
    expect(invalidated(queryClient)).toHaveLength(7);
  });
});

describe('useDiscussion', () => {
  const message = (n: number, overrides: Partial<DiscussionMessage> = {}): DiscussionMessage => ({
    id: `m${n}`,
    discussionId: projectId,
    projectId,
    text: `Message ${n}`,
    author: ann,
    timestamp: '2026-02-03T10:00:00.000Z',
    ...overrides,
  });
  const page = (data: DiscussionMessage[]) => ({
    success: true,
    data,
    pagination: { page: 1, limit: 100, total: data.length, pages: 1 },
  });
  const texts = (data: Paginated<DiscussionMessage> | undefined) => data?.data.map((item) => item.text);

  it('loads the newest messages, appends new ones once, and posts', async () => {
    api.on(`GET /projects/${projectId}/discussion`, [200, page([message(1)])]);
    api.on(`POST /projects/${projectId}/discussion`, [
      201,
      { success: true, data: message(3, { author: me }) },
    ]);
    const { result, queryClient } = render(() => ({
      list: useDiscussion(client, projectId),
      post: usePostDiscussionMessage(client, projectId),
    }));
    await connected();
    expect(bed.roomEvents).toEqual([`join_project ${projectId}`]);
    // The answer's schema loads with the request (lazySchema), so the page may land a turn after the connection.
    await vi.waitFor(() => expect(texts(result.current.list.data)).toEqual(['Message 1']));
    expect(api.seen[0]?.query).toEqual({ limit: '100' });

    await emit('newDiscussionMessage', message(2));
    await emit('newDiscussionMessage', message(2));
    await emit(
      'newDiscussionMessage',
      message(9, { projectId: otherProjectId, discussionId: otherProjectId }),
    );
    expect(texts(result.current.list.data)).toEqual(['Message 1', 'Message 2']);

    await act(() => result.current.post.mutateAsync('Message 3'));
    await emit('newDiscussionMessage', message(3, { author: me }));
    expect(texts(queryClient.getQueryData(discussionQueryKeys.list(projectId)))).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
    expect(result.current.list.data?.pagination.total).toBe(3);
    expect(api.seen[1]).toMatchObject({ method: 'POST', json: { text: 'Message 3' } });
  });
});
