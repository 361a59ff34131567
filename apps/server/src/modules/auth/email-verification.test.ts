import { EMAIL_VERIFICATION_MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens, mailOutbox, users } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { registerUser, sessionFrom, type TestSession } from '../../test/auth';
import { followVerificationLink, verificationTokenFor } from '../../test/email-verification';
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  type Caller,
  callerFor,
  expectData,
  newProject,
  newTask,
  registerOrganization,
} from '../projects/test-support';

const APP_ORIGIN = 'https://tasks.example.test';
const DOMAIN = 'acme-verify.test';
const SECRET_TITLE = 'Acme secret roadmap';

let t: TestApp;
let olivia: Caller;
let organizationId: string;
let projectId: string;
let taskId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_ORIGIN } });
  const acme = await registerOrganization(t.app, DOMAIN, 'Olivia Admin');
  olivia = acme.admin;
  organizationId = acme.organizationId;
  projectId = (await newProject(olivia, { title: SECRET_TITLE }))._id;
  taskId = (await newTask(olivia, { title: `${SECRET_TITLE} task`, projectId }))._id;
  await olivia.request('POST', `/tasks/${taskId}/comments`, { text: `${SECRET_TITLE} comment` });
  await olivia.request('POST', `/projects/${projectId}/discussion`, { text: `${SECRET_TITLE} discussion` });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/todos',
    headers: olivia.session.headers,
    payload: { text: `${SECRET_TITLE} todo`, visibility: 'organization' },
  });
});
afterAll(async () => {
  await t?.close();
});

async function register(email: string): Promise<{ session: TestSession; answer: Record<string, unknown> }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { name: 'Mallory X', email, password: 'correct horse battery' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { session: sessionFrom(response), answer: response.json() };
}

/** Every organization object route, as this caller: each must be refused (403/404), never answered. */
const OBJECT_ROUTES = () =>
  [
    ['GET', `/projects/${projectId}`],
    ['GET', `/projects/${projectId}/tasks`],
    ['GET', `/projects/${projectId}/discussion`],
    ['POST', `/projects/${projectId}/discussion`, { text: 'hello' }],
    ['PUT', `/projects/${projectId}`, { title: 'Mine now' }],
    ['POST', `/projects/${projectId}/members`, { email: 'someone@example.test' }],
    ['GET', `/tasks/${taskId}`],
    ['PUT', `/tasks/${taskId}`, { title: 'Mine now' }],
    ['GET', `/tasks/${taskId}/comments`],
    ['POST', `/tasks/${taskId}/comments`, { text: 'hello' }],
    ['POST', '/tasks', { title: 'In your project', projectId }],
    ['GET', '/organizations/current'],
  ] as const;

/** The lists a person reads: none may show anything of the organization. */
const LISTS = ['/projects', '/tasks', '/todos', '/todos?view=shared', '/dashboard', '/notifications'];

