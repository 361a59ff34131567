import { createHash } from 'node:crypto';
import type { AuditAction } from '@app/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client';
import { newId } from '../../db/ids';
import { type AuditLogRow, auditLog } from '../../db/schema';

/** The chain of entries outside any organization (individual accounts, platform actions on no organization). */
export const PLATFORM_CHAIN = 'platform';
/** The previous hash of a chain's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** Who did it and from where: taken from the request by `auditContext`. */
export interface AuditContext {
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditInput {
  action: AuditAction;
  /** The organization whose log shows the entry; null for actions outside any organization. */
  organizationId: string | null;
  target?: { type: string; id: string | null; label?: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const MAX_USER_AGENT = 512;

/** The actor (the signed-in user of the request unless given), address and user agent of a request. */
export function auditContext(
  request: FastifyRequest,
  actor?: { id: string; email: string } | null,
): AuditContext {
  const who = actor === undefined ? request.user : actor;
  const agent = request.headers['user-agent'];
  return {
    actorId: who?.id ?? null,
    actorEmail: who?.email ?? null,
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, MAX_USER_AGENT) : null,
  };
}

/** JSON with object keys sorted at every level: jsonb does not keep key order, the hash must not depend on it. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

type HashedFields = Omit<AuditLogRow, 'seq' | 'hash' | 'prevHash'>;

/** SHA-256 over the previous entry's hash and this entry's content (everything but `seq` and the hashes). */
export function entryHash(prevHash: string, row: HashedFields): string {
  const content = canonicalJson({
    id: row.id,
    chainKey: row.chainKey,
    organizationId: row.organizationId,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before,
    after: row.after,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  });
  return createHash('sha256').update(prevHash).update('\n').update(content).digest('hex');
}

/**
 * Appends one entry to the audit log. Call it with the database handle of the change it records (inside its
 * transaction when it has one), so that the log never tells of a change that did not commit. Appends to one chain
 * are serialized by a transaction-scoped advisory lock on the chain, so every entry links to the one before.
 */
export async function recordAudit(db: AppDb, context: AuditContext, input: AuditInput): Promise<void> {
  const chainKey = input.organizationId ?? PLATFORM_CHAIN;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`audit:${chainKey}`}, 0))`);
    const [last] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .where(eq(auditLog.chainKey, chainKey))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    const prevHash = last?.hash ?? GENESIS_HASH;
    const row: HashedFields = {
      id: newId(),
      chainKey,
      organizationId: input.organizationId,
      actorId: context.actorId,
      actorEmail: context.actorEmail,
      action: input.action,
      targetType: input.target?.type ?? null,
      targetId: input.target?.id ?? null,
      targetLabel: input.target?.label ?? null,
      before: input.before ?? null,
      after: input.after ?? null,
      ip: context.ip,
      userAgent: context.userAgent,
      // Millisecond precision, as JavaScript reads it back: the hash is recomputed from the stored value.
      createdAt: new Date(),
    };
    await tx.insert(auditLog).values({ ...row, prevHash, hash: entryHash(prevHash, row) });
  });
}

/** A chain's entries in order, for verification (ordered by `seq`, the append order). */
export function chainEntries(db: AppDb, chainKey: string) {
  return db.select().from(auditLog).where(eq(auditLog.chainKey, chainKey)).orderBy(asc(auditLog.seq));
}
