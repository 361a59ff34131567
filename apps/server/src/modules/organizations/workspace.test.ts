import { ORG_POLICY_MESSAGES, PERMISSION_MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  departmentManagers,
  departments,
  organizationInvitations,
  organizations,
  projects,
  tasks,
  teams,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';

// The organization workspace's routes: who may call which (the permission matrix), the role invariants end to
// end, and what the calls do. One app and one set of people for the whole file.

let t: TestApp;
const ids = { orgA: '', orgB: '', eng: '', platform: '', marketing: '' };
type Caller = 'platform' | 'adminA' | 'danaIn' | 'danaOut' | 'member' | 'adminB' | 'individual' | 'anon';
const sessions = {} as Record<Exclude<Caller, 'danaIn' | 'danaOut' | 'anon'>, TestSession> & {
  dana: TestSession;
};
const userIds = {} as Record<string, string>;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
let counter = 0;
const unique = (label: string) => `${label} ${++counter}`;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [orgA, orgB] = await db
    .insert(organizations)
    .values([
      { name: 'Acme Test', domain: 'acme.test', subscriptionTier: 'enterprise' },
      { name: 'Globex Test', domain: 'globex.test', subscriptionTier: 'enterprise' },
    ])
    .returning();
  ids.orgA = orgA!.id;
  ids.orgB = orgB!.id;
  const [eng] = await db
    .insert(departments)
    .values({ organizationId: ids.orgA, name: 'Engineering' })
    .returning();
  ids.eng = eng!.id;
  const [platform, marketing] = await db
    .insert(departments)
    .values([
      { organizationId: ids.orgA, name: 'Platform', parentId: ids.eng },
      { organizationId: ids.orgA, name: 'Marketing' },
    ])
    .returning();
  ids.platform = platform!.id;
  ids.marketing = marketing!.id;

  const passwordHash = await hashPassword(TEST_PASSWORD);
  const org = (organizationId: string) => ({
    accountType: 'organization' as const,
    organizationId,
    passwordHash,
  });
  const people = await db
    .insert(users)
    .values([
      { name: 'Pat Platform', email: 'platform@test.example', passwordHash, platformRole: 'super_admin' },
      {
        name: 'Ada Admin',
        email: 'ada@acme.test',
        ...org(ids.orgA),
        orgRole: 'org_admin',
        isOrgAdmin: true,
        role: 'admin',
        systemRole: 'admin',
      },
      {
        name: 'Dana Manager',
        email: 'dana@acme.test',
        ...org(ids.orgA),
        orgRole: 'dept_manager',
        isDeptManager: true,
        departmentId: ids.eng,
      },
      {
        name: 'Mo Member',
        email: 'mo@acme.test',
        ...org(ids.orgA),
        orgRole: 'member',
        departmentId: ids.eng,
      },
      {
        name: 'Bea Globex',
        email: 'bea@globex.test',
        ...org(ids.orgB),
        orgRole: 'org_admin',
        isOrgAdmin: true,
      },
      { name: 'Ivy Individual', email: 'ivy@test.example', passwordHash },
    ])
    .returning();
  for (const person of people) userIds[person.email] = person.id;
  await db.insert(departmentManagers).values({ departmentId: ids.eng, userId: userIds['dana@acme.test']! });
  const [platformS, adminA, dana, member, adminB, individual] = await Promise.all(
    people.map((person) => signIn(t.app, person.email)),
  );
  Object.assign(sessions, { platform: platformS, adminA, dana, member, adminB, individual });
});
afterAll(async () => {
  await t?.close();
});

function headersOf(caller: Caller) {
  if (caller === 'anon') return {};
  const session = caller === 'danaIn' || caller === 'danaOut' ? sessions.dana : sessions[caller];
  return session.headers;
}

async function freshMember(departmentId: string, role = 'member') {
  const [row] = await t.database.db
    .insert(users)
    .values({
      name: unique('Target'),
      email: `${unique('target').replace(' ', '')}@acme.test`,
      accountType: 'organization',
      organizationId: ids.orgA,
      departmentId,
      orgRole: role,
    })
    .returning();
  return row!.id;
}

