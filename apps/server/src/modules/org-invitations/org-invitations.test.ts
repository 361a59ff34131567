import {
  AUTH_MESSAGES,
  ORG_INVITATION_MESSAGES,
  ORG_POLICY_MESSAGES,
  permissionDeniedMessage,
} from '@app/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  departmentManagers,
  departments,
  mailOutbox,
  notifications,
  organizationInvitations,
  organizations,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { sha256Hex } from '../../lib/tokens';
import { signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';

// Organization invitations end to end over HTTP: who may invite whom with which role, the secret (mailed only,
// stored as a hash, in no answer), single use, expiry, resend, one pending per address, cancel, and joining by
// signing in or registering with exactly the invited address.

const APP_ORIGIN = 'https://tasks.example.test';
const LINK = /https:\/\/tasks\.example\.test\/auth\/join\/([A-Za-z0-9_-]{43})/;

let t: TestApp;
const ids = { orgA: '', orgB: '', eng: '', platform: '', marketing: '' };
const people = {} as Record<'ada' | 'dana' | 'mo' | 'bea' | 'ivy' | 'pat', TestSession>;
const userIds = {} as Record<string, string>;
let counter = 0;
const fresh = (label: string) => `${label}.${++counter}@newcomer.test`;
/** Every answer body of the file: none may carry a link's secret. */
const answers: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { APP_ORIGIN } });
  const { db } = t.database;
  const [orgA, orgB] = await db
    .insert(organizations)
    .values([
      { name: 'Acme Invite', domain: 'acme-invite.test', subscriptionTier: 'enterprise' },
      { name: 'Globex Invite', domain: 'globex-invite.test', subscriptionTier: 'enterprise' },
    ])
    .returning();
  ids.orgA = orgA!.id;
  ids.orgB = orgB!.id;
  const [eng, marketing] = await db
    .insert(departments)
    .values([
      { organizationId: ids.orgA, name: 'Engineering' },
      { organizationId: ids.orgA, name: 'Marketing' },
    ])
    .returning();
  ids.eng = eng!.id;
  ids.marketing = marketing!.id;
  const [platform] = await db
    .insert(departments)
    .values({ organizationId: ids.orgA, name: 'Platform', parentId: ids.eng })
    .returning();
  ids.platform = platform!.id;

  const passwordHash = await hashPassword(TEST_PASSWORD);
  const org = (organizationId: string) => ({
    accountType: 'organization' as const,
    organizationId,
    passwordHash,
  });
  const rows = await db
    .insert(users)
    .values([
      {
        name: 'Ada Admin',
        email: 'ada@acme-invite.test',
        ...org(ids.orgA),
        orgRole: 'org_admin',
        isOrgAdmin: true,
        role: 'admin',
        systemRole: 'admin',
      },
      {
        name: 'Dana Manager',
        email: 'dana@acme-invite.test',
        ...org(ids.orgA),
        orgRole: 'dept_manager',
        isDeptManager: true,
        departmentId: ids.eng,
      },
      { name: 'Mo Member', email: 'mo@acme-invite.test', ...org(ids.orgA), orgRole: 'member' },
      {
        name: 'Bea Globex',
        email: 'bea@globex-invite.test',
        ...org(ids.orgB),
        orgRole: 'org_admin',
        isOrgAdmin: true,
      },
      { name: 'Ivy Individual', email: 'ivy@individual.test', passwordHash },
      // A platform admin with an individual account, like the demo's.
      {
        name: 'Pat Platform',
        email: 'pat@platform.test',
        passwordHash,
        platformRole: 'super_admin',
        role: 'admin',
        systemRole: 'admin',
      },
    ])
    .returning();
  for (const row of rows) userIds[row.email] = row.id;
  await db
    .insert(departmentManagers)
    .values({ departmentId: ids.eng, userId: userIds['dana@acme-invite.test']! });
  const [ada, dana, mo, bea, ivy, pat] = await Promise.all(rows.map((row) => signIn(t.app, row.email)));
  Object.assign(people, { ada, dana, mo, bea, ivy, pat });
});
afterAll(async () => {
  const secrets = await t.database.db.select({ text: mailOutbox.text }).from(mailOutbox);
  const tokens = secrets.flatMap((mail) => mail.text.match(LINK)?.[1] ?? []);
  const hashes = (await t.database.db.select().from(organizationInvitations)).map((row) => row.tokenHash);
  // No secret and no hash of one reached any answer of the whole file.
  expect(tokens.length).toBeGreaterThan(5);
  for (const body of answers) {
    for (const secret of [...tokens, ...hashes]) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/"tokenHash"/);
  }
  await t?.close();
});

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  session?: TestSession,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(session ? { headers: session.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  answers.push(response.body);
  return response;
}

const invite = (session: TestSession | undefined, body: Record<string, unknown>) =>
  call('POST', '/organizations/invite', session, body);

/** The secret of the newest invitation mail to `email` (mail goes out in the background). */
async function mailedToken(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.recipient})`, email))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
    const token = mails.length > after ? mails[0]?.text.match(LINK)?.[1] : undefined;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`No invitation mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function mailCount(email: string): Promise<number> {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return rows.length;
}

