import { SESSION_MESSAGES } from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, organizations, userSessions, users } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { hashPassword } from '../../lib/password';
import { connected, listen, openSocket } from '../../realtime/test-support';
import { signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { endOrganizationSessions, endUserSessions } from './index';

// Server-side sessions and the organization security policy: every session a row, ending one ends its
// token and sockets at once, idle timeout, disabled users and inactive organizations, the policy's routes and
// what it enforces, and the permission matrix of the routes.

let t: TestApp;
let url: string;
const ids = { orgA: '', orgB: '' };
const people = {} as Record<'platform' | 'adminA' | 'memberA' | 'adminB' | 'individual', string>;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
let counter = 0;

async function addPerson(values: Partial<typeof users.$inferInsert> & { name: string }): Promise<string> {
  counter += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `person${counter}@${values.organizationId === ids.orgB ? 'globex' : 'acme'}.test`,
      ...values,
    })
    .returning({ id: users.id, email: users.email });
  return row!.id;
}

async function emailOf(id: string): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

async function login(id: string, userAgent = CHROME_WINDOWS): Promise<TestSession> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: await emailOf(id), password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { token: string; user: TestSession['user'] };
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return {
    token: body.token,
    user: body.user,
    cookie,
    headers: { authorization: `Bearer ${body.token}`, cookie },
  };
}

/** A new organization (its domain is the email's) with one member who signs in with TEST_PASSWORD. */
async function organizationMember(organizationName: string, name: string, email: string) {
  const [org] = await t.database.db
    .insert(organizations)
    .values({ name: organizationName, domain: email.split('@')[1]! })
    .returning();
  const person = await addPerson({
    name,
    email,
    accountType: 'organization',
    organizationId: org!.id,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  return { org: org!, person };
}

const me = (session: TestSession) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers });

function expectError(response: LightMyRequestResponse, status: number, text?: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (text) expect((response.json() as { error: string }).error).toContain(text);
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [orgA, orgB] = await db
    .insert(organizations)
    .values([
      { name: 'Acme Sessions', domain: 'acme.test' },
      { name: 'Globex Sessions', domain: 'globex.test' },
    ])
    .returning();
  ids.orgA = orgA!.id;
  ids.orgB = orgB!.id;
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const admin = { orgRole: 'org_admin', isOrgAdmin: true, role: 'admin', systemRole: 'admin' } as const;
  const member = (organizationId: string) => ({
    accountType: 'organization' as const,
    organizationId,
    passwordHash,
  });
  people.platform = await addPerson({ name: 'Pat Platform', passwordHash, platformRole: 'super_admin' });
  people.adminA = await addPerson({ name: 'Ada Admin', ...member(ids.orgA), ...admin });
  people.memberA = await addPerson({ name: 'Max Member', ...member(ids.orgA), orgRole: 'member' });
  people.adminB = await addPerson({ name: 'Bea Admin', ...member(ids.orgB), ...admin });
  people.individual = await addPerson({ name: 'Ivy Individual', passwordHash });
  url = await listen(t);
});

afterAll(async () => {
  await t?.close();
});

