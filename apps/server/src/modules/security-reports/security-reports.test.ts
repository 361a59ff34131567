import { SECURITY_REPORT_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, securityReports } from '../../db/schema';
import { signIn, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';

// Security reports: the CSRF token, the report call (refused without the token, throttled per category) and the
// listing, with the permission matrix of the three routes. One app and one set of people for the whole file.

let t: TestApp;
const ids = { orgA: '', orgB: '' };
type Caller = 'platform' | 'adminA' | 'member' | 'adminB' | 'individual' | 'anon';
const CALLERS: Caller[] = ['platform', 'adminA', 'member', 'adminB', 'individual', 'anon'];
const sessions = {} as Record<Exclude<Caller, 'anon'>, TestSession>;
const userIds = {} as Record<string, string>;
let counter = 0;
const category = (label: string) => `${label}-${++counter}`;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [orgA, orgB] = await db
    .insert(organizations)
    .values([
      { name: 'Acme Reports', domain: 'acme-reports.test' },
      { name: 'Globex Reports', domain: 'globex-reports.test' },
    ])
    .returning();
  ids.orgA = orgA!.id;
  ids.orgB = orgB!.id;
  const people = await addSignedInPeople(t, [
    { name: 'Pat Platform', email: 'platform@reports.example', platformRole: 'super_admin' },
    {
      name: 'Ada Admin',
      email: 'ada@acme-reports.test',
      organizationId: ids.orgA,
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    { name: 'Mo Member', email: 'mo@acme-reports.test', organizationId: ids.orgA, orgRole: 'member' },
    {
      name: 'Bea Globex',
      email: 'bea@globex-reports.test',
      organizationId: ids.orgB,
      orgRole: 'org_admin',
      isOrgAdmin: true,
    },
    { name: 'Ivy Individual', email: 'ivy@reports.example' },
  ]);
  Object.assign(userIds, people.userIds);
  const [platform, adminA, member, adminB, individual] = people.sessions;
  Object.assign(sessions, { platform, adminA, member, adminB, individual });
});
afterAll(async () => {
  await t?.close();
});

const headersOf = (caller: Caller) => (caller === 'anon' ? {} : sessions[caller].headers);

async function csrfToken(session: TestSession): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/security/csrf-token',
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { token: string } }).data.token;
}

async function report(session: TestSession, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/security/report',
    headers: { ...session.headers, ...(token === undefined ? {} : { 'x-csrf-token': token }) },
    payload: payload as Record<string, unknown>,
  });
}

describe('permission matrix', () => {
  const cases: { name: string; url: (caller: Caller) => string; expected: Record<Caller, number> }[] = [
    {
      name: 'GET /security/csrf-token',
      url: () => '/api/v1/security/csrf-token',
      expected: { platform: 200, adminA: 200, member: 200, adminB: 200, individual: 200, anon: 401 },
    },
    {
      name: "GET /organizations/{id}/security-reports (organization A's)",
      url: () => `/api/v1/organizations/${ids.orgA}/security-reports`,
      expected: { platform: 200, adminA: 200, member: 403, adminB: 404, individual: 403, anon: 401 },
    },
    {
      name: 'GET /organizations/individuals/security-reports',
      url: () => '/api/v1/organizations/individuals/security-reports',
      expected: { platform: 200, adminA: 403, member: 403, adminB: 403, individual: 403, anon: 401 },
    },
  ];
  for (const testCase of cases) {
    it(`${testCase.name} answers each caller as expected`, async () => {
      const got: Record<string, number> = {};
      for (const caller of CALLERS) {
        const response = await t.app.inject({
          method: 'GET',
          url: testCase.url(caller),
          headers: headersOf(caller),
        });
        got[caller] = response.statusCode;
      }
      expect(got).toEqual(testCase.expected);
    });
  }

  it('POST /security/report: signed out 401; signed in without the CSRF header 403; with it 201', async () => {
    const got: Record<string, number[]> = {};
    for (const caller of CALLERS) {
      const body = { category: category('matrix'), data: { message: 'x' } };
      if (caller === 'anon') {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/security/report',
          payload: body,
        });
        got[caller] = [response.statusCode];
        continue;
      }
      const session = sessions[caller];
      const without = await report(session, body);
      const withToken = await report(session, body, await csrfToken(session));
      got[caller] = [without.statusCode, withToken.statusCode];
    }
    expect(got).toEqual({
      platform: [403, 201],
      adminA: [403, 201],
      member: [403, 201],
      adminB: [403, 201],
      individual: [403, 201],
      anon: [401],
    });
  });
});

