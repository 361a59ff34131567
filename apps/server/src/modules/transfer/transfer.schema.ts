import type { CsvMapping, ImportReport, TransferBundle, TransferCounts } from '@app/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';

// Import and export (issue 41). Both keep their bundle in the database for TRANSFER_KEEP_DAYS (expiresAt); a
// row past it is removed when the next job of anyone is created, and answers 404 until then.

/** An export of an organization, a project or a personal workspace: its job, then its bundle. */
export const transferExports = pgTable(
  'transfer_exports',
  {
    id: id(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** organization, project or workspace. */
    scope: text('scope').notNull(),
    projectId: text('project_id'),
    /** queued, running, done or failed. */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    counts: jsonb('counts').$type<TransferCounts>(),
    bundle: jsonb('bundle').$type<TransferBundle>(),
    error: text('error'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('transfer_exports_requested_by_idx').on(table.requestedBy, table.createdAt),
    index('transfer_exports_expires_idx').on(table.expiresAt),
  ],
);

/** An import: the parsed bundle, its dry-run report, then the job that creates it in the target workspace. */
export const transferImports = pgTable(
  'transfer_imports',
  {
    id: id(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The target workspace: the organization, or null for the requester's personal workspace. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    /** A CSV file's text, kept to apply another column mapping; null for the other sources. */
    csvText: text('csv_text'),
    mapping: jsonb('mapping').$type<CsvMapping>(),
    bundle: jsonb('bundle').$type<TransferBundle>().notNull(),
    report: jsonb('report').$type<ImportReport>().notNull(),
    /** parsed, queued, running, done or failed. */
    status: text('status').notNull().default('parsed'),
    targetProjectId: text('target_project_id'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result').$type<{ counts: TransferCounts; projectIds: string[] }>(),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('transfer_imports_requested_by_idx').on(table.requestedBy, table.createdAt),
    index('transfer_imports_expires_idx').on(table.expiresAt),
  ],
);

export type TransferExportRow = typeof transferExports.$inferSelect;
export type TransferImportRow = typeof transferImports.$inferSelect;
