import { hasPermission, hasRole, permissionDeniedMessage, ROUTE_ROLES, type RoleSubject } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from '../db/ids';
import { users } from '../db/schema';
import { describeGuard, type RouteGuard, type RouteGuardEntry } from '../http/guards';
import { randomToken, signSessionToken } from '../lib/tokens';
import { registerUser, sessionFrom, TEST_PASSWORD, type TestSession } from '../test/auth';
import { createTestApp, type TestApp } from '../test/helpers';
import { AUTH_ERRORS } from './auth';

/**
 * The permission matrix: every guarded route of the real app, read from its route table, refuses every wrong
 * caller. The callers are derived from each route's guard, never from a hand list, so a new route is covered the
 * moment it is registered, and a guard whose callers cannot be derived fails this file.
 */

// Routes that exercise the guard kinds no product route needs yet (admin-only role lists, org-admin and
// platform-admin permissions): the walk below covers them as it covers the app's own routes.
const guardKinds: FastifyPluginAsyncZod = async (app) => {
  const ok = { 200: z.object({ ok: z.literal(true) }) };
  const kinds: [string, RouteGuard][] = [
    ['admin-only', { roles: ROUTE_ROLES.adminOnly }],
    ['platform-roles', { roles: ['super_admin', 'platform_admin'] }],
    ['manage-organization', { permission: 'canManageOrganization' }],
    ['manage-all-organizations', { permission: 'canManageAllOrganizations' }],
  ];
  for (const [path, guard] of kinds) {
    app.post(
      `/api/v1/guard-matrix/${path}/:id`,
      { config: { guard }, schema: { response: ok } },
      async () => ({
        ok: true as const,
      }),
    );
  }
};

interface Caller {
  label: string;
  headers: Record<string, string>;
  /** The user's row as the guard enforcer reads it. */
  subject: RoleSubject;
}

const NOT_SIGNED_IN: readonly string[] = [AUTH_ERRORS.notSignedIn, AUTH_ERRORS.sessionInvalid];

/** The guard's own 403 text: the role refusal, or the permission's text of spec 8.5. */
function refusalOf(guard: Exclude<RouteGuard, 'public' | 'signed-in'>): string {
  return 'roles' in guard ? AUTH_ERRORS.roleDenied : permissionDeniedMessage(guard.permission);
}

let t: TestApp;
let cast: Caller[];
let strangers: { label: string; headers: Record<string, string> }[];

async function subjectOf(id: string): Promise<RoleSubject> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`No user ${id}`);
  return row;
}

/** Sets role fields on a registered user, as an administrator would, and drops the cached row. */
async function promote(id: string, fields: Partial<typeof users.$inferInsert>): Promise<void> {
  await t.database.db.update(users).set(fields).where(eq(users.id, id));
  t.app.readCache.invalidate({ users: [id] });
}

async function callerOf(label: string, session: TestSession): Promise<Caller> {
  return { label, headers: session.headers, subject: await subjectOf(session.user._id) };
}

/** The route's URL with every path parameter filled (the guard runs before the parameters are validated). */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, () => newId()).replace(/\*$/, 'x');
}

function call(entry: RouteGuardEntry, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: entry.method as 'GET',
    url: concreteUrl(entry.url),
    headers,
  });
}

/** The error of a refusal; for HEAD (no body) the status alone tells. */
function errorOf(response: LightMyRequestResponse): string | undefined {
  if (!response.body) return undefined;
  try {
    return (response.json() as { error?: string }).error;
  } catch {
    return undefined;
  }
}

function refusedAs(
  response: LightMyRequestResponse,
  entry: RouteGuardEntry,
  status: number,
  errors: readonly string[],
): void {
  const label = `${entry.method} ${entry.url} (${describeGuard(entry.guard)})`;
  expect(response.statusCode, label).toBe(status);
  if (entry.method !== 'HEAD') expect(errors, label).toContain(errorOf(response));
}

/** Whether the guard itself refused (a service's own 403, or a 400 for the empty body, is not the guard's). */
function refusedByGuard(response: LightMyRequestResponse, guard: RouteGuard): boolean {
  if (response.statusCode !== 401 && response.statusCode !== 403) return false;
  const error = errorOf(response);
  const refusals = typeof guard === 'string' ? [] : [refusalOf(guard)];
  return error === undefined || [...NOT_SIGNED_IN, ...refusals].includes(error);
}

