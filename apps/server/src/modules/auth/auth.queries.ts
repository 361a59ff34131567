import { DEFAULT_AVATAR, securityPolicyOf, type UserNotificationPreferences } from '@app/domain';
import { and, eq, getTableColumns, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  departments,
  loginThrottles,
  mailOutbox,
  type NewUserRow,
  organizations,
  passwordResetTokens,
  type UserRow,
  userAvatars,
  userIdentities,
  users,
} from '../../db/schema';

/** A user row without its password hash, with the name of their department: what a request may see. */
export type CurrentUser = Omit<UserRow, 'passwordHash'> & { departmentName: string | null };

const { passwordHash: _passwordHash, ...publicUserColumns } = getTableColumns(users);
const currentUserColumns = { ...publicUserColumns, departmentName: departments.name };

/**
 * A query built once per database and run with new values (`sql.placeholder`): the two queries of every sign-in
 * and every session check skip Drizzle's query building (about 0.4 ms of the event loop's time each), and
 * PostgreSQL keeps them as named prepared statements.
 */
function preparedPerDatabase<Prepared>(build: (db: AppDb) => Prepared): (db: AppDb) => Prepared {
  const prepared = new WeakMap<AppDb, Prepared>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

const currentUserById = preparedPerDatabase((db) =>
  db
    .select(currentUserColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('current_user_by_id'),
);

/** The user with this id (and their department's name), without the password hash. */
export async function findCurrentUser(db: AppDb, id: string): Promise<CurrentUser | undefined> {
  const [row] = await currentUserById(db).execute({ id });
  return row;
}

/** The user with this email, ignoring case, with the password hash (for sign-in only). */
export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** What a password check needs: the hash and the sign-in throttle (null when there were no recent failures). */
export interface PasswordSubject {
  id: string;
  passwordHash: string | null;
  lockedUntil: Date | null;
  failures: number | null;
}

const throttleColumns = { lockedUntil: loginThrottles.lockedUntil, failures: loginThrottles.failures };

const loginCandidateByEmail = preparedPerDatabase((db) =>
  db
    .select({ ...currentUserColumns, passwordHash: users.passwordHash, ...throttleColumns })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(loginThrottles, eq(loginThrottles.userId, users.id))
    .where(eq(sql`lower(${users.email})`, sql.placeholder('email')))
    .limit(1)
    .prepare('login_candidate_by_email'),
);

/**
 * Everything a sign-in needs in one query (sign-ins are the busiest write path): the user as a request sees
 * them, their password hash and their throttle.
 */
export async function findLoginCandidate(
  db: AppDb,
  email: string,
): Promise<(CurrentUser & PasswordSubject) | undefined> {
  const [row] = await loginCandidateByEmail(db).execute({ email: email.trim().toLowerCase() });
  return row;
}

export async function findPasswordSubject(db: AppDb, userId: string): Promise<PasswordSubject | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, ...throttleColumns })
    .from(users)
    .leftJoin(loginThrottles, eq(loginThrottles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The active organization that owns this email domain, if any, with how its security policy lets people on the
 * domain join ('off': they do not; 'verified': once the address is proven; 'approved': also an admin's approval).
 */
export async function findActiveOrganizationByDomain(db: AppDb, domain: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, securityPolicy: organizations.securityPolicy })
    .from(organizations)
    .where(
      and(eq(sql`lower(${organizations.domain})`, domain.toLowerCase()), eq(organizations.isActive, true)),
    )
    .limit(1);
  if (!row) return undefined;
  const { securityPolicy, ...organization } = row;
  return { ...organization, domainJoin: securityPolicyOf(securityPolicy).domainJoin };
}

export async function insertUser(db: AppDb, values: NewUserRow): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('User not created');
  return row.id;
}

