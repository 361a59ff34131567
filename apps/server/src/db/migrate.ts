import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import type { Database, Schema } from './client';

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 728_164_001;

/** Applies the committed drizzle-kit SQL migrations (apps/server/drizzle) that the database has not seen yet. */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const db = database.db as NodePgDatabase<Schema> & { $client: pg.Pool };
  // Several processes may start together against one PostgreSQL: a session advisory lock, held on its own
  // pooled connection, lets one of them migrate while the others wait and then find nothing left to apply.
  const lockClient = await db.$client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}
