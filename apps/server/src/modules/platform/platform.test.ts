import { PERMISSION_MESSAGES, upgradeRequiredMessage } from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizationAdmins, organizations, projects, tasks, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { connected, listen, nextEvent, openSocket } from '../../realtime/test-support';
import { signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';

// The platform console, system users and the multi-organization dashboard: the permission matrix of every route,
// what the calls do, the audit entries they leave, and the sessions that end.

let t: TestApp;
const ids = { orgA: '', orgB: '', orgC: '' };
type Caller = 'platform' | 'adminA' | 'enterprise' | 'member' | 'adminB' | 'individual' | 'anon';
const CALLERS: readonly Caller[] = [
  'platform',
  'adminA',
  'enterprise',
  'member',
  'adminB',
  'individual',
  'anon',
];
const sessions = {} as Record<Exclude<Caller, 'anon'>, TestSession>;
const userIds = {} as Record<string, string>;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [orgA, orgB, orgC] = await db
    .insert(organizations)
    .values([
      { name: 'Acme Test', domain: 'acme.test', subscriptionTier: 'enterprise' },
      { name: 'Globex Test', domain: 'globex.test', subscriptionTier: 'enterprise' },
      { name: 'Initech Test', domain: 'initech.test', subscriptionTier: 'free' },
    ])
    .returning();
  ids.orgA = orgA!.id;
  ids.orgB = orgB!.id;
  ids.orgC = orgC!.id;
  const people = await addSignedInPeople(t, [
    {
      name: 'Pat Platform',
      email: 'platform@test.example',
      platformRole: 'super_admin',
      role: 'admin',
      systemRole: 'admin',
    },
    {
      name: 'Ada Admin',
      email: 'ada@acme.test',
      organizationId: ids.orgA,
      orgRole: 'org_admin',
      isOrgAdmin: true,
      role: 'admin',
      systemRole: 'admin',
    },
    { name: 'Eve Enterprise', email: 'eve@acme.test', organizationId: ids.orgA, orgRole: 'enterprise_admin' },
    { name: 'Mo Member', email: 'mo@acme.test', organizationId: ids.orgA, orgRole: 'member' },
    {
      name: 'Bea Globex',
      email: 'bea@globex.test',
      organizationId: ids.orgB,
      orgRole: 'org_admin',
      isOrgAdmin: true,
      role: 'admin',
      systemRole: 'admin',
    },
    { name: 'Ivy Individual', email: 'ivy@test.example' },
  ]);
  Object.assign(userIds, people.userIds);
  await db.insert(organizationAdmins).values({ userId: userIds['eve@acme.test']!, organizationId: ids.orgB });
  const [project] = await db
    .insert(projects)
    .values({ title: 'Rocket', ownerId: userIds['ada@acme.test']!, organizationId: ids.orgA })
    .returning();
  await db.insert(tasks).values([
    {
      title: 'Late',
      projectId: project!.id,
      organizationId: ids.orgA,
      createdBy: userIds['ada@acme.test']!,
      dueDate: '2020-01-01',
    },
    { title: 'Open', projectId: project!.id, organizationId: ids.orgA, createdBy: userIds['ada@acme.test']! },
    {
      title: 'Done',
      projectId: project!.id,
      organizationId: ids.orgA,
      createdBy: userIds['ada@acme.test']!,
      status: 'done',
    },
  ]);
  const [platform, adminA, enterprise, member, adminB, individual] = people.sessions;
  Object.assign(sessions, { platform, adminA, enterprise, member, adminB, individual });
});
afterAll(async () => {
  await t?.close();
});

const headersOf = (caller: Caller) => (caller === 'anon' ? {} : sessions[caller].headers);

async function freshUser(organizationId: string | null) {
  counter += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: `Target ${counter}`,
      email: `target${counter}@acme.test`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      ...(organizationId ? { accountType: 'organization' as const, organizationId, orgRole: 'member' } : {}),
    })
    .returning();
  return row!;
}

async function freshOrganization() {
  counter += 1;
  const [row] = await t.database.db
    .insert(organizations)
    .values({ name: `Spare ${counter}`, domain: `spare${counter}.test` })
    .returning();
  return row!.id;
}

type Request = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object };
interface Case {
  name: string;
  request: (caller: Caller) => Promise<Request>;
  expected: Record<Caller, number>;
}

const refusedBut = (allowed: Partial<Record<Caller, number>>, refused = 403): Record<Caller, number> => ({
  platform: refused,
  adminA: refused,
  enterprise: refused,
  member: refused,
  adminB: refused,
  individual: refused,
  anon: 401,
  ...allowed,
});

