import { INVITATION_TOKEN_PATTERN, isInvitationValid, sameEmail } from '@app/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { AppDb } from '../db/client';
import { type NewUserRow, users } from '../db/schema';
import type { DomainEventBus } from '../events/bus';
import { AppError } from '../http/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { escapeHtml, type Mailer } from '../lib/mail';
import { hashPassword } from '../lib/password';
import { newLinkSecret, sameDigest, sha256Hex } from '../lib/tokens';
import { findUserByEmail } from '../modules/auth';

// The life of an invitation, whatever it invites into (an organization, a project): a link's secret is 32 random
// bytes that only the mail carries, the table keeps its SHA-256; it works once, until it expires; resending
// replaces the secret and the expiry; withdrawing it stops the link at once. What an invitation grants, who may
// send it, its texts and its audit entries stay with the module that owns its table.

/** What the invitation services need of the app. */
export interface InvitationDeps {
  db: AppDb;
  events: DomainEventBus;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

export function invitationDeps(
  app: Pick<FastifyInstance, 'database' | 'events' | 'mailer' | 'config' | 'log'>,
): InvitationDeps {
  return { db: app.database.db, events: app.events, mailer: app.mailer, config: app.config, log: app.log };
}

/** The columns every invitation table has; each module's table adds what it invites into and with what role. */
export type InvitationTable = PgTable & {
  id: PgColumn;
  email: PgColumn;
  tokenHash: PgColumn;
  status: PgColumn;
  expiresAt: PgColumn;
};

export interface InvitationKind<T extends InvitationTable> {
  table: T;
  /** What it invites into: one pending invitation per scope and address (the table's partial unique index). */
  scope: PgColumn;
  /** How long a link works. */
  ttlMs: number;
  /** The kind's own texts for what the lifecycle refuses. */
  messages: {
    /** A second pending invitation to one address (409). */
    alreadyPending: string;
    /** Registering from a link with an address that has an account (409). */
    accountExists: string;
    /** Answering a link signed in as someone else (403). */
    wrongAccount: (invited: string, signedIn: string) => string;
  };
}

/** The invitation mail: who invites whom into what, the link, and that it works once. */
export interface InvitationMailParts {
  subject: string;
  inviter: string;
  /** What the person is invited to join, as the sentence names it ('Acme', 'the project "Apollo"'). */
  joining: string;
  /** The role, as the sentence names it. */
  as: string;
  /** What the link lets them do ('accept', 'accept or decline'). */
  answer: string;
  /** The text of the link. */
  linkLabel: string;
  link: string;
}

export interface InvitationLifecycle<T extends InvitationTable> {
  /**
   * The invitation a link's secret names, read by `load` (by the hash's index) and let through by a constant-time
   * comparison; undefined for a malformed or unknown secret. Whether it can still be answered is the caller's
   * question (`isInvitationValid`), as each kind tells the holder of a dead link something different.
   */
  findByToken<R extends { tokenHash: string }>(
    token: string,
    load: (tokenHash: string) => Promise<R | undefined>,
  ): Promise<R | undefined>;
  /**
   * A pending invitation with a fresh secret, written in one transaction with `record` (its audit entry). A pending
   * one to the same address past its expiry becomes 'expired' first and does not block; one still pending: 409.
   */
  create(
    db: AppDb,
    invitation: {
      scopeId: string;
      email: string;
      now: Date;
      values: Omit<T['$inferInsert'], 'tokenHash' | 'expiresAt'>;
      record: (tx: AppDb, id: string) => Promise<void>;
    },
  ): Promise<{ id: string; token: string }>;
  /**
   * A new secret and a full validity for invitation `id` (the old link stops working), with `set`, only while it
   * is still `from`: undefined when an answer or a withdrawal came first. Another invitation to the address
   * pending meanwhile: 409.
   */
  renew(
    db: AppDb,
    id: string,
    from: string,
    now: Date,
    set?: PgUpdateSetSource<T>,
  ): Promise<string | undefined>;
  /** Withdraws the pending invitations `where` selects, with `status`; how many. Their links stop working. */
  withdraw(db: AppDb, where: SQL | undefined, status: string): Promise<number>;
  /** The condition that selects invitation `id`, for {@link withdraw}. */
  byId(id: string): SQL;
  /**
   * Answers a pending, unexpired invitation with `set` (accepting, declining), in the caller's transaction: the
   * conditional update decides a race, the second answer finds nothing to spend (undefined).
   */
  spend(tx: AppDb, id: string, now: Date, set: PgUpdateSetSource<T>): Promise<T['$inferSelect'] | undefined>;
  /** The status a list shows: a pending invitation past its expiry reads 'expired'. */
  shownStatus<S extends string>(row: { status: S; expiresAt: Date }, now: Date): S | 'expired';
  /** Signed in with the invited address (compared without case and surrounding spaces)? */
  isInvitee(user: { email: string }, invitation: { email: string }): boolean;
  /** Only the invited address may answer: anyone else gets the kind's 403. */
  requireInvitee(user: { email: string }, invitation: { email: string }): void;
  /** Whether an account has the invited address: the link then asks to sign in, else to register. */
  hasAccount(db: AppDb, email: string): Promise<boolean>;
  /**
   * Registering from a link, first step: the invited address must be free (409); the password is hashed here,
   * before any transaction opens. The link proves the address: no verification mail follows.
   */
  newAccount(db: AppDb, email: string, payload: { name: string; password: string }): Promise<NewUserRow>;
  /** Second step: inserts the account; two registrations of one address at once: the unique index decides (409). */
  insertAccount(db: AppDb, account: NewUserRow): Promise<{ id: string; tokenVersion: number }>;
  /** The mail with the link, its validity in days taken from the kind's. */
  mail(parts: InvitationMailParts): { subject: string; text: string; html: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const isInvitee = (user: { email: string }, invitation: { email: string }) =>
  sameEmail(user.email, invitation.email);
const hasAccount = async (db: AppDb, email: string) => Boolean(await findUserByEmail(db, email));

export function invitationLifecycle<T extends InvitationTable>(
  kind: InvitationKind<T>,
): InvitationLifecycle<T> {
  const { table, messages } = kind;
  // Drizzle cannot check a write against a table it knows only by its shared columns: the callers' values are
  // checked against their own table's types (the generic T), these writes of the shared columns are cast.
  const update = (db: AppDb, set: Record<string, unknown>) =>
    db.update(table).set(set as PgUpdateSetSource<T>);
  const pending = eq(table.status, 'pending');
  const days = Math.round(kind.ttlMs / DAY_MS);
  // Two refusals come from unique indexes: one pending invitation per scope and address, one account per address.
  const conflictAs = (message: string) => (error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError(409, message);
    throw error;
  };

  return {
    async findByToken(token, load) {
      if (!INVITATION_TOKEN_PATTERN.test(token)) return undefined;
      const tokenHash = sha256Hex(token);
      const found = await load(tokenHash);
      // The index finds the row by its hash; the comparison that lets it through is constant-time.
      return found && sameDigest(found.tokenHash, tokenHash) ? found : undefined;
    },

    async create(db, { scopeId, email, now, values, record }) {
      const secret = newLinkSecret(now, kind.ttlMs);
      const id = await db
        .transaction(async (tx) => {
          await update(tx, { status: 'expired' }).where(
            and(
              eq(kind.scope, scopeId),
              eq(table.email, email),
              pending,
              sql`${table.expiresAt} <= ${now.toISOString()}`,
            ),
          );
          const [row] = await tx
            .insert(table)
            .values({
              ...values,
              tokenHash: secret.tokenHash,
              expiresAt: secret.expiresAt,
            } as PgInsertValue<T>)
            .returning({ id: table.id });
          if (!row) throw new Error('Invitation not created');
          await record(tx, row.id as string);
          return row.id as string;
        })
        .catch(conflictAs(messages.alreadyPending));
      return { id, token: secret.token };
    },

    async renew(db, id, from, now, set) {
      const secret = newLinkSecret(now, kind.ttlMs);
      const [renewed] = await update(db, { ...set, tokenHash: secret.tokenHash, expiresAt: secret.expiresAt })
        .where(and(eq(table.id, id), eq(table.status, from)))
        .returning({ id: table.id })
        .catch(conflictAs(messages.alreadyPending));
      return renewed ? secret.token : undefined;
    },

    async withdraw(db, where, status) {
      const withdrawn = await update(db, { status }).where(and(where, pending)).returning({ id: table.id });
      return withdrawn.length;
    },

    byId: (id) => eq(table.id, id),

    async spend(tx, id, now, set) {
      const spent = (await update(tx, set)
        .where(and(eq(table.id, id), pending, sql`${table.expiresAt} > ${now.toISOString()}`))
        .returning()) as T['$inferSelect'][];
      return spent[0];
    },

    shownStatus: (row, now) =>
      row.status === 'pending' && !isInvitationValid(row, now) ? 'expired' : row.status,

    isInvitee,

    requireInvitee(user, invitation) {
      if (!isInvitee(user, invitation))
        throw new AppError(403, messages.wrongAccount(invitation.email, user.email));
    },

    hasAccount,

    async newAccount(db, email, payload) {
      if (await hasAccount(db, email)) throw new AppError(409, messages.accountExists);
      const passwordHash = await hashPassword(payload.password);
      return {
        name: payload.name,
        email,
        passwordHash,
        role: 'user',
        systemRole: 'user',
        accountType: 'individual',
      };
    },

    async insertAccount(db, account) {
      const [created] = await db
        .insert(users)
        .values(account)
        .returning({ id: users.id, tokenVersion: users.tokenVersion })
        .catch(conflictAs(messages.accountExists));
      if (!created) throw new Error('User not created');
      return created;
    },

    mail({ subject, inviter, joining, as, answer, linkLabel, link }) {
      const invited = `${inviter} invited you to join ${joining} on TaskFlow as ${as}.`;
      const follow = `Follow this link to ${answer}. It works once, within ${days} days, for this email address only:`;
      const unexpected =
        'If you did not expect this invitation, ignore this mail: nobody joins without following the link.';
      const text = ['Hello,', '', invited, follow, '', link, '', unexpected].join('\n');
      const html = [
        '<p>Hello,</p>',
        `<p>${escapeHtml(inviter)} invited you to join ${escapeHtml(joining)} on TaskFlow as ${escapeHtml(as)}.</p>`,
        `<p>${escapeHtml(follow)}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
        `<p style="color:#64748b;font-size:12px">${escapeHtml(link)}</p>`,
        `<p>${escapeHtml(unexpected)}</p>`,
      ].join('\n');
      return { subject, text, html };
    },
  };
}
