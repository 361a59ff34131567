import {
  canSignOutUser,
  describeUserAgent,
  idleTimeoutMs,
  isPlatformAdmin,
  SESSION_MESSAGES,
  securityPolicyOf,
  type UserSession,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema';
import type { DomainEventBus, EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { type AuditContext, recordAudit } from '../audit';
import type { CurrentUser } from './auth.queries';
import {
  findSignInSubject,
  listOpenSessions,
  revokeOrganizationSessions,
  revokeSession,
  revokeUserSessions,
} from './sessions.queries';

export interface SessionDeps {
  db: AppDb;
  events: DomainEventBus;
}

/** GET /auth/sessions: the caller's sessions that still work, the one of this request marked current. */
export async function listMySessions(
  db: AppDb,
  user: CurrentUser,
  currentSessionId: string,
): Promise<UserSession[]> {
  const now = new Date();
  const [rows, subject] = await Promise.all([
    listOpenSessions(db, user.id, now),
    findSignInSubject(db, user.id),
  ]);
  const idleMs = subject?.organizationId
    ? idleTimeoutMs(securityPolicyOf(subject.organizationPolicy))
    : undefined;
  return rows
    .filter((row) => idleMs === undefined || now.getTime() - row.lastSeenAt.getTime() <= idleMs)
    .map((row) => ({
      _id: row.id,
      device: describeUserAgent(row.userAgent),
      ip: row.ip,
      method: row.method,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
    }));
}

/** DELETE /auth/sessions/{id}: ends one of the caller's sessions (the current one too: that is a sign-out). */
export async function endMySession(
  deps: SessionDeps,
  audit: AuditContext,
  user: CurrentUser,
  sessionId: string,
): Promise<void> {
  const ended = await deps.db.transaction(async (tx) => {
    const id = await revokeSession(tx, user.id, sessionId);
    if (!id) return undefined;
    await recordAudit(tx, audit, {
      action: 'session.ended',
      organizationId: user.organizationId ?? null,
      target: { type: 'session', id, label: user.email },
    });
    return id;
  });
  if (!ended) throw new AppError(404, SESSION_MESSAGES.sessionNotFound);
  deps.events.publish({ type: 'sessions.ended', userId: user.id, sessionIds: [ended] });
}

/** DELETE /auth/sessions: ends all the caller's sessions but the current one, or all of them. */
export async function endMySessions(
  deps: SessionDeps,
  audit: AuditContext,
  user: CurrentUser,
  currentSessionId: string,
  includeCurrent: boolean,
): Promise<number> {
  const ended = await deps.db.transaction(async (tx) => {
    const ids = await revokeUserSessions(tx, user.id, includeCurrent ? undefined : currentSessionId);
    await recordAudit(tx, audit, {
      action: 'session.ended_all',
      organizationId: user.organizationId ?? null,
      target: { type: 'user', id: user.id, label: user.email },
      after: { sessionsEnded: ids.length, includeCurrent },
    });
    return ids;
  });
  if (ended.length > 0) deps.events.publish({ type: 'sessions.ended', userId: user.id, sessionIds: ended });
  return ended.length;
}

/**
 * Ends every session of the user at once: the rows are revoked, and the outbox (published after the caller's
 * transaction commits) drops them from every process's cache and closes the user's sockets.
 */
export async function endUserSessions(db: AppDb, outbox: EventOutbox, userId: string): Promise<void> {
  await revokeUserSessions(db, userId);
  outbox.add({ type: 'sessions.revoked', userId });
}

/** Ends every session of every member of the organization (deactivated, for instance). */
export async function endOrganizationSessions(
  db: AppDb,
  outbox: EventOutbox,
  organizationId: string,
): Promise<void> {
  const userIds = await revokeOrganizationSessions(db, organizationId);
  outbox.add(...userIds.map((userId) => ({ type: 'sessions.revoked' as const, userId })));
}

/**
 * POST /organizations/users/{id}/sign-out: an organization admin signs a member of their organization out
 * everywhere; a platform admin anyone.
 */
export async function signOutUser(
  deps: SessionDeps,
  audit: AuditContext,
  actor: CurrentUser,
  targetId: string,
): Promise<void> {
  const [target] = await deps.db
    .select({ id: users.id, email: users.email, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, targetId))
    .limit(1);
  if (!target) throw new AppError(404, SESSION_MESSAGES.userNotFound);
  if (!canSignOutUser(actor, target)) {
    // Someone of another organization is as unknown to the caller as someone who does not exist.
    const sameOrganization = !!actor.organizationId && actor.organizationId === target.organizationId;
    throw sameOrganization || isPlatformAdmin(actor)
      ? new AppError(403, SESSION_MESSAGES.signOutDenied)
      : new AppError(404, SESSION_MESSAGES.userNotFound);
  }
  await deps.db.transaction(async (tx) => {
    const ids = await revokeUserSessions(tx, target.id);
    await recordAudit(tx, audit, {
      action: 'member.signed_out',
      organizationId: target.organizationId,
      target: { type: 'user', id: target.id, label: target.email },
      after: { sessionsEnded: ids.length },
    });
  });
  deps.events.publish({ type: 'sessions.revoked', userId: target.id });
}
