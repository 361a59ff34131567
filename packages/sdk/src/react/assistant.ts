import {
  type ChatContext,
  type ChatFeedbackPayload,
  type ChatReplyRating,
  type ChatReplyRatingState,
  type ChatResponseData,
  chatReplyFeedbackPayload,
  type ExecuteFunctionInput,
  type ExecuteFunctionResult,
  type SendChatMessagePayload,
} from '@app/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  assistantFeedbackExportFileName,
  clearChatHistory,
  executeAssistantFunction,
  exportAssistantFeedback,
  getAssistantFunctions,
  getChatHistory,
  getChatSuggestions,
  sendChatFeedback,
  sendChatMessage,
} from '../assistant';
import { isDataUpdateAction } from '../assistant-events';
import type { ApiClient } from '../http';
import { saveFile } from './audit';
import { workQueryKeys } from './keys';

/**
 * Query keys of the assistant: `['assistant','history',projectId]` (read again when the current project changes),
 * `['assistant','suggestions',projectId,currentPage]` and `['assistant','functions']`.
 */
export const assistantQueryKeys = {
  all: () => ['assistant'] as const,
  histories: () => ['assistant', 'history'] as const,
  history: (projectId: string | null) => ['assistant', 'history', projectId ?? ''] as const,
  suggestions: (projectId: string | null, context: ChatContext = {}) =>
    ['assistant', 'suggestions', projectId ?? '', context.currentPage ?? ''] as const,
  allSuggestions: () => ['assistant', 'suggestions'] as const,
  functions: () => ['assistant', 'functions'] as const,
};

export interface AssistantQueryOptions {
  /** Load only while true (the widget loads its history and suggestions when it opens). */
  enabled?: boolean;
}

/**
 * The caller's last 10 exchanges. Stale at once, so opening the widget or changing project reads them again
 * (spec 4.9); a failure is only logged by the widget, so it is not retried.
 */
export function chatHistoryQueryOptions(
  client: ApiClient,
  projectId: string | null,
  { enabled = true }: AssistantQueryOptions = {},
) {
  return queryOptions({
    queryKey: assistantQueryKeys.history(projectId),
    queryFn: () => getChatHistory(client),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export function useChatHistory(client: ApiClient, projectId: string | null, options?: AssistantQueryOptions) {
  return useQuery(chatHistoryQueryOptions(client, projectId, options));
}

/** Suggestions for the current project and page; a failure gives none (spec 8.7). */
export function chatSuggestionsQueryOptions(
  client: ApiClient,
  projectId: string | null,
  context: ChatContext = {},
  { enabled = true }: AssistantQueryOptions = {},
) {
  return queryOptions({
    queryKey: assistantQueryKeys.suggestions(projectId, context),
    queryFn: () => getChatSuggestions(client, { projectId, context }).catch(() => [] as string[]),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export function useChatSuggestions(
  client: ApiClient,
  projectId: string | null,
  context: ChatContext = {},
  options?: AssistantQueryOptions,
) {
  return useQuery(chatSuggestionsQueryOptions(client, projectId, context, options));
}

/** What the assistant may do for the caller; changes only with the caller's rights. */
export function assistantFunctionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: assistantQueryKeys.functions(),
    queryFn: () => getAssistantFunctions(client),
    staleTime: 5 * 60_000,
  });
}

export function useAssistantFunctions(client: ApiClient) {
  return useQuery(assistantFunctionsQueryOptions(client));
}

/**
 * After the assistant changed data (a task or project created or updated, or an earlier change undone), every
 * screen that shows tasks, projects or the dashboard reads them again: the requester's own screens follow at once,
 * even when the server's socket event is slow or missed.
 */
export function invalidateAfterAssistantChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() }),
    queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() }),
    queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() }),
  ]).then(() => undefined);
}

/** The function the server's Undo buttons call. */
export const UNDO_FUNCTION = 'undo';

