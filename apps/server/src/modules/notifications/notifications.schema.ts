import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
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
