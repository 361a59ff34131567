import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../../db/core.schema';
import { taskComments, tasks } from '../tasks/tasks.schema';

/**
 * Files on a task or on one of its comments (issue 38). The bytes live in the attachment storage under
 * `storageKey`; a row goes with its task or comment, and its file is deleted after the commit that removed it.
 */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: id(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commentId: text('comment_id').references(() => taskComments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The MIME type detected from the content. */
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('task_attachments_task_created_idx').on(table.taskId, table.createdAt, table.id),
    index('task_attachments_comment_idx').on(table.commentId),
    index('task_attachments_uploaded_by_idx').on(table.uploadedBy),
  ],
);

export type TaskAttachmentRow = typeof taskAttachments.$inferSelect;