async function invited(
  session: TestSession,
  body: Record<string, unknown> & { email: string },
): Promise<{ id: string; token: string }> {
  const before = await mailCount(body.email);
  const response = await invite(session, body);
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data._id, token: await mailedToken(body.email, before) };
}

async function registerThrough(token: string, name = 'New Person') {
  return call('POST', `/organizations/join/${token}/register`, undefined, { name, password: TEST_PASSWORD });
}

describe('who may invite, and with which role', () => {
  it('lets organization admins invite anywhere and department managers only into their departments', async () => {
    expect(
      (await invite(people.ada, { email: fresh('a'), role: 'member', departmentId: ids.marketing }))
        .statusCode,
    ).toBe(201);
    expect((await invite(people.ada, { email: fresh('b') })).statusCode).toBe(201);
    expect((await invite(people.dana, { email: fresh('c'), departmentId: ids.eng })).statusCode).toBe(201);
    // Sub-departments are in the manager's scope.
    expect((await invite(people.dana, { email: fresh('d'), departmentId: ids.platform })).statusCode).toBe(
      201,
    );

    const denied = ORG_POLICY_MESSAGES.denied['member.invite'];
    for (const departmentId of [ids.marketing, null]) {
      const response = await invite(people.dana, { email: fresh('e'), departmentId });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(denied);
    }
    const member = await invite(people.mo, { email: fresh('f') });
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe(permissionDeniedMessage('canManageDepartment'));
    expect((await invite(people.ivy, { email: fresh('g') })).statusCode).toBe(403);
    expect((await invite(undefined, { email: fresh('h') })).statusCode).toBe(401);
    // Another organization's department is not found for this one's admin.
    const [globexDepartment] = await t.database.db
      .insert(departments)
      .values({ organizationId: ids.orgB, name: 'Globex Sales' })
      .returning();
    const foreign = await invite(people.ada, { email: fresh('i'), departmentId: globexDepartment!.id });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets a platform admin invite into the organization he names, and nobody else name another', async () => {
    const [globexSales] = await t.database.db
      .insert(departments)
      .values({ organizationId: ids.orgB, name: 'Globex Field Sales' })
      .returning();
    const email = fresh('chosen');
    const chosen = await invite(people.pat, {
      email,
      role: 'dept_manager',
      departmentId: globexSales!.id,
      organizationId: ids.orgB,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().data).toMatchObject({
      organizationId: ids.orgB,
      email,
      departmentId: globexSales!.id,
    });
    const [row] = await t.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, chosen.json().data._id));
    expect(row).toMatchObject({ organizationId: ids.orgB, invitedBy: userIds['pat@platform.test'] });
    // Without an organization of his own he must name one; an unknown one is not found.
    expect((await invite(people.pat, { email: fresh('unnamed') })).statusCode).toBe(400);
    const unknown = await invite(people.pat, { email: fresh('nowhere'), organizationId: 'f'.repeat(24) });
    expect(unknown.statusCode).toBe(404);

    // An organization's admin or manager invites into their own organization only.
    const denied = ORG_POLICY_MESSAGES.denied['member.invite'];
    for (const session of [people.ada, people.dana]) {
      const other = await invite(session, { email: fresh('other'), organizationId: ids.orgB });
      expect(other.statusCode).toBe(403);
      expect(other.json().error).toBe(denied);
    }
    const own = await invite(people.ada, { email: fresh('own'), organizationId: ids.orgA });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.organizationId).toBe(ids.orgA);
    expect((await invite(people.ivy, { email: fresh('ivy'), organizationId: ids.orgA })).statusCode).toBe(
      403,
    );
  });

  it('refuses a role above the inviter’s own, and a manager without a department', async () => {
    for (const role of ['org_admin', 'enterprise_admin']) {
      const response = await invite(people.dana, { email: fresh('ceiling'), role, departmentId: ids.eng });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(ORG_POLICY_MESSAGES.roleAboveOwn);
    }
    const peer = await invite(people.dana, {
      email: fresh('peer'),
      role: 'dept_manager',
      departmentId: ids.eng,
    });
    expect(peer.statusCode, peer.body).toBe(201);
    expect((await invite(people.ada, { email: fresh('admin'), role: 'org_admin' })).statusCode).toBe(201);
    const noDepartment = await invite(people.ada, { email: fresh('mgr'), role: 'dept_manager' });
    expect(noDepartment.statusCode).toBe(400);
    expect(noDepartment.json().error).toBe(ORG_INVITATION_MESSAGES.departmentRequired);
  });

  it('answers 409 with a clear text for a member of the organization and for a second pending invitation', async () => {
    const member = await invite(people.ada, { email: 'MO@acme-invite.test' });
    expect(member.statusCode).toBe(409);
    expect(member.json().error).toBe(ORG_INVITATION_MESSAGES.alreadyMember);

    const email = fresh('twice');
    await invited(people.ada, { email });
    const again = await invite(people.ada, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ORG_INVITATION_MESSAGES.alreadyPending);
    const pending = await t.database.db
      .select()
      .from(organizationInvitations)
      .where(and(eq(organizationInvitations.email, email), eq(organizationInvitations.status, 'pending')));
    expect(pending).toHaveLength(1);

    // Once that one has expired, a new invitation takes its place.
    await t.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.email, email));
    expect((await invite(people.ada, { email })).statusCode).toBe(201);
    const statuses = await t.database.db
      .select({ status: organizationInvitations.status })
      .from(organizationInvitations)
      .where(eq(organizationInvitations.email, email));
    expect(statuses.map((row) => row.status).sort()).toEqual(['expired', 'pending']);
  });
});

