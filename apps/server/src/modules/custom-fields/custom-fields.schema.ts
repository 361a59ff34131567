import type { CustomFieldOption, TaskTableView } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

/** A project's custom fields (issue 37); tasks keep their values in `tasks.custom_fields` by field id. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    options: jsonb('options').$type<CustomFieldOption[]>().notNull().default([]),
    position: doublePrecision('position').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('custom_fields_project_name_idx').on(table.projectId, sql`lower(${table.name})`),
    index('custom_fields_project_position_idx').on(table.projectId, table.position),
  ],
);

export type CustomFieldRow = typeof customFields.$inferSelect;

/** Each user's table view of each project: columns, sort and grouping, remembered across devices. */
export const taskTableViews = pgTable(
  'task_table_views',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    view: jsonb('view').$type<TaskTableView>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.projectId] })],
);
