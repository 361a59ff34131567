import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiToken,
  permissionDeniedMessage,
  SESSION_MESSAGES,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditLog, organizations, users } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { registerUser, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import { AUTH_ERRORS } from '../auth';
import { tokenUseLedger } from './tokens.service';

// Personal API tokens (issue 41): the three routes and their permission matrix, and a token as the bearer on the
// rest of the API (scope, organization, refused routes, revoke and expiry at once, the user's current rights).

let t: TestApp;
const org = { a: '', b: '' };
let admin: TestSession;
let adminId: string;
let member: TestSession;
let memberId: string;
let other: TestSession;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, headers: Record<string, string>, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function expectError(response: LightMyRequestResponse, status: number, text?: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (text !== undefined) expect((response.json() as { error: string }).error).toBe(text);
}

async function createToken(
  session: TestSession,
  body: Record<string, unknown> = {},
): Promise<{ id: string; token: string }> {
  const response = await call('POST', '/tokens', session.headers, {
    name: 'CI pipeline',
    scopes: ['read'],
    expiresAt: null,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string; token: string } }).data;
}

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await t.database.db
    .insert(organizations)
    .values([
      { name: 'Acme Tokens', domain: 'acme-tokens.test' },
      { name: 'Globex Tokens', domain: 'globex-tokens.test' },
    ])
    .returning();
  org.a = a!.id;
  org.b = b!.id;
  const orgAdmin = { orgRole: 'org_admin', isOrgAdmin: true } as const;
  const { userIds, sessions } = await addSignedInPeople(t, [
    { name: 'Ada Admin', email: 'ada@acme-tokens.test', organizationId: org.a, ...orgAdmin },
    { name: 'Max Member', email: 'max@acme-tokens.test', organizationId: org.a, orgRole: 'member' },
    { name: 'Gus Globex', email: 'gus@globex-tokens.test', organizationId: org.b, orgRole: 'member' },
  ]);
  [admin, member, other] = sessions as [TestSession, TestSession, TestSession];
  adminId = userIds['ada@acme-tokens.test']!;
  memberId = userIds['max@acme-tokens.test']!;
});

afterAll(async () => {
  await t?.close();
});

