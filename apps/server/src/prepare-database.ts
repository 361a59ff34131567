import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { openDatabase, PGLITE_DIR_NAME } from './db/client';
import { migrateAndSeed } from './server';

// A new PGlite data directory is created, migrated and seeded by a child process that exits before the server
// opens it (issue 43). initdb, the migrations and the seed take the process to 850-960 MiB; what its threads
// allocated stays in glibc's arenas afterwards (150-190 MiB resident though free), while a start on an existing
// directory peaks near 340 MiB. The child's memory goes back to the system when it exits. docs/performance.md.

/** The environment variable that makes the server's bundle prepare the database and exit. */
export const PREPARE_DATABASE_ENV = 'APP_PREPARE_DATABASE';

/** True when this start would create the embedded database's directory (PGlite, no PG_VERSION there yet). */
export function createsPgliteDirectory(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): boolean {
  return !config.databaseUrl && !existsSync(path.join(config.dataDir, PGLITE_DIR_NAME, 'PG_VERSION'));
}

/** Opens, migrates and (when SEED is on) seeds the database, then closes it; the number of demo accounts made. */
export async function prepareDatabase(config: AppConfig): Promise<number> {
  const database = await openDatabase(config);
  try {
    return await migrateAndSeed(database, config);
  } finally {
    await database.close();
  }
}

/** A message from the preparing child: how many demo accounts it created. */
interface Prepared {
  created: number;
}

function isPrepared(message: unknown): message is Prepared {
  return typeof (message as Prepared | null)?.created === 'number';
}

/**
 * Runs `script` (the server's own bundle) as a child process with PREPARE_DATABASE_ENV set and waits for it to
 * exit; resolves with the demo accounts it created, rejects when it failed (its own output says why).
 */
export function prepareInChild(script: string): Promise<Prepared> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      env: { ...process.env, [PREPARE_DATABASE_ENV]: '1' },
      stdio: 'inherit',
    });
    let created = 0;
    child.on('message', (message) => {
      if (isPrepared(message)) created = message.created;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve({ created });
      else reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** In the child: prepares the database, tells the parent, exits. */
export async function runPrepareChild(config: AppConfig): Promise<void> {
  const created = await prepareDatabase(config);
  const message: Prepared = { created };
  if (process.send) process.send(message, () => process.exit(0));
  else process.exit(0);
}