/** Sends a message; a reply that changed data refreshes the work data everywhere. */
export function useSendChatMessage(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SendChatMessagePayload) => sendChatMessage(client, payload),
    onSuccess: (reply: ChatResponseData) => {
      if (isDataUpdateAction(reply.action)) void invalidateAfterAssistantChange(queryClient);
    },
  });
}

/** Runs a follow-up (Undo, a choice, Confirm); a change or an undo refreshes the work data everywhere. */
export function useExecuteFunction(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExecuteFunctionInput) => executeAssistantFunction(client, payload),
    onSuccess: (result: ExecuteFunctionResult, payload) => {
      if (isDataUpdateAction(result.action) || payload.functionName === UNDO_FUNCTION) {
        void invalidateAfterAssistantChange(queryClient);
      }
    },
  });
}

/** Clears the conversation: the cached history empties and the suggestions are read again (spec 4.9). */
export function useClearChatHistory(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearChatHistory(client),
    onSuccess: () => {
      queryClient.setQueriesData({ queryKey: assistantQueryKeys.histories() }, () => []);
      void queryClient.invalidateQueries({ queryKey: assistantQueryKeys.allSuggestions() });
    },
  });
}

/** Sends one rating of a reply; `useChatReplyRatings` keeps a conversation's ratings on top of it. */
export function useSendChatFeedback(client: ApiClient) {
  return useMutation({ mutationFn: (payload: ChatFeedbackPayload) => sendChatFeedback(client, payload) });
}

export interface ChatReplyRatings {
  /** Each rated reply's state by its `messageId`, as the chat widget's `ratings` takes it. */
  ratings: Readonly<Record<string, ChatReplyRatingState>>;
  /**
   * Rates the reply `messageId` (POST /chatbot/feedback, rating 5 and helpful for 'helpful', 1 and not helpful
   * for 'not_helpful'). The thumb shows pressed at once; if the server does not take it, the rating goes back to
   * the last one it took (none for a first rating), `failed` is set and `onError` hears why. The rating already held
   * sends nothing.
   */
  rate: (messageId: string, rating: ChatReplyRating) => void;
}

/** The ratings of one conversation's replies, kept while the caller is mounted, and the call that sends them. */
export function useChatReplyRatings(
  client: ApiClient,
  { onError }: { onError?: (error: unknown) => void } = {},
): ChatReplyRatings {
  const [ratings, setRatings] = useState<Record<string, ChatReplyRatingState>>({});
  // What the server last took per reply, and the latest try per reply: an earlier answer arriving late must not
  // overwrite a later rating.
  const confirmed = useRef(new Map<string, ChatReplyRating>());
  const latest = useRef(new Map<string, number>());
  const sequence = useRef(0);
  const send = useSendChatFeedback(client);

  const settle = (messageId: string, attempt: number, state: ChatReplyRatingState) => {
    if (latest.current.get(messageId) !== attempt) return;
    setRatings((current) => ({ ...current, [messageId]: state }));
  };

  const rate = (messageId: string, rating: ChatReplyRating) => {
    if (ratings[messageId]?.rating === rating) return;
    sequence.current += 1;
    const attempt = sequence.current;
    latest.current.set(messageId, attempt);
    setRatings((current) => ({ ...current, [messageId]: { rating, failed: false } }));
    // mutateAsync, not mutate's callbacks: those only run for the last call, and replies are rated independently.
    send.mutateAsync(chatReplyFeedbackPayload(messageId, rating)).then(
      () => {
        confirmed.current.set(messageId, rating);
        settle(messageId, attempt, { rating, failed: false });
      },
      (error: unknown) => {
        onError?.(error);
        settle(messageId, attempt, { rating: confirmed.current.get(messageId) ?? null, failed: true });
      },
    );
  };

  return { ratings, rate };
}

/** 'Export assistant feedback' (platform admins): downloads the rated exchanges and saves them as a file. */
export function useExportAssistantFeedback(client: ApiClient) {
  return useMutation({
    mutationFn: async () => {
      const blob = await exportAssistantFeedback(client);
      saveFile(blob, assistantFeedbackExportFileName);
      return blob.size;
    },
  });
}
