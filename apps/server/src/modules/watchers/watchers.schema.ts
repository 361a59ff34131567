import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../../db/core.schema';
import { tasks } from '../tasks/tasks.schema';

/** Who follows which task (issue 38): they hear of its changes that matter. */
export const taskWatchers = pgTable(
  'task_watchers',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index('task_watchers_user_idx').on(table.userId),
  ],
);

export type TaskWatcherRow = typeof taskWatchers.$inferSelect;
