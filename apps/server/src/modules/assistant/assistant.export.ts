import { Readable } from 'node:stream';
import {
  ASSISTANT_FEEDBACK_EXPORT,
  type AssistantFeedbackExportLine,
  AssistantFeedbackExportLineSchema,
} from '@app/domain';
import { asc, desc, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/client';
import { assistantFeedback, assistantMessages } from '../../db/schema';
import { ErrorResponseSchema } from '../../http/errors';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/** How many rated exchanges one query reads: the file streams in pages, whatever the table's size. */
export const FEEDBACK_EXPORT_PAGE = 500;

/**
 * One page of rated exchanges after the message id `after`, in message id order: each exchange once, with its
 * latest rating (a reply rated again keeps every row; the last one is what the user meant). Only the exchange's
 * texts and action and the rating are read: never the user, nor the action's data (their tasks, projects,
 * teammates).
 */
async function feedbackPage(
  db: AppDb,
  after: string | null,
): Promise<(AssistantFeedbackExportLine & { messageId: string })[]> {
  const rows = await db
    .selectDistinctOn([assistantFeedback.messageId], {
      messageId: assistantFeedback.messageId,
      message: assistantMessages.message,
      response: assistantMessages.response,
      action: assistantMessages.action,
      rating: assistantFeedback.rating,
      helpful: assistantFeedback.helpful,
      feedback: assistantFeedback.feedback,
      ratedAt: assistantFeedback.createdAt,
    })
    .from(assistantFeedback)
    .innerJoin(assistantMessages, eq(assistantMessages.id, assistantFeedback.messageId))
    .where(after === null ? undefined : gt(assistantFeedback.messageId, after))
    .orderBy(asc(assistantFeedback.messageId), desc(assistantFeedback.createdAt), desc(assistantFeedback.id))
    .limit(FEEDBACK_EXPORT_PAGE);
  return rows.map((row) => ({ ...row, ratedAt: row.ratedAt.toISOString() }));
}

/**
 * The rated exchanges as JSON Lines, one object a line, read a page at a time. Each line is parsed with the
 * export's strict schema, so a field added to the query by mistake (a user id) fails instead of leaving the server.
 */
export async function* feedbackLines(db: AppDb): AsyncGenerator<string> {
  let after: string | null = null;
  for (;;) {
    const page = await feedbackPage(db, after);
    for (const { messageId: _id, ...line } of page) {
      yield `${JSON.stringify(AssistantFeedbackExportLineSchema.parse(line))}\n`;
    }
    if (page.length < FEEDBACK_EXPORT_PAGE) return;
    after = page.at(-1)?.messageId ?? null;
  }
}

/**
 * GET /platform/assistant/feedback: what users thought of the assistant's replies, for platform admins to study
 * (spec 7.5's feedback): a download, one rated exchange a line, nobody's identity in it.
 */
// A plain plugin, not the zod type provider's: the answer is a stream, which the provider's typing of a
// content-typed response (one line's object) would refuse; the schemas still validate and document the route.
export const assistantExportRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/platform/assistant/feedback',
    {
      config: { guard: { permission: 'canManageAllOrganizations' } },
      schema: {
        response: {
          200: {
            description: `The rated exchanges as JSON Lines (${ASSISTANT_FEEDBACK_EXPORT.contentType}), saved as ${ASSISTANT_FEEDBACK_EXPORT.fileName}: one object a line, the latest rating of each`,
            content: {
              [ASSISTANT_FEEDBACK_EXPORT.contentType]: { schema: AssistantFeedbackExportLineSchema },
            },
          },
          ...errors,
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', ASSISTANT_FEEDBACK_EXPORT.contentType)
        .header('content-disposition', `attachment; filename="${ASSISTANT_FEEDBACK_EXPORT.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(feedbackLines(app.database.db))),
  );
};
