import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

/** The activity feed: written by the same service calls that change the data. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    entityTitle: text('entity_title').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activities_project_created_idx').on(table.projectId, table.createdAt),
    index('activities_actor_created_idx').on(table.actorId, table.createdAt),
    // The organization's feed and its 'active in the last 7 days' count.
    index('activities_organization_created_idx').on(table.organizationId, table.createdAt),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
