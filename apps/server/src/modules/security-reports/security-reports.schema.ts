import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';

/** Reports from browsers (spec 7.4): CSP violations and unexpected client errors, listed on /org/security. */
export const securityReports = pgTable(
  'security_reports',
  {
    id: id(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('security_reports_org_created_idx').on(table.organizationId, table.createdAt),
    index('security_reports_user_created_idx').on(table.userId, table.createdAt),
  ],
);
