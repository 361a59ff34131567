import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../../db/core.schema';
import { tasks } from '../tasks/tasks.schema';

/**
 * Reminders of tasks (issue 40), each personal to the person who set it. `remind_at` is when it fires;
 * `offset_minutes`, when set, keeps it that long before the task's due moment as the due date moves. `sent_at` is
 * set once, by the delivery that wins (`UPDATE ... WHERE sent_at IS NULL`); `job_id` is the pg-boss job queued for it.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    id: id(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    offsetMinutes: integer('offset_minutes'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    jobId: text('job_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('task_reminders_task_user_idx').on(table.taskId, table.userId),
    // The start step's catch-up: unsent reminders by time.
    index('task_reminders_pending_idx').on(table.remindAt).where(sql`${table.sentAt} is null`),
  ],
);

export type TaskReminderRow = typeof taskReminders.$inferSelect;

/** A person's private calendar feed (issue 40): the token is kept as its SHA-256 only, so it is shown once. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
