import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';

/** Runs of the system test suite, with each check's status, time and message. */
export const systemCheckRuns = pgTable(
  'system_check_runs',
  {
    id: id(),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    runBy: text('run_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    results: jsonb('results').$type<unknown[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('system_check_runs_org_started_idx').on(table.organizationId, table.startedAt)],
);
