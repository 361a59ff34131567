import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { jobQueueSchemaScript } from '../jobs/queue';
import { MIGRATIONS_DIR } from '../paths';
import {
  createMigratedTemplate,
  dropLeftoverDatabases,
  newRunId,
  TEMPLATE_DATABASE_SUFFIX,
  TEST_DATABASE_PREFIX,
} from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated database's data directory (a dumpDataDir() tarball) that every test database copies. */
    pgliteSnapshot: string;
    /** PostgreSQL: this run's id, which every database of the run is named after. */
    serverTestRunId: string;
    /** PostgreSQL: the migrated template database that every test database is created from. */
    serverTestTemplate: string;
  }
}

/**
 * The server projects migrate once per run: on PGlite into a data directory that each test database is loaded
 * from (about 1.5 s against 4-6 s for a new PGlite and its migrations on a busy machine); on PostgreSQL into a
 * template database that each test database is created from. Teardown removes them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's `env` is its tests' environment, not this process's.
  if (project.config.env?.TEST_DB === 'postgres') {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('The server-pg project needs DATABASE_URL');
    const runId = newRunId();
    await dropLeftoverDatabases(baseUrl, runId);
    const template = `${TEST_DATABASE_PREFIX}${runId}_${TEMPLATE_DATABASE_SUFFIX}`;
    await createMigratedTemplate(baseUrl, template);
    project.provide('serverTestRunId', runId);
    project.provide('serverTestTemplate', template);
    return async () => {
      await dropLeftoverDatabases(baseUrl, runId);
    };
  }

  // What migrateDatabase() does on PGlite, on PGlite itself rather than on its thread, whose dump is wanted here.
  const folder = mkdtempSync(path.join(tmpdir(), 'server-test-pglite-'));
  const database = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS_DIR });
    // The job queue's tables, which each app's queue would otherwise create on its start.
    await database.exec(jobQueueSchemaScript());
    const dump = await database.dumpDataDir('none');
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await database.close();
  }
  return async () => {
    rmSync(folder, { recursive: true, force: true });
  };
}
