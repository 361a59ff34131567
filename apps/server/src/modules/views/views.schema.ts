import type { SavedViewLayout } from '@app/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';

/**
 * Saved views (issue 39): a user's named filter of tasks, in a place: a project (`projectId`) or the task list
 * across projects (null). `organizationId` is the owner's organization when the view was made; a view without
 * one (an individual's) is never shared. A view goes with its owner, its project and its organization.
 * Names are unique per owner and place whatever their case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    layout: text('layout').$type<SavedViewLayout>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The owner's views of a place (the list, the limit, the duplicate name), for a project and for /tasks.
    uniqueIndex('saved_views_owner_project_name_idx')
      .on(table.ownerId, table.projectId, sql`lower(${table.name})`)
      .where(sql`${table.projectId} is not null`),
    uniqueIndex('saved_views_owner_name_idx')
      .on(table.ownerId, sql`lower(${table.name})`)
      .where(sql`${table.projectId} is null`),
    // Shared lookups: a project's shared views, and an organization's shared views of /tasks.
    index('saved_views_shared_project_idx')
      .on(table.projectId)
      .where(sql`${table.shared} and ${table.projectId} is not null`),
    index('saved_views_shared_organization_idx')
      .on(table.organizationId)
      .where(sql`${table.shared} and ${table.projectId} is null`),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
