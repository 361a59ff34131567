import { INVITATION_MESSAGES } from '@app/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  mailOutbox,
  notifications,
  organizations,
  projectInvitations,
  projectMembers,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { sha256Hex } from '../../lib/tokens';
import { signIn, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';

// Project invitations end to end over HTTP: who may invite whom, the secret (mailed only, stored as a hash, in no
// answer), single use, expiry, resend, cancel, one pending per address, accepting by signing in or registering
// with exactly the invited address, races, and revocation when the inviter loses the right to have sent it.

const APP_ORIGIN = 'https://tasks.example.test';
const LINK = /https:\/\/tasks\.example\.test\/invite\?token=([A-Za-z0-9_-]{43})/;
const ORG_DOMAIN = 'acme-projects.test';

let t: TestApp;
type Person = 'olga' | 'sue' | 'leo' | 'mia' | 'stan' | 'ian' | 'ada' | 'omar' | 'ivy';
const people = {} as Record<Person, TestSession>;
const userIds = {} as Record<Person, string>;
const emails: Record<Person, string> = {
  olga: 'olga@owner.test',
  sue: 'sue@supervisor.test',
  leo: 'leo@lead.test',
  mia: 'mia@member.test',
  stan: 'stan@stranger.test',
  ian: 'ian@invitee.test',
  ada: `ada@${ORG_DOMAIN}`,
  omar: `omar@${ORG_DOMAIN}`,
  ivy: 'ivy@individual.test',
};
let projectId = '';
let orgProjectId = '';
let organizationId = '';
let passwordHash = '';
let counter = 0;
const fresh = (label: string, domain = 'newcomer.test') => `${label}.${++counter}@${domain}`;
/** Every answer body of the file: none may carry a link's secret. */
const answers: string[] = [];

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

/** An account made directly in the database (faster than registering), signed in. */
async function person(name: string, email: string, fields: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(users)
    .values({ name, email, passwordHash, ...fields })
    .returning({ id: users.id });
  return { id: row!.id, session: await signIn(t.app, email) };
}

async function addMember(owner: TestSession, project: string, email: string, role: string): Promise<void> {
  const response = await call('POST', `/projects/${project}/members`, owner, { email, role });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_ORIGIN } });
  const { db } = t.database;
  passwordHash = await hashPassword(TEST_PASSWORD);
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Acme Projects', domain: ORG_DOMAIN, subscriptionTier: 'enterprise' })
    .returning();
  organizationId = organization!.id;
  const org = { accountType: 'organization' as const, organizationId };
  const names: Record<Person, [string, Partial<typeof users.$inferInsert>]> = {
    olga: ['Olga Owner', {}],
    sue: ['Sue Supervisor', {}],
    leo: ['Leo Lead', {}],
    mia: ['Mia Member', {}],
    stan: ['Stan Stranger', {}],
    ian: ['Ian Invitee', {}],
    ada: [
      'Ada Admin',
      { ...org, orgRole: 'org_admin', isOrgAdmin: true, role: 'admin', systemRole: 'admin' },
    ],
    omar: ['Omar Orgmember', { ...org, orgRole: 'member' }],
    ivy: ['Ivy Individual', {}],
  };
  for (const [key, [name, fields]] of Object.entries(names) as [Person, (typeof names)[Person]][]) {
    const made = await person(name, emails[key], fields);
    people[key] = made.session;
    userIds[key] = made.id;
  }
  const created = await call('POST', '/projects', people.olga, { title: 'Apollo' });
  expect(created.statusCode, created.body).toBe(201);
  projectId = created.json().data._id;
  await addMember(people.olga, projectId, emails.sue, 'supervisor');
  await addMember(people.olga, projectId, emails.leo, 'team-lead');
  await addMember(people.olga, projectId, emails.mia, 'team-member');
  const orgProject = await call('POST', '/projects', people.ada, { title: 'Acme Portal' });
  expect(orgProject.statusCode, orgProject.body).toBe(201);
  orgProjectId = orgProject.json().data._id;
}, 120_000);

