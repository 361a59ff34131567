import { boolean, date, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

/** Quick to-dos: personal, or shared with a project's members or with the owner's organization. */
export const todos = pgTable(
  'todos',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    visibility: text('visibility').notNull().default('personal'),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    dueDate: date('due_date'),
    position: doublePrecision('position').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('todos_owner_position_idx').on(table.ownerId, table.position),
    index('todos_project_position_idx').on(table.projectId, table.position),
    index('todos_organization_position_idx').on(table.organizationId, table.position),
  ],
);

export type TodoRow = typeof todos.$inferSelect;
