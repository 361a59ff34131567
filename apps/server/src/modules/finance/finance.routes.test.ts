import {
  FINANCE_ERRORS,
  FINANCE_GATE_SESSION_MS,
  FINANCE_GRANT_HEADER,
  FINANCE_LOCKED_CODE,
  FINANCE_MESSAGES,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../db/ids';
import {
  activities,
  auditLog,
  budgetAlerts,
  expenseReceipts,
  expenses,
  financeCredentials,
  financeMembers,
  notifications,
  organizations,
  projects,
} from '../../db/schema';
import { signIn, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import { encodeFinanceGrant } from './finance.grant';

// The finance routes: who may call each one (the matrix), the gate on the server (credentials, the
// grant and its expiry, tied to the user, organization and session), expenses with their status and receipts,
// rates in force, budgets and their alerts, and finance access in the feed and the audit log.

let t: TestApp;
const ids = { orgA: '', orgB: '', projectA: '', projectB: '' };
type Person =
  | 'platform'
  | 'adminA'
  | 'managerA'
  | 'viewerA'
  | 'memberA'
  | 'candidateA'
  | 'adminB'
  | 'individual';
const sessions = {} as Record<Person, TestSession>;
const userIds = {} as Record<Person, string>;
const grants = {} as Record<'platform' | 'adminA' | 'managerA' | 'viewerA' | 'adminB', string>;
const PASSWORD = 'finance-secret-1';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const PDF = Buffer.from('%PDF-1.4\n% a receipt\n');

function inject(options: InjectOptions) {
  return t.app.inject(options);
}

async function unlock(person: Person, password = PASSWORD, organization?: string) {
  return inject({
    method: 'POST',
    url: `/api/v1/finance/unlock${organization ? `?organization=${organization}` : ''}`,
    headers: sessions[person].headers,
    payload: { username: 'finance', password },
  });
}

/** New unlocks for everyone who holds one: a change of the credentials ends those issued before it. */
async function renewGrants() {
  for (const person of ['adminA', 'managerA', 'viewerA', 'adminB'] as const) {
    const response = await unlock(person);
    expect(response.statusCode, response.body).toBe(200);
    grants[person] = response.json().data.grant;
  }
  const platform = await unlock('platform', PASSWORD, ids.orgA);
  expect(platform.statusCode, platform.body).toBe(200);
  grants.platform = platform.json().data.grant;
}

/** The signed-in session id (`sid`) of a person's session token. */
function sessionIdOf(person: Person): string {
  const claims = JSON.parse(Buffer.from(sessions[person].token.split('.')[1]!, 'base64url').toString());
  return (claims as { sid: string }).sid;
}

/** The version of an organization's finance credentials that grants carry (their `updated_at`). */
async function credentialsVersion(organizationId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ updatedAt: financeCredentials.updatedAt })
    .from(financeCredentials)
    .where(eq(financeCredentials.organizationId, organizationId));
  return row!.updatedAt.getTime();
}

function withGrant(person: Person, grant?: string) {
  return { ...sessions[person].headers, ...(grant ? { [FINANCE_GRANT_HEADER]: grant } : {}) };
}

async function insertExpense(values: Partial<typeof expenses.$inferInsert> = {}) {
  const id = newId();
  await t.database.db.insert(expenses).values({
    id,
    organizationId: ids.orgA,
    projectId: ids.projectA,
    category: 'software',
    spentOn: '2026-11-01',
    amountMinor: 1000,
    currency: 'USD',
    usdRate: 1,
    amountUsdMinor: 1000,
    description: 'A test expense',
    status: 'draft',
    ...values,
  });
  return id;
}

