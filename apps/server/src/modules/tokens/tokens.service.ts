import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER_MAX,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenCreatePayload,
  apiTokenShownPart,
  SESSION_MESSAGES,
} from '@app/domain';
import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sha256Hex } from '../../lib/tokens';
import { type AuditContext, recordAudit } from '../audit';
import { type ApiTokenGrant, type CurrentUser, findCurrentUser } from '../auth';
import { type ApiTokenRow, apiTokens } from './tokens.schema';
import { TokenUseLedger } from './tokens.usage';

/** A token's last use is written at most once a minute (every call is counted in the audit log: tokens.usage.ts). */
export const TOKEN_USE_INTERVAL_MS = 60_000;

/** Each app's ledger of token calls, by its database handle (the same in every plugin context of the app). */
const ledgers = new WeakMap<AppDb, TokenUseLedger>();

/** The app's ledger of token calls (tests flush it to read the audit log at once). */
export function tokenUseLedger(app: FastifyInstance): TokenUseLedger | undefined {
  return ledgers.get(app.database.db);
}

type Owner = Pick<CurrentUser, 'id' | 'email' | 'organizationId'>;

/** A new secret: the prefix and 32 random bytes, base64url. */
export function newTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function view(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    organizationId: row.organizationId,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

const live = (now: Date) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** The caller's tokens that are not revoked (expired ones too, marked by their expiry), newest first. */
export async function listTokens(db: AppDb, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(view);
}

/**
 * Creates a token: tied to the caller's own organization or to none, at most API_TOKENS_PER_USER_MAX live ones.
 * Answers the secret, which is stored as its SHA-256 only; recorded in the audit log.
 */
export async function createToken(
  db: AppDb,
  owner: Owner,
  payload: ApiTokenCreatePayload,
  audit: AuditContext,
): Promise<ApiTokenCreated> {
  const organizationId = payload.organizationId ?? null;
  if (organizationId !== null && organizationId !== owner.organizationId) {
    throw new AppError(403, API_TOKEN_MESSAGES.organizationDenied);
  }
  const secret = newTokenSecret();
  const scopes = [...new Set(payload.scopes)];
  return db.transaction(async (tx) => {
    // One creation at a time per user, so two at once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api-tokens:${owner.id}`}, 0))`);
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, owner.id), live(new Date())));
    if ((held?.n ?? 0) >= API_TOKENS_PER_USER_MAX) throw new AppError(409, API_TOKEN_MESSAGES.tooMany);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: owner.id,
        organizationId,
        name: payload.name,
        scopes,
        tokenHash: sha256Hex(secret),
        prefix: apiTokenShownPart(secret),
        expiresAt: payload.expiresAt === null ? null : new Date(payload.expiresAt),
      })
      .returning();
    if (!row) throw new Error('The token was not stored');
    await recordAudit(tx, audit, {
      action: 'token.created',
      organizationId: owner.organizationId,
      target: { type: 'api_token', id: row.id, label: row.name },
      after: { scopes, organizationId, expiresAt: payload.expiresAt },
    });
    return { id: row.id, token: secret };
  });
}

/** Revokes one of the caller's tokens: it stops working at once (every request looks its hash up). */
export async function revokeToken(db: AppDb, owner: Owner, id: string, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, owner.id), isNull(apiTokens.revokedAt)))
      .returning();
    // Another user's token, like an unknown one, is not found.
    if (!row) throw new AppError(404, API_TOKEN_MESSAGES.notFound);
    await recordAudit(tx, audit, {
      action: 'token.revoked',
      organizationId: owner.organizationId,
      target: { type: 'api_token', id: row.id, label: row.name },
      before: { scopes: row.scopes, organizationId: row.organizationId },
    });
  });
}

const preparedLookups = new WeakMap<AppDb, ReturnType<typeof prepareTokenByHash>>();

function prepareTokenByHash(db: AppDb) {
  return db
    .select({ token: apiTokens, organizationActive: organizations.isActive })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('api_token_by_hash');
}

/** The lookup of every token-signed request, built once per database (a named prepared statement). */
function tokenByHash(db: AppDb) {
  let query = preparedLookups.get(db);
  if (!query) {
    query = prepareTokenByHash(db);
    preparedLookups.set(db, query);
  }
  return query;
}

/**
 * The personal-token check the auth module calls for a `tf_pat_` bearer: the token by its hash (no cache, so a
 * revoke counts at once in every process), live, of a user who is not disabled, in an organization that is active;
 * the user as the read cache has them (their current rights). The last use is written, and one audit entry
 * appended, at most once a minute per token.
 */
export function personalTokenVerifier(app: FastifyInstance) {
  return async (
    request: FastifyRequest,
    secret: string,
  ): Promise<{ user: CurrentUser; grant: ApiTokenGrant }> => {
    const db = app.database.db;
    const ledger = ledgerOf(app);
    const [found] = await tokenByHash(db).execute({ hash: sha256Hex(secret) });
    const now = new Date();
    const token = found?.token;
    if (!token || token.revokedAt || (token.expiresAt && token.expiresAt <= now)) {
      throw new AppError(401, API_TOKEN_MESSAGES.invalid);
    }
    const user = await app.readCache.user(token.userId, () => findCurrentUser(db, token.userId));
    if (!user) throw new AppError(401, API_TOKEN_MESSAGES.invalid);
    if (user.disabledAt) throw new AppError(401, SESSION_MESSAGES.accountDisabled);
    if (found.organizationActive === false) throw new AppError(401, SESSION_MESSAGES.organizationInactive);
    ledger.add(
      request,
      { id: user.id, email: user.email },
      { ...token, organizationId: token.organizationId ?? user.organizationId },
      now,
    );
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= TOKEN_USE_INTERVAL_MS) {
      await recordLastUse(db, token, now);
    }
    return { user, grant: { id: token.id, scopes: token.scopes, organizationId: token.organizationId } };
  };
}

/** The app's ledger, made on first use; it writes what it holds before the app closes. */
function ledgerOf(app: FastifyInstance): TokenUseLedger {
  const db = app.database.db;
  let ledger = ledgers.get(db);
  if (!ledger) {
    ledger = new TokenUseLedger(db, app.log);
    ledgers.set(db, ledger);
  }
  return ledger;
}

/** Writes the last use, unless another call (of this process or another) wrote it within the minute. */
async function recordLastUse(db: AppDb, token: ApiTokenRow, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, token.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lte(apiTokens.lastUsedAt, new Date(now.getTime() - TOKEN_USE_INTERVAL_MS)),
        ),
      ),
    );
}
