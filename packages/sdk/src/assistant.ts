import {
  ASSISTANT_HISTORY_LIMIT,
  type AssistantFunction,
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
 * Sends one message to the assistant (POST /chatbot/message) with the current project and page; answers its
 * reply: text, action and its data, confidence, suggestions and follow-up buttons.
 */
export async function sendChatMessage(
  client: ApiClient,
  payload: SendChatMessagePayload,
): Promise<ChatResponseData> {
  return (await client.post('chatbot/message', ChatResponseAnswerSchema, payload)).data;
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

/** What to try asking here (POST /chatbot/suggestions), from the current project and page. */
export async function getChatSuggestions(
  client: ApiClient,
  payload: ChatSuggestionsPayload = {},
): Promise<string[]> {
  return (await client.post('chatbot/suggestions', ChatSuggestionsAnswerSchema, payload)).data.suggestions;
}

/** Rates one reply by its `messageId` (POST /chatbot/feedback); answers the server's confirmation. */
export async function sendChatFeedback(client: ApiClient, payload: ChatFeedbackPayload): Promise<string> {
  return (await client.post('chatbot/feedback', ApiMessageSchema, payload)).message;
}

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
    },
  ]);
}
