import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths';
import type { AppDb } from './client';

/** The committed migrations against the ones the database has recorded (drizzle's own table). */
export interface MigrationStatus {
  /** Every migration of the journal (apps/server/drizzle/meta/_journal.json), by tag. */
  expected: string[];
  /** The journal's migrations the database has applied. */
  applied: string[];
  /** The journal's migrations the migrator would still apply. */
  pending: string[];
}

interface JournalEntry {
  tag: string;
  when: number;
}

// drizzle's migrator keeps what it applied in drizzle.__drizzle_migrations, one row per migration with the
// journal's `when` as created_at; it applies every entry newer than the last row.
const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

async function readJournal(migrationsFolder: string): Promise<JournalEntry[]> {
  const text = await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  const journal = JSON.parse(text) as { entries?: JournalEntry[] };
  return journal.entries ?? [];
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

/** Compares the journal with the database's migrations table (absent table: nothing applied). */
export async function migrationStatus(
  db: AppDb,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<MigrationStatus> {
  const entries = await readJournal(migrationsFolder);
  const exists = rowsOf(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`));
  const recorded = exists[0]?.name
    ? rowsOf(await db.execute(sql`select created_at from ${MIGRATIONS_TABLE}`)).map((row) =>
        Number(row.created_at),
      )
    : [];
  const last = recorded.length > 0 ? Math.max(...recorded) : Number.NEGATIVE_INFINITY;
  const appliedSet = new Set(recorded);
  return {
    expected: entries.map((entry) => entry.tag),
    applied: entries.filter((entry) => appliedSet.has(entry.when)).map((entry) => entry.tag),
    pending: entries.filter((entry) => entry.when > last).map((entry) => entry.tag),
  };
}
