import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import {
  PERMISSION_DENIED_MESSAGES,
  SYSTEM_CHECK_NAMES,
  type SystemCheckResult,
  type SystemRunEvent,
  SystemRunEventSchema,
} from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, systemCheckRuns, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { listen } from '../../realtime/test-support';
import { signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { runCheck } from './checks';

// The System Test Suite: each check on a healthy app, the mail check against a closed SMTP port, who may run and
// read what (the permission matrix, tenant scope), the per-user limit, and the supervisors' probes.

let t: TestApp;
type Caller = 'platform' | 'adminA' | 'member' | 'adminB' | 'individual' | 'runner' | 'anon';
const sessions = {} as Record<Exclude<Caller, 'anon'>, TestSession>;

beforeAll(async () => {
  t = await createTestApp();
  await listen(t);
  const { db } = t.database;
  const [orgA, orgB] = await db
    .insert(organizations)
    .values([
      { name: 'Acme Checks', domain: 'acme-checks.test' },
      { name: 'Globex Checks', domain: 'globex-checks.test' },
    ])
    .returning();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const member = (organizationId: string, orgRole: string, isOrgAdmin = false) => ({
    accountType: 'organization' as const,
    organizationId,
    orgRole,
    isOrgAdmin,
    passwordHash,
  });
  const people = await db
    .insert(users)
    .values([
      // An individual platform admin (spec 6.3: individuals included).
      { name: 'Pat Platform', email: 'pat@checks.test', passwordHash, platformRole: 'super_admin' },
      { name: 'Ada Admin', email: 'ada@acme-checks.test', ...member(orgA!.id, 'org_admin', true) },
      { name: 'Mo Member', email: 'mo@acme-checks.test', ...member(orgA!.id, 'member') },
      { name: 'Bea Admin', email: 'bea@globex-checks.test', ...member(orgB!.id, 'org_admin', true) },
      { name: 'Ivy Individual', email: 'ivy@checks.test', passwordHash },
      { name: 'Rae Runner', email: 'rae@acme-checks.test', ...member(orgA!.id, 'owner') },
    ])
    .returning();
  const signed = await Promise.all(people.map((person) => signIn(t.app, person.email)));
  const [platform, adminA, memberA, adminB, individual, runner] = signed;
  Object.assign(sessions, { platform, adminA, member: memberA, adminB, individual, runner });
});
afterAll(async () => {
  await t?.close();
});

const headersOf = (caller: Caller) => (caller === 'anon' ? {} : sessions[caller].headers);

function parseStream(body: string): SystemRunEvent[] {
  return body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => SystemRunEventSchema.parse(JSON.parse(line)));
}

async function run(app: FastifyInstance, caller: Caller, session?: TestSession) {
  const headers = session ? session.headers : headersOf(caller);
  return app.inject({ method: 'POST', url: '/api/v1/system/test-runs', headers });
}