async function freshDepartment(parentId: string) {
  const [row] = await t.database.db
    .insert(departments)
    .values({ organizationId: ids.orgA, name: unique('Leaf'), parentId })
    .returning();
  return row!.id;
}

async function freshTeam(departmentId: string) {
  const [row] = await t.database.db
    .insert(teams)
    .values({ organizationId: ids.orgA, name: unique('Team'), departmentId })
    .returning();
  return row!.id;
}

async function freshOrganization() {
  const [row] = await t.database.db
    .insert(organizations)
    .values({ name: unique('Doomed'), domain: `${unique('doomed').replace(' ', '')}.test` })
    .returning();
  return row!.id;
}

interface Case {
  name: string;
  /** Builds the request for this caller (a fresh target where the call would use one up). */
  request: (caller: Caller) => Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: unknown;
    contentType?: string;
  }>;
  expected: Record<Caller, number>;
}

const READ = {
  platform: 200,
  adminA: 200,
  danaIn: 200,
  danaOut: 200,
  member: 200,
  adminB: 404,
  individual: 404,
  anon: 401,
};
const inOrOut = (caller: Caller) => (caller === 'danaOut' ? ids.marketing : ids.platform);

const CASES: Case[] = [
  {
    name: 'GET /organizations/current',
    request: async () => ({ method: 'GET', url: '/api/v1/organizations/current' }),
    expected: {
      platform: 404,
      adminA: 200,
      danaIn: 200,
      danaOut: 200,
      member: 200,
      adminB: 200,
      individual: 404,
      anon: 401,
    },
  },
  {
    name: 'GET /organizations/all',
    request: async () => ({ method: 'GET', url: '/api/v1/organizations/all' }),
    expected: {
      platform: 200,
      adminA: 403,
      danaIn: 403,
      danaOut: 403,
      member: 403,
      adminB: 403,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'POST /organizations',
    request: async () => ({
      method: 'POST',
      url: '/api/v1/organizations',
      payload: { name: unique('New org'), domain: `${unique('neworg').replace(' ', '')}.test` },
    }),
    expected: {
      platform: 201,
      adminA: 403,
      danaIn: 403,
      danaOut: 403,
      member: 403,
      adminB: 403,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'DELETE /organizations/{id}',
    request: async () => ({ method: 'DELETE', url: `/api/v1/organizations/${await freshOrganization()}` }),
    expected: {
      platform: 200,
      adminA: 403,
      danaIn: 403,
      danaOut: 403,
      member: 403,
      adminB: 403,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'GET /organizations/{id}',
    request: async () => ({ method: 'GET', url: `/api/v1/organizations/${ids.orgA}` }),
    expected: READ,
  },
  {
    name: 'PUT /organizations/{id}',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/organizations/${ids.orgA}`,
      payload: { description: unique('About') },
    }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 403,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'GET /organizations/{id}/stats',
    request: async () => ({ method: 'GET', url: `/api/v1/organizations/${ids.orgA}/stats` }),
    expected: READ,
  },
  {
    name: 'GET /organizations/{id}/departments',
    request: async () => ({ method: 'GET', url: `/api/v1/organizations/${ids.orgA}/departments` }),
    expected: READ,
  },
  {
    name: 'POST /organizations/departments',
    request: async (caller) => ({
      method: 'POST',
      url: '/api/v1/organizations/departments',
      payload: {
        name: unique('Dept'),
        parentId: inOrOut(caller),
        ...(caller === 'platform' || caller === 'adminB' ? { organizationId: ids.orgA } : {}),
      },
    }),
    expected: {
      platform: 201,
      adminA: 201,
      danaIn: 201,
      danaOut: 403,
      member: 403,
      adminB: 403,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'PUT /organizations/departments/{id}',
    request: async (caller) => ({
      method: 'PUT',
      url: `/api/v1/organizations/departments/${await freshDepartment(inOrOut(caller))}`,
      payload: { name: unique('Renamed') },
    }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 200,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'DELETE /organizations/departments/{id}',
    request: async (caller) => ({
      method: 'DELETE',
      url: `/api/v1/organizations/departments/${await freshDepartment(inOrOut(caller))}`,
    }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 200,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'GET /organizations/{id}/users',
    request: async () => ({ method: 'GET', url: `/api/v1/organizations/${ids.orgA}/users` }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 200,
      danaOut: 200,
      member: 403,
      adminB: 404,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'PUT /organizations/users/{id}/role',
    request: async (caller) => ({
      method: 'PUT',
      url: `/api/v1/organizations/users/${await freshMember(inOrOut(caller))}/role`,
      payload: { role: 'dept_manager' },
    }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 200,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 404,
      anon: 401,
    },
  },
  {
    name: 'DELETE /organizations/users/{id}',
    request: async (caller) => ({
      method: 'DELETE',
      url: `/api/v1/organizations/users/${await freshMember(inOrOut(caller))}`,
    }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 200,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 404,
      anon: 401,
    },
  },
  {
    name: 'GET /organizations/{id}/teams',
    request: async () => ({ method: 'GET', url: `/api/v1/organizations/${ids.orgA}/teams` }),
    expected: READ,
  },
  {
    name: 'POST /organizations/teams',
    request: async (caller) => ({
      method: 'POST',
      url: '/api/v1/organizations/teams',
      payload: {
        name: unique('Squad'),
        departmentId: inOrOut(caller),
        ...(caller === 'platform' || caller === 'adminB' ? { organizationId: ids.orgA } : {}),
      },
    }),
    expected: {
      platform: 201,
      adminA: 201,
      danaIn: 201,
      danaOut: 403,
      member: 403,
      adminB: 403,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'PUT /organizations/teams/{id}',
    request: async (caller) => ({
      method: 'PUT',
      url: `/api/v1/organizations/teams/${await freshTeam(inOrOut(caller))}`,
      payload: { description: 'Changed' },
    }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 200,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'DELETE /organizations/teams/{id}',
    request: async (caller) => ({
      method: 'DELETE',
      url: `/api/v1/organizations/teams/${await freshTeam(inOrOut(caller))}`,
    }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 200,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'PUT /organizations/{id}/logo',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/organizations/${ids.orgA}/logo`,
      payload: PNG,
      contentType: 'image/png',
    }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 403,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 403,
      anon: 401,
    },
  },
  {
    name: 'DELETE /organizations/{id}/logo',
    request: async () => ({ method: 'DELETE', url: `/api/v1/organizations/${ids.orgA}/logo` }),
    expected: {
      platform: 200,
      adminA: 200,
      danaIn: 403,
      danaOut: 403,
      member: 403,
      adminB: 404,
      individual: 403,
      anon: 401,
    },
  },
];

const CALLERS: Caller[] = [
  'platform',
  'adminA',
  'danaIn',
  'danaOut',
  'member',
  'adminB',
  'individual',
  'anon',
];

describe('permission matrix', () => {
  it.each(CASES)('$name', async ({ request, expected }) => {
    const results: Record<string, number> = {};
    for (const caller of CALLERS) {
      const { method, url, payload, contentType } = await request(caller);
      const response = await t.app.inject({
        method,
        url,
        headers: { ...headersOf(caller), ...(contentType ? { 'content-type': contentType } : {}) },
        ...(payload !== undefined ? { payload: payload as string } : {}),
      });
      results[caller] = response.statusCode;
      // Nothing of one organization reaches another's admin.
      if (caller === 'adminB') expect(response.body).not.toMatch(/Acme Test|Engineering|ada@acme/);
      if (response.statusCode === 403) {
        expect(response.json().error).toMatch(/^(Insufficient permissions|Access denied)/);
      }
    }
    expect(results).toEqual(expected);
  });

  it('answers refusals with the spec 8.5 texts', async () => {
    const post = (url: string, payload: object, caller: Caller) =>
      t.app.inject({ method: 'POST', url, payload, headers: headersOf(caller) });
    const created = await post(
      '/api/v1/organizations/departments',
      { name: 'Top', parentId: null },
      'danaIn',
    );
    expect(created.json()).toEqual({ success: false, error: PERMISSION_MESSAGES.createDepartments });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${ids.orgA}`,
      payload: { name: 'Hijack' },
      headers: headersOf('platform'),
    });
    expect(update.statusCode).toBe(200);
    const refused = await post(
      '/api/v1/organizations/teams',
      { name: 'Elsewhere', organizationId: ids.orgA },
      'adminB',
    );
    expect(refused.json().error).toBe(ORG_POLICY_MESSAGES.denied['team.create']);
  });

  it('shows a department manager only the people of their departments', async () => {
    const marketer = await freshMember(ids.marketing);
    const inside = await freshMember(ids.platform);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/users?limit=100`,
      headers: headersOf('danaIn'),
    });
    const people = (response.json().data as { _id: string }[]).map((row) => row._id);
    expect(people).toContain(inside);
    expect(people).not.toContain(marketer);
  });
});