describe('POST /security/report', () => {
  it('refuses a missing, empty or foreign CSRF token with a clear 403, and stores nothing', async () => {
    const body = { category: category('csrf'), data: { message: 'refused' } };
    const missing = await report(sessions.member, body);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe(SECURITY_REPORT_MESSAGES.csrfMissing);
    const empty = await report(sessions.member, body, '');
    expect(empty.json().error).toBe(SECURITY_REPORT_MESSAGES.csrfMissing);
    const foreign = await report(sessions.member, body, await csrfToken(sessions.adminA));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(SECURITY_REPORT_MESSAGES.csrfInvalid);
    const rows = await t.database.db.select().from(securityReports);
    expect(rows.some((row) => row.category === body.category)).toBe(false);
  });

  it('gives each sign-in (browser session) its own token', async () => {
    const again = await signIn(t.app, 'mo@acme-reports.test');
    const first = await csrfToken(sessions.member);
    const second = await csrfToken(again);
    expect(second).not.toBe(first);
    const crossed = await report(again, { category: category('crossed'), data: {} }, first);
    expect(crossed.statusCode).toBe(403);
  });

  it('stores the report with its organization, user, address and user agent', async () => {
    const name = category('csp-violation');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/report',
      headers: {
        ...sessions.member.headers,
        'x-csrf-token': await csrfToken(sessions.member),
        'user-agent': 'ReportTest/1.0',
      },
      payload: { category: name, data: { blockedURI: 'https://evil.example/x.js', directive: 'script-src' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(SECURITY_REPORT_MESSAGES.stored);
    const rows = await t.database.db.select().from(securityReports);
    const row = rows.find((item) => item.category === name);
    expect(row).toMatchObject({
      organizationId: ids.orgA,
      userId: userIds['mo@acme-reports.test'],
      data: { blockedURI: 'https://evil.example/x.js', directive: 'script-src' },
      userAgent: 'ReportTest/1.0',
    });
    expect(row?.ip).toBeTruthy();
  });

  it('takes one report per user and category every 5 seconds (429), other categories and users still pass', async () => {
    const name = category('client-error');
    const token = await csrfToken(sessions.adminA);
    const first = await report(sessions.adminA, { category: name, data: { n: 1 } }, token);
    expect(first.statusCode).toBe(201);
    const second = await report(sessions.adminA, { category: name, data: { n: 2 } }, token);
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(/^One report per category every 5 seconds: wait [1-5] seconds$/);
    expect(second.headers['retry-after']).toBeDefined();
    const otherCategory = await report(sessions.adminA, { category: `${name}-other`, data: {} }, token);
    expect(otherCategory.statusCode).toBe(201);
    const otherUser = await report(
      sessions.member,
      { category: name, data: {} },
      await csrfToken(sessions.member),
    );
    expect(otherUser.statusCode).toBe(201);
  });

  it('answers bad input with a 4xx and a clear message', async () => {
    const token = await csrfToken(sessions.individual);
    const tooBig = await report(
      sessions.individual,
      { category: category('big'), data: { text: 'x'.repeat(9000) } },
      token,
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toContain(SECURITY_REPORT_MESSAGES.tooLarge);
    const huge = await report(
      sessions.individual,
      { category: category('huge'), data: { text: 'x'.repeat(40_000) } },
      token,
    );
    expect(huge.statusCode).toBe(413);
    const noCategory = await report(sessions.individual, { data: {} }, token);
    expect(noCategory.statusCode).toBe(400);
    const badCategory = await report(sessions.individual, { category: '<script>', data: {} }, token);
    expect(badCategory.statusCode).toBe(400);
    const notObject = await report(sessions.individual, { category: category('list'), data: [1, 2] }, token);
    expect(notObject.statusCode).toBe(400);
  });
});

describe('GET /organizations/{id}/security-reports', () => {
  it("lists only the organization's own reports, newest first, with the sender, paged and by category", async () => {
    const name = category('render-error');
    const tokenA = await csrfToken(sessions.adminA);
    await report(sessions.adminA, { category: name, data: { message: 'A' } }, tokenA);
    await report(
      sessions.adminB,
      { category: name, data: { message: 'B' } },
      await csrfToken(sessions.adminB),
    );

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/security-reports?category=${name}`,
      headers: sessions.adminA.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const page = list.json();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      category: name,
      data: { message: 'A' },
      organizationId: ids.orgA,
      userName: 'Ada Admin',
      userEmail: 'ada@acme-reports.test',
    });
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 1, pages: 1 });

    const all = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/security-reports?limit=2&page=1`,
      headers: sessions.adminA.headers,
    });
    const allPage = all.json();
    expect(allPage.data).toHaveLength(2);
    expect(allPage.pagination.total).toBeGreaterThan(2);
    expect(allPage.data.every((entry: { organizationId: string }) => entry.organizationId === ids.orgA)).toBe(
      true,
    );
    const times = allPage.data.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);
  });

  it("lists individual accounts' reports under 'individuals' for platform admins", async () => {
    const name = category('individual');
    await report(
      sessions.individual,
      { category: name, data: { message: 'mine' } },
      await csrfToken(sessions.individual),
    );
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/individuals/security-reports?category=${name}`,
      headers: sessions.platform.headers,
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ organizationId: null, userName: 'Ivy Individual' }),
    ]);
    const fromOrg = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/security-reports?category=${name}`,
      headers: sessions.platform.headers,
    });
    expect(fromOrg.json().data).toEqual([]);
  });

  it('answers an unknown organization 404, a malformed id or query 400, with the refusal texts', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/0123456789abcdef01234567/security-reports',
      headers: sessions.platform.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/not-an-id/security-reports',
      headers: sessions.platform.headers,
    });
    expect(malformed.statusCode).toBe(400);
    const badPage = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/security-reports?page=0`,
      headers: sessions.adminA.headers,
    });
    expect(badPage.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/security-reports`,
      headers: sessions.adminB.headers,
    });
    expect(other.json()).toEqual({ success: false, error: 'Organization not found' });
    const individuals = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/individuals/security-reports',
      headers: sessions.adminA.headers,
    });
    expect(individuals.json().error).toBe(SECURITY_REPORT_MESSAGES.individualsDenied);
  });
});