describe('the secret', () => {
  it('is mailed as a link on APP_ORIGIN and stored only as its SHA-256, valid for 7 days', async () => {
    const email = fresh('hash');
    const { id, token } = await invited(people.ada, { email, departmentId: ids.eng });
    const [row] = await t.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, id));
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(Object.values(row!).map(String)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
  });

  it('works once', async () => {
    const { token } = await invited(people.ada, { email: fresh('once') });
    expect((await registerThrough(token)).statusCode).toBe(201);
    const second = await registerThrough(token, 'Second Person');
    expect(second.statusCode).toBe(410);
    expect(second.json().error).toBe(ORG_INVITATION_MESSAGES.used);
    expect((await call('GET', `/organizations/join/${token}`)).json().error).toBe(
      ORG_INVITATION_MESSAGES.used,
    );
  });

  it('stops working after its expiry', async () => {
    const { id, token } = await invited(people.ada, { email: fresh('late') });
    await t.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, id));
    const preview = await call('GET', `/organizations/join/${token}`);
    expect(preview.statusCode).toBe(410);
    expect(preview.json().error).toBe(ORG_INVITATION_MESSAGES.expired);
    expect((await registerThrough(token)).statusCode).toBe(410);
  });

  it('is replaced by a resend, with a new expiry; the old link stops working', async () => {
    const email = fresh('resend');
    const { id, token: first } = await invited(people.dana, { email, departmentId: ids.eng });
    await t.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, id));
    const before = await mailCount(email);
    const resent = await call('POST', `/organizations/invitations/${id}/resend`, people.dana);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(new Date(resent.json().data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const second = await mailedToken(email, before);
    expect(second).not.toBe(first);
    const old = await call('GET', `/organizations/join/${first}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toBe(ORG_INVITATION_MESSAGES.invalidLink);
    expect((await call('GET', `/organizations/join/${second}`)).statusCode).toBe(200);
    // Outside the manager's scope, and outside the organization, nobody resends it.
    expect((await call('POST', `/organizations/invitations/${id}/resend`, people.mo)).statusCode).toBe(403);
    expect((await call('POST', `/organizations/invitations/${id}/resend`, people.bea)).statusCode).toBe(404);
  });

  it('answers an unknown or malformed link with the invalid-link text', async () => {
    for (const token of ['x'.repeat(43), 'short']) {
      const response = await call('GET', `/organizations/join/${token}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(ORG_INVITATION_MESSAGES.invalidLink);
    }
  });
});