describe('the token routes', () => {
  it('creates a token shown once, lists it without its secret, stores only its hash, audits create and revoke', async () => {
    const created = await createToken(member, { name: 'Nightly export', organizationId: org.a });
    expect(created.token).toMatch(/^tf_pat_[A-Za-z0-9_-]{43}$/);

    const list = await call('GET', '/tokens', member.headers);
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json() as { data: ApiToken[] }).data.find((token) => token.id === created.id);
    expect(listed).toMatchObject({
      name: 'Nightly export',
      scopes: ['read'],
      organizationId: org.a,
      expiresAt: null,
      lastUsedAt: null,
      prefix: `${created.token.slice(0, 12)}…`,
    });
    expect(list.body).not.toContain(created.token);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(sha256Hex(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    // Another user's token is not found, and stays alive.
    expectError(
      await call('DELETE', `/tokens/${created.id}`, other.headers),
      404,
      API_TOKEN_MESSAGES.notFound,
    );
    expect((await call('GET', '/tasks', bearer(created.token))).statusCode).toBe(200);

    const revoked = await call('DELETE', `/tokens/${created.id}`, member.headers);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(revoked.body).toBe('');
    const after = (await call('GET', '/tokens', member.headers)).json() as { data: ApiToken[] };
    expect(after.data.map((token) => token.id)).not.toContain(created.id);

    await tokenUseLedger(t.app)?.flush();
    const actions = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, created.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'token.created',
      'token.revoked',
      'token.used',
    ]);
    expect(actions.find((entry) => entry.action === 'token.used')?.after).toMatchObject({
      calls: 1,
      requests: { 'GET /api/v1/tasks': 1 },
    });
  });

  it('refuses bad payloads with clear 4xx messages', async () => {
    const bad = async (body: Record<string, unknown>, status: number, text: string) => {
      const response = await call('POST', '/tokens', member.headers, {
        name: 'x',
        scopes: ['read'],
        expiresAt: null,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).toContain(text);
    };
    await bad({ name: '  ' }, 400, API_TOKEN_MESSAGES.nameRequired);
    await bad({ name: 'n'.repeat(101) }, 400, API_TOKEN_MESSAGES.nameTooLong);
    await bad({ scopes: [] }, 400, API_TOKEN_MESSAGES.scopesRequired);
    await bad({ scopes: ['root'] }, 400, 'scopes');
    await bad({ expiresAt: '2020-01-01T00:00:00Z' }, 400, API_TOKEN_MESSAGES.expiryPast);
    const tooFar = new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString();
    await bad({ expiresAt: tooFar }, 400, API_TOKEN_MESSAGES.expiryTooFar);
    await bad({ organizationId: org.b }, 403, API_TOKEN_MESSAGES.organizationDenied);
    const missing = await call('POST', '/tokens', member.headers, { name: 'x', scopes: ['read'] });
    expect(missing.statusCode).toBe(400);
  });

  it('holds a user to 50 live tokens', async () => {
    const person = await registerUser(t.app);
    await t.database.db.insert(apiTokens).values(
      Array.from({ length: 50 }, (_, index) => ({
        userId: person.user._id,
        name: `t${index}`,
        scopes: ['read' as const],
        tokenHash: sha256Hex(`limit-${person.user._id}-${index}`),
        prefix: 'tf_pat_xxxxx…',
      })),
    );
    const response = await call('POST', '/tokens', person.headers, {
      name: 'one more',
      scopes: ['read'],
      expiresAt: null,
    });
    expectError(response, 409, API_TOKEN_MESSAGES.tooMany);
  });

  it('permission matrix: no caller → 401, a token (any scope) → 403, a signed-in session → allowed', async () => {
    const adminToken = (await createToken(admin, { scopes: ['admin'] })).token;
    const routes: [Method, string, number][] = [
      ['GET', '/tokens', 200],
      ['POST', '/tokens', 201],
      ['DELETE', `/tokens/${'0'.repeat(24)}`, 404],
    ];
    for (const [method, url, status] of routes) {
      const body = method === 'POST' ? { name: 'm', scopes: ['read'], expiresAt: null } : undefined;
      expectError(await call(method, url, {}, body), 401, AUTH_ERRORS.notSignedIn);
      expectError(await call(method, url, bearer(adminToken), body), 403, API_TOKEN_MESSAGES.refusedRoute);
      expect((await call(method, url, admin.headers, body)).statusCode).toBe(status);
    }
  });
});

