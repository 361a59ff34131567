import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database every module queries; the same API on PGlite and on PostgreSQL. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: AppDb;
  kind: DatabaseKind;
  /** Runs a real query; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Closes the connection pool or the PGlite instance (which flushes its files). Safe to call twice. */
  close(): Promise<void>;
  /**
   * PostgreSQL only (other processes may share it): hears NOTIFY on `channel` through a connection of its own,
   * reconnecting when it is lost. `listening` is called each time it listens (again), `lost` each time it stops.
   */
  listen?(channel: string, handlers: ListenHandlers): { close(): Promise<void> };
  /** PostgreSQL only: NOTIFY `channel` with `payload` (delivered to every listening connection). */
  notify?(channel: string, payload: string): Promise<void>;
  /**
   * Raw SQL for a library that brings its own statements (the job queue, pg-boss's `db` option): one statement
   * with `values`, or, without values, a script of several statements. Answers the rows of the (last) statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<RawResult>;
}

export interface RawResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

export interface ListenHandlers {
  message(payload: string): void;
  listening(): void;
  lost(error: unknown): void;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when missing, the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** PGlite in memory only (tests); ignored when databaseUrl is set. */
  inMemory?: boolean;
  /** PGlite in memory starting from this data directory, a dumpDataDir() tarball (tests' migrated database). */
  snapshot?: Uint8Array;
}

const PING_TIMEOUT_MS = 3000;
const CONNECT_TIMEOUT_MS = 5000;
const LISTEN_RETRY_MS = 1000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export const PGLITE_DIR_NAME = 'pglite';

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let client: PGliteThread;
  if (options.inMemory) {
    client = await PGliteThread.create(undefined, options.snapshot ? { snapshot: options.snapshot } : {});
  } else {
    const dir = path.join(options.dataDir, PGLITE_DIR_NAME);
    mkdirSync(dir, { recursive: true });
    client = await PGliteThread.create(dir);
  }
  // PGlite runs on a thread of its own (pglite-thread.ts); Drizzle's driver gets the part of PGlite's interface
  // it uses (query, transaction).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    ping: () => withTimeout(client.query('select 1').then(() => undefined)),
    executeSql: (text, values) => executeOnPglite(client, text, values),
    close: () => {
      // PGlite runs one query at a time; close() waits for the queue and then syncs the data dir to disk.
      closing ??= client.closed ? Promise.resolve() : client.close();
      return closing;
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that crashes the
  // process. The next query reconnects, and the health check reports the outage meanwhile.
  pool.on('error', () => {});
  // Drizzle's PostgreSQL driver is loaded only with DATABASE_URL (issue 43).
  const { drizzle: drizzleNodePg } = await import('drizzle-orm/node-postgres');
  const db = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  const database: Database = {
    db,
    kind: 'postgres',
    ping: () => withTimeout(db.execute(sql`select 1`).then(() => undefined)),
    close: () => {
      closing ??= pool.end();
      return closing;
    },
    listen: (channel, handlers) => listenOn(connectionString, channel, handlers),
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A script of several statements answers one result per statement.
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
  try {
    await database.ping();
  } catch (error) {
    await database.close();
    throw new Error(
      `Cannot connect to PostgreSQL at ${redactUrl(connectionString)}: ${errorMessage(error)}`,
      {
        cause: error,
      },
    );
  }
  return database;
}

/** A connection of its own that LISTENs on `channel`, and connects again after it is lost. */
function listenOn(connectionString: string, channel: string, handlers: ListenHandlers) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let lost = false;
    const lose = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      if (closed) return;
      handlers.lost(error);
      retry = setTimeout(connect, LISTEN_RETRY_MS);
      retry.unref();
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('The listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.message(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (closed) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    current = client;
    handlers.listening();
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * PGlite's query() takes one statement with parameters; a script without parameters (pg-boss's migrations and
 * its locked maintenance commands, `BEGIN; ...; COMMIT;`) goes through exec(). A script that fails inside its own
 * BEGIN would leave the one connection in an aborted transaction: it is rolled back.
 */
async function executeOnPglite(client: PGliteThread, text: string, values?: unknown[]): Promise<RawResult> {
  if (values && values.length > 0) {
    const result = await client.query<Record<string, unknown>>(text, values);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }
  try {
    const results = await client.exec(text);
    const last = results.at(-1);
    return {
      rows: (last?.rows ?? []) as Record<string, unknown>[],
      rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
    };
  } catch (error) {
    if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => {});
    throw error;
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Database did not answer in time')), PING_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The connection string without its password, for logs and error messages. */
export function redactUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(invalid URL)';
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorMessage(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}