/** Whom the guard lets in, by the same rule the enforcer applies. */
function grants(guard: Exclude<RouteGuard, 'public' | 'signed-in'>, subject: RoleSubject): boolean {
  return 'roles' in guard ? hasRole(subject, guard.roles) : hasPermission(subject, guard.permission);
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [guardKinds as FastifyPluginAsync] });
  const { app } = t;

  const individual = await registerUser(app, { name: 'Ivy Individual' });

  const domain = `matrix-${Date.now().toString(36)}.example`;
  const organization = sessionFrom(
    await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/register',
      payload: {
        organizationName: 'Matrix Org',
        domain,
        adminName: 'Ada Admin',
        adminEmail: `ada@${domain}`,
        adminPassword: TEST_PASSWORD,
      },
    }),
  );
  const organizationId = (await subjectOf(organization.user._id)).organizationId;
  if (!organizationId) throw new Error('The organization admin has no organization');

  // A member of that organization: registered on its domain, and made a plain member whether or not joining
  // waits for a verified address.
  const member = await registerUser(app, { name: 'Max Member', email: `max@${domain}` });
  await promote(member.user._id, { organizationId, accountType: 'organization', orgRole: 'member' });

  const platformAdmin = await registerUser(app, { name: 'Pat Platform' });
  await promote(platformAdmin.user._id, { platformRole: 'super_admin' });

  cast = [
    await callerOf('an individual', individual),
    await callerOf('an organization member', member),
    await callerOf('an organization admin', organization),
    await callerOf('a platform admin', platformAdmin),
  ];

  // Tokens that must never let anyone in: garbage, an expired one, a genuine one without its browser's cookie.
  const fingerprint = randomToken(32);
  const cookieName = individual.cookie.split('=')[0];
  const { tokenVersion } = (await t.database.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, individual.user._id))
    .then((rows) => rows[0])) ?? { tokenVersion: 0 };
  const expired = await signSessionToken(t.config.jwtSecret, {
    userId: individual.user._id,
    tokenVersion,
    fingerprint,
    sessionId: 'cccccccccccccccccccccccc',
    ttlSeconds: -60,
  });
  strangers = [
    { label: 'no token', headers: {} },
    {
      label: 'a malformed token',
      headers: { authorization: 'Bearer not.a.token', cookie: individual.cookie },
    },
    {
      label: 'an expired token',
      headers: { authorization: `Bearer ${expired.token}`, cookie: `${cookieName}=${fingerprint}` },
    },
    { label: 'a token without its cookie', headers: { authorization: individual.headers.authorization } },
  ];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the guard of every route refuses each wrong caller', () => {
  it('has a cast whose roles differ as the guards need', () => {
    expect(cast.map((caller) => caller.subject)).toEqual([
      expect.objectContaining({ accountType: 'individual', platformRole: null, orgRole: null }),
      expect.objectContaining({ accountType: 'organization', orgRole: 'member', isOrgAdmin: false }),
      expect.objectContaining({ accountType: 'organization', isOrgAdmin: true }),
      expect.objectContaining({ platformRole: 'super_admin' }),
    ]);
  });

  it('covers every guard kind in the route table', () => {
    const kinds = new Set(
      t.app.routeGuards().map(({ guard }) => (typeof guard === 'string' ? guard : Object.keys(guard)[0])),
    );
    expect([...kinds].sort()).toEqual(['permission', 'public', 'roles', 'signed-in']);
  });

  it('answers 401 to a caller without a valid session on every guarded route', async () => {
    const guarded = t.app.routeGuards().filter((entry) => entry.guard !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    for (const entry of guarded) {
      for (const stranger of strangers) {
        refusedAs(await call(entry, stranger.headers), entry, 401, NOT_SIGNED_IN);
      }
    }
  });

  it('answers 403 to a signed-in caller the role list or permission rule refuses', async () => {
    for (const entry of t.app.routeGuards()) {
      const { guard } = entry;
      if (typeof guard === 'string') continue;
      const refused = cast.filter((caller) => !grants(guard, caller.subject));
      if ('roles' in guard) {
        // A role list that every user holds says 'signed-in': declare that instead.
        expect(
          refused.length,
          `${entry.method} ${entry.url}: nobody lacks ${describeGuard(guard)}`,
        ).toBeGreaterThan(0);
      }
      for (const caller of refused) {
        refusedAs(await call(entry, caller.headers), entry, 403, [refusalOf(guard)]);
      }
    }
  });

  it('refuses an organization route with its text of spec 8.5', async () => {
    const [individual, member, admin] = cast as [Caller, Caller, Caller];
    const someId = newId();
    const cases: [Caller, 'POST' | 'PUT', string, string][] = [
      [admin, 'POST', '/api/v1/organizations', 'Insufficient permissions to create organizations'],
      [member, 'PUT', `/api/v1/organizations/${someId}`, 'Insufficient permissions to update organization'],
      [
        individual,
        'PUT',
        `/api/v1/organizations/${someId}`,
        'Insufficient permissions to update organization',
      ],
      [member, 'POST', '/api/v1/organizations/departments', 'Insufficient permissions to manage departments'],
    ];
    for (const [caller, method, url, text] of cases) {
      const response = await t.app.inject({ method, url, headers: caller.headers, payload: {} });
      expect(response.statusCode, `${method} ${url} as ${caller.label}`).toBe(403);
      expect(response.json()).toEqual({ success: false, error: text });
    }
  });

  it('lets through every signed-in caller the role list or permission rule grants', async () => {
    for (const entry of t.app.routeGuards()) {
      const { guard } = entry;
      if (typeof guard === 'string') continue;
      const granted = cast.filter((caller) => grants(guard, caller.subject));
      expect(
        granted.length,
        `${entry.method} ${entry.url}: nobody holds ${describeGuard(guard)}`,
      ).toBeGreaterThan(0);
      for (const caller of granted) {
        const response = await call(entry, caller.headers);
        expect(refusedByGuard(response, guard), `${entry.method} ${entry.url} refused ${caller.label}`).toBe(
          false,
        );
      }
    }
  });

  it('declares the guards of the project invitation routes: the link public, the rest signed in', async () => {
    const guards = Object.fromEntries(
      t.app
        .routeGuards()
        .filter(
          (entry) => entry.method !== 'HEAD' && /\/(invite|projects\/accept-invitation)\//.test(entry.url),
        )
        .map((entry) => [`${entry.method} ${entry.url}`, entry.guard]),
    );
    expect(guards).toEqual({
      'POST /api/v1/invite/send': 'signed-in',
      'POST /api/v1/invite/resend/:id': 'signed-in',
      'DELETE /api/v1/invite/cancel/:id': 'signed-in',
      'GET /api/v1/invite/project/:projectId': 'signed-in',
      'GET /api/v1/invite/validate/:token': 'public',
      'POST /api/v1/invite/respond': 'signed-in',
      'POST /api/v1/projects/accept-invitation/:token': 'public',
      'POST /api/v1/invite/register': 'public',
    });
    // The public ones answer a signed-out caller about the link itself, never with a 401.
    const link = 'x'.repeat(43);
    const publicCalls = [
      t.app.inject({ method: 'GET', url: `/api/v1/invite/validate/${link}` }),
      t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/accept-invitation/${link}`,
        payload: { projectId: newId() },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/invite/register',
        payload: { token: link, name: 'Nobody', password: TEST_PASSWORD },
      }),
    ];
    for (const response of await Promise.all(publicCalls)) expect(response.statusCode).toBe(404);
  });

  it('declares the guards of the assistant routes: every one signed in', async () => {
    const guards = Object.fromEntries(
      t.app
        .routeGuards()
        .filter((entry) => entry.method !== 'HEAD' && entry.url.startsWith('/api/v1/chatbot/'))
        .map((entry) => [`${entry.method} ${entry.url}`, entry.guard]),
    );
    expect(guards).toEqual({
      'POST /api/v1/chatbot/message': 'signed-in',
      'POST /api/v1/chatbot/execute': 'signed-in',
      'GET /api/v1/chatbot/history': 'signed-in',
      'DELETE /api/v1/chatbot/history': 'signed-in',
      'GET /api/v1/chatbot/functions': 'signed-in',
      'POST /api/v1/chatbot/suggestions': 'signed-in',
      'POST /api/v1/chatbot/feedback': 'signed-in',
    });
    // Signed out, each refuses before reading the body (a valid one included), and the rate limit counts nobody.
    const bodies: Record<string, unknown> = {
      '/api/v1/chatbot/message': { message: 'show my tasks' },
      '/api/v1/chatbot/execute': { functionName: 'quick_actions', arguments: {} },
      '/api/v1/chatbot/suggestions': {},
      '/api/v1/chatbot/feedback': { messageId: newId() },
    };
    for (const key of Object.keys(guards)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      const response = await t.app.inject({
        method,
        url,
        ...(bodies[url] ? { payload: bodies[url] as object } : {}),
      });
      expect(response.statusCode, key).toBe(401);
    }
  });

  it('lets every signed-in caller through a signed-in guard', async () => {
    // Only the reads: a write's empty body would be refused later (400), after the guard; reads show it plainly.
    const reads = t.app
      .routeGuards()
      .filter((entry) => entry.guard === 'signed-in' && entry.method === 'GET');
    expect(reads.length).toBeGreaterThan(0);
    for (const entry of reads) {
      for (const caller of cast) {
        const response = await call(entry, caller.headers);
        expect(
          refusedByGuard(response, entry.guard),
          `${entry.method} ${entry.url} refused ${caller.label}`,
        ).toBe(false);
      }
    }
  });
});
