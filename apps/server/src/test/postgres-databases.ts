import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { jobQueueSchemaScript } from '../jobs/queue';
import { MIGRATIONS_DIR } from '../paths';

// Test databases are named app_test_<run id>_<random>. The run id starts with the run's start time (base 36)
// so that a later run can recognise databases left behind by a crashed one.
export const TEST_DATABASE_PREFIX = 'app_test_';
/** The run's migrated database that the others copy: app_test_<run id>_template. */
export const TEMPLATE_DATABASE_SUFFIX = 'template';
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export function newRunId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6).padEnd(4, '0')}`;
}

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the maintenance database named by DATABASE_URL. */
export async function withAdminClient<T>(
  baseUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** An empty database, or a copy of `template` (which nobody may be connected to meanwhile). */
export async function createDatabase(baseUrl: string, database: string, template?: string): Promise<void> {
  const from = template ? ` template ${quoteIdentifier(template)}` : '';
  await withAdminClient(baseUrl, (client) =>
    client.query(`create database ${quoteIdentifier(database)}${from}`),
  );
}

/**
 * Creates `database` and applies the migrations to it (what migrateDatabase() does, without the app's schema
 * module, which the global setup cannot load), then closes its connection.
 */
export async function createMigratedTemplate(baseUrl: string, database: string): Promise<void> {
  await createDatabase(baseUrl, database);
  const client = new pg.Client({ connectionString: databaseUrlFor(baseUrl, database) });
  await client.connect();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    // The job queue's tables, which each app's queue would otherwise create on its start.
    await client.query(jobQueueSchemaScript());
  } finally {
    await client.end();
  }
}

export async function dropDatabase(baseUrl: string, database: string): Promise<void> {
  await withAdminClient(baseUrl, (client) =>
    client.query(`drop database if exists ${quoteIdentifier(database)} with (force)`),
  );
}

function runStartedAt(database: string): number | undefined {
  const runId = database.slice(TEST_DATABASE_PREFIX.length).split('_')[0] ?? '';
  const time = Number.parseInt(runId.slice(0, -4), 36);
  return Number.isFinite(time) ? time : undefined;
}

/**
 * Drops this run's test databases (all that match `app_test_<runId>_`), and those of runs that started more
 * than a few hours ago and crashed before cleaning up. Concurrent runs are left alone.
 */
export async function dropLeftoverDatabases(baseUrl: string, runId: string): Promise<string[]> {
  return withAdminClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${TEST_DATABASE_PREFIX.replaceAll('_', '\\_')}%`],
    );
    const now = Date.now();
    const doomed = rows
      .map((row) => row.datname)
      .filter((name) => {
        if (name.startsWith(`${TEST_DATABASE_PREFIX}${runId}_`)) return true;
        const startedAt = runStartedAt(name);
        return startedAt !== undefined && now - startedAt > STALE_AFTER_MS;
      });
    for (const name of doomed) {
      await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
    }
    return doomed;
  });
}
