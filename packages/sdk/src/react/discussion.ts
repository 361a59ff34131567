import { type DiscussionMessage, PAGE_LIMIT_MAX, type Paginated } from '@app/domain';
import {
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { listDiscussion, postDiscussionMessage } from '../discussion';
import type { ApiClient } from '../http';
import { withAppended } from './cache';
import { useOnReconnect, useProjectRoom, useRealtimeEvent } from './realtime';

/** Query keys of the project discussions (apart from the project's own, which its updates invalidate). */
export const discussionQueryKeys = {
  all: () => ['discussion'] as const,
  list: (projectId: string) => ['discussion', projectId] as const,
};

/** A project's discussion: its newest 100 messages, oldest first. */
export function discussionQueryOptions(client: ApiClient, projectId: string | undefined) {
  return queryOptions({
    queryKey: discussionQueryKeys.list(projectId ?? ''),
    queryFn: projectId ? () => listDiscussion(client, projectId, { limit: PAGE_LIMIT_MAX }) : skipToken,
  });
}

/** Adds a message at the end of the cached discussion, unless it is there already (it comes back as an event too). */
function appendMessage(queryClient: QueryClient, message: DiscussionMessage): void {
  queryClient.setQueryData<Paginated<DiscussionMessage>>(
    discussionQueryKeys.list(message.projectId),
    (page) => page && withAppended(page, message, (item) => item.id),
  );
}

/**
 * A project's discussion, kept live: joins the project's room while mounted, appends each new message once, and
 * refetches after a reconnection (messages sent meanwhile were not received).
 */
export function useDiscussion(client: ApiClient, projectId: string | undefined) {
  const queryClient = useQueryClient();
  useProjectRoom(projectId);
  useRealtimeEvent('newDiscussionMessage', (message) => {
    if (message.projectId === projectId) appendMessage(queryClient, message);
  });
  useOnReconnect(() => {
    if (projectId) void queryClient.invalidateQueries({ queryKey: discussionQueryKeys.list(projectId) });
  });
  return useQuery(discussionQueryOptions(client, projectId));
}

/** Posts to a project's discussion; the message shows in the cached discussion as soon as the server has it. */
export function usePostDiscussionMessage(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postDiscussionMessage(client, projectId, text),
    onSuccess: (message) => appendMessage(queryClient, message),
  });
}
