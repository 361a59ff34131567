import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';

/**
 * Labels (issue 37): an organization's, shared by its members, or an individual's own (`ownerId`, no
 * organization). Names are unique within their workspace whatever their case.
 */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('labels_organization_name_idx')
      .on(table.organizationId, sql`lower(${table.name})`)
      .where(sql`${table.organizationId} is not null`),
    uniqueIndex('labels_owner_name_idx')
      .on(table.ownerId, sql`lower(${table.name})`)
      .where(sql`${table.organizationId} is null`),
    index('labels_created_by_idx').on(table.createdBy),
  ],
);

export type LabelRow = typeof labels.$inferSelect;