const CASES: Case[] = [
  {
    name: 'GET /platform/stats',
    request: async () => ({ method: 'GET', url: '/api/v1/platform/stats' }),
    expected: refusedBut({ platform: 200 }),
  },
  {
    name: 'POST /organizations',
    request: async () => {
      counter += 1;
      return {
        method: 'POST',
        url: '/api/v1/organizations',
        payload: { name: `New ${counter}`, domain: `new${counter}.test` },
      };
    },
    expected: refusedBut({ platform: 201 }),
  },
  {
    name: 'GET /organizations/all',
    request: async () => ({ method: 'GET', url: '/api/v1/organizations/all?page=1&limit=5&search=test' }),
    expected: refusedBut({ platform: 200 }),
  },
  {
    name: 'PUT /platform/organizations/{id}',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${await freshOrganization()}`,
      payload: { subscriptionTier: 'enterprise' },
    }),
    expected: refusedBut({ platform: 200 }),
  },
  {
    name: 'PUT /platform/organizations/{id}/status',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${await freshOrganization()}/status`,
      payload: { isActive: false },
    }),
    expected: refusedBut({ platform: 200 }),
  },
  {
    name: 'PUT /platform/organizations/{id}/plan',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${await freshOrganization()}/plan`,
      payload: { plan: 'pro', trialEndsAt: null },
    }),
    expected: refusedBut({ platform: 200 }),
  },
  {
    // The assistant module's export of rated replies, a platform route like these.
    name: 'GET /platform/assistant/feedback',
    request: async () => ({ method: 'GET', url: '/api/v1/platform/assistant/feedback' }),
    expected: refusedBut({ platform: 200 }),
  },
  {
    name: 'GET /platform/users',
    request: async () => ({ method: 'GET', url: '/api/v1/platform/users?search=a' }),
    expected: refusedBut({ platform: 200 }),
  },
  {
    name: 'PUT /platform/users/{id}/platform-role',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/platform/users/${(await freshUser(null)).id}/platform-role`,
      payload: { platformRole: 'platform_admin' },
    }),
    expected: refusedBut({ platform: 200 }),
  },
  {
    name: 'GET /admin/users',
    request: async () => ({ method: 'GET', url: '/api/v1/admin/users' }),
    expected: refusedBut({ platform: 200, adminA: 200, adminB: 200 }),
  },
  {
    name: 'PUT /admin/users/{id}/status (a user of Acme)',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/admin/users/${(await freshUser(ids.orgA)).id}/status`,
      payload: { status: 'disabled' },
    }),
    // Globex's admin does not learn of Acme's people: not found.
    expected: refusedBut({ platform: 200, adminA: 200, adminB: 404 }),
  },
  {
    name: 'GET /enterprise/organizations',
    request: async () => ({ method: 'GET', url: '/api/v1/enterprise/organizations' }),
    expected: refusedBut({ platform: 200, enterprise: 200 }),
  },
  {
    name: 'PUT /organizations/current (to Initech, administered by nobody but platform admins)',
    request: async () => ({
      method: 'PUT',
      url: '/api/v1/organizations/current',
      payload: { organizationId: ids.orgC },
    }),
    expected: refusedBut({ platform: 200 }),
  },
];

describe('permission matrix', () => {
  it.each(CASES)('$name', async ({ request, expected }) => {
    const results: Record<string, number> = {};
    for (const caller of CALLERS) {
      const { method, url, payload } = await request(caller);
      const response = await t.app.inject({
        method,
        url,
        headers: headersOf(caller),
        ...(payload ? { payload } : {}),
      });
      results[caller] = response.statusCode;
      if (caller === 'adminB' && url.includes('/admin/users')) {
        expect(response.body).not.toMatch(/acme\.test/);
      }
      if (response.statusCode === 403)
        expect(response.json().error).toMatch(/^(Insufficient permissions|Access denied)/);
    }
    expect(results).toEqual(expected);
  });

  it('answers the spec 8.5 texts', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizations',
      payload: { name: 'Nope', domain: 'nope.test' },
      headers: headersOf('adminA'),
    });
    expect(create.json()).toEqual({ success: false, error: PERMISSION_MESSAGES.createOrganizations });
    const toSwitch = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/organizations/current',
      payload: { organizationId: ids.orgB },
      headers: headersOf('member'),
    });
    expect(toSwitch.json()).toEqual({ success: false, error: PERMISSION_MESSAGES.switchOrganizations });
  });
});

describe('platform console', () => {
  it('deactivates an organization: its members’ sessions end, and it is audited', async () => {
    const orgId = await freshOrganization();
    const person = await freshUser(orgId);
    const session = await signIn(t.app, person.email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers })).statusCode,
    ).toBe(200);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${orgId}/status`,
      payload: { isActive: false },
      headers: headersOf('platform'),
    });
    expect(response.json().data.isActive).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers })).statusCode,
    ).toBe(401);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'platform.organization_deactivated')),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: 'platform@test.example',
      before: { isActive: true },
      after: { isActive: false },
    });
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${orgId}/status`,
      payload: { isActive: true },
      headers: headersOf('platform'),
    });
    expect(back.json().data.isActive).toBe(true);
  });

  it('edits an organization and changes its plan, each audited', async () => {
    const orgId = await freshOrganization();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${orgId}`,
      payload: { name: 'Renamed', subscriptionTier: 'pro' },
      headers: headersOf('platform'),
    });
    expect(response.json().data).toMatchObject({ name: 'Renamed', subscriptionTier: 'pro' });
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.organizationId, orgId))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual(['platform.organization_updated', 'platform.plan_changed']);
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${orgId}`,
      payload: { domain: 'acme.test' },
      headers: headersOf('platform'),
    });
    expect(taken.statusCode).toBe(409);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${orgId}`,
      payload: {},
      headers: headersOf('platform'),
    });
    expect(empty.statusCode).toBe(400);
  });

  it('sets the plan and the trial end for billing support, audited once; bad input is a clear 400', async () => {
    const orgId = await freshOrganization();
    const url = `/api/v1/platform/organizations/${orgId}/plan`;
    const trialEndsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const put = (payload: object, caller: Caller = 'platform') =>
      t.app.inject({ method: 'PUT', url, payload, headers: headersOf(caller) });
    const response = await put({ plan: 'pro', trialEndsAt });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ subscriptionTier: 'pro', trialEndsAt });
    // The same terms again change nothing and record nothing.
    expect((await put({ plan: 'pro', trialEndsAt })).statusCode).toBe(200);
    const cleared = await put({ plan: 'free', trialEndsAt: null });
    expect(cleared.json().data).toMatchObject({ subscriptionTier: 'free', trialEndsAt: null });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'platform.plan_changed')))
      .orderBy(asc(auditLog.seq));
    expect(entries.map((entry) => [entry.actorEmail, entry.before, entry.after])).toEqual([
      [
        'platform@test.example',
        { subscriptionTier: 'free', trialEndsAt: null },
        { subscriptionTier: 'pro', trialEndsAt },
      ],
      [
        'platform@test.example',
        { subscriptionTier: 'pro', trialEndsAt },
        { subscriptionTier: 'free', trialEndsAt: null },
      ],
    ]);
    const past = await put({ plan: 'pro', trialEndsAt: '2020-01-01T00:00:00.000Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatch(/The trial end must be a future date/);
    expect((await put({ plan: 'gold', trialEndsAt: null })).statusCode).toBe(400);
    expect((await put({ plan: 'pro' })).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/platform/organizations/aaaaaaaaaaaaaaaaaaaaaaaa/plan',
      payload: { plan: 'pro', trialEndsAt: null },
      headers: headersOf('platform'),
    });
    expect(missing.statusCode).toBe(404);
    // An organization's own admin cannot extend their own trial here.
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/organizations/${ids.orgA}/plan`,
      payload: { plan: 'enterprise', trialEndsAt },
      headers: headersOf('adminA'),
    });
    expect(own.statusCode).toBe(403);
  });

  it('pushes the new figures to a platform admin’s open socket when an organization is deactivated', async () => {
    const url = await listen(t);
    const socket = await connected(openSocket(url, sessions.platform));
    try {
      const before = (
        await t.app.inject({ method: 'GET', url: '/api/v1/platform/stats', headers: headersOf('platform') })
      ).json().data;
      const pushed = nextEvent(
        socket,
        'system_stats_update',
        (figures) => figures.inactiveOrganizations === before.inactiveOrganizations + 1,
      );
      const orgId = await freshOrganization();
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/platform/organizations/${orgId}/status`,
        payload: { isActive: false },
        headers: headersOf('platform'),
      });
      const figures = await pushed;
      // The new organization came in active and went out again.
      expect(figures.activeOrganizations).toBe(before.activeOrganizations);
    } finally {
      socket.disconnect();
    }
  });

  it('counts the platform’s figures', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/platform/stats',
      headers: headersOf('platform'),
    });
    const figures = response.json().data;
    expect(figures.activeOrganizations).toBeGreaterThanOrEqual(3);
    expect(figures.totalTasks).toBeGreaterThanOrEqual(3);
    expect(figures.totalProjects).toBeGreaterThanOrEqual(1);
  });

  it('searches users and sets a platform role', async () => {
    const person = await freshUser(null);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/v1/platform/users?search=${encodeURIComponent(person.email)}`,
      headers: headersOf('platform'),
    });
    expect(found.json().data.map((row: { _id: string }) => row._id)).toEqual([person.id]);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/users/${person.id}/platform-role`,
      payload: { platformRole: 'admin' },
      headers: headersOf('platform'),
    });
    expect(set.json().data.platformRole).toBe('admin');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/platform/users/${person.id}/platform-role`,
      payload: { platformRole: 'god' },
      headers: headersOf('platform'),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the platform view of an organization', () => {
  it('lets a platform admin without an organization read its pages, and nothing the policy does not give him', async () => {
    const organization = ids.orgB;
    // Pat switched organizations in the matrix: a platform admin who belongs to none, like the demo's.
    const {
      sessions: [solo],
    } = await addSignedInPeople(t, [
      {
        name: 'Sol Platform',
        email: 'sol@test.example',
        platformRole: 'super_admin',
        role: 'admin',
        systemRole: 'admin',
      },
    ]);
    const headers = solo!.headers;
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    for (const url of [
      `/organizations/${organization}`,
      `/organizations/${organization}/stats`,
      `/organizations/${organization}/users`,
      `/organizations/${organization}/departments`,
      `/organizations/${organization}/teams`,
      `/organizations/${organization}/audit`,
      `/analytics?organization=${organization}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // Billing and the plan stay the organization's own admins' (the console sets plans): read and write refused.
    expect((await get(`/organizations/${organization}/billing`)).statusCode).toBe(403);
    const billing = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${organization}/billing`,
      payload: { plan: 'free' },
      headers,
    });
    expect(billing.statusCode).toBe(403);
    // A call without an id in its path needs the organization named: he belongs to none.
    const unnamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/departments',
      payload: { name: 'Support' },
      headers,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error).toBe('Name the organization (organizationId)');
    // An organization's admin naming another organization is refused.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/departments',
      payload: { name: 'Support', organizationId: organization },
      headers: headersOf('adminA'),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("lists the named organization's projects and tasks to a platform admin, read-only; a member naming another is refused", async () => {
    const {
      sessions: [viewer],
    } = await addSignedInPeople(t, [
      { name: 'Vic Platform', email: 'vic@test.example', platformRole: 'admin', role: 'admin' },
    ]);
    const headers = viewer!.headers;
    const call = (
      method: 'GET' | 'PUT' | 'DELETE' | 'POST',
      url: string,
      asWho = headers,
      payload?: object,
    ) => t.app.inject({ method, url: `/api/v1${url}`, headers: asWho, ...(payload ? { payload } : {}) });
    // His own project (no organization) is his view without a name, never the organization's.
    expect((await call('POST', '/projects', headers, { title: 'Vic own' })).statusCode).toBe(201);
    const titles = async (url: string, asWho = headers) => {
      const response = await call('GET', url, asWho);
      expect(response.statusCode, url).toBe(200);
      return (response.json().data as { title: string }[]).map((row) => row.title).sort();
    };
    expect(await titles('/projects')).toEqual(['Vic own']);
    expect(await titles(`/projects?organization=${ids.orgA}`)).toEqual(['Rocket']);
    expect(await titles(`/tasks?organization=${ids.orgA}&limit=100`)).toEqual(['Done', 'Late', 'Open']);
    const [rocket] = (await call('GET', `/projects?organization=${ids.orgA}`)).json().data;
    expect(rocket.myRole).toBe('viewer');
    // Nothing there is his to change: the project and its tasks stay out of his reach (not found).
    expect((await call('PUT', `/projects/${rocket._id}`, headers, { title: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/projects/${rocket._id}`)).statusCode).toBe(404);
    const [task] = (await call('GET', `/tasks?organization=${ids.orgA}`)).json().data;
    expect((await call('PUT', `/tasks/${task._id}`, headers, { title: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/tasks/${task._id}`)).statusCode).toBe(404);
    expect((await call('POST', '/tasks', headers, { title: 'Mine', projectId: rocket._id })).statusCode).toBe(
      404,
    );
    // A member reads their own organization's by name, and is refused another's.
    expect(await titles(`/projects?organization=${ids.orgA}`, sessions.member.headers)).toEqual(['Rocket']);
    for (const url of [`/projects?organization=${ids.orgB}`, `/tasks?organization=${ids.orgB}`]) {
      expect((await call('GET', url, sessions.member.headers)).statusCode, url).toBe(403);
    }
    expect((await call('GET', `/projects?organization=nope`)).statusCode).toBe(400);
  });
});

describe('system users', () => {
  it('shows an organization’s admin their people only, with status and last sign-in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users?limit=100',
      headers: headersOf('adminA'),
    });
    const rows = response.json().data as {
      email: string;
      organizationId: string;
      lastLoginAt: string | null;
    }[];
    expect(rows.every((row) => row.organizationId === ids.orgA)).toBe(true);
    expect(rows.find((row) => row.email === 'ada@acme.test')?.lastLoginAt).not.toBeNull();
  });

  it('disables a user: their session ends at once; enabling is audited too', async () => {
    const person = await freshUser(ids.orgA);
    const session = await signIn(t.app, person.email);
    const put = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${person.id}/status`,
        payload: { status },
        headers: headersOf('adminA'),
      });
    expect((await put('disabled')).json().data.status).toBe('disabled');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers })).statusCode,
    ).toBe(401);
    expect((await put('active')).json().data.status).toBe('active');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, person.id))
      .orderBy(asc(auditLog.seq));
    const actions = rows.map((row) => row.action);
    // Sign-ins name the person as their target too: keep the platform's own entries.
    expect(actions.filter((action) => action.startsWith('platform.'))).toEqual([
      'platform.user_disabled',
      'platform.user_enabled',
    ]);
  });

  it('refuses one’s own account and a platform admin inside the organization', async () => {
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${userIds['ada@acme.test']}/status`,
      payload: { status: 'disabled' },
      headers: headersOf('adminA'),
    });
    expect(own.statusCode).toBe(400);
    const person = await freshUser(ids.orgA);
    await t.database.db.update(users).set({ platformRole: 'super_admin' }).where(eq(users.id, person.id));
    const platformAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${person.id}/status`,
      payload: { status: 'disabled' },
      headers: headersOf('adminA'),
    });
    expect(platformAdmin.statusCode).toBe(403);
  });
});