describe('pending invitations', () => {
  it('are listed per organization and scope, and a cancelled one stops working', async () => {
    const email = fresh('cancel');
    const { id, token } = await invited(people.ada, { email, departmentId: ids.marketing });
    const list = await call(
      'GET',
      `/organizations/${ids.orgA}/invitations?search=cancel&limit=100`,
      people.ada,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { email: string }) => row.email)).toContain(email);
    expect(list.json().data[0]).toMatchObject({
      invitedBy: { name: 'Ada Admin' },
      departmentName: 'Marketing',
    });

    // Dana sees the invitations into her departments only, and cannot cancel one into Marketing.
    const danas = await call('GET', `/organizations/${ids.orgA}/invitations?limit=100`, people.dana);
    expect(danas.statusCode).toBe(200);
    const danaDepartments = new Set(
      danas.json().data.map((row: { departmentId: string }) => row.departmentId),
    );
    expect([...danaDepartments].every((d) => d === ids.eng || d === ids.platform)).toBe(true);
    expect((await call('DELETE', `/organizations/invitations/${id}`, people.dana)).statusCode).toBe(403);
    expect((await call('GET', `/organizations/${ids.orgA}/invitations`, people.bea)).statusCode).toBe(404);
    expect((await call('GET', `/organizations/${ids.orgA}/invitations`, people.mo)).statusCode).toBe(403);

    const cancelled = await call('DELETE', `/organizations/invitations/${id}`, people.ada);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(ORG_INVITATION_MESSAGES.cancelled);
    const preview = await call('GET', `/organizations/join/${token}`);
    expect(preview.statusCode).toBe(410);
    expect(preview.json().error).toBe(ORG_INVITATION_MESSAGES.revoked);
    const after = await call(
      'GET',
      `/organizations/${ids.orgA}/invitations?search=cancel&limit=100`,
      people.ada,
    );
    expect(after.json().data.map((row: { email: string }) => row.email)).not.toContain(email);
    expect((await call('DELETE', `/organizations/invitations/${id}`, people.ada)).statusCode).toBe(409);
  });

  it('sent by a member who is then removed are revoked', async () => {
    const [manager] = await t.database.db
      .insert(users)
      .values({
        name: 'Leaving Manager',
        email: 'leaving@acme-invite.test',
        accountType: 'organization',
        organizationId: ids.orgA,
        orgRole: 'dept_manager',
        isDeptManager: true,
        departmentId: ids.eng,
        passwordHash: await hashPassword(TEST_PASSWORD),
      })
      .returning();
    await t.database.db.insert(departmentManagers).values({ departmentId: ids.eng, userId: manager!.id });
    const session = await signIn(t.app, manager!.email);
    const { token } = await invited(session, { email: fresh('orphan'), departmentId: ids.eng });
    expect((await call('DELETE', `/organizations/users/${manager!.id}`, people.ada)).statusCode).toBe(200);
    expect((await call('GET', `/organizations/join/${token}`)).json().error).toBe(
      ORG_INVITATION_MESSAGES.revoked,
    );
  });
});

