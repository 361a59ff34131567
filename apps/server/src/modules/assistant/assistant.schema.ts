import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../../db/core.schema';

/**
 * The assistant's exchanges, one row per message and reply, read back as the user's chat history.
 * `data` is the reply's action data (a list, a progress summary, the created object); `conversation` where the
 * chat stood after it.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    response: text('response').notNull(),
    action: text('action'),
    data: jsonb('data'),
    /**
     * Where the conversation stood after this exchange (the assistant's conversation.ts): the object in focus,
     * what was listed, the last call that ran, the call waiting for a yes. The next message reads it back.
     */
    conversation: jsonb('conversation').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [index('assistant_messages_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Writes done through the assistant, with what it takes to revert each (Undo): for a create, nothing (the object
 * is deleted); for an update, the previous values of the fields it changed. Undone at most once.
 */
export const assistantActions = pgTable(
  'assistant_actions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    functionName: text('function_name').notNull(),
    objectType: text('object_type', { enum: ['task', 'project'] }).notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    index('assistant_actions_user_created_idx').on(table.userId, table.createdAt),
    check('assistant_actions_object_type_check', sql`${table.objectType} in ('task', 'project')`),
  ],
);

/** Feedback on one of the assistant's replies, by the person it answered. */
export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    id: id(),
    messageId: text('message_id')
      .notNull()
      .references(() => assistantMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating'),
    feedback: text('feedback'),
    helpful: boolean('helpful'),
    createdAt: createdAt(),
  },
  (table) => [
    index('assistant_feedback_message_idx').on(table.messageId),
    index('assistant_feedback_user_idx').on(table.userId),
  ],
);

export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
export type AssistantActionRow = typeof assistantActions.$inferSelect;
