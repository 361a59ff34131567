// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, fakeClient, testId } from '../test-support';
import {
  assistantQueryKeys,
  useChatHistory,
  useChatReplyRatings,
  useChatSuggestions,
  useClearChatHistory,
  useExecuteFunction,
  useSendChatMessage,
} from './assistant';
import { workQueryKeys } from './keys';
import { providerFor, testQueryClient } from './test-support';

const api = createFakeApi();
const client = fakeClient(api);
const projectId = testId(5);
const entry = {
  timestamp: '2030-01-01T10:00:00.000Z',
  userMessage: 'hi',
  botResponse: { message: 'Hello' },
};

afterEach(() => {
  cleanup();
  api.reset();
});

/** A query client with a cached task list, project list and dashboard, to see what a reply invalidates. */
function seededClient() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(workQueryKeys.tasks.list({}), { data: [] });
  queryClient.setQueryData(workQueryKeys.projects.list({}), { data: [] });
  queryClient.setQueryData(workQueryKeys.dashboard.detail('2030-01-01'), {});
  const stale = () =>
    [
      workQueryKeys.tasks.list({}),
      workQueryKeys.projects.list({}),
      workQueryKeys.dashboard.detail('2030-01-01'),
    ].map((key) => queryClient.getQueryState(key)?.isInvalidated ?? false);
  return { queryClient, stale };
}

describe('useChatHistory and useChatSuggestions', () => {
  it('wait until enabled, then load; the history is read again when the project changes', async () => {
    api.on('GET /chatbot/history', [200, { success: true, data: { history: [entry] } }]);
    api.on('POST /chatbot/suggestions', (request) => [
      200,
      { success: true, data: { suggestions: [`for ${(request.json as { projectId: string }).projectId}`] } },
    ]);
    const queryClient = testQueryClient();
    const { result, rerender } = renderHook(
      ({ enabled, project }: { enabled: boolean; project: string | null }) => ({
        history: useChatHistory(client, project, { enabled }),
        suggestions: useChatSuggestions(client, project, { currentPage: '/tasks' }, { enabled }),
      }),
      {
        wrapper: providerFor(queryClient),
        initialProps: { enabled: false, project: null as string | null },
      },
    );
    expect(api.seen).toHaveLength(0);
    rerender({ enabled: true, project: null });
    await waitFor(() => expect(result.current.history.data).toEqual([entry]));
    await waitFor(() => expect(result.current.suggestions.data).toEqual(['for null']));
    rerender({ enabled: true, project: projectId });
    await waitFor(() => expect(result.current.suggestions.data).toEqual([`for ${projectId}`]));
    expect(api.seen.filter((request) => request.path === '/chatbot/history')).toHaveLength(2);
    expect(api.seen.at(-1)?.json).toEqual({ projectId, context: { currentPage: '/tasks' } });
  });

  it('gives no suggestions when they fail', async () => {
    api.on('POST /chatbot/suggestions', [500, { success: false, error: 'Broken' }]);
    const { result } = renderHook(() => useChatSuggestions(client, null), {
      wrapper: providerFor(testQueryClient()),
    });
    await waitFor(() => expect(result.current.data).toEqual([]));
  });
});

