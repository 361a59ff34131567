import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginThrottles, mailOutbox, organizations, users } from '../../db/schema';
import { deriveKey, randomToken, sha256Hex, signSessionToken } from '../../lib/tokens';
import {
  cookieHeader,
  registerUser,
  signIn,
  TEST_PASSWORD,
  type TestSession,
  uniqueEmail,
} from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { lockSeconds } from './auth.service';
import { AUTH_ERRORS } from './session';

// Test-only routes behind a role guard and a permission guard, to exercise the enforcer.
const guardedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ok = { 200: z.object({ ok: z.literal(true) }) };
  app.get(
    '/api/v1/test/admins',
    { config: { guard: { roles: ['admin'] } }, schema: { response: ok } },
    async () => ({
      ok: true as const,
    }),
  );
  app.get(
    '/api/v1/test/manage-organization',
    { config: { guard: { permission: 'canManageOrganization' } }, schema: { response: ok } },
    async () => ({ ok: true as const }),
  );
};

let t: TestApp;
// Every answer of this file, scanned at the end for anything sensitive.
const answers: LightMyRequestResponse[] = [];

async function call(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.app.inject(options);
  answers.push(response);
  return response;
}

function expectError(response: LightMyRequestResponse, status: number, text?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { success: boolean; error: string };
  expect(body.success).toBe(false);
  expect(body.error.length).toBeGreaterThan(0);
  if (typeof text === 'string') expect(body.error).toContain(text);
  else if (text) expect(body.error).toMatch(text);
}

const me = (headers?: Record<string, string>) =>
  call({ method: 'GET', url: '/api/v1/auth/me', ...(headers ? { headers } : {}) });

beforeAll(async () => {
  t = await createTestApp({ plugins: [guardedRoutes as FastifyPluginAsync] });
});
afterAll(async () => {
  await t?.close();
});

describe('registration', () => {
  it('creates an individual account, answers { success, token, user } and sets the fingerprint cookie', async () => {
    const email = uniqueEmail('ada');
    const response = await call({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: '  Ada Lovelace ', email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: {
        name: 'Ada Lovelace',
        email,
        accountType: 'individual',
        role: 'user',
        systemRole: 'user',
        profileImage: 'default-avatar.jpg',
        isOrgAdmin: false,
      },
    });
    expect(body.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.user.id).toBe(body.user._id);
    const cookie = response.cookies.find((c) => c.name === 'fgp');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // http://localhost origin: no Secure flag (it would never be sent back); https origins get __Host- + Secure.
    expect(cookie?.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores every field a user may not set', async () => {
    const [org] = await t.database.db
      .insert(organizations)
      .values({ name: 'Target Org', domain: 'target-org.test' })
      .returning();
    const session = await registerUser(t.app, {
      email: uniqueEmail('mallory'),
      role: 'admin',
      systemRole: 'admin',
      platformRole: 'super_admin',
      orgRole: 'org_admin',
      organizationId: org?.id,
      departmentId: org?.id,
      isOrgAdmin: true,
      isDeptManager: true,
      accountType: 'organization',
      tokenVersion: 42,
      passwordHash: 'x',
      _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(session.user).toMatchObject({
      role: 'user',
      systemRole: 'user',
      platformRole: null,
      orgRole: null,
      organizationId: null,
      departmentId: null,
      isOrgAdmin: false,
      isDeptManager: false,
      accountType: 'individual',
    });
    expect(session.user._id).not.toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    // And the password is the one given, hashed: not the injected 'x'.
    await signIn(t.app, session.user.email);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const session = await registerUser(t.app);
    const response = await call({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Twin', email: session.user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expectError(response, 409, 'already registered');
  });

  it('answers bad input with a 400 and a message, never a 500', async () => {
    const cases: Array<[unknown, string | RegExp]> = [
      [{}, /body\.(name|email|password)/],
      [{ name: 'A', email: 'not-an-email', password: TEST_PASSWORD }, 'valid email'],
      [{ name: 'A', email: uniqueEmail(), password: '12345' }, 'Password must be at least 6 characters'],
      [{ name: '', email: uniqueEmail(), password: TEST_PASSWORD }, 'Name is required'],
      [{ name: ['A'], email: { $ne: null }, password: 123456 }, /Invalid request/],
      [['array', 'body'], /Invalid request/],
      [{ name: 'x'.repeat(5000), email: uniqueEmail(), password: TEST_PASSWORD }, 'at most 200'],
      [{ name: 'A', email: uniqueEmail(), password: 'p'.repeat(5000) }, 'at most 1024'],
    ];
    for (const [payload, text] of cases) {
      expectError(
        await call({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object }),
        400,
        text,
      );
    }
    expectError(
      await call({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "A",',
      }),
      400,
      'Malformed JSON',
    );
  });
});

describe('sign-in', () => {
  let email: string;
  beforeAll(async () => {
    email = (await registerUser(t.app, { name: 'Grace Hopper' })).user.email;
  });

  it('signs in with any case of the email and answers the user', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, token: expect.any(String), user: { email } });
  });

  it("says 'Account not found', 'Incorrect password' and 'valid email' where they apply", async () => {
    expectError(
      await call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
      }),
      404,
      'Account not found',
    );
    expectError(
      await call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'wrong password' },
      }),
      401,
      'Incorrect password',
    );
    expectError(
      await call({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a@b', password: 'x' } }),
      400,
      'valid email',
    );
    expectError(
      await call({ method: 'POST', url: '/api/v1/auth/login', payload: { email } }),
      400,
      /password/,
    );
    expectError(
      await call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `${email}' OR 1=1 --`, password: "' OR '1'='1" },
      }),
      400,
      'valid email',
    );
    // A successful sign-in clears the failure count.
    await signIn(t.app, email);
  });
});

