import { z } from 'zod';
import type { ChatFeedbackPayload } from './assistant';
import { DateTimeStringSchema } from './dates';

/** The two ratings the chat widget offers on a reply: thumbs up and thumbs down. */
export const CHAT_REPLY_RATINGS = ['helpful', 'not_helpful'] as const;
export type ChatReplyRating = (typeof CHAT_REPLY_RATINGS)[number];

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

/**
 * A reply's rating as the widget shows it: the thumb pressed (null: none), and whether the last try to send one
 * failed (the rating then stays what the server last took).
 */
export interface ChatReplyRatingState {
  rating: ChatReplyRating | null;
  failed: boolean;
}

/**
 * One line of the platform's feedback export (GET /platform/assistant/feedback, JSON Lines): a rated exchange, its
 * latest rating, and nothing that identifies who asked.
 */
export const AssistantFeedbackExportLineSchema = z.strictObject({
  message: z.string(),
  response: z.string(),
  action: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  helpful: z.boolean().nullable(),
  feedback: z.string().nullable(),
  ratedAt: DateTimeStringSchema,
});
export type AssistantFeedbackExportLine = z.infer<typeof AssistantFeedbackExportLineSchema>;

/** How the export is served: one JSON object per line, saved as a file. */
export const ASSISTANT_FEEDBACK_EXPORT = {
  contentType: 'application/x-ndjson',
  fileName: 'assistant-feedback.jsonl',
} as const;
