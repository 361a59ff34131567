import {
  type AuditEntry,
  type AuditFilterValues,
  type AuditListQuery,
  type AuditPage,
  type AuditVerificationResult,
  auditActionLabel,
  auditRangeEnd,
  auditRangeStart,
  canViewSecurity,
  pageCount,
  type RoleSubject,
  SECURITY_DENIED_MESSAGE,
} from '@app/domain';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type AuditLogRow, auditLog, organizations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { csvRow } from './audit.csv';
import { entryHash, GENESIS_HASH } from './audit.record';

/** How many entries one round trip reads while exporting or verifying: a long chain is never loaded whole. */
export const AUDIT_BATCH_SIZE = 500;

/**
 * Refuses (403) a caller who may not see the organization's security screen, and answers 404 for an organization
 * that does not exist (only platform admins can learn that: anyone else is refused first).
 */
export async function requireSecurityAccess(db: AppDb, user: RoleSubject, organizationId: string) {
  if (!canViewSecurity(user, organizationId)) throw new AppError(403, SECURITY_DENIED_MESSAGE);
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) throw new AppError(404, 'Organization not found');
}

/** The filters as SQL: always the organization's own entries. */
function filterWhere(organizationId: string, filters: AuditFilterValues): SQL | undefined {
  return and(
    eq(auditLog.organizationId, organizationId),
    filters.actor
      ? ilike(auditLog.actorEmail, `%${filters.actor.replace(/[\\%_]/g, (match) => `\\${match}`)}%`)
      : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.createdAt, auditRangeStart(filters.from)) : undefined,
    filters.to ? lt(auditLog.createdAt, auditRangeEnd(filters.to)) : undefined,
  );
}

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    _id: row.id,
    seq: row.seq,
    organizationId: row.organizationId,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    hash: row.hash,
  };
}

/** GET /organizations/{id}/audit: the organization's entries matching the filters, newest first, one page. */
export async function listAuditEntries(
  db: AppDb,
  organizationId: string,
  query: AuditListQuery,
): Promise<AuditPage> {
  const where = filterWhere(organizationId, query);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.seq))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const value = total?.value ?? 0;
  return {
    success: true,
    data: rows.map(toAuditEntry),
    pagination: { page: query.page, limit: query.limit, total: value, pages: pageCount(value, query.limit) },
  };
}

export const AUDIT_CSV_COLUMNS = [
  'Time',
  'Actor',
  'Actor ID',
  'Action',
  'Action name',
  'Target type',
  'Target ID',
  'Target',
  'Before',
  'After',
  'Address',
  'User agent',
  'Hash',
] as const;

function csvRecord(row: AuditLogRow): string {
  return csvRow([
    row.createdAt.toISOString(),
    row.actorEmail,
    row.actorId,
    auditActionLabel(row.action),
    row.action,
    row.targetType,
    row.targetId,
    row.targetLabel,
    row.before ? JSON.stringify(row.before) : null,
    row.after ? JSON.stringify(row.after) : null,
    row.ip,
    row.userAgent,
    row.hash,
  ]);
}

/**
 * GET /organizations/{id}/audit/export: the header, then every matching entry newest first, read in batches
 * (keyset on `seq`) so that a long log streams out without being held in memory.
 */
export async function* auditCsv(
  db: AppDb,
  organizationId: string,
  filters: AuditFilterValues,
): AsyncGenerator<string> {
  yield csvRow(AUDIT_CSV_COLUMNS);
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(
          filterWhere(organizationId, filters),
          before === undefined ? undefined : lt(auditLog.seq, before),
        ),
      )
      .orderBy(desc(auditLog.seq))
      .limit(AUDIT_BATCH_SIZE);
    if (rows.length > 0) yield rows.map(csvRecord).join('');
    if (rows.length < AUDIT_BATCH_SIZE) return;
    before = rows[rows.length - 1]?.seq;
  }
}

/**
 * POST /organizations/{id}/audit/verify: walks the organization's chain in `seq` order, in batches, recomputing
 * each entry's hash from its content and the previous entry's hash. The first entry whose stored hash differs
 * was altered; the first whose `prevHash` is not the previous entry's hash follows a deleted (or inserted) entry.
 */
export async function verifyAuditChain(
  db: AppDb,
  organizationId: string,
  batchSize = AUDIT_BATCH_SIZE,
): Promise<AuditVerificationResult> {
  let previous = GENESIS_HASH;
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.chainKey, organizationId), gt(auditLog.seq, after)))
      .orderBy(asc(auditLog.seq))
      .limit(batchSize);
    for (const row of rows) {
      checked += 1;
      const reason =
        row.prevHash !== previous ? 'link' : entryHash(row.prevHash, row) !== row.hash ? 'altered' : null;
      if (reason) {
        return {
          intact: false,
          checked,
          firstBroken: {
            _id: row.id,
            seq: row.seq,
            reason,
            action: row.action,
            createdAt: row.createdAt.toISOString(),
          },
        };
      }
      previous = row.hash;
    }
    if (rows.length < batchSize) return { intact: true, checked, firstBroken: null };
    after = rows[rows.length - 1]?.seq ?? after;
  }
}