describe('multi-organization dashboard', () => {
  it('lists the organizations the enterprise admin administers, with their figures', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/enterprise/organizations',
      headers: headersOf('enterprise'),
    });
    const { organizations: list, totals } = response.json().data;
    expect(list.map((row: { name: string }) => row.name)).toEqual(['Acme Test', 'Globex Test']);
    expect(list[0]).toMatchObject({ current: true, projects: 1, openTasks: 2, overdueTasks: 1 });
    expect(totals.organizations).toBe(2);
  });

  it("refuses with the screen's 'Upgrade Required' when the organization's plan is below Enterprise", async () => {
    const trialEnds = new Date(Date.now() + 7 * 86_400_000);
    const [pro, inTrial] = await t.database.db
      .insert(organizations)
      .values([
        { name: 'Pro Test', domain: 'pro.test', subscriptionTier: 'pro' },
        { name: 'Trial Test', domain: 'trial.test', subscriptionTier: 'free', trialEndsAt: trialEnds },
      ])
      .returning();
    const { sessions: people } = await addSignedInPeople(t, [
      { name: 'Pia Pro', email: 'pia@pro.test', organizationId: pro!.id, orgRole: 'enterprise_admin' },
      {
        name: 'Tom Trial',
        email: 'tom@trial.test',
        organizationId: inTrial!.id,
        orgRole: 'enterprise_admin',
      },
    ]);
    for (const person of people) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/enterprise/organizations',
        headers: person.headers,
      });
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toBe(upgradeRequiredMessage('multiOrganization'));
    }
  });

  it('switches the current organization and audits it', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/organizations/current',
      payload: { organizationId: ids.orgB },
      headers: headersOf('enterprise'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.organizationId).toBe(ids.orgB);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: headersOf('enterprise'),
    });
    expect(me.json().data.organizationId).toBe(ids.orgB);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'organization.switched'), eq(auditLog.actorEmail, 'eve@acme.test')));
    expect(entries).toHaveLength(1);
    // Acme stays theirs to come back to.
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/organizations/current',
      payload: { organizationId: ids.orgA },
      headers: headersOf('enterprise'),
    });
    expect(back.json().data.organizationId).toBe(ids.orgA);
  });
});