describe('registering with an address on an organization domain', () => {
  it('makes an individual account with no organization role, mails a link, and reads nothing of the organization', async () => {
    const email = 'mallory.x@acme-verify.test';
    const { session, answer } = await register(email);
    expect(answer.user).toMatchObject({
      accountType: 'individual',
      organizationId: null,
      isOrgAdmin: false,
    });
    expect((answer.user as { orgRole?: unknown }).orgRole ?? null).toBeNull();
    expect(answer.verification).toEqual({
      organizationName: `Org ${DOMAIN}`,
      email,
      message: EMAIL_VERIFICATION_MESSAGES.checkEmail(`Org ${DOMAIN}`, email),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row).toMatchObject({ accountType: 'individual', organizationId: null, orgRole: null });

    const mallory = callerFor(t.app, session);
    for (const [method, url, payload] of OBJECT_ROUTES()) {
      const response = await mallory.request(method, url, payload);
      expect([403, 404], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
      expect(response.body).not.toContain(SECRET_TITLE);
    }
    for (const url of LISTS) {
      const response = await mallory.request('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(SECRET_TITLE);
      expect(response.body, url).not.toContain(organizationId);
    }
  });

  it('mails a single-use link valid 24 hours on APP_ORIGIN, stored only as its SHA-256', async () => {
    const email = 'trudy@acme-verify.test';
    const { session } = await register(email);
    const token = await verificationTokenFor(t.app, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, session.user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600 * 1000 + 1000);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mail?.text).toContain(`${APP_ORIGIN}/auth/verify-email/${token}`);
    expect(mail?.subject).toContain(`Org ${DOMAIN}`);
  });

  it('joins the organization as a member once the link is followed, and lets the account in', async () => {
    const email = 'jordan.v@acme-verify.test';
    const { session } = await register(email);
    const token = await verificationTokenFor(t.app, email);

    const verified = await followVerificationLink(t.app, token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: EMAIL_VERIFICATION_MESSAGES.verified(`Org ${DOMAIN}`),
    });

    // The same session goes on (nothing else is bumped) and now sees the membership.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ accountType: 'organization', organizationId, orgRole: 'member' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row).toMatchObject({ tokenVersion: 0, role: 'user', systemRole: 'user', orgRole: 'member' });

    const jordan = callerFor(t.app, session);
    expect((await jordan.request('GET', `/projects/${projectId}`)).statusCode).toBe(200);
    expect((await jordan.request('GET', `/tasks/${taskId}`)).statusCode).toBe(200);
    expect((await jordan.request('GET', `/projects/${projectId}/tasks`)).statusCode).toBe(200);
    expect((await jordan.request('GET', '/organizations/current')).statusCode).toBe(200);
    const projects = await expectData<Array<{ _id: string }>>(jordan.request('GET', '/projects'));
    expect(projects.map((project) => project._id)).toContain(projectId);

    // A link works once.
    const again = await followVerificationLink(t.app, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, error: EMAIL_VERIFICATION_MESSAGES.invalidLink });
  });

  it('refuses an expired, an unknown and a malformed link with a clear 400, and joins nobody', async () => {
    const email = 'late@acme-verify.test';
    const { session } = await register(email);
    const token = await verificationTokenFor(t.app, email);
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, sha256Hex(token)));

    for (const candidate of [token, 'A'.repeat(43), 'short', `${token}x`]) {
      const response = await followVerificationLink(t.app, candidate);
      expect(response.statusCode, candidate).toBe(400);
      expect(response.json().error).toBe(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row).toMatchObject({ accountType: 'individual', organizationId: null, orgRole: null });
    expect((await callerFor(t.app, session).request('GET', `/projects/${projectId}`)).statusCode).not.toBe(
      200,
    );
  });

  it('refuses a link whose account has changed its address since', async () => {
    const email = 'mover@acme-verify.test';
    const { session } = await register(email);
    const token = await verificationTokenFor(t.app, email);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: session.headers,
      payload: { email: 'mover@elsewhere.test' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await followVerificationLink(t.app, token)).statusCode).toBe(400);
  });

  it('sends no link and joins nothing for an address outside any organization domain', async () => {
    const session = await registerUser(t.app, { name: 'Plain Person' });
    expect(session.user).toMatchObject({ accountType: 'individual', organizationId: null });
    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, session.user._id));
    expect(rows).toEqual([]);
  });

  it('mails a new link to an account still waiting, which joins with it while the expired one stays refused', async () => {
    const email = 'again@acme-verify.test';
    const { session } = await register(email);
    const first = await verificationTokenFor(t.app, email);
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, sha256Hex(first)));

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email/resend',
      headers: session.headers,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.checkEmail(`Org ${DOMAIN}`, email));
    let second = first;
    while (second === first) second = await verificationTokenFor(t.app, email);

    expect((await followVerificationLink(t.app, first)).statusCode).toBe(400);
    expect((await followVerificationLink(t.app, second)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user._id));
    expect(row).toMatchObject({ organizationId, orgRole: 'member' });
  });

  it('sends no new link to a member, to an account that joined and left, or to one outside any organization domain', async () => {
    const outsider = await registerUser(t.app, { name: 'Plain Person' });
    const joined = await register('joined@acme-verify.test');
    expect(
      (await followVerificationLink(t.app, await verificationTokenFor(t.app, 'joined@acme-verify.test')))
        .statusCode,
    ).toBe(200);
    const left = await register('left@acme-verify.test');
    expect(
      (await followVerificationLink(t.app, await verificationTokenFor(t.app, 'left@acme-verify.test')))
        .statusCode,
    ).toBe(200);
    // Removed from the organization since: an individual account again, with a spent link.
    await t.database.db
      .update(users)
      .set({ accountType: 'individual', organizationId: null, orgRole: null })
      .where(eq(users.id, left.session.user._id));

    for (const headers of [
      olivia.session.headers,
      outsider.headers,
      joined.session.headers,
      left.session.headers,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-email/resend',
        headers,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe(EMAIL_VERIFICATION_MESSAGES.nothingToResend);
    }
  });
});
