import { pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, updatedAt } from '../../db/columns';
import { users } from '../../db/core.schema';

/** Uploaded profile pictures, served at /api/v1/users/{id}/avatar. */
export const userAvatars = pgTable('user_avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});
