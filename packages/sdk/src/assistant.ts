import {
  ASSISTANT_FEEDBACK_EXPORT,
  ASSISTANT_HISTORY_LIMIT,
  type AssistantFunction,
  type ChatContext,
  type ChatFeedbackPayload,
  type ChatHistoryEntry,
  type ChatMessage,
  type ChatResponseData,
  type ChatSuggestionsPayload,
  type ExecuteFunctionInput,
  type ExecuteFunctionResult,
  type SendChatMessagePayload,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the page: see schemas/assistant.ts.
const schemas = () => import('./schemas/assistant');
const ChatResponseAnswerSchema = lazySchema(schemas, 'ChatResponseAnswerSchema');
const ExecuteFunctionAnswerSchema = lazySchema(schemas, 'ExecuteFunctionAnswerSchema');
const ChatHistoryAnswerSchema = lazySchema(schemas, 'ChatHistoryAnswerSchema');
const AssistantFunctionsAnswerSchema = lazySchema(schemas, 'AssistantFunctionsAnswerSchema');
const ChatSuggestionsAnswerSchema = lazySchema(schemas, 'ChatSuggestionsAnswerSchema');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');

/**
 * The payload's context with the user's recent activity (spec 7.5): the caller's own list when it gives one, else
 * the client's (`client.recentActivity`: the last few changes its mutation calls made); left out when empty.
 */
function withRecentActivity<P extends { context?: ChatContext | undefined }>(
  client: ApiClient,
  payload: P,
): P {
  if (payload.context?.recentActivity) return payload;
  const recentActivity = client.recentActivity.list();
  if (recentActivity.length === 0) return payload;
  return { ...payload, context: { ...payload.context, recentActivity } };
}

/**
 * Sends one message to the assistant (POST /chatbot/message) with the current project and page and the user's
 * recent activity; answers its reply: text, action and its data, confidence, suggestions and follow-up buttons.
 */
export async function sendChatMessage(
  client: ApiClient,
  payload: SendChatMessagePayload,
): Promise<ChatResponseData> {
  return (await client.post('chatbot/message', ChatResponseAnswerSchema, withRecentActivity(client, payload)))
    .data;
}

/**
 * Runs one assistant function (POST /chatbot/execute), as a follow-up button (Undo, a choice, Confirm) does; the
 * server checks the arguments and the caller's rights again.
 */
export async function executeAssistantFunction(
  client: ApiClient,
  payload: ExecuteFunctionInput,
): Promise<ExecuteFunctionResult> {
  return (await client.post('chatbot/execute', ExecuteFunctionAnswerSchema, payload)).data;
}

/** The caller's last exchanges with the assistant, oldest first (GET /chatbot/history?limit=, 10 by default). */
export async function getChatHistory(
  client: ApiClient,
  limit: number = ASSISTANT_HISTORY_LIMIT,
): Promise<ChatHistoryEntry[]> {
  return (await client.get('chatbot/history', ChatHistoryAnswerSchema, { limit })).data.history;
}

/** Forgets the caller's conversation (DELETE /chatbot/history); answers the server's confirmation. */
export async function clearChatHistory(client: ApiClient): Promise<string> {
  return (await client.delete('chatbot/history', ApiMessageSchema)).message;
}

/** What the assistant may do for the caller (GET /chatbot/functions), with each function's JSON Schema. */
export async function getAssistantFunctions(client: ApiClient): Promise<AssistantFunction[]> {
  return (await client.get('chatbot/functions', AssistantFunctionsAnswerSchema)).data.functions;
}

/** What to try asking here (POST /chatbot/suggestions), from the current project and page and recent activity. */
export async function getChatSuggestions(
  client: ApiClient,
  payload: ChatSuggestionsPayload = {},
): Promise<string[]> {
  return (
    await client.post('chatbot/suggestions', ChatSuggestionsAnswerSchema, withRecentActivity(client, payload))
  ).data.suggestions;
}

/** Rates one reply by its `messageId` (POST /chatbot/feedback); answers the server's confirmation. */
export async function sendChatFeedback(client: ApiClient, payload: ChatFeedbackPayload): Promise<string> {
  return (await client.post('chatbot/feedback', ApiMessageSchema, payload)).message;
}

/**
 * Platform admins: every rated exchange as a JSON Lines file (GET /platform/assistant/feedback), one
 * `AssistantFeedbackExportLine` a line, nobody's identity in it. Save it as {@link assistantFeedbackExportFileName}.
 */
export function exportAssistantFeedback(client: ApiClient): Promise<Blob> {
  return client.getBlob('platform/assistant/feedback');
}

/** The name the feedback export is saved under (the server's own: assistant-feedback.jsonl). */
export const assistantFeedbackExportFileName = ASSISTANT_FEEDBACK_EXPORT.fileName;

/**
 * The conversation of the stored history as the widget shows it: each exchange becomes the user's message and
 * the assistant's reply (its action and data rendered again), with stable ids.
 */
export function chatMessagesFromHistory(history: readonly ChatHistoryEntry[]): ChatMessage[] {
  return history.flatMap((entry, index) => [
    { id: `history-${index}-user`, sender: 'user', text: entry.userMessage, timestamp: entry.timestamp },
    {
      id: `history-${index}-bot`,
      sender: 'bot',
      text: entry.botResponse.message,
      timestamp: entry.timestamp,
      action: entry.botResponse.action ?? null,
      actionData: entry.botResponse.data,
      ...(entry.messageId ? { messageId: entry.messageId } : {}),
    },
  ]);
}