export async function updateUser(db: AppDb, id: string, values: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/**
 * Profile fields and, when given, notification preferences merged into the stored ones (a partial update keeps
 * the other preferences), in one statement.
 */
export async function updateUserProfile(
  db: AppDb,
  id: string,
  values: Partial<NewUserRow>,
  notificationPreferences?: Partial<UserNotificationPreferences>,
): Promise<void> {
  const merge =
    notificationPreferences && Object.keys(notificationPreferences).length > 0
      ? {
          notificationPreferences: sql`${users.notificationPreferences} || ${JSON.stringify(notificationPreferences)}::jsonb`,
        }
      : {};
  if (Object.keys(values).length === 0 && Object.keys(merge).length === 0) return;
  await db
    .update(users)
    .set({ ...values, ...merge })
    .where(eq(users.id, id));
}

/**
 * Sets a new password: every older token stops working (token version bump), unused reset links are spent and
 * the sign-in throttle is cleared. Returns the new token version (undefined when the user is gone).
 */
export async function changePasswordHash(
  db: AppDb,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    if (!row) return undefined;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(loginThrottles).where(eq(loginThrottles.userId, userId));
    return row.tokenVersion;
  });
}

/** Stores (or replaces) the user's uploaded picture and points their profile at it. */
export async function saveAvatar(
  db: AppDb,
  userId: string,
  avatar: { contentType: string; data: Buffer },
  profileImage: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userAvatars)
      .values({ userId, ...avatar })
      .onConflictDoUpdate({
        target: userAvatars.userId,
        set: { ...avatar, updatedAt: sql`now()` },
      });
    await tx.update(users).set({ profileImage }).where(eq(users.id, userId));
  });
}

/** Removes the user's uploaded picture; their profile shows the initial again ('default-avatar.jpg'). */
export async function removeAvatar(db: AppDb, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
    await tx.update(users).set({ profileImage: DEFAULT_AVATAR }).where(eq(users.id, userId));
  });
}

/** Revokes every token issued so far; returns the new version (undefined when the user is gone). */
export async function bumpTokenVersion(db: AppDb, id: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
}

/**
 * Removes the user and their personal data: reset links, provider identities and sign-in counters go with the
 * row (foreign keys cascade); mail kept for them in the dev outbox is deleted too.
 */
export async function deleteUserAndData(db: AppDb, user: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.recipient})`, user.email.toLowerCase()));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

// Sign-in throttling.

/**
 * Counts one failed sign-in and returns the consecutive failures so far. Failures older than `forgetBefore`
 * are forgotten, so that an occasional typo never adds up to a lock.
 */
export async function recordLoginFailure(db: AppDb, userId: string, now: Date, forgetBefore: Date) {
  const [row] = await db
    .insert(loginThrottles)
    .values({ userId, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.userId,
      set: {
        failures: sql`case when ${loginThrottles.lastFailureAt} < ${forgetBefore} then 1 else ${loginThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  return row?.failures ?? 1;
}

export async function lockLogin(db: AppDb, userId: string, until: Date): Promise<void> {
  await db.update(loginThrottles).set({ lockedUntil: until }).where(eq(loginThrottles.userId, userId));
}

export async function clearLoginFailures(db: AppDb, userId: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.userId, userId));
}

// Password reset links.

export async function insertResetToken(
  db: AppDb,
  values: { userId: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Spent and expired links are of no use to anyone: drop them while we are here.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, values.userId), lt(passwordResetTokens.expiresAt, now)));
    await tx.insert(passwordResetTokens).values(values);
  });
}

/** The user id of an unused, unexpired reset link with this hash. */
export async function findUsableResetToken(db: AppDb, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Spends the reset link and sets the new password in one transaction. The link is marked used by the same
 * statement that checks it, so two requests racing with one link cannot both succeed. Every older token of
 * the user stops working (token version bump) and their other reset links are spent too.
 */
export async function resetPasswordWithToken(
  db: AppDb,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return undefined;
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, spent.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(loginThrottles).where(eq(loginThrottles.userId, spent.userId));
    return spent.userId;
  });
}

// Identity provider accounts.

export async function findUserIdByIdentity(
  db: AppDb,
  issuer: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

export async function linkIdentity(
  db: AppDb,
  values: { userId: string; issuer: string; subject: string; email: string | null },
): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}

/** Creates a user and links their provider identity in one transaction. */
export async function insertUserWithIdentity(
  db: AppDb,
  user: NewUserRow,
  identity: { issuer: string; subject: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning({ id: users.id });
    if (!row) throw new Error('User not created');
    await tx.insert(userIdentities).values({ userId: row.id, email: user.email, ...identity });
    return row.id;
  });
}