describe('role invariants over HTTP', () => {
  const putRole = (caller: Caller, id: string, role: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/users/${id}/role`,
      payload: { role },
      headers: headersOf(caller),
    });

  it('refuses a role above the requester’s own', async () => {
    const response = await putRole('danaIn', await freshMember(ids.platform), 'org_admin');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(ORG_POLICY_MESSAGES.roleAboveOwn);
  });

  it('refuses changing one’s own role', async () => {
    const response = await putRole('adminA', userIds['ada@acme.test']!, 'member');
    expect(response.json()).toEqual({ success: false, error: ORG_POLICY_MESSAGES.ownRole });
  });

  it('lets only organization admins change another admin', async () => {
    const otherAdmin = await freshMember(ids.platform, 'org_admin');
    const response = await putRole('danaIn', otherAdmin, 'member');
    expect(response.json().error).toBe(ORG_POLICY_MESSAGES.onlyAdminsChangeAdmins);
  });

  it('never demotes or removes the last organization admin', async () => {
    const { db } = t.database;
    // Only Ada is left as admin of A once the admins made by other tests are members again.
    await db
      .update(users)
      .set({ orgRole: 'member', isOrgAdmin: false })
      .where(eq(users.orgRole, 'org_admin'));
    await db
      .update(users)
      .set({ orgRole: 'org_admin', isOrgAdmin: true })
      .where(eq(users.id, userIds['ada@acme.test']!));
    const demoted = await putRole('platform', userIds['ada@acme.test']!, 'member');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().error).toBe(ORG_POLICY_MESSAGES.lastAdminDemoted);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/users/${userIds['ada@acme.test']}`,
      headers: headersOf('platform'),
    });
    expect(removed.json().error).toBe(ORG_POLICY_MESSAGES.lastAdminRemoved);
  });

  it('takes a demotion into account on the next request', async () => {
    const { db } = t.database;
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const [second] = await db
      .insert(users)
      .values({
        name: 'Sid Second',
        email: 'sid@acme.test',
        passwordHash,
        accountType: 'organization',
        organizationId: ids.orgA,
        orgRole: 'org_admin',
        isOrgAdmin: true,
        role: 'admin',
        systemRole: 'admin',
      })
      .returning();
    const sid = await signIn(t.app, 'sid@acme.test');
    const update = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/organizations/${ids.orgA}`,
        payload: { description: 'x' },
        headers: sid.headers,
      });
    expect((await update()).statusCode).toBe(200);
    expect((await putRole('adminA', second!.id, 'member')).statusCode).toBe(200);
    expect((await update()).statusCode).toBe(403);
  });
});

describe('removing a member', () => {
  it('unassigns their open tasks, keeps their history, revokes their invitations and ends their sessions', async () => {
    const { db } = t.database;
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const [leaver] = await db
      .insert(users)
      .values({
        name: 'Lee Leaver',
        email: 'lee@acme.test',
        passwordHash,
        accountType: 'organization',
        organizationId: ids.orgA,
        departmentId: ids.platform,
        orgRole: 'member',
      })
      .returning();
    const session = await signIn(t.app, 'lee@acme.test');
    const [project] = await db
      .insert(projects)
      .values({ title: 'Org project', ownerId: userIds['ada@acme.test']!, organizationId: ids.orgA })
      .returning();
    const [open, done] = await db
      .insert(tasks)
      .values([
        {
          title: 'Open',
          projectId: project!.id,
          organizationId: ids.orgA,
          assignedTo: leaver!.id,
          createdBy: leaver!.id,
        },
        {
          title: 'Done',
          status: 'done',
          projectId: project!.id,
          organizationId: ids.orgA,
          assignedTo: leaver!.id,
          createdBy: leaver!.id,
        },
      ])
      .returning();
    await db.insert(organizationInvitations).values({
      organizationId: ids.orgA,
      email: 'friend@acme.test',
      tokenHash: 'hash-of-a-secret',
      invitedBy: leaver!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/users/${leaver!.id}`,
      headers: headersOf('danaIn'),
    });
    expect(response.statusCode, response.body).toBe(200);

    const [openAfter] = await db.select().from(tasks).where(eq(tasks.id, open!.id));
    const [doneAfter] = await db.select().from(tasks).where(eq(tasks.id, done!.id));
    expect(openAfter).toMatchObject({ assignedTo: null, createdBy: leaver!.id });
    expect(doneAfter?.assignedTo).toBe(leaver!.id);
    const [invitation] = await db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.invitedBy, leaver!.id));
    expect(invitation?.status).toBe('revoked');
    const [after] = await db.select().from(users).where(eq(users.id, leaver!.id));
    expect(after).toMatchObject({ organizationId: null, accountType: 'individual', departmentId: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers });
    expect(me.statusCode).toBe(401);
  });
});