afterAll(async () => {
  const mails = await t.database.db.select({ text: mailOutbox.text }).from(mailOutbox);
  const tokens = mails.flatMap((mail) => mail.text.match(LINK)?.[1] ?? []);
  const hashes = (await t.database.db.select().from(projectInvitations)).map((row) => row.tokenHash);
  // No secret and no hash of one reached any answer of the whole file, the inviter's included.
  expect(tokens.length).toBeGreaterThan(10);
  for (const body of answers) {
    for (const secret of [...tokens, ...hashes]) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/"tokenHash"|"token_hash"/);
  }
  await t?.close();
});

/** The secret of the newest invitation mail to `email` (mail goes out in the background). */
async function mailedToken(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
    const token = mails.length > after ? mails[0]?.text.match(LINK)?.[1] : undefined;
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`No invitation mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function mailCount(email: string): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()));
  return rows.length;
}

const send = (session: TestSession | undefined, body: Record<string, unknown>) =>
  call('POST', '/invite/send', session, body);

async function invited(
  session: TestSession,
  email: string,
  role = 'team-member',
  project = projectId,
): Promise<{ id: string; token: string }> {
  const before = await mailCount(email);
  const response = await send(session, { projectId: project, email, role });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data._id, token: await mailedToken(email, before) };
}

const validate = (token: string, session?: TestSession) => call('GET', `/invite/validate/${token}`, session);
const respond = (session: TestSession | undefined, token: string, action: 'accept' | 'decline') =>
  call('POST', '/invite/respond', session, { token, action });
const acceptLink = (token: string, project: string, session?: TestSession) =>
  call('POST', `/projects/accept-invitation/${token}`, session, { projectId: project });
const list = (session: TestSession, project = projectId) =>
  call('GET', `/invite/project/${project}`, session);

function expectNotFound(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json().error).toBe(INVITATION_MESSAGES.notFound);
}

async function membershipsOf(userId: string, project = projectId) {
  return t.database.db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, project), eq(projectMembers.userId, userId)));
}

async function expire(id: string): Promise<void> {
  await t.database.db
    .update(projectInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(projectInvitations.id, id));
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: projectInvitations.status })
    .from(projectInvitations)
    .where(eq(projectInvitations.id, id));
  return row?.status;
}

/** A new account on the link, signed in (the answer's session). */
async function registerThrough(token: string, name = 'New Person'): Promise<LightMyRequestResponse> {
  return call('POST', '/invite/register', undefined, { token, name, password: TEST_PASSWORD });
}

function sessionOf(response: LightMyRequestResponse): TestSession {
  const body = response.json() as { token: string; user: TestSession['user'] };
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return {
    token: body.token,
    cookie,
    user: body.user,
    headers: { authorization: `Bearer ${body.token}`, cookie },
  };
}

async function notificationsOf(userId: string, title: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.title, title)));
}

describe('sending', () => {
  it('mails a link on APP_ORIGIN, keeps only its SHA-256, valid for 7 days, and answers the invitation', async () => {
    const email = fresh('hash');
    const before = await mailCount(email);
    const response = await send(people.olga, { projectId, email: email.toUpperCase(), role: 'team-lead' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(INVITATION_MESSAGES.sent(email));
    expect(body.data).toMatchObject({
      email,
      role: 'team-lead',
      projectId,
      projectName: 'Apollo',
      invitedBy: { _id: userIds.olga, name: 'Olga Owner' },
      status: 'pending',
    });
    expect(body.data).not.toHaveProperty('token');
    expect(response.headers['cache-control']).toBe('no-store');
    const token = await mailedToken(email, before);
    const [row] = await t.database.db
      .select()
      .from(projectInvitations)
      .where(eq(projectInvitations.id, body.data._id));
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(Object.values(row!).map(String)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail!.subject).toContain('Apollo');
    expect(mail!.text).toContain(
      'Olga Owner invited you to join the project "Apollo" on TaskFlow as a team lead',
    );
  });

  it('lets a team lead invite team members only, and a team member nobody', async () => {
    for (const role of ['supervisor', 'team-lead']) {
      const response = await send(people.leo, { projectId, email: fresh('lead'), role });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(INVITATION_MESSAGES.teamLeadInvitesMembersOnly);
    }
    expect(
      (await send(people.leo, { projectId, email: fresh('lead'), role: 'team-member' })).statusCode,
    ).toBe(201);
    const member = await send(people.mia, { projectId, email: fresh('member'), role: 'team-member' });
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe(INVITATION_MESSAGES.cannotInvite);
    const listed = await list(people.mia);
    expect(listed.statusCode).toBe(403);
    expect(listed.json().error).toBe(INVITATION_MESSAGES.cannotInvite);
    // Supervisors may offer every role.
    expect((await send(people.sue, { projectId, email: fresh('sup'), role: 'supervisor' })).statusCode).toBe(
      201,
    );
  });

  it('answers a stranger as if the project did not exist, and refuses bad input with a 4xx', async () => {
    const response = await send(people.stan, { projectId, email: fresh('stranger'), role: 'team-member' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Project not found');
    expect((await send(undefined, { projectId, email: fresh('anon'), role: 'team-member' })).statusCode).toBe(
      401,
    );
    for (const body of [
      { projectId, email: 'not-an-email', role: 'team-member' },
      { projectId, email: fresh('x'), role: 'owner' },
      { projectId: 'nope', email: fresh('x'), role: 'team-member' },
      {},
    ]) {
      const bad = await send(people.olga, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', '/invite/resend/nope', people.olga)).statusCode).toBe(400);
    expect((await call('DELETE', '/invite/cancel/nope', people.olga)).statusCode).toBe(400);
    expect((await call('GET', '/invite/project/nope', people.olga)).statusCode).toBe(400);
    expect(
      (await call('POST', '/invite/respond', people.ian, { token: 'x', action: 'maybe' })).statusCode,
    ).toBe(400);
  });

  it('answers 409 for a member and for a second pending invitation; an expired one gives way', async () => {
    const member = await send(people.olga, {
      projectId,
      email: emails.mia.toUpperCase(),
      role: 'team-member',
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().error).toBe(INVITATION_MESSAGES.alreadyMember);

    const email = fresh('twice');
    const { id } = await invited(people.olga, email);
    const again = await send(people.sue, { projectId, email: email.toUpperCase(), role: 'team-lead' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(INVITATION_MESSAGES.alreadyPending);

    await expire(id);
    expect((await send(people.olga, { projectId, email, role: 'team-member' })).statusCode).toBe(201);
    const statuses = await t.database.db
      .select({ status: projectInvitations.status })
      .from(projectInvitations)
      .where(eq(projectInvitations.email, email));
    expect(statuses.map((row) => row.status).sort()).toEqual(['expired', 'pending']);
  });
});

describe('the link', () => {
  it('validates for a guest, the invitee, another account and a member, then joins once', async () => {
    const { token } = await invited(people.olga, emails.ian, 'team-lead');
    const guest = await validate(token);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.headers['cache-control']).toBe('no-store');
    expect(guest.json()).toEqual({
      success: true,
      data: {
        invitation: expect.objectContaining({
          email: emails.ian,
          role: 'team-lead',
          projectId,
          projectName: 'Apollo',
          invitedBy: { _id: userIds.olga, name: 'Olga Owner' },
          status: 'pending',
        }),
        userStatus: 'guest',
        requiresAuth: true,
        authMode: 'login',
        isAuthenticated: false,
      },
    });
    expect((await validate(token, people.stan)).json().data).toMatchObject({
      userStatus: 'other-account',
      requiresAuth: true,
      isAuthenticated: true,
    });
    // A session that does not hold counts as signed out.
    const broken = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invite/validate/${token}`,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(broken.json().data.userStatus).toBe('guest');
    expect((await validate(token, people.ian)).json().data).toMatchObject({
      userStatus: 'invitee',
      requiresAuth: false,
    });

    const wrong = await respond(people.stan, token, 'accept');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(INVITATION_MESSAGES.wrongAccount(emails.ian, emails.stan));
    expect((await respond(undefined, token, 'accept')).statusCode).toBe(401);

    const accepted = await respond(people.ian, token, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      success: true,
      message: INVITATION_MESSAGES.joined('Apollo'),
      data: {
        requiresAuth: false,
        isAuthenticated: true,
        userStatus: 'member',
        project: { _id: projectId, title: 'Apollo' },
        projectName: 'Apollo',
        role: 'team-lead',
        redirectTo: `/projects/${projectId}`,
        invitationEmail: emails.ian,
      },
    });
    expect((await membershipsOf(userIds.ian)).map((row) => row.role)).toEqual(['team-lead']);
    const project = (await call('GET', `/projects/${projectId}`, people.ian)).json().data;
    expect(project.myRole).toBe('team-lead');
    const [entry] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.projectId, projectId), eq(activities.actorId, userIds.ian)));
    expect(entry?.message).toBe('Ian Invitee joined project "Apollo" as a team lead');

    // Used: the same 404 everywhere, and the list no longer shows it.
    expectNotFound(await validate(token, people.ian));
    expectNotFound(await respond(people.ian, token, 'accept'));
    expectNotFound(await acceptLink(token, projectId, people.ian));
    const listed = (await list(people.olga)).json().data as { email: string }[];
    expect(listed.map((row) => row.email)).not.toContain(emails.ian);
  });

  it('tells a signed-in invitee who is already a member so, and refuses a second membership with 409', async () => {
    const { token } = await invited(people.olga, emails.ivy);
    await addMember(people.olga, projectId, emails.ivy, 'team-member');
    expect((await validate(token, people.ivy)).json().data).toMatchObject({
      userStatus: 'member',
      requiresAuth: false,
    });
    const again = await respond(people.ivy, token, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(INVITATION_MESSAGES.youAreAlreadyMember);
    expect(await membershipsOf(userIds.ivy)).toHaveLength(1);
    await call('DELETE', `/projects/${projectId}/members/${userIds.ivy}`, people.olga);
  });

  it('answers every bad link with the same 404: unknown, malformed, expired, cancelled, declined', async () => {
    for (const token of ['x'.repeat(43), 'short', 'x'.repeat(43).replace('x', '$')]) {
      expectNotFound(await validate(encodeURIComponent(token)));
    }

    const late = await invited(people.olga, fresh('late'));
    await expire(late.id);
    expectNotFound(await validate(late.token));
    expectNotFound(await acceptLink(late.token, projectId));
    expectNotFound(await registerThrough(late.token));
    // The list says it has expired.
    const listed = (await list(people.olga)).json().data as { _id: string; status: string }[];
    expect(listed.find((row) => row._id === late.id)?.status).toBe('expired');

    const withdrawn = await invited(people.olga, fresh('withdrawn'));
    const cancelled = await call('DELETE', `/invite/cancel/${withdrawn.id}`, people.olga);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ success: true, message: INVITATION_MESSAGES.cancelled });
    expectNotFound(await validate(withdrawn.token));
    expect(((await list(people.olga)).json().data as { _id: string }[]).map((row) => row._id)).not.toContain(
      withdrawn.id,
    );
    // Cancelling twice finds nothing to cancel.
    expect((await call('DELETE', `/invite/cancel/${withdrawn.id}`, people.olga)).statusCode).toBe(404);
  });

  it('declines: the inviter is told, the link stops working, the list shows it declined and it can be resent', async () => {
    const email = fresh('decline');
    const invitee = await person('Dee Decliner', email);
    const { id, token } = await invited(people.sue, email);
    const declined = await respond(invitee.session, token, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({
      success: true,
      message: INVITATION_MESSAGES.declined,
      data: { redirectTo: '/' },
    });
    expectNotFound(await validate(token));
    expectNotFound(await respond(invitee.session, token, 'accept'));
    expect(await membershipsOf(invitee.id)).toHaveLength(0);
    const [told] = await notificationsOf(userIds.sue, 'Invitation declined');
    expect(told).toMatchObject({ type: 'other', projectId });
    expect(told!.message).toBe('Dee Decliner declined your invitation to project "Apollo"');
    const listed = (await list(people.olga)).json().data as { _id: string; status: string }[];
    expect(listed.find((row) => row._id === id)?.status).toBe('declined');

    const before = await mailCount(email);
    const resent = await call('POST', `/invite/resend/${id}`, people.sue);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.status).toBe('pending');
    const second = await mailedToken(email, before);
    expect((await respond(invitee.session, second, 'accept')).statusCode).toBe(200);
  });

  it('is replaced by a resend with a new expiry; the old link stops working; accepted ones are not resent', async () => {
    const email = fresh('resend');
    const { id, token: first } = await invited(people.leo, email);
    await expire(id);
    const before = await mailCount(email);
    const resent = await call('POST', `/invite/resend/${id}`, people.leo);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe(INVITATION_MESSAGES.resent(email));
    expect(new Date(resent.json().data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const second = await mailedToken(email, before);
    expect(second).not.toBe(first);
    expectNotFound(await validate(first));
    expect((await validate(second)).statusCode).toBe(200);

    const registered = await registerThrough(second, 'Rhea Resent');
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await respond(sessionOf(registered), second, 'accept')).statusCode).toBe(200);
    const again = await call('POST', `/invite/resend/${id}`, people.leo);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(INVITATION_MESSAGES.notResendable);
  });
});

