import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { registerUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { AUTH_SERVER_MESSAGES } from './auth.service';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (soft line breaks and =XX escapes), which mailers use for long lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const APP_ORIGIN = 'https://tasks.example.test';

function resetLinkIn(mail: ReceivedMail): string {
  const links = decodeQuotedPrintable(mail.raw).match(/https?:\/\/[^\s<>"']+/g) ?? [];
  const link = links.find((candidate) => candidate.includes('/auth/reset-password/'));
  if (!link) throw new Error(`No reset link in:\n${mail.raw}`);
  return link;
}

describe('password reset by mail over SMTP', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  const inbox: ReceivedMail[] = [];
  let waiters: Array<() => void> = [];

  async function nextMail(count: number): Promise<ReceivedMail> {
    const deadline = Date.now() + 10_000;
    while (inbox.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${inbox.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return inbox[count - 1] as ReceivedMail;
  }

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          for (const wake of waiters) wake();
          waiters = [];
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        APP_ORIGIN,
        MAIL_FROM: 'TaskFlow <no-reply@example.test>',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('mails a one-hour, single-use link on APP_ORIGIN; the reset revokes old tokens and the used link', async () => {
    const session = await registerUser(t.app, { name: 'Reset Me' });
    const email = session.user.email;

    // The same answer whether or not the account exists; no mail for an unknown address.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgotpassword',
      payload: { email: uniqueEmail('nobody') },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgotpassword',
      // A forged Host must not end up in the link.
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: email.toUpperCase() },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: AUTH_SERVER_MESSAGES.resetLinkSent });

    const mail = await nextMail(1);
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/Subject: Reset your TaskFlow password/);
    const link = resetLinkIn(mail);
    expect(link.startsWith(`${APP_ORIGIN}/auth/reset-password/`)).toBe(true);
    expect(link).not.toContain('evil.example');
    const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is stored, valid for one hour.
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.map((row) => row.tokenHash)).toContain(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((candidate) => candidate.tokenHash === sha256Hex(token));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeGreaterThan(59 * 60 * 1000);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const reset = (resetToken: string, password: string) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/auth/resetpassword/${resetToken}`, payload: { password } });

    expect((await reset(token, '123')).statusCode).toBe(400);
    const done = await reset(token, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: AUTH_SERVER_MESSAGES.passwordReset });

    // The old session and the old password are gone; the new password works; the link is spent.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers })).statusCode,
    ).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const fresh = await signIn(t.app, email, 'a brand new password');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: fresh.headers })).statusCode,
    ).toBe(200);
    const reused = await reset(token, 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(AUTH_SERVER_MESSAGES.resetLinkInvalid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox).toHaveLength(1);
  });

  it('refuses unknown, malformed and expired links with a 400 and a message', async () => {
    const reset = (path: string, payload: unknown = { password: 'new password' }) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/auth/resetpassword/${path}`, payload: payload as object });
    for (const path of [
      randomToken(),
      'short',
      `${randomToken()}x`,
      '..%2F..%2Fetc',
      encodeURIComponent("' OR 1=1 --"),
    ]) {
      const response = await reset(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error).toBe(AUTH_SERVER_MESSAGES.resetLinkInvalid);
    }
    expect((await reset(randomToken(), {})).statusCode).toBe(400);
    expect((await reset(randomToken(), { password: ['x'] })).statusCode).toBe(400);

    const session = await registerUser(t.app);
    const expired = randomToken();
    await t.database.db.insert(passwordResetTokens).values({
      userId: session.user._id,
      tokenHash: sha256Hex(expired),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await reset(expired)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers })).statusCode,
    ).toBe(200);
  });

  it('answers bad forgot-password input with a 400 and a message', async () => {
    const ask = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/forgotpassword', payload: payload as object });
    expect((await ask({})).json().error).toContain('email');
    expect((await ask({ email: '' })).json().error).toContain('Please enter your email address');
    expect((await ask({ email: 'nope' })).json().error).toContain('valid email');
    expect((await ask({ email: { $gt: '' } })).statusCode).toBe(400);
  });
});

describe('password reset without SMTP (dev outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_ORIGIN } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the mail, with its link, in the outbox table', async () => {
    const session = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgotpassword',
      payload: { email: session.user.email },
    });
    expect(response.statusCode).toBe(200);
    let rows: Array<typeof mailOutbox.$inferSelect> = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, session.user.email));
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows).toHaveLength(1);
    const link = rows[0]?.text.match(/https:\/\/\S+/)?.[0] ?? '';
    expect(link.startsWith(`${APP_ORIGIN}/auth/reset-password/`)).toBe(true);
    expect(rows[0]?.html).toContain('Reset my password');
    const token = link.slice(link.lastIndexOf('/') + 1);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/resetpassword/${token}`,
      payload: { password: 'outbox password' },
    });
    expect(reset.statusCode).toBe(200);
    await signIn(t.app, session.user.email, 'outbox password');
  });
});