describe('accepting', () => {
  it('needs a sign-in with exactly the invited address, then joins with the role and department', async () => {
    const { token } = await invited(people.dana, {
      email: 'ivy@individual.test',
      role: 'dept_manager',
      departmentId: ids.platform,
    });

    const signedOut = (await call('GET', `/organizations/join/${token}`)).json().data;
    expect(signedOut).toMatchObject({
      organizationName: 'Acme Invite',
      email: 'ivy@individual.test',
      role: 'dept_manager',
      departmentName: 'Platform',
      invitedByName: 'Dana Manager',
      accountExists: true,
      signedIn: false,
      signedInAsInvitee: false,
    });
    expect((await call('POST', `/organizations/join/${token}/accept`)).statusCode).toBe(401);

    // Signed in as someone else: refused with a text that names both addresses.
    const other = await signIn(t.app, 'mo@acme-invite.test');
    expect((await call('GET', `/organizations/join/${token}`, other)).json().data).toMatchObject({
      signedIn: true,
      signedInAsInvitee: false,
    });
    const wrong = await call('POST', `/organizations/join/${token}/accept`, other);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(
      ORG_INVITATION_MESSAGES.wrongAccount('ivy@individual.test', 'mo@acme-invite.test'),
    );
    // An account of the address registers no second time.
    expect((await registerThrough(token)).json().error).toBe(AUTH_MESSAGES.emailAlreadyRegistered);

    expect(
      (await call('GET', `/organizations/join/${token}`, people.ivy)).json().data.signedInAsInvitee,
    ).toBe(true);
    const accepted = await call('POST', `/organizations/join/${token}/accept`, people.ivy);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({
      organizationId: ids.orgA,
      organizationName: 'Acme Invite',
      role: 'dept_manager',
    });

    const me = (await call('GET', '/auth/me', people.ivy)).json().data;
    expect(me).toMatchObject({
      organizationId: ids.orgA,
      accountType: 'organization',
      orgRole: 'dept_manager',
    });
    const [manages] = await t.database.db
      .select()
      .from(departmentManagers)
      .where(eq(departmentManagers.userId, userIds['ivy@individual.test']!));
    expect(manages?.departmentId).toBe(ids.platform);

    // The feed says so, and the inviter is told.
    const [entry] = await t.database.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.type, 'org_member_joined'),
          eq(activities.entityId, userIds['ivy@individual.test']!),
        ),
      );
    expect(entry?.organizationId).toBe(ids.orgA);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, userIds['dana@acme-invite.test']!));
    expect(told.map((row) => row.message)).toContain(
      'Ivy Individual accepted your invitation and joined Acme Invite',
    );
  });

  it('refuses an account that belongs to another organization', async () => {
    const { token } = await invited(people.ada, { email: 'bea@globex-invite.test' });
    const refused = await call('POST', `/organizations/join/${token}/accept`, people.bea);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(ORG_INVITATION_MESSAGES.otherOrganization);
    const [bea] = await t.database.db.select().from(users).where(eq(users.email, 'bea@globex-invite.test'));
    expect(bea?.organizationId).toBe(ids.orgB);
  });
});

describe('registering from an invitation', () => {
  it('creates an account for the invited address, already a member, with no verification mail', async () => {
    // On the organization's own domain: a plain registration would mail a verification link.
    const email = `newbie.${++counter}@acme-invite.test`;
    const { token } = await invited(people.ada, { email, role: 'member', departmentId: ids.marketing });
    expect((await call('GET', `/organizations/join/${token}`)).json().data.accountExists).toBe(false);

    const registered = await registerThrough(token, 'Nia Newbie');
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json();
    expect(body.user).toMatchObject({
      email,
      name: 'Nia Newbie',
      accountType: 'organization',
      organizationId: ids.orgA,
    });
    expect(body.organization).toEqual({
      organizationId: ids.orgA,
      organizationName: 'Acme Invite',
      role: 'member',
    });
    expect(body.verification).toBeUndefined();
    const session = {
      headers: {
        authorization: `Bearer ${body.token}`,
        cookie: registered.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      },
    } as TestSession;
    expect((await call('GET', '/organizations/current', session)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.departmentId).toBe(ids.marketing);
    // A verification mail would be queued by the answer itself: give it the time it takes to land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Ada Admin invited you to join Acme Invite on TaskFlow',
    ]);
  });

  it('takes only a name and a password: the address is the invitation’s', async () => {
    const { token } = await invited(people.ada, { email: fresh('fixed') });
    const sneaky = await call('POST', `/organizations/join/${token}/register`, undefined, {
      name: 'Sneaky',
      password: TEST_PASSWORD,
      email: 'someone.else@example.test',
    });
    expect(sneaky.statusCode).toBe(400);
    const short = await call('POST', `/organizations/join/${token}/register`, undefined, {
      name: ' ',
      password: '123',
    });
    expect(short.statusCode).toBe(400);
  });
});