describe('a token as the bearer', () => {
  it('read scope lists tasks, is refused a write (403); a revoked token gets 401 at once', async () => {
    const { id, token } = await createToken(member, { scopes: ['read'] });
    const list = await call('GET', '/tasks', bearer(token));
    expect(list.statusCode, list.body).toBe(200);
    expectError(
      await call('POST', '/tasks', bearer(token), { title: 'Nope' }),
      403,
      API_TOKEN_MESSAGES.readOnly,
    );

    const write = (await createToken(member, { scopes: ['write'] })).token;
    const created = await call('POST', '/tasks', bearer(write), { title: 'Made by a script' });
    expect(created.statusCode, created.body).toBe(201);

    expect((await call('DELETE', `/tokens/${id}`, member.headers)).statusCode).toBe(204);
    expectError(await call('GET', '/tasks', bearer(token)), 401, API_TOKEN_MESSAGES.invalid);
  });

  it('an expired, unknown or malformed token gets 401', async () => {
    const { id, token } = await createToken(member, {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await call('GET', '/tasks', bearer(token))).statusCode).toBe(200);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    expectError(await call('GET', '/tasks', bearer(token)), 401, API_TOKEN_MESSAGES.invalid);
    expectError(
      await call('GET', '/tasks', bearer(`${API_TOKEN_PREFIX}unknown`)),
      401,
      API_TOKEN_MESSAGES.invalid,
    );
  });

  it('needs no fingerprint cookie, writes its last use at most once a minute, and counts every call in the audit log', async () => {
    const { id, token } = await createToken(member);
    for (let i = 0; i < 3; i += 1) expect((await call('GET', '/tasks', bearer(token))).statusCode).toBe(200);
    expect((await call('GET', `/tasks/${'f'.repeat(24)}`, bearer(token))).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const uses = () =>
      t.database.db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'token.used')));
    // Counted, not yet written: one entry per token and minute, with every call.
    expect(await uses()).toHaveLength(0);
    await tokenUseLedger(t.app)?.flush();
    expect((await uses()).map((entry) => entry.after)).toEqual([
      expect.objectContaining({
        calls: 4,
        requests: { 'GET /api/v1/tasks': 3, 'GET /api/v1/tasks/:id': 1 },
      }),
    ]);
    // A minute later the next call writes the last use again, and opens a new window.
    await t.database.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, id));
    expect((await call('GET', '/auth/me', bearer(token))).statusCode).toBe(200);
    const [later] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(later?.lastUsedAt?.getTime()).toBeGreaterThan(Date.now() - 10_000);
    await tokenUseLedger(t.app)?.flush();
    expect(await uses()).toHaveLength(2);
  });

  it('cannot change the password, end sessions or sign out', async () => {
    const { token } = await createToken(member, { scopes: ['admin'] });
    const refused: [Method, string, unknown][] = [
      ['PUT', '/auth/password', { currentPassword: 'x', newPassword: 'whatever123' }],
      ['GET', '/auth/sessions', undefined],
      ['POST', '/auth/logout-all', undefined],
      ['DELETE', '/auth/account', undefined],
    ];
    for (const [method, url, body] of refused) {
      expectError(await call(method, url, bearer(token), body), 403, API_TOKEN_MESSAGES.refusedRoute);
    }
    // Who the token acts as is readable.
    const me = await call('GET', '/auth/me', bearer(token));
    expect(me.statusCode, me.body).toBe(200);
  });

  it('a token of organization A is refused in organization B', async () => {
    const { token } = await createToken(member, { scopes: ['write'], organizationId: org.a });
    expect((await call('GET', `/tasks?organization=${org.a}`, bearer(token))).statusCode).toBe(200);
    expectError(
      await call('GET', `/tasks?organization=${org.b}`, bearer(token)),
      403,
      API_TOKEN_MESSAGES.otherOrganization,
    );
    expectError(
      await call('GET', `/organizations/${org.b}/users`, bearer(token)),
      403,
      API_TOKEN_MESSAGES.otherOrganization,
    );
    expectError(
      await call('POST', '/projects', bearer(token), { name: 'Elsewhere', organizationId: org.b }),
      403,
      API_TOKEN_MESSAGES.otherOrganization,
    );
    // Once its user works in another organization, the token of A acts nowhere.
    await t.database.db.update(users).set({ organizationId: org.b }).where(eq(users.id, memberId));
    t.app.readCache.invalidate({ users: [memberId] });
    try {
      expectError(await call('GET', '/tasks', bearer(token)), 403, API_TOKEN_MESSAGES.otherOrganization);
    } finally {
      await t.database.db.update(users).set({ organizationId: org.a }).where(eq(users.id, memberId));
      t.app.readCache.invalidate({ users: [memberId] });
    }
  });

  it('admin routes need the admin scope and the user’s current rights: a demoted admin’s token loses them at once', async () => {
    const adminToken = (await createToken(admin, { scopes: ['admin'] })).token;
    const writeToken = (await createToken(admin, { scopes: ['write'] })).token;
    const billing = `/organizations/${org.a}/billing`;
    expect((await call('GET', billing, bearer(adminToken))).statusCode).not.toBe(403);
    expectError(await call('GET', billing, bearer(writeToken)), 403, API_TOKEN_MESSAGES.notAdmin);
    // A member's admin token reaches no further than the member.
    const memberAdmin = (await createToken(member, { scopes: ['admin'] })).token;
    expectError(
      await call('GET', billing, bearer(memberAdmin)),
      403,
      permissionDeniedMessage('canManageBilling'),
    );

    // Another admin demotes Ada through the API: her token's next call is refused.
    const { sessions } = await addSignedInPeople(t, [
      {
        name: 'Bo Boss',
        email: 'bo@acme-tokens.test',
        organizationId: org.a,
        orgRole: 'org_admin',
        isOrgAdmin: true,
      },
    ]);
    const demote = await call('PUT', `/organizations/users/${adminId}/role`, sessions[0]!.headers, {
      role: 'member',
    });
    expect(demote.statusCode, demote.body).toBe(200);
    expectError(
      await call('GET', billing, bearer(adminToken)),
      403,
      permissionDeniedMessage('canManageBilling'),
    );
  });

  it('a disabled user’s token gets 401', async () => {
    const person = await registerUser(t.app);
    const { token } = await createToken(person);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, person.user._id));
    t.app.readCache.invalidate({ users: [person.user._id] });
    expectError(await call('GET', '/tasks', bearer(token)), 401, SESSION_MESSAGES.accountDisabled);
  });
});
