import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/errors';
import { auditContext, recordAudit } from '../audit';
import { findCurrentUser, findUserByEmail } from './auth.queries';

// The audit log's entries for sign-in and passwords.

type SignInMethod = 'password' | 'google';
const MAX_ATTEMPTED_EMAIL = 320;

type AuditedUser = { id: string; email: string; organizationId: string | null };

/**
 * A successful sign-in: the user is the actor, in their organization's log (or the platform's). Given the user
 * when the sign-in has read them already, else their id.
 */
export async function auditSignIn(
  db: AppDb,
  request: FastifyRequest,
  who: AuditedUser | string,
  method: SignInMethod,
): Promise<void> {
  const user = typeof who === 'string' ? await findCurrentUser(db, who) : who;
  if (!user) return;
  await recordAudit(db, auditContext(request, { id: user.id, email: user.email }), {
    action: 'auth.sign_in',
    organizationId: user.organizationId,
    target: { type: 'user', id: user.id, label: user.email },
    after: { method },
  });
}

/**
 * A refused sign-in: no actor id, the attempted email as the actor's email, in the log of the organization of the
 * account that email names when there is one.
 */
export async function auditSignInFailure(
  db: AppDb,
  request: FastifyRequest,
  attempt: { email: string | null; method: SignInMethod; error: unknown },
): Promise<void> {
  const email = attempt.email?.trim().slice(0, MAX_ATTEMPTED_EMAIL) || null;
  const account = email ? await findUserByEmail(db, email) : undefined;
  const reason = attempt.error instanceof Error ? attempt.error.message.slice(0, 200) : 'Sign-in failed';
  await recordAudit(
    db,
    { ...auditContext(request, null), actorEmail: email },
    {
      action: 'auth.sign_in_failed',
      organizationId: account?.organizationId ?? null,
      target: { type: 'user', id: account?.id ?? null, label: email },
      after: {
        method: attempt.method,
        reason,
        ...(attempt.error instanceof AppError ? { status: attempt.error.statusCode } : {}),
      },
    },
  );
}

/** A password changed by its owner, or reset through a mailed link (the account is the actor then). */
export async function auditPassword(
  db: AppDb,
  request: FastifyRequest,
  userId: string,
  action: 'auth.password_changed' | 'auth.password_reset',
): Promise<void> {
  const user = await findCurrentUser(db, userId);
  if (!user) return;
  await recordAudit(db, auditContext(request, { id: user.id, email: user.email }), {
    action,
    organizationId: user.organizationId,
    target: { type: 'user', id: user.id, label: user.email },
  });
}
