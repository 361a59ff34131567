import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

/** Project discussion messages (one discussion per project). */
export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('discussion_messages_project_created_idx').on(table.projectId, table.createdAt, table.id),
  ],
);

export type DiscussionMessageRow = typeof discussionMessages.$inferSelect;
