import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { organizations, type UserSessionRow, userSessions, users } from '../../db/schema';

/** What a session check needs, in one indexed query (the session's primary key, then the user's organization). */
export interface SessionState {
  userId: string;
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
  /** Null when the user belongs to no organization. */
  organizationActive: boolean | null;
  organizationPolicy: unknown;
}

const sessionStateById = new WeakMap<AppDb, ReturnType<typeof buildSessionState>>();
function buildSessionState(db: AppDb) {
  return db
    .select({
      userId: userSessions.userId,
      revokedAt: userSessions.revokedAt,
      expiresAt: userSessions.expiresAt,
      lastSeenAt: userSessions.lastSeenAt,
      organizationActive: organizations.isActive,
      organizationPolicy: organizations.securityPolicy,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(userSessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_state_by_id');
}

export async function findSessionState(db: AppDb, id: string): Promise<SessionState | undefined> {
  let query = sessionStateById.get(db);
  if (!query) {
    query = buildSessionState(db);
    sessionStateById.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row;
}

export interface NewSession {
  userId: string;
  method: string;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

/** A new session row, and the user's last sign-in time. */
export async function insertSession(db: AppDb, session: NewSession): Promise<string> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userSessions)
      .values({ ...session, createdAt: now, lastSeenAt: now })
      .returning({ id: userSessions.id });
    if (!row) throw new Error('Session not created');
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, session.userId));
    return row.id;
  });
}

/** Moves the session's last-seen time to `now` unless another request did so within the last `minGapMs`. */
export async function touchSession(db: AppDb, id: string, now: Date, minGapMs: number): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(userSessions.id, id), lt(userSessions.lastSeenAt, new Date(now.getTime() - minGapMs))));
}

/** The user's sessions that still work: not revoked, not expired; most recently used first. */
export function listOpenSessions(db: AppDb, userId: string, now: Date): Promise<UserSessionRow[]> {
  return db
    .select()
    .from(userSessions)
    .where(
      and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now)),
    )
    .orderBy(desc(userSessions.lastSeenAt));
}

/** Revokes one open session of this user; its id when there was one. */
export async function revokeSession(db: AppDb, userId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, id), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return row?.id;
}

/** Revokes every open session of the user (but `exceptId`); the ids revoked. */
export async function revokeUserSessions(db: AppDb, userId: string, exceptId?: string): Promise<string[]> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        exceptId ? ne(userSessions.id, exceptId) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  return rows.map((row) => row.id);
}

/** Revokes every open session of the organization's members; the ids of the users whose sessions ended. */
export async function revokeOrganizationSessions(db: AppDb, organizationId: string): Promise<string[]> {
  const members = db.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId));
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(userSessions.userId, members), isNull(userSessions.revokedAt)))
    .returning({ userId: userSessions.userId });
  const ids = new Set(rows.map((row) => row.userId));
  // Members with no open session are told too: a socket may outlive a session row that expired.
  for (const member of await members) ids.add(member.id);
  return [...ids];
}

/** What decides whether a user may start a session: disabled or not, their organization's state and policy. */
export async function findSignInSubject(db: AppDb, userId: string) {
  const [row] = await db
    .select({
      disabledAt: users.disabledAt,
      organizationId: users.organizationId,
      organizationActive: organizations.isActive,
      organizationPolicy: organizations.securityPolicy,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
