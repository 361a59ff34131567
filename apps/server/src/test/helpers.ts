import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { ServerModule } from '../modules/module';
import type { RealtimeOptions } from '../realtime';
import { createDatabase, databaseUrlFor, dropDatabase, TEST_DATABASE_PREFIX } from './postgres-databases';

export type TestDb = 'pglite' | 'postgres';

/** Which database this project runs on: TEST_DB=postgres in the server-pg project, PGlite otherwise. */
export function testDb(): TestDb {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory PGlite loaded from the run's migrated snapshot, or on PostgreSQL a
 * database of its own (app_test_<run id>_<random>) copied from the run's migrated template and dropped by
 * dispose(). The migrations ran once, in the global setup (global-setup.ts).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDb() === 'pglite') {
    const database = await openDatabase({ dataDir: tmpdir(), inMemory: true, snapshot: pgliteSnapshot() });
    return { database, dispose: () => database.close() };
  }

  const scratch = await createScratchPostgresDatabase({ migrated: true });
  let database: Database | undefined;
  const dispose = async () => {
    await database?.close();
    await scratch.drop();
  };
  try {
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { database, dispose };
}

let snapshot: Uint8Array | undefined;

/** The migrated PGlite data directory of this run, read once per test file. */
function pgliteSnapshot(): Uint8Array {
  snapshot ??= new Uint8Array(readFileSync(inject('pgliteSnapshot')));
  return snapshot;
}

/**
 * A PostgreSQL database of this test run (app_test_<run id>_<random>): empty, for code that migrates it itself,
 * or `migrated`, a copy of the run's migrated template.
 */
export async function createScratchPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `${TEST_DATABASE_PREFIX}${inject('serverTestRunId')}_${randomBytes(4).toString('hex')}`;
  const template = options.migrated ? inject('serverTestTemplate') : undefined;
  if (options.migrated && !template) throw new Error('No template database: is global-setup.ts set up?');
  await createDatabase(baseUrl, name, template);
  return { url: databaseUrlFor(baseUrl, name), drop: () => dropDatabase(baseUrl, name) };
}

/** A temporary folder removed by the returned cleanup function. */
export function makeTempDir(label = 'server-test'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Environment for loadConfig in tests: quiet, isolated data dir, no web app unless WEB_DIST is given, and a
 * per-address sign-in limit high enough never to get in the way.
 */
export function testEnv(dataDir: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-the-config-check',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    SEED: 'false',
    // Test files sign many people in from one address; the tests of the limit itself set their own.
    AUTH_RATE_LIMIT_MAX: '100000',
    // The server's mail worker sends no notification mail during a test (a day's window): tests that read the dev
    // outbox see only the mail they caused. The mail tests call the worker's flush(now) themselves.
    MAIL_BATCH_WINDOW_MS: '86400000',
    ...env,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Environment variables on top of testEnv() (e.g. WEB_DIST). */
  env?: NodeJS.ProcessEnv;
  /** Extra plugins registered after the app's own routes, e.g. test-only routes. */
  plugins?: FastifyPluginAsync[];
  /** Options of the real-time layer (the Redis key of a multi-process test). */
  realtime?: RealtimeOptions;
  /** The modules of the app, when not the module list (a module that exists only in a test). */
  modules?: readonly ServerModule[];
}

/** The real app on a fresh migrated database, ready for app.inject(). Call close() in afterAll. */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const temp = makeTempDir();
  const config = loadConfig(testEnv(temp.dir, options.env));
  const { database, dispose } = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.modules ? { modules: options.modules } : {}),
  });
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await dispose();
      temp.remove();
    },
  };
}
