import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../db/schema';
import { sessionFrom, TEST_PASSWORD, type TestSession, uniqueEmail } from './auth';

const VERIFY_LINK = /\/auth\/verify-email\/([A-Za-z0-9_-]{43})/;

/**
 * The token of the newest verification link mailed to `email` through the dev outbox (tests without SMTP_URL).
 * Mail goes out in the background after the answer, so this waits for it a little.
 */
export async function verificationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [mail] = await app.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(1);
    const token = mail?.text.match(VERIFY_LINK)?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`No verification mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function followVerificationLink(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
}

/**
 * Registers like `registerUser`; when the address is on an organization's domain, also follows the mailed link,
 * so the account is a member of it as people are once they have proven their address.
 */
export async function registerAndVerify(
  app: FastifyInstance,
  fields: { name?: string; email?: string; password?: string } = {},
): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { name: 'Test User', email: uniqueEmail(), password: TEST_PASSWORD, ...fields },
  });
  const session = sessionFrom(response);
  if (!response.json().verification) return session;
  const verified = await followVerificationLink(app, await verificationTokenFor(app, session.user.email));
  if (verified.statusCode !== 200) throw new Error(`Verification failed: ${verified.body}`);
  const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers });
  return { ...session, user: me.json().data };
}