beforeAll(async () => {
  // Sessions longer than the grant, so that a clock moved 8 hours on meets the grant's end, not the session's.
  t = await createTestApp({ env: { TOKEN_TTL_SECONDS: String(24 * 3600) } });
  const { db } = t.database;
  const [orgA, orgB] = await db
    .insert(organizations)
    .values([
      { name: 'Finance Acme', domain: 'fin-acme.test', subscriptionTier: 'enterprise' },
      { name: 'Finance Globex', domain: 'fin-globex.test', subscriptionTier: 'enterprise' },
    ])
    .returning();
  ids.orgA = orgA!.id;
  ids.orgB = orgB!.id;
  const people = await addSignedInPeople(t, [
    { name: 'Pat Platform', email: 'pat@fin.example', platformRole: 'super_admin' },
    {
      name: 'Ada Admin',
      email: 'ada@fin-acme.test',
      organizationId: ids.orgA,
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    { name: 'Max Manager', email: 'max@fin-acme.test', organizationId: ids.orgA, orgRole: 'member' },
    { name: 'Vic Viewer', email: 'vic@fin-acme.test', organizationId: ids.orgA, orgRole: 'member' },
    { name: 'Mo Member', email: 'mo@fin-acme.test', organizationId: ids.orgA, orgRole: 'member' },
    { name: 'Cy Candidate', email: 'cy@fin-acme.test', organizationId: ids.orgA, orgRole: 'member' },
    {
      name: 'Bea Admin',
      email: 'bea@fin-globex.test',
      organizationId: ids.orgB,
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    { name: 'Ivy Individual', email: 'ivy@fin.example' },
  ]);
  const order: Person[] = [
    'platform',
    'adminA',
    'managerA',
    'viewerA',
    'memberA',
    'candidateA',
    'adminB',
    'individual',
  ];
  order.forEach((person, index) => {
    sessions[person] = people.sessions[index]!;
    userIds[person] = Object.values(people.userIds)[index]!;
  });
  for (const person of order) userIds[person] = sessions[person].user._id;
  await db.insert(financeMembers).values([
    { organizationId: ids.orgA, userId: userIds.managerA, role: 'manager' },
    { organizationId: ids.orgA, userId: userIds.viewerA, role: 'viewer' },
  ]);
  const [projectA, projectB] = await db
    .insert(projects)
    .values([
      {
        title: 'Acme Launch',
        budget: 1000,
        ownerId: userIds.adminA,
        organizationId: ids.orgA,
        startDate: '2026-10-01',
        dueDate: '2027-01-31',
      },
      { title: 'Globex Depot', budget: 5000, ownerId: userIds.adminB, organizationId: ids.orgB },
    ])
    .returning();
  ids.projectA = projectA!.id;
  ids.projectB = projectB!.id;
  // The admins set their organization's credentials: no grant is needed while there are none.
  for (const admin of ['adminA', 'adminB'] as const) {
    const response = await inject({
      method: 'PUT',
      url: '/api/v1/finance/credentials',
      headers: sessions[admin].headers,
      payload: { username: 'finance', password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  await renewGrants();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Need = 'view' | 'manage' | 'admin';
interface RouteCase {
  name: string;
  need: Need;
  /** Makes what the call needs (a fresh expense...) and the request; `organization` is added by the test. */
  make(): Promise<Omit<InjectOptions, 'headers'> & { url: string; headers?: Record<string, string> }>;
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET /finance/summary',
    need: 'view',
    make: async () => ({ method: 'GET', url: '/api/v1/finance/summary' }),
  },
  {
    name: 'GET /finance/projects/:projectId/budget-lines',
    need: 'view',
    make: async () => ({ method: 'GET', url: `/api/v1/finance/projects/${ids.projectA}/budget-lines` }),
  },
  {
    name: 'PUT /finance/projects/:projectId/budget-lines',
    need: 'manage',
    make: async () => ({
      method: 'PUT',
      url: `/api/v1/finance/projects/${ids.projectA}/budget-lines`,
      payload: { lines: [{ category: 'labor', amountMinor: 100_000, currency: 'USD' }] },
    }),
  },
  {
    name: 'GET /finance/expenses',
    need: 'view',
    make: async () => ({ method: 'GET', url: '/api/v1/finance/expenses' }),
  },
  {
    name: 'POST /finance/expenses',
    need: 'manage',
    make: async () => ({
      method: 'POST',
      url: '/api/v1/finance/expenses',
      payload: {
        projectId: ids.projectA,
        category: 'travel',
        spentOn: '2026-11-02',
        amountMinor: 500,
        currency: 'USD',
        description: 'Taxi',
      },
    }),
  },
  {
    name: 'PATCH /finance/expenses/:id',
    need: 'manage',
    make: async () => ({
      method: 'PATCH',
      url: `/api/v1/finance/expenses/${await insertExpense()}`,
      payload: { description: 'Renamed' },
    }),
  },
  {
    name: 'DELETE /finance/expenses/:id',
    need: 'manage',
    make: async () => ({ method: 'DELETE', url: `/api/v1/finance/expenses/${await insertExpense()}` }),
  },
  {
    name: 'POST /finance/expenses/:id/status',
    need: 'manage',
    make: async () => ({
      method: 'POST',
      url: `/api/v1/finance/expenses/${await insertExpense()}/status`,
      payload: { status: 'submitted' },
    }),
  },
  {
    name: 'PUT /finance/expenses/:id/receipt',
    need: 'manage',
    make: async () => ({
      method: 'PUT',
      url: `/api/v1/finance/expenses/${await insertExpense()}/receipt`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    }),
  },
  {
    name: 'GET /finance/expenses/:id/receipt',
    need: 'view',
    make: async () => {
      const id = await insertExpense();
      await t.database.db
        .insert(expenseReceipts)
        .values({ expenseId: id, fileName: 'r.pdf', mime: 'application/pdf', size: PDF.length, bytes: PDF });
      return { method: 'GET', url: `/api/v1/finance/expenses/${id}/receipt` };
    },
  },
  {
    name: 'DELETE /finance/expenses/:id/receipt',
    need: 'manage',
    make: async () => {
      const id = await insertExpense();
      await t.database.db
        .insert(expenseReceipts)
        .values({ expenseId: id, fileName: 'r.pdf', mime: 'application/pdf', size: PDF.length, bytes: PDF });
      return { method: 'DELETE', url: `/api/v1/finance/expenses/${id}/receipt` };
    },
  },
  {
    name: 'GET /finance/rates',
    need: 'view',
    make: async () => ({ method: 'GET', url: '/api/v1/finance/rates' }),
  },
  {
    name: 'PUT /finance/rates',
    need: 'manage',
    make: async () => ({
      method: 'PUT',
      url: '/api/v1/finance/rates',
      payload: { USD: { INR: 83.15 }, INR: { USD: 0.012 } },
    }),
  },
  {
    name: 'GET /finance/members',
    need: 'admin',
    make: async () => ({ method: 'GET', url: '/api/v1/finance/members' }),
  },
  {
    name: 'PUT /finance/members/:userId',
    need: 'admin',
    make: async () => ({
      method: 'PUT',
      url: `/api/v1/finance/members/${userIds.candidateA}`,
      payload: { role: 'viewer' },
    }),
  },
  {
    name: 'DELETE /finance/members/:userId',
    need: 'admin',
    make: async () => {
      await t.database.db
        .insert(financeMembers)
        .values({ organizationId: ids.orgA, userId: userIds.candidateA, role: 'viewer' })
        .onConflictDoNothing();
      return { method: 'DELETE', url: `/api/v1/finance/members/${userIds.candidateA}` };
    },
  },
];

const withQuery = (url: string, organization: string) =>
  `${url}${url.includes('?') ? '&' : '?'}organization=${organization}`;

describe('the permission matrix of the finance data routes', () => {
  it('covers every finance route the app registers', () => {
    const registered = t.app
      .routeGuards()
      .filter((entry) => entry.url.startsWith('/api/v1/finance') && entry.method !== 'HEAD')
      .map((entry) => `${entry.method} ${entry.url.replace('/api/v1', '')}`);
    const gate = ['GET /finance/access', 'POST /finance/unlock', 'PUT /finance/credentials'];
    expect(new Set(registered)).toEqual(new Set([...gate, ...ROUTES.map((route) => route.name)]));
  });

  it.each(ROUTES)('$name', async (route) => {
    const call = async (headers: Record<string, string>, organization?: string) => {
      const request = await route.make();
      const response = await inject({
        ...request,
        url: organization ? withQuery(request.url, organization) : request.url,
        headers: { ...headers, ...request.headers },
      } as InjectOptions);
      return response;
    };
    const refused = async (
      headers: Record<string, string>,
      status: number,
      message: string,
      organization?: string,
    ) => {
      const response = await call(headers, organization);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(status);
      expect(response.json().error).toBe(message);
      expect(response.body).not.toContain('Acme Launch');
      return response;
    };
    const allowed = async (headers: Record<string, string>, organization?: string) => {
      const response = await call(headers, organization);
      expect([200, 201], `${route.name}: ${response.body}`).toContain(response.statusCode);
    };

    // Signed out, an individual, someone without finance access.
    expect((await call({})).statusCode).toBe(401);
    await refused(sessions.individual.headers, 403, FINANCE_ERRORS.individual);
    await refused(sessions.memberA.headers, 403, FINANCE_ERRORS.noAccess);
    // No grant, someone else's grant, an expired grant, a forged one: the gate is locked.
    const locked = await refused(withGrant('viewerA'), 403, FINANCE_ERRORS.locked);
    expect(locked.json().details).toEqual({ code: FINANCE_LOCKED_CODE });
    await refused(withGrant('viewerA', grants.managerA), 403, FINANCE_ERRORS.locked);
    await refused(withGrant('adminA', grants.adminB), 403, FINANCE_ERRORS.locked);
    const expired = encodeFinanceGrant(t.config.jwtSecret, {
      userId: userIds.adminA,
      organizationId: ids.orgA,
      sessionId: sessionIdOf('adminA'),
      credentialsAt: await credentialsVersion(ids.orgA),
      expiresAt: Date.now() - 1000,
    });
    await refused(withGrant('adminA', expired), 403, FINANCE_ERRORS.locked);
    await refused(withGrant('adminA', `${grants.adminA.slice(0, -2)}xx`), 403, FINANCE_ERRORS.locked);
    // Another organization's admin naming this one.
    await refused(withGrant('adminB', grants.adminB), 403, FINANCE_ERRORS.otherOrganization, ids.orgA);

    // The viewer reads only; the manager does everything but finance access; the admins everything.
    if (route.need === 'view') await allowed(withGrant('viewerA', grants.viewerA));
    else
      await refused(
        withGrant('viewerA', grants.viewerA),
        403,
        route.need === 'manage' ? FINANCE_ERRORS.manageOnly : FINANCE_ERRORS.adminOnly,
      );
    if (route.need === 'admin')
      await refused(withGrant('managerA', grants.managerA), 403, FINANCE_ERRORS.adminOnly);
    else await allowed(withGrant('managerA', grants.managerA));
    await allowed(withGrant('adminA', grants.adminA));
    await allowed(withGrant('platform', grants.platform), ids.orgA);
    // A platform admin's grant is for the organization it was issued for.
    await refused(withGrant('platform', grants.platform), 403, FINANCE_ERRORS.locked, ids.orgB);
  });

  it('the gate routes: signed out, individual, no finance role, another organization, viewer, manager, admin', async () => {
    const gateRoutes = [
      { method: 'GET' as const, url: '/api/v1/finance/access' },
      // A wrong password: what each caller gets before or at the comparison.
      {
        method: 'POST' as const,
        url: '/api/v1/finance/unlock',
        payload: { username: 'finance', password: 'wrong-one' },
      },
      // The same credentials again: harmless for those who may set them.
      {
        method: 'PUT' as const,
        url: '/api/v1/finance/credentials',
        payload: { username: 'finance', password: PASSWORD },
      },
    ];
    const expected: Record<string, [number, number, number]> = {
      anon: [401, 401, 401],
      individual: [403, 403, 403],
      memberA: [200, 403, 403],
      adminBOnA: [403, 403, 403],
      viewerA: [200, 403, 403],
      managerA: [200, 403, 403],
      adminA: [200, 403, 200],
      platformOnA: [200, 403, 200],
    };
    // Read when each caller's turn comes: a change of the credentials ends the unlocks issued before it.
    const headersOf: Record<string, () => { headers: Record<string, string>; organization?: string }> = {
      anon: () => ({ headers: {} }),
      individual: () => ({ headers: sessions.individual.headers }),
      memberA: () => ({ headers: sessions.memberA.headers }),
      adminBOnA: () => ({ headers: withGrant('adminB', grants.adminB), organization: ids.orgA }),
      viewerA: () => ({ headers: withGrant('viewerA', grants.viewerA) }),
      managerA: () => ({ headers: withGrant('managerA', grants.managerA) }),
      adminA: () => ({ headers: withGrant('adminA', grants.adminA) }),
      platformOnA: () => ({ headers: withGrant('platform', grants.platform), organization: ids.orgA }),
    };
    const results: Record<string, number[]> = {};
    for (const [caller, turn] of Object.entries(headersOf)) {
      const { headers, organization } = turn();
      results[caller] = [];
      for (const route of gateRoutes) {
        const response = await inject({
          ...route,
          url: organization ? withQuery(route.url, organization) : route.url,
          headers,
        } as InjectOptions);
        results[caller].push(response.statusCode);
        if (route.method === 'PUT' && response.statusCode === 200) await renewGrants();
      }
    }
    expect(results).toEqual(expected);
  });

  it("answers 404 for another organization's project, expense and person, and 400 for a bad id", async () => {
    const foreign = await insertExpense({ organizationId: ids.orgB, projectId: ids.projectB });
    const cases: InjectOptions[] = [
      { method: 'GET', url: `/api/v1/finance/projects/${ids.projectB}/budget-lines` },
      { method: 'PATCH', url: `/api/v1/finance/expenses/${foreign}`, payload: { description: 'x' } },
      { method: 'POST', url: `/api/v1/finance/expenses/${foreign}/status`, payload: { status: 'submitted' } },
      { method: 'DELETE', url: `/api/v1/finance/expenses/${foreign}` },
      { method: 'GET', url: `/api/v1/finance/expenses/${foreign}/receipt` },
      { method: 'PUT', url: `/api/v1/finance/members/${userIds.adminB}`, payload: { role: 'viewer' } },
    ];
    for (const request of cases) {
      const response = await inject({ ...request, headers: withGrant('adminA', grants.adminA) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const bad = await inject({
      method: 'GET',
      url: '/api/v1/finance/projects/not-an-id/budget-lines',
      headers: withGrant('adminA', grants.adminA),
    });
    expect(bad.statusCode).toBe(400);
    const missing = await inject({
      method: 'GET',
      url: `/api/v1/finance/access?organization=${newId()}`,
      headers: sessions.platform.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the gate', () => {
  it('tells the caller their role and whether the gate is set up, without a grant', async () => {
    const expectations: [Person, string | null][] = [
      ['adminA', 'admin'],
      ['managerA', 'manager'],
      ['viewerA', 'viewer'],
      ['memberA', null],
    ];
    for (const [person, role] of expectations) {
      const response = await inject({
        method: 'GET',
        url: '/api/v1/finance/access',
        headers: sessions[person].headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        organizationId: ids.orgA,
        organizationName: 'Finance Acme',
        role,
        gate: { configured: true, demo: null },
      });
    }
    const individual = await inject({
      method: 'GET',
      url: '/api/v1/finance/access',
      headers: sessions.individual.headers,
    });
    expect(individual.statusCode).toBe(403);
    expect(individual.json().error).toBe('Finance is kept per organization.');
  });

  it('refuses wrong credentials with the spec text and audits the attempt; the right ones give an 8-hour grant', async () => {
    const wrong = await unlock('adminA', 'not the password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(FINANCE_MESSAGES.invalidCredentials);
    expect(wrong.json().error).toBe('Invalid credentials. Please try again.');
    const wrongUser = await inject({
      method: 'POST',
      url: '/api/v1/finance/unlock',
      headers: sessions.adminA.headers,
      payload: { username: 'someone', password: PASSWORD },
    });
    expect(wrongUser.statusCode).toBe(403);
    const empty = await inject({
      method: 'POST',
      url: '/api/v1/finance/unlock',
      headers: sessions.adminA.headers,
      payload: { username: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    const before = Date.now();
    const right = await unlock('adminA');
    expect(right.statusCode).toBe(200);
    const expiresAt = Date.parse(right.json().data.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(FINANCE_GATE_SESSION_MS - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(FINANCE_GATE_SESSION_MS + 5000);
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.organizationId, ids.orgA));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['finance.unlock_failed', 'finance.accessed', 'finance.credentials_changed']),
    );
    // Someone without finance access learns nothing about the credentials.
    const member = await unlock('memberA');
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe(FINANCE_ERRORS.noAccess);
  });

  it('ends the grant 8 hours later (a moved clock)', async () => {
    const response = await unlock('viewerA');
    const grant = response.json().data.grant as string;
    const ok = await inject({
      method: 'GET',
      url: '/api/v1/finance/rates',
      headers: withGrant('viewerA', grant),
    });
    expect(ok.statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FINANCE_GATE_SESSION_MS - 60_000);
    const almost = await inject({
      method: 'GET',
      url: '/api/v1/finance/rates',
      headers: withGrant('viewerA', grant),
    });
    expect(almost.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const over = await inject({
      method: 'GET',
      url: '/api/v1/finance/rates',
      headers: withGrant('viewerA', grant),
    });
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json().details).toEqual({ code: FINANCE_LOCKED_CODE });
  });

  it("refuses a grant from the same user's other signed-in session", async () => {
    const other = await signIn(t.app, 'vic@fin-acme.test');
    const response = await inject({
      method: 'GET',
      url: '/api/v1/finance/rates',
      headers: { ...other.headers, [FINANCE_GRANT_HEADER]: grants.viewerA },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().details).toEqual({ code: FINANCE_LOCKED_CODE });
  });

  it('lets only admins change the credentials, with the gate unlocked once they exist', async () => {
    const manager = await inject({
      method: 'PUT',
      url: '/api/v1/finance/credentials',
      headers: withGrant('managerA', grants.managerA),
      payload: { username: 'finance', password: 'another-1' },
    });
    expect(manager.statusCode).toBe(403);
    const noGrant = await inject({
      method: 'PUT',
      url: '/api/v1/finance/credentials',
      headers: sessions.adminA.headers,
      payload: { username: 'finance', password: 'another-1' },
    });
    expect(noGrant.statusCode).toBe(403);
    expect(noGrant.json().details).toEqual({ code: FINANCE_LOCKED_CODE });
    const short = await inject({
      method: 'PUT',
      url: '/api/v1/finance/credentials',
      headers: withGrant('adminA', grants.adminA),
      payload: { username: 'fi', password: '123' },
    });
    expect(short.statusCode).toBe(400);
    const previous = await credentialsVersion(ids.orgA);
    const changed = await inject({
      method: 'PUT',
      url: '/api/v1/finance/credentials',
      headers: withGrant('adminA', grants.adminA),
      payload: { username: 'finance', password: 'another-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await unlock('adminA', PASSWORD)).statusCode).toBe(403);
    expect((await unlock('adminA', 'another-1')).statusCode).toBe(200);
    // Every unlock made with the old credentials has ended, the admin's own and everyone else's; the admin's
    // answer carries a new one.
    const summary = (person: Person, grant: string) =>
      inject({ method: 'GET', url: '/api/v1/finance/summary', headers: withGrant(person, grant) });
    for (const person of ['adminA', 'managerA', 'viewerA'] as const) {
      const ended = await summary(person, grants[person]);
      expect(ended.statusCode, person).toBe(403);
      expect(ended.json().details).toEqual({ code: FINANCE_LOCKED_CODE });
    }
    const renewed = changed.json().data.grant.grant as string;
    expect((await summary('adminA', renewed)).statusCode).toBe(200);
    // An unlock that checked the old pair while the change was being saved is signed after it: its grant names
    // the old credentials and is refused all the same; with the new ones' version it would open.
    const signedAfterChange = (credentialsAt: number) =>
      encodeFinanceGrant(t.config.jwtSecret, {
        userId: userIds.managerA,
        organizationId: ids.orgA,
        sessionId: sessionIdOf('managerA'),
        credentialsAt,
        expiresAt: Date.now() + FINANCE_GATE_SESSION_MS,
      });
    expect((await summary('managerA', signedAfterChange(previous))).statusCode).toBe(403);
    const current = await credentialsVersion(ids.orgA);
    expect(current).not.toBe(previous);
    expect((await summary('managerA', signedAfterChange(current))).statusCode).toBe(200);
    // Another organization's unlocks are not touched.
    expect((await summary('adminB', grants.adminB)).statusCode).toBe(200);
    // Back to the password the other tests use, and new unlocks for them.
    const back = await inject({
      method: 'PUT',
      url: '/api/v1/finance/credentials',
      headers: withGrant('adminA', renewed),
      payload: { username: 'finance', password: PASSWORD },
    });
    expect(back.statusCode).toBe(200);
    await renewGrants();
  });

  it('answers 409 to an unlock where no credentials are set', async () => {
    const [orgC] = await t.database.db
      .insert(organizations)
      .values({ name: 'No Gate', domain: 'no-gate.test', subscriptionTier: 'enterprise' })
      .returning();
    const {
      sessions: [admin],
    } = await addSignedInPeople(t, [
      {
        name: 'Nat Admin',
        email: 'nat@no-gate.test',
        organizationId: orgC!.id,
        orgRole: 'org_admin',
        isOrgAdmin: true,
      },
    ]);
    const access = await inject({ method: 'GET', url: '/api/v1/finance/access', headers: admin!.headers });
    expect(access.json().data.gate).toEqual({ configured: false, demo: null });
    const response = await inject({
      method: 'POST',
      url: '/api/v1/finance/unlock',
      headers: admin!.headers,
      payload: { username: 'finance', password: PASSWORD },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(FINANCE_ERRORS.notConfigured);
  });
});

describe('expenses', () => {
  const headers = () => withGrant('managerA', grants.managerA);

  it('keeps the rate in force on each expense: a later rate change does not move it', async () => {
    const create = (amountMinor: number) =>
      inject({
        method: 'POST',
        url: '/api/v1/finance/expenses',
        headers: headers(),
        payload: {
          projectId: ids.projectA,
          category: 'services',
          spentOn: '2026-11-10',
          amountMinor,
          currency: 'INR',
          description: 'Translation',
        },
      });
    const first = await create(1_000_000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ usdRate: 0.012, amountUsdMinor: 12_000, status: 'draft' });
    const rates = await inject({
      method: 'PUT',
      url: '/api/v1/finance/rates',
      headers: headers(),
      payload: { USD: { INR: 90 }, INR: { USD: 0.011 } },
    });
    expect(rates.json().data).toEqual({ USD: { INR: 90 }, INR: { USD: 0.011 } });
    const second = await create(1_000_000);
    expect(second.json().data).toMatchObject({ usdRate: 0.011, amountUsdMinor: 11_000 });
    const list = await inject({
      method: 'GET',
      url: `/api/v1/finance/expenses?limit=100`,
      headers: headers(),
    });
    const kept = list.json().data.find((row: { _id: string }) => row._id === first.json().data._id);
    expect(kept).toMatchObject({ usdRate: 0.012, amountUsdMinor: 12_000 });
    await inject({
      method: 'PUT',
      url: '/api/v1/finance/rates',
      headers: headers(),
      payload: { USD: { INR: 83.15 }, INR: { USD: 0.012 } },
    });
  });

  it('refuses bad input with a 4xx and a clear message', async () => {
    const base = {
      projectId: ids.projectA,
      category: 'travel',
      spentOn: '2026-11-02',
      amountMinor: 500,
      currency: 'USD',
      description: 'Taxi',
    };
    const bad: [Record<string, unknown>, number][] = [
      [{ ...base, amountMinor: 12.5 }, 400],
      [{ ...base, amountMinor: -5 }, 400],
      [{ ...base, amountMinor: 0 }, 400],
      [{ ...base, currency: 'EUR' }, 400],
      [{ ...base, category: 'yachts' }, 400],
      [{ ...base, spentOn: '2026-13-45' }, 400],
      [{ ...base, description: '   ' }, 400],
      [{ ...base, projectId: ids.projectB }, 404],
      [{ ...base, status: 'paid' }, 400],
    ];
    for (const [payload, status] of bad) {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/finance/expenses',
        headers: headers(),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error).toBeTruthy();
    }
    const id = await insertExpense();
    const empty = await inject({
      method: 'PATCH',
      url: `/api/v1/finance/expenses/${id}`,
      headers: headers(),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const summary = await inject({
      method: 'GET',
      url: '/api/v1/finance/summary?from=2026-12-01&to=2026-01-01',
      headers: headers(),
    });
    expect(summary.statusCode).toBe(400);
    const lines = await inject({
      method: 'PUT',
      url: `/api/v1/finance/projects/${ids.projectA}/budget-lines`,
      headers: headers(),
      payload: {
        lines: [
          { category: 'labor', amountMinor: 1, currency: 'USD' },
          { category: 'labor', amountMinor: 2, currency: 'USD' },
        ],
      },
    });
    expect(lines.statusCode).toBe(400);
    const rates = await inject({
      method: 'PUT',
      url: '/api/v1/finance/rates',
      headers: headers(),
      payload: { USD: { INR: -1 }, INR: { USD: 0.012 } },
    });
    expect(rates.statusCode).toBe(400);
    const admin = await inject({
      method: 'PUT',
      url: `/api/v1/finance/members/${userIds.adminA}`,
      headers: withGrant('adminA', grants.adminA),
      payload: { role: 'viewer' },
    });
    expect(admin.statusCode).toBe(409);
  });

  it('moves through the allowed statuses only, and deletes drafts and rejected ones only', async () => {
    const id = await insertExpense();
    const move = (status: string) =>
      inject({
        method: 'POST',
        url: `/api/v1/finance/expenses/${id}/status`,
        headers: headers(),
        payload: { status },
      });
    expect((await move('paid')).statusCode).toBe(409);
    expect((await move('submitted')).json().data.status).toBe('submitted');
    const approved = await move('approved');
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: { _id: userIds.managerA } });
    const patch = await inject({
      method: 'PATCH',
      url: `/api/v1/finance/expenses/${id}`,
      headers: headers(),
      payload: { description: 'Changed' },
    });
    expect(patch.statusCode).toBe(409);
    expect(
      (await inject({ method: 'DELETE', url: `/api/v1/finance/expenses/${id}`, headers: headers() }))
        .statusCode,
    ).toBe(409);
    expect((await move('paid')).json().data.status).toBe('paid');
    expect((await move('draft')).statusCode).toBe(409);
    const page = await inject({
      method: 'GET',
      url: '/api/v1/finance/expenses?status=paid',
      headers: headers(),
    });
    expect(page.json().data.every((row: { status: string }) => row.status === 'paid')).toBe(true);
    expect(page.json().pagination).toMatchObject({ page: 1, limit: 10 });
  });

  it('checks the receipt: type, content and size', async () => {
    const id = await insertExpense();
    const put = (contentType: string, payload: Buffer) =>
      inject({
        method: 'PUT',
        url: `/api/v1/finance/expenses/${id}/receipt?fileName=${encodeURIComponent('../taxi "receipt".pdf')}`,
        headers: { ...headers(), 'content-type': contentType },
        payload,
      });
    const text = await put('text/plain', Buffer.from('hello'));
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe(FINANCE_ERRORS.receiptType);
    const disguised = await put('image/png', Buffer.from('not really a png'));
    expect(disguised.statusCode).toBe(400);
    const big = await put('application/pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(FINANCE_ERRORS.receiptTooLarge);
    const ok = await put('application/pdf', PDF);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.receipt).toEqual({
      fileName: 'taxi _receipt_.pdf',
      mime: 'application/pdf',
      size: PDF.length,
    });
    const file = await inject({
      method: 'GET',
      url: `/api/v1/finance/expenses/${id}/receipt`,
      headers: headers(),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const removed = await inject({
      method: 'DELETE',
      url: `/api/v1/finance/expenses/${id}/receipt`,
      headers: headers(),
    });
    expect(removed.json().data.receipt).toBeNull();
    const gone = await inject({
      method: 'GET',
      url: `/api/v1/finance/expenses/${id}/receipt`,
      headers: headers(),
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('budgets, the summary and the alerts', () => {
  it('shows budget against actual and pending spend, and alerts at 80 and 100 % once each, re-armed when the budget rises', async () => {
    const { db } = t.database;
    const [project] = await db
      .insert(projects)
      .values({
        title: 'Alert Project',
        budget: 100,
        ownerId: userIds.memberA,
        organizationId: ids.orgA,
        startDate: '2026-11-01',
        dueDate: '2099-01-01',
      })
      .returning();
    const projectId = project!.id;
    const headers = withGrant('managerA', grants.managerA);
    const approve = async (amountMinor: number) => {
      const id = await insertExpense({
        projectId,
        amountMinor,
        amountUsdMinor: amountMinor,
        status: 'submitted',
      });
      const response = await inject({
        method: 'POST',
        url: `/api/v1/finance/expenses/${id}/status`,
        headers,
        payload: { status: 'approved' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const alertsOf = async (recipient: string) =>
      (
        await db
          .select({ title: notifications.title })
          .from(notifications)
          .where(and(eq(notifications.recipientId, recipient), eq(notifications.projectId, projectId)))
      ).map((row) => row.title);

    await approve(5000);
    expect(await alertsOf(userIds.memberA)).toEqual([]);
    await approve(3000);
    expect(await alertsOf(userIds.memberA)).toEqual(['Budget 80% used']);
    expect(await alertsOf(userIds.adminA)).toEqual(['Budget 80% used']);
    await approve(500);
    expect(await alertsOf(userIds.memberA)).toEqual(['Budget 80% used']);
    await approve(2000);
    expect((await alertsOf(userIds.memberA)).sort()).toEqual(['Budget 80% used', 'Budget exceeded']);
    await insertExpense({ projectId, amountMinor: 700, amountUsdMinor: 700, status: 'submitted' });

    const summary = await inject({
      method: 'GET',
      url: `/api/v1/finance/summary?projectId=${projectId}`,
      headers,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const [row] = summary.json().data.projects;
    expect(row).toMatchObject({
      projectId,
      budgetUsdMinor: 10_000,
      actualUsdMinor: 10_500,
      pendingUsdMinor: 700,
      percentUsed: 105,
      alertLevel: 'exceeded',
    });
    expect(row.burnRateUsdMinorPerDay).toBeGreaterThan(0);
    expect(row.forecastUsdMinor).toBeGreaterThan(10_500);

    // A higher budget re-arms both alerts; spending past it again alerts again.
    const raised = await inject({
      method: 'PUT',
      url: `/api/v1/finance/projects/${projectId}/budget-lines`,
      headers,
      payload: {
        lines: [
          { category: 'software', amountMinor: 20_000, currency: 'USD' },
          { category: 'travel', amountMinor: 831_500, currency: 'INR' },
        ],
      },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data.lines.map((line: { amountUsdMinor: number }) => line.amountUsdMinor)).toEqual([
      20_000, 9978,
    ]);
    expect(await db.select().from(budgetAlerts).where(eq(budgetAlerts.projectId, projectId))).toEqual([]);
    await approve(14_000);
    expect((await alertsOf(userIds.memberA)).filter((title) => title === 'Budget 80% used')).toHaveLength(2);
  });

  it('sums spend over time and by category within the range, in USD and in the currencies spent', async () => {
    const { db } = t.database;
    const [project] = await db
      .insert(projects)
      .values({ title: 'Range Project', budget: 1000, ownerId: userIds.adminA, organizationId: ids.orgA })
      .returning();
    const projectId = project!.id;
    await insertExpense({
      projectId,
      spentOn: '2026-01-15',
      amountMinor: 10_000,
      amountUsdMinor: 10_000,
      status: 'paid',
      category: 'labor',
    });
    await insertExpense({
      projectId,
      spentOn: '2026-02-03',
      amountMinor: 100_000,
      currency: 'INR',
      usdRate: 0.012,
      amountUsdMinor: 1200,
      status: 'approved',
      category: 'travel',
    });
    await insertExpense({
      projectId,
      spentOn: '2026-02-20',
      amountMinor: 500,
      amountUsdMinor: 500,
      status: 'submitted',
      category: 'travel',
    });
    await insertExpense({
      projectId,
      spentOn: '2026-02-21',
      amountMinor: 900,
      amountUsdMinor: 900,
      status: 'draft',
      category: 'travel',
    });
    const response = await inject({
      method: 'GET',
      url: `/api/v1/finance/summary?projectId=${projectId}&from=2026-01-01&to=2026-03-31`,
      headers: withGrant('viewerA', grants.viewerA),
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.spendOverTime).toEqual([
      { periodStart: '2026-01-01', actualUsdMinor: 10_000, pendingUsdMinor: 0 },
      { periodStart: '2026-02-01', actualUsdMinor: 1200, pendingUsdMinor: 500 },
      { periodStart: '2026-03-01', actualUsdMinor: 0, pendingUsdMinor: 0 },
    ]);
    expect(data.spendByCategory).toEqual([
      { category: 'labor', budgetUsdMinor: 0, actualUsdMinor: 10_000, pendingUsdMinor: 0 },
      { category: 'travel', budgetUsdMinor: 0, actualUsdMinor: 1200, pendingUsdMinor: 500 },
    ]);
    expect(data.totals).toMatchObject({
      budgetUsdMinor: 100_000,
      actualUsdMinor: 11_200,
      pendingUsdMinor: 500,
      rangeActualUsdMinor: 11_200,
      rangePendingUsdMinor: 500,
    });
    expect(data.totals.byCurrency).toEqual(
      expect.arrayContaining([
        { currency: 'USD', actualMinor: 10_000, pendingMinor: 500 },
        { currency: 'INR', actualMinor: 100_000, pendingMinor: 0 },
      ]),
    );
    const weekly = await inject({
      method: 'GET',
      url: `/api/v1/finance/summary?projectId=${projectId}&from=2026-02-01&to=2026-02-28&interval=week`,
      headers: withGrant('viewerA', grants.viewerA),
    });
    expect(weekly.json().data.spendOverTime[0].periodStart).toBe('2026-01-26');
  });
});

describe('finance access', () => {
  it('grants, changes and revokes access, each in the activity feed and the audit log', async () => {
    const { db } = t.database;
    const headers = withGrant('adminA', grants.adminA);
    const target = userIds.memberA;
    const grant = await inject({
      method: 'PUT',
      url: `/api/v1/finance/members/${target}`,
      headers,
      payload: { role: 'viewer' },
    });
    expect(grant.json().data).toMatchObject({ userId: target, role: 'viewer', grantedBy: 'Ada Admin' });
    const change = await inject({
      method: 'PUT',
      url: `/api/v1/finance/members/${target}`,
      headers,
      payload: { role: 'manager' },
    });
    expect(change.json().data.role).toBe('manager');
    const list = await inject({ method: 'GET', url: '/api/v1/finance/members', headers });
    expect(list.json().data.members.map((member: { userId: string }) => member.userId)).toContain(target);
    expect(list.json().data.admins.map((admin: { userId: string }) => admin.userId)).toEqual([
      userIds.adminA,
    ]);
    const revoke = await inject({ method: 'DELETE', url: `/api/v1/finance/members/${target}`, headers });
    expect(revoke.statusCode).toBe(200);
    const again = await inject({ method: 'DELETE', url: `/api/v1/finance/members/${target}`, headers });
    expect(again.statusCode).toBe(404);
    const feed = await db
      .select({ type: activities.type, message: activities.message })
      .from(activities)
      .where(and(eq(activities.organizationId, ids.orgA), eq(activities.entityId, target)));
    expect(feed.map((entry) => entry.type)).toEqual([
      'finance_access_granted',
      'finance_access_changed',
      'finance_access_revoked',
    ]);
    expect(feed[0]!.message).toBe('Ada Admin gave Mo Member finance access as viewer');
    const audit = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'finance.access_changed'), eq(auditLog.targetId, target)));
    expect(audit.map((entry) => entry.after)).toEqual([
      { financeRole: 'viewer' },
      { financeRole: 'manager' },
      null,
    ]);
  });
});