describe('sessions of the signed-in user', () => {
  it('lists each sign-in as a session with its device, address and last seen; marks the current one', async () => {
    const person = await addPerson({ name: 'Lou List', passwordHash: await hashPassword(TEST_PASSWORD) });
    const laptop = await login(person);
    await login(
      person,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: laptop.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as {
      data: { device: string; current: boolean; ip: string; method: string }[];
    };
    expect(data).toHaveLength(2);
    expect(data.filter((session) => session.current)).toEqual([
      expect.objectContaining({ device: 'Chrome on Windows', method: 'password', ip: '127.0.0.1' }),
    ]);
    expect(data.map((session) => session.device).sort()).toEqual(['Chrome on Windows', 'Safari on iPhone']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
  });

  it('ends one session: its token gets 401 at once and its sockets close; the others go on', async () => {
    const person = await addPerson({ name: 'Eve End', passwordHash: await hashPassword(TEST_PASSWORD) });
    const kept = await login(person);
    const ended = await login(person);
    expect((await me(ended)).statusCode).toBe(200); // cached now
    const socket = await connected(openSocket(url, ended));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: kept.headers })
    ).json() as {
      data: { _id: string; current: boolean }[];
    };
    const target = list.data.find((session) => !session.current)!;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${target._id}`,
      headers: kept.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectError(await me(ended), 401);
    expect(await closed).toBe('io server disconnect');
    expect((await me(kept)).statusCode).toBe(200);
    // Not twice, and never another user's session.
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/auth/sessions/${target._id}`,
        headers: kept.headers,
      }),
      404,
      SESSION_MESSAGES.sessionNotFound,
    );
    const other = await login(people.individual);
    const otherId = (
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: other.headers })
      ).json() as {
        data: { _id: string; current: boolean }[];
      }
    ).data.find((session) => session.current)!._id;
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/auth/sessions/${otherId}`,
        headers: kept.headers,
      }),
      404,
    );
    expect((await me(other)).statusCode).toBe(200);
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/sessions/not-an-id', headers: kept.headers }),
      400,
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.ended'), eq(auditLog.targetId, target._id)));
    expect(entry).toBeDefined();
  });

  it('ends all other sessions, or all of them with includeCurrent=true; sign-out ends its own', async () => {
    const person = await addPerson({ name: 'Al All', passwordHash: await hashPassword(TEST_PASSWORD) });
    const current = await login(person);
    const others = [await login(person), await login(person)];
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions',
      headers: current.headers,
    });
    expect(response.json()).toMatchObject({
      success: true,
      ended: 2,
      message: SESSION_MESSAGES.otherSessionsEnded,
    });
    for (const other of others) expectError(await me(other), 401);
    expect((await me(current)).statusCode).toBe(200);
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/sessions?includeCurrent=maybe',
        headers: current.headers,
      }),
      400,
    );
    const all = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions?includeCurrent=true',
      headers: current.headers,
    });
    expect(all.json()).toMatchObject({ ended: 1, message: SESSION_MESSAGES.allSessionsEnded });
    expectError(await me(current), 401);

    const again = await login(person);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: again.headers });
    expect(out.statusCode, out.body).toBe(200);
    expectError(await me(again), 401);
  });

  it('ends a session idle longer than the organization allows', async () => {
    const person = await addPerson({
      name: 'Ida Idle',
      accountType: 'organization',
      organizationId: ids.orgB,
      passwordHash: await hashPassword(TEST_PASSWORD),
    });
    const session = await login(person);
    await t.database.db
      .update(organizations)
      .set({ securityPolicy: { idleTimeoutMinutes: 5 } })
      .where(eq(organizations.id, ids.orgB));
    t.app.readCache.clear();
    expect((await me(session)).statusCode).toBe(200);
    // Seen four minutes ago: still fine, and the request moves its last-seen time.
    await t.database.db
      .update(userSessions)
      .set({ lastSeenAt: new Date(Date.now() - 4 * 60_000) })
      .where(eq(userSessions.userId, person));
    t.app.readCache.clear();
    // The app's periodic check is not activity: it leaves the last-seen time alone.
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: session.headers,
    });
    expect(check.statusCode, check.body).toBe(200);
    const [untouched] = await t.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, person));
    expect(Date.now() - untouched!.lastSeenAt.getTime()).toBeGreaterThan(3 * 60_000);
    expect((await me(session)).statusCode).toBe(200);
    const [touched] = await t.database.db.select().from(userSessions).where(eq(userSessions.userId, person));
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000);
    // Six minutes: over.
    await t.database.db
      .update(userSessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(userSessions.userId, person));
    t.app.readCache.clear();
    expectError(await me(session), 401, SESSION_MESSAGES.sessionIdle);
    await t.database.db
      .update(organizations)
      .set({ securityPolicy: {} })
      .where(eq(organizations.id, ids.orgB));
    t.app.readCache.clear();
  });
});

describe('disabled users and inactive organizations', () => {
  it('refuses a disabled user at sign-in and ends their sessions', async () => {
    const person = await addPerson({ name: 'Dee Disabled', passwordHash: await hashPassword(TEST_PASSWORD) });
    const session = await login(person);
    const socket = await connected(openSocket(url, session));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, person));
    const outbox = new EventOutbox();
    await endUserSessions(t.database.db, outbox, person);
    outbox.flushTo(t.app.events);
    expectError(await me(session), 401);
    await closed;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: await emailOf(person), password: TEST_PASSWORD },
    });
    expectError(response, 403, SESSION_MESSAGES.accountDisabled);
  });

  it('refuses a disabled user mid-session even before their sessions are ended', async () => {
    const person = await addPerson({ name: 'Mo Mid', passwordHash: await hashPassword(TEST_PASSWORD) });
    const session = await login(person);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, person));
    t.app.events.publish({ type: 'user.changed', userId: person });
    expectError(await me(session), 401, SESSION_MESSAGES.accountDisabled);
  });

  it('refuses the members of a deactivated organization and ends their sessions at once', async () => {
    const { org, person } = await organizationMember('Initech Sessions', 'Ina Initech', 'ina@initech.test');
    const session = await login(person);
    const socket = await connected(openSocket(url, session));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.database.db.update(organizations).set({ isActive: false }).where(eq(organizations.id, org.id));
    const outbox = new EventOutbox();
    await endOrganizationSessions(t.database.db, outbox, org.id);
    outbox.flushTo(t.app.events);
    expectError(await me(session), 401);
    await closed;
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'ina@initech.test', password: TEST_PASSWORD },
      }),
      403,
      SESSION_MESSAGES.organizationInactive,
    );
  });

  it("refuses a session whose organization was deactivated before its sessions were ended, with the organization's message", async () => {
    const { org, person } = await organizationMember(
      'Vandelay Sessions',
      'Art Vandelay',
      'art@vandelay.test',
    );
    const session = await login(person);
    expect((await me(session)).statusCode).toBe(200);
    // Another process deactivated the organization and has not ended the sessions yet.
    await t.database.db.update(organizations).set({ isActive: false }).where(eq(organizations.id, org.id));
    t.app.events.publish({ type: 'user.changed', userId: person });
    expectError(await me(session), 401, SESSION_MESSAGES.organizationInactive);
  });
});

describe('permission matrix', () => {
  type Caller = 'anon' | 'platform' | 'adminA' | 'memberA' | 'adminB' | 'individual';
  const callers: Caller[] = ['anon', 'platform', 'adminA', 'memberA', 'adminB', 'individual'];
  async function headersOf(caller: Caller) {
    return caller === 'anon' ? {} : (await login(people[caller])).headers;
  }

  it('POST /organizations/users/{id}/sign-out: the organization admin and platform admins only', async () => {
    const expected: Record<Caller, number> = {
      anon: 401,
      platform: 200,
      adminA: 200,
      memberA: 403,
      adminB: 404,
      individual: 404,
    };
    for (const caller of callers) {
      const target = await login(people.memberA);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/organizations/users/${people.memberA}/sign-out`,
        headers: await headersOf(caller),
      });
      expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected[caller]);
      expect((await me(target)).statusCode, caller).toBe(expected[caller] === 200 ? 401 : 200);
    }
    const admin = await login(people.adminA);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/organizations/users/aaaaaaaaaaaaaaaaaaaaaaaa/sign-out',
        headers: admin.headers,
      }),
      404,
    );
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.signed_out'), eq(auditLog.targetId, people.memberA)));
    expect(entries).toHaveLength(2);
  });

  it('GET and PUT /organizations/{id}/security-policy: its admins and platform admins only', async () => {
    const expected: Record<Caller, number> = {
      anon: 401,
      platform: 200,
      adminA: 200,
      memberA: 403,
      adminB: 404,
      individual: 404,
    };
    const policy = {
      allowedSignInMethods: ['password'],
      invitationDomains: [],
      domainJoin: 'verified',
      idleTimeoutMinutes: 0,
    };
    for (const caller of callers) {
      const headers = await headersOf(caller);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${ids.orgA}/security-policy`,
        headers,
      });
      expect(read.statusCode, `GET ${caller}: ${read.body}`).toBe(expected[caller]);
      const write = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/organizations/${ids.orgA}/security-policy`,
        headers,
        payload: policy,
      });
      expect(write.statusCode, `PUT ${caller}: ${write.body}`).toBe(expected[caller]);
    }
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${ids.orgA}/security-policy`,
      headers: await headersOf('adminA'),
      payload: { ...policy, allowedSignInMethods: ['password', 'google'] },
    });
  });
});

describe('the security policy', () => {
  // The admin's session is taken before any change: a policy may refuse the admin's own sign-in method.
  let adminHeaders: TestSession['headers'] | undefined;
  async function put(payload: object) {
    adminHeaders ??= (await login(people.adminA)).headers;
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${ids.orgA}/security-policy`,
      headers: adminHeaders,
      payload,
    });
  }
  const base = {
    allowedSignInMethods: ['password', 'google'],
    invitationDomains: [],
    domainJoin: 'verified',
    idleTimeoutMinutes: 0,
  };

  it('has defaults, refuses bad values with a clear 400, and audits a change with before and after', async () => {
    const admin = await login(people.adminA);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${ids.orgA}/security-policy`,
      headers: admin.headers,
    });
    expect(read.json()).toMatchObject({ data: base });
    expectError(await put({ ...base, allowedSignInMethods: [] }), 400, SESSION_MESSAGES.policyNeedsMethod);
    expectError(await put({ ...base, idleTimeoutMinutes: 3 }), 400, SESSION_MESSAGES.policyIdleTimeoutRange);
    expectError(
      await put({ ...base, idleTimeoutMinutes: 1441 }),
      400,
      SESSION_MESSAGES.policyIdleTimeoutRange,
    );
    expectError(
      await put({ ...base, invitationDomains: ['not a domain'] }),
      400,
      SESSION_MESSAGES.policyDomainInvalid,
    );
    expectError(await put({ ...base, domainJoin: 'sometimes' }), 400);
    const saved = await put({
      ...base,
      invitationDomains: ['@Acme.test', 'acme.test'],
      idleTimeoutMinutes: 30,
    });
    expect(saved.json()).toMatchObject({
      data: { invitationDomains: ['acme.test'], idleTimeoutMinutes: 30 },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.policy_changed'))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(entry!.before).toMatchObject({ idleTimeoutMinutes: 0, invitationDomains: [] });
    expect(entry!.after).toMatchObject({ idleTimeoutMinutes: 30, invitationDomains: ['acme.test'] });
    await put(base);
  });

  it('refuses password sign-in when the organization allows only Google', async () => {
    await put({ ...base, allowedSignInMethods: ['google'] });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: await emailOf(people.memberA), password: TEST_PASSWORD },
      }),
      403,
      SESSION_MESSAGES.methodNotAllowed,
    );
    // Other organizations' members are not concerned.
    expect((await signIn(t.app, await emailOf(people.adminB))).token).toBeTruthy();
    await put(base);
    expect((await login(people.memberA)).token).toBeTruthy();
  });

  it('refuses organization invitations to addresses outside the invitation domains', async () => {
    await put({ ...base, invitationDomains: ['acme.test'] });
    const admin = await login(people.adminA);
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/organizations/invite',
        headers: admin.headers,
        payload: { email, role: 'member' },
      });
    expectError(await invite('stranger@elsewhere.test'), 400, SESSION_MESSAGES.invitationDomainRefused);
    const inside = await invite('newcomer@acme.test');
    expect(inside.statusCode, inside.body).toBeLessThan(300);
    await put(base);
    const anywhere = await invite('friend@elsewhere.test');
    expect(anywhere.statusCode, anywhere.body).toBeLessThan(300);
  });

  it('decides joining by email domain at registration: off, after verification, after approval', async () => {
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { name: 'New Person', email, password: TEST_PASSWORD },
      });
    await put({ ...base, domainJoin: 'off' });
    const off = await register('off.person@acme.test');
    expect(off.statusCode, off.body).toBe(201);
    expect(off.json()).not.toHaveProperty('verification');

    await put({ ...base, domainJoin: 'verified' });
    const verified = await register('verified.person@acme.test');
    expect(verified.json()).toHaveProperty('verification');

    await put({ ...base, domainJoin: 'approved' });
    const approved = await register('approved.person@acme.test');
    expect(approved.json()).toHaveProperty('verification');
    // Follow the mailed link: the address is proven, the account waits for an administrator.
    let link: string | undefined;
    for (let attempt = 0; attempt < 50 && !link; attempt++) {
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, 'approved.person@acme.test'));
      link = mails.map((mail) => /verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]).find(Boolean);
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: link },
    });
    expect(answer.json()).toMatchObject({ message: SESSION_MESSAGES.awaitingApproval });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'approved.person@acme.test'));
    expect(row!.organizationId).toBeNull();
    let asked = false;
    for (let attempt = 0; attempt < 50 && !asked; attempt++) {
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, await emailOf(people.adminA)));
      asked = mails.some((mail) => mail.subject.includes('approved.person@acme.test asks to join'));
      if (!asked) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(asked).toBe(true);
    await put(base);
  });
});
