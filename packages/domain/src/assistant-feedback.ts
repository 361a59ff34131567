import { z } from 'zod';
import type { CHAT_REPLY_RATINGS } from './assistant-feedback-values';
import { DateTimeStringSchema } from './dates';

export {
  ASSISTANT_FEEDBACK_EXPORT,
  CHAT_REPLY_RATING_VALUES,
  CHAT_REPLY_RATINGS,
  chatReplyFeedbackPayload,
} from './assistant-feedback-values';
export type ChatReplyRating = (typeof CHAT_REPLY_RATINGS)[number];

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