describe('the assistant mutations', () => {
  it('refresh tasks, projects and the dashboard after a reply that changed data, not after a read', async () => {
    const { queryClient, stale } = seededClient();
    let action = 'display_tasks';
    api.on('POST /chatbot/message', () => [200, { success: true, data: { response: 'ok', action } }]);
    const { result } = renderHook(() => useSendChatMessage(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync({ message: 'show my tasks' }));
    expect(stale()).toEqual([false, false, false]);
    action = 'task_created';
    await act(() => result.current.mutateAsync({ message: 'create a task called X in Y' }));
    expect(stale()).toEqual([true, true, true]);
  });

  it('refresh after an undo even when its result names no action', async () => {
    const { queryClient, stale } = seededClient();
    api.on('POST /chatbot/execute', [200, { success: true, data: { result: null, message: 'Undone.' } }]);
    const { result } = renderHook(() => useExecuteFunction(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync({ functionName: 'project_progress', arguments: {} }));
    expect(stale()).toEqual([false, false, false]);
    await act(() => result.current.mutateAsync({ functionName: 'undo', arguments: { actionId: 'a1' } }));
    expect(stale()).toEqual([true, true, true]);
  });

  it('refresh after a confirmed change', async () => {
    const { queryClient, stale } = seededClient();
    api.on('POST /chatbot/execute', [
      200,
      { success: true, data: { result: {}, action: 'project_updated' } },
    ]);
    const { result } = renderHook(() => useExecuteFunction(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync({ functionName: 'update_project', arguments: {} }));
    expect(stale()).toEqual([true, true, true]);
  });

  it('clearing empties every cached history and reloads the suggestions', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(assistantQueryKeys.history(projectId), [entry]);
    queryClient.setQueryData(assistantQueryKeys.suggestions(projectId, {}), ['x']);
    api.on('DELETE /chatbot/history', [200, { success: true, message: 'Cleared' }]);
    const { result } = renderHook(() => useClearChatHistory(client), { wrapper: providerFor(queryClient) });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(assistantQueryKeys.history(projectId))).toEqual([]);
    expect(queryClient.getQueryState(assistantQueryKeys.suggestions(projectId, {}))?.isInvalidated).toBe(
      true,
    );
  });
});

describe('useChatReplyRatings', () => {
  const feedbackSent = () =>
    api.seen.filter((request) => request.path === '/chatbot/feedback').map((request) => request.json);

  it('sends a thumb as rating 5 or 1 with helpful, once per rating, and a change sends again', async () => {
    api.on('POST /chatbot/feedback', [200, { success: true, message: 'Thank you for your feedback' }]);
    const { result } = renderHook(() => useChatReplyRatings(client), {
      wrapper: providerFor(testQueryClient()),
    });
    act(() => result.current.rate('msg-1', 'helpful'));
    // Pressed at once, before the server answers.
    expect(result.current.ratings['msg-1']).toEqual({ rating: 'helpful', failed: false });
    await waitFor(() => expect(feedbackSent()).toHaveLength(1));
    act(() => result.current.rate('msg-1', 'helpful'));
    act(() => result.current.rate('msg-1', 'not_helpful'));
    await waitFor(() => expect(feedbackSent()).toHaveLength(2));
    expect(feedbackSent()).toEqual([
      { messageId: 'msg-1', rating: 5, helpful: true },
      { messageId: 'msg-1', rating: 1, helpful: false },
    ]);
    await waitFor(() =>
      expect(result.current.ratings['msg-1']).toEqual({ rating: 'not_helpful', failed: false }),
    );
  });

  it('goes back to the last rating the server took, and says it failed', async () => {
    let refuse = false;
    api.on('POST /chatbot/feedback', () =>
      refuse
        ? [404, { success: false, error: 'Message not found' }]
        : [200, { success: true, message: 'Thank you for your feedback' }],
    );
    const { result } = renderHook(() => useChatReplyRatings(client), {
      wrapper: providerFor(testQueryClient()),
    });
    act(() => result.current.rate('msg-1', 'helpful'));
    await waitFor(() => expect(feedbackSent()).toHaveLength(1));
    refuse = true;
    act(() => {
      result.current.rate('msg-1', 'not_helpful');
      result.current.rate('msg-2', 'helpful');
    });
    // Each reply settles on its own: a first rating that failed is unset, a change that failed keeps the old one.
    await waitFor(() => expect(result.current.ratings['msg-2']).toEqual({ rating: null, failed: true }));
    await waitFor(() => expect(result.current.ratings['msg-1']).toEqual({ rating: 'helpful', failed: true }));
  });
});