describe('sessions', () => {
  let session: TestSession;
  beforeAll(async () => {
    session = await registerUser(t.app, { name: 'Session Owner' });
  });

  it('answers GET /auth/me as { success, data: user } and the session check with its expiry', async () => {
    const response = await me(session.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { _id: session.user._id, name: 'Session Owner' },
    });
    const check = await call({ method: 'GET', url: '/api/v1/auth/session', headers: session.headers });
    expect(check.statusCode).toBe(200);
    const expiresAt = Date.parse(check.json().data.expiresAt);
    const ttlMs = t.config.auth.tokenTtlSeconds * 1000;
    expect(expiresAt).toBeGreaterThan(Date.now() + ttlMs - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + ttlMs + 1000);
  });

  it('refuses a missing or malformed authorization header', async () => {
    expectError(await me(), 401, AUTH_ERRORS.notSignedIn);
    for (const authorization of [
      'Basic abc',
      'Bearer',
      'Bearer a b',
      `Bearer ${'x'.repeat(10_000)}`,
      'bearer %%%',
    ]) {
      expectError(await me({ authorization, cookie: session.cookie }), 401);
    }
    expectError(
      await me({ authorization: 'Bearer not.a.jwt', cookie: session.cookie }),
      401,
      AUTH_ERRORS.sessionInvalid,
    );
  });

  it('binds the token to the browser: without the fingerprint cookie, or with another one, it is refused', async () => {
    expectError(await me({ authorization: session.headers.authorization }), 401, AUTH_ERRORS.sessionInvalid);
    const other = await registerUser(t.app);
    expectError(await me({ authorization: session.headers.authorization, cookie: other.cookie }), 401);
    expectError(await me({ authorization: session.headers.authorization, cookie: 'fgp=' }), 401);
  });

  it("refuses forged tokens: alg 'none', a changed payload, another key, an expired token", async () => {
    const [header, payload, signature] = session.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const tampered = `${header}.${encode({ ...claims, tv: 7, sub: (await registerUser(t.app)).user._id })}.${signature}`;
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(deriveKey('another-secret-that-is-long-enough-to-pass', 'session-token'));
    const rawSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(deriveKey(t.config.jwtSecret, 'session-token'));
    const otherAlgorithm = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new Uint8Array(64).fill(1));

    for (const token of [unsigned, tampered, otherKey, rawSecret, expired, otherAlgorithm]) {
      expectError(
        await me({ authorization: `Bearer ${token}`, cookie: session.cookie }),
        401,
        AUTH_ERRORS.sessionInvalid,
      );
    }
  });

  it('refuses a genuine token of a user who no longer exists', async () => {
    const fingerprint = randomToken();
    const { token } = await signSessionToken(t.config.jwtSecret, {
      userId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      tokenVersion: 0,
      fingerprint,
      sessionId: 'cccccccccccccccccccccccc',
      ttlSeconds: 60,
    });
    expectError(await me({ authorization: `Bearer ${token}`, cookie: `fgp=${fingerprint}` }), 401);
  });

  it('signs out everywhere: every older token stops working, a new sign-in works', async () => {
    const own = await registerUser(t.app);
    const second = await signIn(t.app, own.user.email);
    const response = await call({ method: 'POST', url: '/api/v1/auth/logout-all', headers: own.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: expect.any(String) });
    expectError(await me(own.headers), 401);
    expectError(await me(second.headers), 401);
    const fresh = await signIn(t.app, own.user.email);
    expect((await me(fresh.headers)).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('updates name, job title and picture and answers { success, data: user }', async () => {
    const session = await registerUser(t.app);
    const response = await call({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: session.headers,
      payload: { name: 'Renamed', jobTitle: 'Engineer', profileImage: 'https://cdn.example.test/me.png' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { name: 'Renamed', jobTitle: 'Engineer', profileImage: 'https://cdn.example.test/me.png' },
    });
    const unchanged = await call({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: session.headers,
      payload: {},
    });
    expect(unchanged.json().data.name).toBe('Renamed');
  });

  it('changes the email unless another account has it', async () => {
    const session = await registerUser(t.app);
    const other = await registerUser(t.app);
    expectError(
      await call({
        method: 'PUT',
        url: '/api/v1/auth/profile',
        headers: session.headers,
        payload: { email: other.user.email.toUpperCase() },
      }),
      409,
      'already registered',
    );
    const email = uniqueEmail('moved');
    const moved = await call({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: session.headers,
      payload: { email },
    });
    expect(moved.json().data.email).toBe(email);
    await signIn(t.app, email);
  });

  it('refuses unsafe or malformed values with a 400', async () => {
    const session = await registerUser(t.app);
    const put = (payload: unknown) =>
      call({
        method: 'PUT',
        url: '/api/v1/auth/profile',
        headers: session.headers,
        payload: payload as object,
      });
    expectError(await put({ profileImage: 'javascript:alert(1)' }), 400, 'http or https');
    expectError(await put({ profileImage: 'data:text/html,<script>' }), 400, 'http or https');
    expectError(await put({ name: '' }), 400, 'Name is required');
    expectError(await put({ email: 'nope' }), 400, 'valid email');
    expectError(await put({ name: 42 }), 400);
    expectError(await put({ jobTitle: 'j'.repeat(201) }), 400, 'Job title must be at most 200 characters');
    expectError(await put({ name: 'n'.repeat(201) }), 400, 'Name must be at most 200 characters');
  });
});

describe('account deletion', () => {
  it('keeps the account on a wrong password (403, still signed in)', async () => {
    const session = await registerUser(t.app);
    const response = await call({
      method: 'DELETE',
      url: '/api/v1/auth/account',
      headers: session.headers,
      payload: { password: 'not my password' },
    });
    expectError(response, 403, 'Incorrect password');
    expect((await me(session.headers)).statusCode).toBe(200);
    expectError(
      await call({ method: 'DELETE', url: '/api/v1/auth/account', headers: session.headers, payload: {} }),
      400,
    );
  });

  it('removes the user and their personal data', async () => {
    const session = await registerUser(t.app);
    await t.database.db.insert(mailOutbox).values({
      recipient: session.user.email.toUpperCase(),
      subject: 's',
      text: 't',
      html: 'h',
    });
    const response = await call({
      method: 'DELETE',
      url: '/api/v1/auth/account',
      headers: session.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expectError(await me(session.headers), 401);
    expectError(
      await call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: session.user.email, password: TEST_PASSWORD },
      }),
      404,
      'Account not found',
    );
    expect(await t.database.db.select().from(users).where(eq(users.id, session.user._id))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(sql`lower(${mailOutbox.recipient})`, session.user.email)),
    ).toEqual([]);
  });
});

