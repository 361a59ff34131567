import { statfs } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import {
  type SocketAck,
  SYSTEM_CHECK_MESSAGES,
  SYSTEM_CHECK_TIMEOUT_MS,
  SYSTEM_CHECKS,
  SYSTEM_CLOCK_MAX_SKEW_MS,
  SYSTEM_DISK_MIN_FREE_BYTES,
  SYSTEM_DISK_MIN_FREE_RATIO,
  type SystemCheckName,
  type SystemCheckResult,
  type SystemCheckStatus,
} from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationStatus } from '../../db/migration-status';
import { systemCheckRuns } from '../../db/schema';

/** What a check needs: the app, and the caller's session for the socket round trip. */
export interface CheckContext {
  app: FastifyInstance;
  /** The caller's bearer token and Cookie header (its fingerprint cookie): the probe socket signs in as them. */
  session: { token: string; cookie: string | undefined };
  /** Per-check time limit; SYSTEM_CHECK_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

interface Outcome {
  status: SystemCheckStatus;
  message: string;
}

type Check = (context: CheckContext, signal: AbortSignal) => Promise<Outcome>;

const pass = (message: string): Outcome => ({ status: 'pass', message });
const fail = (message: string): Outcome => ({ status: 'fail', message });
const skip = (message: string): Outcome => ({ status: 'skip', message });

/** Thrown inside a check to end it as failed with this message. */
class CheckFailure extends Error {}

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

function formatBytes(bytes: number): string {
  return bytes >= GIB ? `${(bytes / GIB).toFixed(1)} GiB` : `${Math.round(bytes / MIB)} MiB`;
}

function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Read and write: a scratch row written, read back and rolled back, then looked for again (it must be gone). */
const database: Check = async ({ app }) => {
  const { db } = app.database;
  const marker = `probe-${Date.now()}`;
  let id: string | undefined;
  const rolledBack = new Error('rollback');
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(systemCheckRuns)
        .values({ status: marker })
        .returning({ id: systemCheckRuns.id });
      id = row?.id;
      if (!id) throw new CheckFailure('The test row was not written');
      const [read] = await tx
        .select({ status: systemCheckRuns.status })
        .from(systemCheckRuns)
        .where(eq(systemCheckRuns.id, id));
      if (read?.status !== marker) throw new CheckFailure('The test row written could not be read back');
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  const left = await db
    .select({ id: systemCheckRuns.id })
    .from(systemCheckRuns)
    .where(eq(systemCheckRuns.id, id as string));
  if (left.length > 0) return fail('The test row outlived its rolled-back transaction');
  return pass(
    `Wrote, read and rolled back a test row (${app.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
  );
};

/** The journal's migrations against drizzle's table of applied ones. */
const migrations: Check = async ({ app }) => {
  const status = await migrationStatus(app.database.db);
  if (status.pending.length > 0) {
    return fail(
      `${SYSTEM_CHECK_MESSAGES.migrationsPending(status.pending.length)}: ${status.pending.join(', ')}`,
    );
  }
  const latest = status.expected.at(-1) ?? 'none';
  return pass(`${status.applied.length} of ${status.expected.length} migrations applied (latest ${latest})`);
};

/** SMTP: connect and authenticate (nodemailer verify). Without SMTP_URL mail goes to the outbox table. */
const mail: Check = async ({ app }) => {
  if (app.mailer.kind === 'outbox') {
    return pass('SMTP_URL is not set: mail is kept in the database outbox, not sent');
  }
  try {
    await app.mailer.verify();
  } catch (error) {
    return fail(`The SMTP server did not accept a connection: ${reasonOf(error)}`);
  }
  return pass('The SMTP server accepted a connection');
};

/** The address a client on this machine reaches the server at. */
function ownUrl(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * A real socket.io client connects to this server's own port, signed in with the caller's session as the
 * browser is (the handshake's token and the fingerprint cookie), sends an event and waits for its
 * acknowledgement; then the server looks the socket up through its adapter (with REDIS_URL, the Redis adapter
 * asks Redis how many servers share the rooms, and asks them).
 */
const realtime: Check = async ({ app, session }, signal) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    return fail('The server is not listening on a network port');
  }
  const { io: connectSocket } = await import('socket.io-client'); // loaded by the first check (issue 43)
  const socket = connectSocket(ownUrl(address), {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: SYSTEM_CHECK_TIMEOUT_MS,
    auth: { token: session.token },
    extraHeaders: session.cookie ? { cookie: session.cookie } : {},
  });
  const close = () => socket.disconnect();
  signal.addEventListener('abort', close, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) =>
        reject(new CheckFailure(`Connection refused: ${error.message}`)),
      );
      // Given up on (the time limit): settle, so that nothing waits on a socket that is gone.
      signal.addEventListener('abort', () => reject(new CheckFailure('Given up')), { once: true });
    });
    const ack = (await socket.timeout(SYSTEM_CHECK_TIMEOUT_MS).emitWithAck('leave_dashboard')) as SocketAck;
    if (!ack?.ok) return fail(`The server refused the test event: ${ack?.error ?? 'no answer'}`);
    const found = await app.realtime.in(socket.id as string).fetchSockets();
    if (found.length !== 1) return fail('The server does not find the test socket through its adapter');
    const through = app.config.redisUrl ? 'the Redis adapter' : 'the in-memory adapter';
    return pass(
      `Connected, sent an event, received its acknowledgement and found the socket through ${through}`,
    );
  } finally {
    signal.removeEventListener('abort', close);
    close();
  }
};

/** Redis PING on a connection of its own, when REDIS_URL is set. */
const redis: Check = async ({ app }, signal) => {
  const url = app.config.redisUrl;
  if (!url) return skip('REDIS_URL is not set: one process, no Redis in use');
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: SYSTEM_CHECK_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // Errors reach the awaited calls below; without a listener ioredis would also report them as unhandled.
  client.on('error', () => undefined);
  const close = () => client.disconnect();
  signal.addEventListener('abort', close, { once: true });
  try {
    await client.connect();
    const answer = await client.ping();
    if (answer !== 'PONG') return fail(`Redis answered ${answer} to PING`);
    return pass('Redis answered PING');
  } finally {
    signal.removeEventListener('abort', close);
    close();
  }
};

/** The provider's OpenID configuration (discovery document), when Google sign-in is configured. */
const google: Check = async ({ app }, signal) => {
  const settings = app.config.google;
  if (!settings) return skip('Google sign-in is not configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)');
  const url = `${settings.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) return fail(`The OpenID configuration answered HTTP ${response.status}`);
  const document = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!document || document.issuer !== settings.issuer) {
    return fail('The OpenID configuration does not name the configured issuer');
  }
  if (typeof document.authorization_endpoint !== 'string' || typeof document.token_endpoint !== 'string') {
    return fail('The OpenID configuration lacks its authorization or token endpoint');
  }
  return pass(`Read the OpenID configuration of ${settings.issuer}`);
};

/** Free space where the data folder is (PGlite files, secrets). */
const disk: Check = async ({ app }) => {
  const stats = await statfs(app.config.dataDir);
  const free = stats.bavail * stats.bsize;
  const total = stats.blocks * stats.bsize;
  const share = total > 0 ? free / total : 0;
  const summary = `${formatBytes(free)} free of ${formatBytes(total)} (${Math.round(share * 100)} %) in the data folder`;
  if (free < SYSTEM_DISK_MIN_FREE_BYTES || share < SYSTEM_DISK_MIN_FREE_RATIO) {
    return fail(
      `${summary}: below ${formatBytes(SYSTEM_DISK_MIN_FREE_BYTES)} or ${SYSTEM_DISK_MIN_FREE_RATIO * 100} %`,
    );
  }
  return pass(summary);
};

/** The server's clock against the database's (the midpoint of the query's round trip). */
const clock: Check = async ({ app }) => {
  const before = Date.now();
  const result = await app.database.db.execute(sql`select clock_timestamp() as now`);
  const after = Date.now();
  const value = (result as unknown as { rows: { now: unknown }[] }).rows[0]?.now;
  const databaseTime = new Date(value as string | Date).getTime();
  if (Number.isNaN(databaseTime)) return fail('The database did not tell its time');
  const skew = Math.round(Math.abs(databaseTime - (before + after) / 2));
  const summary = `Server and database clocks differ by ${skew} ms`;
  if (skew > SYSTEM_CLOCK_MAX_SKEW_MS)
    return fail(`${summary}: more than ${SYSTEM_CLOCK_MAX_SKEW_MS / 1000} s`);
  return pass(summary);
};

const CHECKS: Record<SystemCheckName, Check> = {
  database,
  migrations,
  mail,
  realtime,
  redis,
  google,
  disk,
  clock,
};

/** Runs one check within its time limit; it never throws: any error is its failure. */
export async function runCheck(name: SystemCheckName, context: CheckContext): Promise<SystemCheckResult> {
  const label = SYSTEM_CHECKS.find((check) => check.name === name)?.label ?? name;
  const timeoutMs = context.timeoutMs ?? SYSTEM_CHECK_TIMEOUT_MS;
  const controller = new AbortController();
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let outcome: Outcome;
  try {
    const timeout = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(fail(SYSTEM_CHECK_MESSAGES.timedOut(timeoutMs)));
      }, timeoutMs);
    });
    outcome = await Promise.race([CHECKS[name](context, controller.signal), timeout]);
  } catch (error) {
    outcome = fail(error instanceof CheckFailure ? error.message : reasonOf(error));
  } finally {
    clearTimeout(timer);
  }
  return { name, label, ...outcome, durationMs: Math.max(0, Math.round(performance.now() - started)) };
}

/**
 * Runs every check at once; `onResult` hears each as soon as it finishes. Answers the results in the suite's
 * order.
 */
export async function runSystemChecks(
  context: CheckContext,
  onResult: (result: SystemCheckResult) => void,
): Promise<SystemCheckResult[]> {
  return Promise.all(
    SYSTEM_CHECKS.map(async ({ name }) => {
      const result = await runCheck(name, context);
      onResult(result);
      return result;
    }),
  );
}