describe('departments', () => {
  const put = (id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/departments/${id}`,
      payload,
      headers: headersOf('adminA'),
    });

  it('answers the tree with managers and counts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/departments`,
      headers: headersOf('member'),
    });
    const tree = response.json().data as {
      _id: string;
      managers: { name: string }[];
      children: { _id: string }[];
    }[];
    const eng = tree.find((node) => node._id === ids.eng);
    expect(eng?.managers.map((manager) => manager.name)).toEqual(['Dana Manager']);
    expect(eng?.children.map((child) => child._id)).toContain(ids.platform);
  });

  it('refuses a move inside itself and the deletion of a department with sub-departments', async () => {
    const moved = await put(ids.eng, { parentId: ids.platform });
    expect(moved.statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/departments/${ids.eng}`,
      headers: headersOf('adminA'),
    });
    expect(deleted.statusCode).toBe(409);
  });

  it('assigns managers, who then count as department managers', async () => {
    const person = await freshMember(ids.marketing);
    const response = await put(ids.marketing, { managerIds: [person] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.managers.map((m: { _id: string }) => m._id)).toEqual([person]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person));
    expect(row).toMatchObject({ isDeptManager: true, orgRole: 'dept_manager' });
  });
});

describe('settings and logo', () => {
  it('validates branding and refuses a non-http logo address', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/organizations/${ids.orgA}`,
        payload,
        headers: headersOf('adminA'),
      });
    expect((await put({ logo: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await put({ branding: { customCSS: '</style><script>' } })).statusCode).toBe(400);
    const saved = await put({ branding: { primaryColor: '#112233' } });
    expect(saved.json().data.branding.primaryColor).toBe('#112233');
  });

  it('takes PNG, JPEG or WebP logos by their bytes, refuses SVG, and serves the upload', async () => {
    const upload = (payload: Buffer | string, contentType: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/organizations/${ids.orgA}/logo`,
        payload,
        headers: { ...headersOf('adminA'), 'content-type': contentType },
      });
    expect((await upload('<svg/>', 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(Buffer.from('not a png at all'), 'image/png')).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(1024 * 1024 + 1, 1), 'image/png')).statusCode).toBe(413);
    const saved = await upload(PNG, 'image/png');
    expect(saved.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: saved.json().data.logo });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('counts the organization in its stats', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/stats`,
      headers: headersOf('member'),
    });
    const stats = response.json().data;
    expect(stats.departments).toBeGreaterThanOrEqual(3);
    expect(stats.members).toBeGreaterThanOrEqual(3);
    expect(stats.tasks.byStatus).toHaveProperty('in-progress');
    expect(Array.isArray(stats.recentActivity)).toBe(true);
  });
});
