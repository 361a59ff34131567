// The values of assistant-feedback.ts that need no schema (lists, labels, limits, texts, pure helpers), apart from its zod
// schemas so that importing one of them does not bring zod: assistant-feedback.ts re-exports them.
import type { ChatFeedbackPayload } from './assistant';
import type { ChatReplyRating } from './assistant-feedback';

/** The two ratings the chat widget offers on a reply: thumbs up and thumbs down. */
export const CHAT_REPLY_RATINGS = ['helpful', 'not_helpful'] as const;

/**
 * What POST /chatbot/feedback stores for each: the payload's 1-5 `rating` at its ends, and `helpful`, so that an
 * export reads the same whichever field a reader takes.
 */
export const CHAT_REPLY_RATING_VALUES = {
  helpful: { rating: 5, helpful: true },
  not_helpful: { rating: 1, helpful: false },
} as const satisfies Record<ChatReplyRating, { rating: number; helpful: boolean }>;

/** The feedback payload of a thumb on the reply `messageId`. */
export function chatReplyFeedbackPayload(messageId: string, rating: ChatReplyRating): ChatFeedbackPayload {
  return { messageId, ...CHAT_REPLY_RATING_VALUES[rating] };
}

/** How the export is served: one JSON object per line, saved as a file. */
export const ASSISTANT_FEEDBACK_EXPORT = {
  contentType: 'application/x-ndjson',
  fileName: 'assistant-feedback.jsonl',
} as const;