describe('guards', () => {
  it('refuses an anonymous caller on every route that is not public (401), for every module', async () => {
    const guarded = t.app
      .routeGuards()
      .filter((entry) => entry.guard !== 'public' && entry.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(0);
    for (const entry of guarded) {
      const url = entry.url.replace(/:(\w+)/g, 'aaaaaaaaaaaaaaaaaaaaaaaa');
      const response = await call({ method: entry.method as InjectOptions['method'], url, payload: {} });
      expect(response.statusCode, `${entry.method} ${entry.url}`).toBe(401);
      expect(response.json()).toEqual({ success: false, error: AUTH_ERRORS.notSignedIn });
    }
  });

  it('checks roles and permissions with the rules of @app/domain (403 without them)', async () => {
    const individual = await registerUser(t.app);
    expectError(
      await call({ method: 'GET', url: '/api/v1/test/admins', headers: individual.headers }),
      403,
      'Access denied',
    );
    expectError(
      await call({ method: 'GET', url: '/api/v1/test/manage-organization', headers: individual.headers }),
      403,
      'Insufficient permissions to update organization',
    );
    expectError(await call({ method: 'GET', url: '/api/v1/test/admins' }), 401);

    const registered = await call({
      method: 'POST',
      url: '/api/v1/organizations/register',
      payload: {
        organizationName: 'Guarded Inc',
        domain: 'guarded-inc.test',
        adminName: 'Olga Admin',
        adminEmail: 'olga@guarded-inc.test',
        adminPassword: TEST_PASSWORD,
      },
    });
    expect(registered.statusCode).toBe(201);
    const headers = {
      authorization: `Bearer ${registered.json().data.token}`,
      cookie: cookieHeader(registered),
    };
    expect((await call({ method: 'GET', url: '/api/v1/test/admins', headers })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/v1/test/manage-organization', headers })).statusCode).toBe(
      200,
    );
  });
});

describe('Google sign-in without configuration', () => {
  it('answers GET /auth/google with a clear 503, and the callback sends the browser back with the error', async () => {
    expectError(await call({ method: 'GET', url: '/api/v1/auth/google' }), 503, 'not configured');
    const callback = await call({ method: 'GET', url: '/api/v1/auth/google/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(302);
    const location = new URL(callback.headers.location as string);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toContain('not configured');
    expect(location.searchParams.get('token')).toBeNull();
  });
});

describe('nothing sensitive in any answer', () => {
  it('never shows a password hash, a token version or a fingerprint in a body', async () => {
    expect(answers.length).toBeGreaterThan(50);
    for (const response of answers) {
      expect(response.body).not.toMatch(/passwordHash|password_hash|\$argon2|tokenVersion|token_version/i);
      expect(response.body).not.toMatch(/"fph"|fingerprint/i);
      // An internal error would have leaked nothing, but none should have happened at all.
      expect(response.statusCode, response.body).not.toBe(500);
    }
  });
});

describe('brute force', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { AUTH_RATE_LIMIT_MAX: '3', LOGIN_LOCKOUT_THRESHOLD: '3', LOGIN_LOCKOUT_MAX_SECONDS: '60' },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits sign-in attempts per client address (429 with a clear message and Retry-After)', async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress,
        payload: { email: uniqueEmail('ghost'), password: 'guess' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(404);
    const refused = await attempt('203.0.113.7');
    expectError(refused, 429, /Too many requests.*Please wait \d+ seconds/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt('203.0.113.8')).statusCode).toBe(404);
  });

  it('locks an account briefly after repeated failures, without letting guesses stretch the lock', async () => {
    let address = 0;
    const login = (email: string, password: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        // A new address per attempt: this is the per-account lock, not the per-address limit.
        remoteAddress: `198.51.100.${++address}`,
        payload: { email, password },
      });
    const email = uniqueEmail('victim');
    const registered = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: '192.0.2.1',
      payload: { name: 'Victim', email, password: TEST_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const userId = registered.json().user._id as string;

    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong')).statusCode).toBe(401);
    const locked = await login(email, TEST_PASSWORD);
    expectError(locked, 429, /Too many failed sign-in attempts/);
    // The first lock is 15 seconds; a loaded machine may have spent one of them already.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(14);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15);

    const lockOf = async () =>
      (await limited.database.db.select().from(loginThrottles).where(eq(loginThrottles.userId, userId)))[0];
    const before = await lockOf();
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong again')).statusCode).toBe(429);
    const after = await lockOf();
    expect(after?.lockedUntil?.getTime()).toBe(before?.lockedUntil?.getTime());
    expect(after?.failures).toBe(before?.failures);

    // The lock runs out (moved into the past rather than waited for: the test must not hang on the clock).
    await limited.database.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottles.userId, userId));
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await lockOf()).toBeUndefined();
  });

  it.runIf(process.env.REDIS_URL)(
    'shares the per-address counters between processes through Redis',
    async () => {
      const env = { AUTH_RATE_LIMIT_MAX: '2', REDIS_URL: process.env.REDIS_URL };
      // One after the other: two embedded databases migrating at once keep the event loop too busy to connect.
      const one = await createTestApp({ env });
      const two = await createTestApp({ env });
      try {
        // A fresh address per run: counters from an earlier run may still be in Redis.
        const remoteAddress = `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.9`;
        const attempt = (app: TestApp) =>
          app.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            remoteAddress,
            payload: { email: uniqueEmail('shared'), password: 'guess' },
          });
        expect((await attempt(one)).statusCode).toBe(404);
        expect((await attempt(two)).statusCode).toBe(404);
        expectError(await attempt(one), 429, /Too many requests/);
        expectError(await attempt(two), 429, /Too many requests/);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    },
  );

  it('doubles the lock from 15 s up to the configured maximum', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 50].map((failures) => lockSeconds(failures, 5, 300))).toEqual([
      0, 0, 15, 30, 60, 120, 240, 300, 300,
    ]);
  });
});

describe('token hashing helpers', () => {
  it('stores fingerprints as SHA-256 hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
