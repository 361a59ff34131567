import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRETS_FILE_NAME } from './config';
import { type Database, openDatabase } from './db/client';
import { users } from './db/schema';
import { PACKAGE_ROOT } from './paths';
import { DEMO_ACCOUNTS } from './seed';
import { createScratchPostgresDatabase, makeTempDir, testDb } from './test/helpers';

// Starting main compiles the whole server through tsx, then migrates and seeds. CI's machine runs the suite up to
// three times slower than a quiet one (it once printed nothing within 45 s), so there the waits triple; a fresh
// clone's run on a slow machine without CI took more than 45 s as well (2026-12-06).
const SLOWDOWN = process.env.CI ? 3 : 1;
const READY_TIMEOUT_MS = 90_000 * SLOWDOWN;
const TEST_TIMEOUT_MS = 240_000 * SLOWDOWN;

interface Child {
  url: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

function startMain(env: NodeJS.ProcessEnv): Promise<Child> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@app/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: PACKAGE_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => `${stdout}\n${stderr}`;

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main did not become ready in time:\n${output()}`));
    }, READY_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /App ready at (http:\/\/localhost:\d+)/.exec(stdout);
      // Wait for the whole banner: it ends with an empty line.
      if (match?.[1] && stdout.endsWith('\n\n')) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`main exited early with code ${code}:\n${output()}`));
    });
  });
}

describe('main (child process)', () => {
  const dataDir = makeTempDir('main-data');
  const cleanups: Array<() => Promise<void> | void> = [() => dataDir.remove()];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'starts, seeds, stops on SIGTERM with exit code 0, and keeps its data across restarts',
    async () => {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        PORT: '0',
        DATA_DIR: dataDir.dir,
        WEB_DIST: path.join(dataDir.dir, 'no-web-dist'),
        SEED: 'true',
      };
      if (testDb() === 'postgres') {
        const scratch = await createScratchPostgresDatabase();
        cleanups.push(() => scratch.drop());
        env.DATABASE_URL = scratch.url;
      }
      const openData = (): Promise<Database> =>
        openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: dataDir.dir });

      const first = await startMain(env);
      expect(first.output()).toContain('(just created)');
      expect(first.output()).toContain(`Database: ${testDb() === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
      expect(first.output()).toMatch(/alex@example\.com\s+demo1234\s+individual/);
      expect(first.output()).toMatch(/olivia@acme\.example\s+demo1234\s+organization admin/);
      expect(first.output()).toMatch(/jordan@acme\.example\s+demo1234\s+organization member/);
      expect(first.output()).toMatch(/admin@example\.com\s+demo1234\s+platform admin/);
      expect(first.output()).toMatch(/dana@acme\.example\s+demo1234\s+department manager/);
      expect(first.output()).toMatch(/grace@globex\.example\s+demo1234\s+organization admin/);
      const health = await fetch(`${first.url}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', db: testDb() });
      expect(await first.stop()).toBe(0);
      expect(existsSync(path.join(dataDir.dir, SECRETS_FILE_NAME))).toBe(true);

      // Between runs, write a row of our own: it must survive the next start and stop.
      let database = await openData();
      try {
        expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(DEMO_ACCOUNTS.length);
        await database.db
          .insert(users)
          .values({ name: 'Written Between Runs', email: 'between@example.com' });
      } finally {
        await database.close();
      }

      const second = await startMain(env);
      expect(second.output()).not.toContain('(just created)');
      expect(second.output()).toContain('alex@example.com');
      expect((await fetch(`${second.url}/api/v1/health`)).status).toBe(200);
      expect(await second.stop()).toBe(0);

      database = await openData();
      try {
        const rows = await database.db.select({ email: users.email }).from(users);
        expect(rows.map((row) => row.email).sort()).toEqual(
          [...DEMO_ACCOUNTS.map((account) => account.email), 'between@example.com'].sort(),
        );
        const [between] = await database.db
          .select()
          .from(users)
          .where(eq(users.email, 'between@example.com'));
        expect(between?.name).toBe('Written Between Runs');
      } finally {
        await database.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
