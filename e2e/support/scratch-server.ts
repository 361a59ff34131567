import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loopbackEnv } from './loopback';
import { startServerProcess } from './server-process';

export interface ScratchServer {
  /** The server's address, for `browser.newContext({ baseURL })`. */
  base: string;
  /** A connected client of the scratch database, for what a journey must change behind the app's back. */
  db: pg.Client;
  /** Stops the server and drops the database and the data dir. */
  close(): Promise<void>;
}

/**
 * A server of its own (built web app included) on a scratch PostgreSQL database made from `databaseUrl` (CI's
 * DATABASE_URL): for journeys that age or alter rows with SQL, which the suite's shared PGlite server cannot offer.
 */
export async function startScratchServer(
  databaseUrl: string,
  options: { label: string; seed: boolean },
): Promise<ScratchServer> {
  const name = `app_e2e_${options.label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `app-e2e-${options.label}-`));
  const dropAll = async () => {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  try {
    server = await startServerProcess({
      withWebApp: true,
      env: {
        SEED: String(options.seed),
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        ...loopbackEnv(Number(process.env.E2E_PORT)),
      },
    });
  } catch (error) {
    await dropAll();
    throw error;
  }
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  return {
    base: server.base,
    db,
    async close() {
      await db.end().catch(() => {});
      await server.stop();
      await dropAll();
    },
  };
}