async function history(caller: Caller, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/system/test-runs${query}`, headers: headersOf(caller) });
}

function resultsOf(events: SystemRunEvent[]): SystemCheckResult[] {
  return events.flatMap((event) => (event.type === 'result' ? [event.result] : []));
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

describe('permission matrix', () => {
  const CALLERS: Caller[] = ['platform', 'adminA', 'member', 'adminB', 'individual', 'anon'];

  it('POST /system/test-runs: org admins and platform admins, individuals included', async () => {
    const statuses: Record<string, number> = {};
    for (const caller of CALLERS) {
      const response = await run(t.app, caller);
      statuses[caller] = response.statusCode;
      if (response.statusCode === 403) {
        expect(response.json().error).toBe(PERMISSION_DENIED_MESSAGES.canRunSystemChecks);
      }
    }
    expect(statuses).toEqual({
      platform: 200,
      adminA: 200,
      member: 403,
      adminB: 200,
      individual: 403,
      anon: 401,
    });
  });

  it('GET /system/test-runs: the same callers; an organization sees only its own runs', async () => {
    const statuses: Record<string, number> = {};
    for (const caller of CALLERS) statuses[caller] = (await history(caller)).statusCode;
    expect(statuses).toEqual({
      platform: 200,
      adminA: 200,
      member: 403,
      adminB: 200,
      individual: 403,
      anon: 401,
    });

    const names = async (caller: Caller) =>
      ((await history(caller)).json().data as { runByName: string }[]).map((row) => row.runByName).sort();
    expect(await names('adminA')).toEqual(['Ada Admin']);
    expect(await names('adminB')).toEqual(['Bea Admin']);
    // A platform admin sees the whole system's runs.
    expect(await names('platform')).toEqual(['Ada Admin', 'Bea Admin', 'Pat Platform']);
  });
});

describe('a run on a healthy server', () => {
  it('streams a result for every check: all pass, and what is not configured is skipped', async () => {
    const response = await run(t.app, 'runner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const events = parseStream(response.body);
    expect(events[0]?.type).toBe('started');
    expect(events.at(-1)?.type).toBe('finished');

    const results = resultsOf(events);
    expect(results.map((result) => result.name).sort()).toEqual([...SYSTEM_CHECK_NAMES].sort());
    const status = Object.fromEntries(results.map((result) => [result.name, result.status]));
    expect(status).toEqual({
      database: 'pass',
      migrations: 'pass',
      mail: 'pass',
      realtime: 'pass',
      redis: 'skip',
      google: 'skip',
      disk: 'pass',
      clock: 'pass',
    });
    for (const result of results) {
      expect(result.durationMs).toBeGreaterThanOrEqual(0);
      expect(result.message).not.toBe('');
    }
    const byName = Object.fromEntries(results.map((result) => [result.name, result.message]));
    expect(byName.mail).toMatch(/outbox/);
    expect(byName.migrations).toMatch(/^(\d+) of \1 migrations applied/);

    const finished = events.at(-1);
    expect(finished?.type === 'finished' && finished.run.status).toBe('passed');
    const listed = (await history('runner', '?limit=1')).json();
    expect(listed.data[0]).toMatchObject({ status: 'passed', runByName: 'Rae Runner' });
    expect(listed.data[0].results).toHaveLength(SYSTEM_CHECK_NAMES.length);
    expect(listed.pagination).toMatchObject({ page: 1, limit: 1 });
  });

  it("records each run in the audit log of the runner's organization", async () => {
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'system.checks_run'), eq(auditLog.actorEmail, 'rae@acme-checks.test')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetType: 'system_check_run', organizationId: expect.any(String) });
  });

  it('shows a run cut off before its end (its process stopped) as failed', async () => {
    const [cut] = await t.database.db
      .insert(systemCheckRuns)
      .values({
        status: 'running',
        runBy: sessions.individual.user._id,
        startedAt: new Date(Date.now() - 120_000),
      })
      .returning();
    const listed = (await history('platform', '?limit=100')).json().data as { _id: string; status: string }[];
    expect(listed.find((row) => row._id === cut!.id)?.status).toBe('failed');
  });

  it('refuses a second run by the same user within 10 s', async () => {
    const response = await run(t.app, 'runner');
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatch(/^Please wait \d+ seconds? before running the checks again$/);
  });

  it('refuses bad paging with a 400', async () => {
    expect((await history('platform', '?limit=0')).statusCode).toBe(400);
    expect((await history('platform', '?page=abc')).statusCode).toBe(400);
  });

  it('fails the socket check with a message when the caller has no valid session for a socket', async () => {
    const result = await runCheck('realtime', { app: t.app, session: { token: 'nope', cookie: undefined } });
    expect(result.status).toBe('fail');
    expect(result.message).toMatch(/Connection refused/);
  });
});

describe('the mail check', () => {
  it('fails when SMTP_URL points at a closed port', async () => {
    const port = await closedPort();
    const own = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    await listen(own);
    try {
      await own.database.db.insert(users).values({
        name: 'Sam Platform',
        email: 'sam@checks.test',
        passwordHash: await hashPassword(TEST_PASSWORD),
        platformRole: 'admin',
      });
      const response = await run(own.app, 'anon', await signIn(own.app, 'sam@checks.test'));
      const events = parseStream(response.body);
      const result = resultsOf(events).find((item) => item.name === 'mail');
      expect(result).toMatchObject({ name: 'mail', label: 'Mail transport', status: 'fail' });
      // The other checks still pass: one red line, and the run is failed.
      expect(resultsOf(events).filter((item) => item.status === 'fail')).toHaveLength(1);
      const finished = events.at(-1);
      expect(finished?.type === 'finished' && finished.run.status).toBe('failed');
      expect(result?.message).toMatch(/^The SMTP server did not accept a connection: .*ECONNREFUSED/);
    } finally {
      await own.close();
    }
  });
});

describe('the checks of optional services', () => {
  const noSession = { token: '', cookie: undefined };

  it('reads the Google OpenID configuration when configured; a wrong one or no answer in time fails', async () => {
    let mode: 'good' | 'wrong' | 'hang' = 'good';
    const provider = createHttpServer((request, response) => {
      if (mode === 'hang') return;
      if (request.url !== '/.well-known/openid-configuration') return void response.writeHead(404).end();
      const named = mode === 'good' ? issuer : 'https://elsewhere.example';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer: named,
          authorization_endpoint: `${named}/auth`,
          token_endpoint: `${named}/token`,
        }),
      );
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const address = provider.address();
    const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const own = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: issuer },
    });
    try {
      const good = await runCheck('google', { app: own.app, session: noSession });
      expect(good).toMatchObject({ status: 'pass', message: `Read the OpenID configuration of ${issuer}` });
      mode = 'wrong';
      const wrong = await runCheck('google', { app: own.app, session: noSession });
      expect(wrong).toMatchObject({
        status: 'fail',
        message: 'The OpenID configuration does not name the configured issuer',
      });
      // A check that does not answer in time fails with the time limit as its message.
      mode = 'hang';
      const late = await runCheck('google', { app: own.app, session: noSession, timeoutMs: 300 });
      expect(late).toMatchObject({ status: 'fail', message: 'No answer within 0.3 s' });
      expect(late.durationMs).toBeLessThan(2000);
    } finally {
      await own.close();
      provider.closeAllConnections();
      await new Promise((resolve) => provider.close(resolve));
    }
  });

  const redisUrl = process.env.REDIS_URL;
  it.skipIf(!redisUrl)('pings Redis and runs the socket round trip through the Redis adapter', async () => {
    const own = await createTestApp({
      env: { REDIS_URL: redisUrl },
      realtime: { redisKey: `checks-${Date.now()}` },
    });
    try {
      await listen(own);
      await own.database.db.insert(users).values({
        name: 'Rex Redis',
        email: 'rex@checks.test',
        passwordHash: await hashPassword(TEST_PASSWORD),
        platformRole: 'super_admin',
      });
      const session = await signIn(own.app, 'rex@checks.test');
      const events = parseStream((await run(own.app, 'anon', session)).body);
      const byName = Object.fromEntries(resultsOf(events).map((result) => [result.name, result]));
      expect(byName.redis).toMatchObject({ status: 'pass', message: 'Redis answered PING' });
      expect(byName.realtime?.status).toBe('pass');
      expect(byName.realtime?.message).toMatch(/through the Redis adapter$/);
    } finally {
      await own.close();
    }
  });

  it('fails the Redis check when Redis does not answer', async () => {
    const port = await closedPort();
    const own = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    try {
      const result = await runCheck('redis', { app: own.app, session: noSession });
      expect(result.status).toBe('fail');
      expect(result.message).toMatch(/ECONNREFUSED|Connection is closed/);
    } finally {
      await own.close();
    }
  });
});

describe('probes for process supervisors', () => {
  it('GET /health/live answers at once, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /health/ready: ready with every migration applied, 503 while one is missing', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    const body = ready.json();
    expect(body.status).toBe('ready');
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);

    const { db } = t.database;
    const last = await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = (last as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const pending = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ success: false, error: '1 database migration is not applied' });
      const check = await runCheck('migrations', { app: t.app, session: { token: '', cookie: undefined } });
      expect(check.status).toBe('fail');
      expect(check.message).toMatch(/^1 database migration is not applied: 0\d{3}_/);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
  });
});