describe('who manages the pending list', () => {
  it('keeps strangers out (404) and team members out (403); team leads manage only team-member invitations', async () => {
    const { id } = await invited(people.sue, fresh('managed'), 'supervisor');
    for (const [method, url] of [
      ['GET', `/invite/project/${projectId}`],
      ['DELETE', `/invite/cancel/${id}`],
      ['POST', `/invite/resend/${id}`],
    ] as const) {
      const response = await call(method, url, people.stan);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(people.stan)).json().error).toBe('Project not found');
    expect((await call('DELETE', `/invite/cancel/${id}`, people.stan)).json().error).toBe(
      INVITATION_MESSAGES.invitationNotFound,
    );
    for (const [method, url] of [
      ['DELETE', `/invite/cancel/${id}`],
      ['POST', `/invite/resend/${id}`],
    ] as const) {
      const lead = await call(method, url, people.leo);
      expect(lead.statusCode).toBe(403);
      expect(lead.json().error).toBe(INVITATION_MESSAGES.teamLeadInvitesMembersOnly);
      expect((await call(method, url, people.mia)).statusCode).toBe(403);
    }
    expect(await statusOf(id)).toBe('pending');
    // The list is newest first, and shows no secret.
    const listed = await list(people.leo);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data as { _id: string; invitedAt: string }[];
    expect(rows[0]?._id).toBe(id);
    const times = rows.map((row) => Date.parse(row.invitedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('registering and signing in from the link', () => {
  it('registers a new account with the invited address, signed in, then joins by responding', async () => {
    const email = fresh('register');
    const { token } = await invited(people.olga, email, 'supervisor');
    expect((await validate(token)).json().data.authMode).toBe('register');
    const signedOut = await acceptLink(token, projectId);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toMatchObject({
      success: false,
      error: INVITATION_MESSAGES.authRequired,
      data: {
        requiresAuth: true,
        authMode: 'register',
        userExists: false,
        invitationEmail: email,
        projectName: 'Apollo',
        role: 'supervisor',
        isAuthenticated: false,
        userStatus: 'guest',
      },
    });

    const registered = await registerThrough(token, 'Nia Newcomer');
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ success: true, user: { email, name: 'Nia Newcomer' } });
    const session = sessionOf(registered);
    expect((await call('GET', '/auth/me', session)).statusCode).toBe(200);
    // The link proves the address: no verification mail.
    expect(await mailCount(email)).toBe(1);
    // One account per address.
    const twice = await registerThrough(token, 'Nia Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(INVITATION_MESSAGES.accountExists);
    expect((await validate(token, session)).json().data.userStatus).toBe('invitee');

    const joined = await respond(session, token, 'accept');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.project).toEqual({ _id: projectId, title: 'Apollo' });
    const [me] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect((await membershipsOf(me!.id)).map((row) => row.role)).toEqual(['supervisor']);
  });

  it('takes only a token, a name and a password', async () => {
    const { token } = await invited(people.olga, fresh('strict'));
    const response = await call('POST', '/invite/register', undefined, {
      token,
      name: 'Eve',
      password: TEST_PASSWORD,
      email: 'eve@elsewhere.test',
    });
    expect(response.statusCode).toBe(400);
    expect(
      (await call('POST', '/invite/register', undefined, { token, name: ' ', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/invite/register', undefined, { token, name: 'Eve', password: '123' })).statusCode,
    ).toBe(400);
  });

  it('suggests signing in for an existing account, then joins through the accept-invitation route', async () => {
    const email = fresh('login');
    await person('Lou Login', email);
    const { token } = await invited(people.olga, email);
    expect((await validate(token)).json().data.authMode).toBe('login');
    const signedOut = await acceptLink(token, projectId);
    expect(signedOut.json()).toMatchObject({
      success: false,
      data: { requiresAuth: true, authMode: 'login', userExists: true, invitationEmail: email },
    });
    const registered = await registerThrough(token);
    expect(registered.statusCode).toBe(409);
    expect(registered.json().error).toBe(INVITATION_MESSAGES.accountExists);

    const session = await signIn(t.app, email);
    // Another project's id does not fit the link.
    expectNotFound(await acceptLink(token, orgProjectId, session));
    const joined = await acceptLink(token, projectId, session);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      success: true,
      message: INVITATION_MESSAGES.joined('Apollo'),
      data: { userStatus: 'member', redirectTo: `/projects/${projectId}`, role: 'team-member' },
    });
    // Signed in with another address: refused, naming both.
    const other = await invited(people.olga, fresh('other'));
    const wrong = await acceptLink(other.token, projectId, people.stan);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatch(/^This invitation is for /);
  });
});

describe('races', () => {
  it('gives two concurrent accepts exactly one membership and no 500', async () => {
    for (let round = 0; round < 3; round++) {
      const email = fresh('race');
      const racer = await person(`Racer ${round}`, email);
      const { id, token } = await invited(people.olga, email);
      const results = await Promise.all([
        respond(racer.session, token, 'accept'),
        acceptLink(token, projectId, racer.session),
        respond(racer.session, token, 'accept'),
      ]);
      const statuses = results.map((response) => response.statusCode).sort();
      expect(
        statuses.filter((status) => status === 200),
        statuses.join(),
      ).toHaveLength(1);
      for (const status of statuses) expect([200, 404, 409]).toContain(status);
      expect(await membershipsOf(racer.id)).toHaveLength(1);
      expect(await statusOf(id)).toBe('accepted');
    }
  });
});

describe('revocation', () => {
  it('cancels the pending invitations of a removed inviter: the link answers 404 and the list drops them', async () => {
    const email = fresh('revoke-removed');
    const sender = await person('Rob Removed', fresh('rob', 'removed.test'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, sender.id));
    await addMember(people.olga, projectId, row!.email, 'supervisor');
    const { id, token } = await invited(sender.session, email, 'supervisor');
    const other = await invited(people.olga, fresh('kept'));
    const removed = await call('DELETE', `/projects/${projectId}/members/${sender.id}`, people.olga);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
    expectNotFound(await validate(token));
    const listed = (await list(people.olga)).json().data as { _id: string }[];
    expect(listed.map((entry) => entry._id)).not.toContain(id);
    // Nobody else's invitations are touched.
    expect(await statusOf(other.id)).toBe('pending');
  });

  it('cancels what a demoted inviter may no longer send, and keeps what they still may', async () => {
    const sender = await person('Dora Demoted', fresh('dora', 'demoted.test'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, sender.id));
    await addMember(people.olga, projectId, row!.email, 'supervisor');
    const high = await invited(sender.session, fresh('high'), 'supervisor');
    const lead = await invited(sender.session, fresh('lead'), 'team-lead');
    const lowEmail = fresh('low');
    const low = await invited(sender.session, lowEmail, 'team-member');
    const demoted = await call('PUT', `/projects/${projectId}/members/${sender.id}`, people.olga, {
      role: 'team-lead',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(await statusOf(high.id)).toBe('cancelled');
    expect(await statusOf(lead.id)).toBe('cancelled');
    expect(await statusOf(low.id)).toBe('pending');
    expectNotFound(await validate(high.token));
    const registered = await registerThrough(low.token, 'Lowe Member');
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await respond(sessionOf(registered), low.token, 'accept')).statusCode).toBe(200);
  });

  it('checks the inviter again when the link is followed: a deleted inviter’s link answers 404', async () => {
    const sender = await person('Gus Gone', fresh('gus', 'gone.test'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, sender.id));
    await addMember(people.olga, projectId, row!.email, 'supervisor');
    const email = fresh('orphan');
    const invitee = await person('Otto Orphan', email);
    const { id, token } = await invited(sender.session, email);
    // Behind the projects module's back (as account deletion or an organization change would be).
    await t.database.db.delete(users).where(eq(users.id, sender.id));
    expectNotFound(await respond(invitee.session, token, 'accept'));
    expect(await membershipsOf(invitee.id)).toHaveLength(0);
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('checks the inviter’s current role when the link is followed, even when no revocation ran', async () => {
    const sender = await person('Hal Half', fresh('hal', 'half.test'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, sender.id));
    await addMember(people.olga, projectId, row!.email, 'supervisor');
    const email = fresh('between');
    const invitee = await person('Bea Between', email);
    const { id, token } = await invited(sender.session, email, 'supervisor');
    // A role change written straight to the table: no revocation ran.
    await t.database.db
      .update(projectMembers)
      .set({ role: 'team-member' })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, sender.id)));
    expectNotFound(await acceptLink(token, projectId, invitee.session));
    expect(await membershipsOf(invitee.id)).toHaveLength(0);
    expect(await statusOf(id)).toBe('cancelled');
  });
});

describe('organization projects', () => {
  it('invites only people of the organization, or new addresses on its domain', async () => {
    const outsider = await send(people.ada, {
      projectId: orgProjectId,
      email: fresh('outsider', 'elsewhere.test'),
      role: 'team-member',
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error).toBe(INVITATION_MESSAGES.otherOrganization);
    // An account of the domain that is not a member (it never verified) is not invited either.
    const unverified = fresh('unverified', ORG_DOMAIN);
    await person('Una Unverified', unverified);
    expect(
      (await send(people.ada, { projectId: orgProjectId, email: unverified, role: 'team-member' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send(people.ada, { projectId: orgProjectId, email: emails.ivy, role: 'team-member' }))
        .statusCode,
    ).toBe(400);

    // A member of the organization joins.
    const member = await invited(people.ada, emails.omar, 'team-lead', orgProjectId);
    expect((await respond(people.omar, member.token, 'accept')).statusCode).toBe(200);

    // A new address on the domain registers into the organization, then joins.
    const email = fresh('newhire', ORG_DOMAIN);
    const { token } = await invited(people.ada, email, 'team-member', orgProjectId);
    const registered = await registerThrough(token, 'Nora Newhire');
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().user).toMatchObject({ accountType: 'organization', organizationId });
    const joined = await respond(sessionOf(registered), token, 'accept');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.project).toEqual({ _id: orgProjectId, title: 'Acme Portal' });
  });

  it('lets an organization admin who is not a member invite as a supervisor would', async () => {
    const [second] = await t.database.db
      .insert(users)
      .values({
        name: 'Abe Admin',
        email: fresh('abe', ORG_DOMAIN),
        passwordHash,
        accountType: 'organization',
        organizationId,
        orgRole: 'org_admin',
        isOrgAdmin: true,
      })
      .returning();
    const abe = await signIn(t.app, second!.email);
    const { token } = await invited(abe, fresh('boss', ORG_DOMAIN), 'supervisor', orgProjectId);
    expect((await validate(token)).statusCode).toBe(200);
    expect((await list(abe, orgProjectId)).statusCode).toBe(200);
    // An organization member who is not in the project sees it, and may not invite.
    const viewer = await person('Vic Viewer', fresh('vic', ORG_DOMAIN), {
      accountType: 'organization',
      organizationId,
      orgRole: 'member',
    });
    const plain = await send(viewer.session, {
      projectId: orgProjectId,
      email: fresh('x', ORG_DOMAIN),
      role: 'team-member',
    });
    expect(plain.statusCode, plain.body).toBe(403);
    expect(plain.json().error).toBe(INVITATION_MESSAGES.cannotInvite);
  });
});

describe('the inviter is told', () => {
  it('of an acceptance, with a user_joined notification', async () => {
    const email = fresh('notify');
    const invitee = await person('Nat Notified', email);
    const { token } = await invited(people.leo, email);
    expect((await respond(invitee.session, token, 'accept')).statusCode).toBe(200);
    const told = (await notificationsOf(userIds.leo, 'Invitation accepted')).find((row) =>
      row.message.startsWith('Nat Notified'),
    );
    expect(told).toMatchObject({ type: 'user_joined', projectId });
    expect(told!.message).toBe('Nat Notified accepted your invitation and joined project "Apollo"');
    // The owner hears of the new member too.
    const owner = await notificationsOf(userIds.olga, 'New project member');
    expect(owner.some((row) => row.message === 'Nat Notified joined project "Apollo"')).toBe(true);
  });
});
