import type { RichTextDoc } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';
import { tasks } from '../tasks/tasks.schema';

/**
 * Notifications, one row per recipient. The id is an increasing integer: a client that was disconnected asks for
 * every id after the last one it saw, so no notification is lost to a dropped socket.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    taskId: text('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    // Every list (newest first, or after an id) and the unread count read one recipient's rows by id.
    index('notifications_recipient_id_idx').on(table.recipientId, table.id),
    index('notifications_recipient_unread_idx').on(table.recipientId).where(sql`${table.read} = false`),
    // Deleting a task or a project sets these to null: without an index that would scan every notification.
    index('notifications_task_idx').on(table.taskId),
    index('notifications_project_idx').on(table.projectId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Notifications waiting to go by mail (issue 38), written by `notify` in the transaction of the change, so none is
 * lost across a restart. The mail worker sends one message per (recipient, task) once the oldest row of the pair is
 * older than the batch window (one a day per recipient for the daily digest), and deletes what it sent. A worker
 * claims rows by moving `next_attempt_at` past a lease (SELECT ... FOR UPDATE SKIP LOCKED), so two processes never
 * send the same batch; a failed send leaves them with a later `next_attempt_at` and one more attempt.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mail kind (EMAIL_KINDS of @app/domain): the setting that lets it go, and the unsubscribe link's. */
    kind: text('kind').notNull(),
    /** Daily digest: batched per recipient over a day instead of per task over the window. */
    digest: boolean('digest').notNull().default(false),
    taskId: text('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The comment's text, for a comment or a mention. */
    excerpt: text('excerpt'),
    /** The comment as rich text (sanitised when it was stored), quoted formatted in the mail's HTML part. */
    excerptDoc: jsonb('excerpt_doc').$type<RichTextDoc>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_queue_recipient_task_idx').on(table.recipientId, table.taskId),
    index('mail_queue_next_attempt_idx').on(table.nextAttemptAt),
    index('mail_queue_task_idx').on(table.taskId),
  ],
);

export type MailQueueRow = typeof mailQueue.$inferSelect;

/**
 * The "due soon" reminders sent (issue 38): one row per task and due date, inserted by the sweep that notifies
 * (INSERT ... ON CONFLICT DO NOTHING RETURNING), so two server processes never remind twice of the same date, and
 * a new due date can be reminded of again. Rows go with their task.
 */
export const taskDueReminders = pgTable(
  'task_due_reminders',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.dueDate] })],
);
