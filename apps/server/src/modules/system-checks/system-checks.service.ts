import {
  isAccountPlatformAdmin,
  type PageQuery,
  pageCount,
  SYSTEM_CHECK_MESSAGES,
  SYSTEM_RUN_INTERVAL_SECONDS,
  type SystemCheckResult,
  SystemCheckResultSchema,
  type SystemCheckRun,
  type SystemCheckRunList,
  type SystemRunStatus,
  SystemRunStatusSchema,
  systemRunStatus,
} from '@app/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { systemCheckRuns, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type AuditContext, recordAudit } from '../audit';
import type { CurrentUser } from '../auth';

const INTERRUPTED_AFTER_MS = 60_000;

type RunRow = typeof systemCheckRuns.$inferSelect & { runByName: string | null };

function toRun(row: RunRow): SystemCheckRun {
  const stored = SystemRunStatusSchema.safeParse(row.status);
  // A run takes seconds: one still 'running' long after its start was cut off (its process stopped).
  const cutOff = !row.finishedAt && Date.now() - row.startedAt.getTime() > INTERRUPTED_AFTER_MS;
  const status: SystemRunStatus =
    stored.success && !(cutOff && stored.data === 'running') ? stored.data : 'failed';
  const results = (row.results ?? []).flatMap((item) => {
    const parsed = SystemCheckResultSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    _id: row.id,
    organizationId: row.organizationId,
    runBy: row.runBy,
    runByName: row.runByName,
    status,
    results,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/**
 * Whose runs the caller sees: a platform admin every run (the checks are of the whole system), an org admin
 * their organization's, anyone else allowed to run the checks without an organization their own.
 */
function scopeOf(user: CurrentUser): SQL | undefined {
  if (isAccountPlatformAdmin(user)) return undefined;
  if (user.organizationId) return eq(systemCheckRuns.organizationId, user.organizationId);
  return eq(systemCheckRuns.runBy, user.id);
}

export async function listRuns(
  db: AppDb,
  user: CurrentUser,
  query: Pick<PageQuery, 'page' | 'limit'>,
): Promise<SystemCheckRunList> {
  const where = scopeOf(user);
  const [rows, [total]] = await Promise.all([
    db
      .select({ run: systemCheckRuns, runByName: users.name })
      .from(systemCheckRuns)
      .leftJoin(users, eq(users.id, systemCheckRuns.runBy))
      .where(where)
      .orderBy(desc(systemCheckRuns.startedAt), desc(systemCheckRuns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(systemCheckRuns).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    success: true,
    data: rows.map(({ run, runByName }) => toRun({ ...run, runByName })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      pages: pageCount(totalCount, query.limit),
    },
  };
}

/** Refuses (429) a run by a user who started one less than SYSTEM_RUN_INTERVAL_SECONDS ago. */
export async function assertMayRun(db: AppDb, userId: string, now = new Date()): Promise<void> {
  const [last] = await db
    .select({ startedAt: systemCheckRuns.startedAt })
    .from(systemCheckRuns)
    .where(eq(systemCheckRuns.runBy, userId))
    .orderBy(desc(systemCheckRuns.startedAt))
    .limit(1);
  if (!last) return;
  const waitMs = last.startedAt.getTime() + SYSTEM_RUN_INTERVAL_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) throw new AppError(429, SYSTEM_CHECK_MESSAGES.tooSoon(Math.ceil(waitMs / 1000)));
}

/** Stores a new run, and its audit entry (who ran the checks, from where), in one transaction. */
export async function startRun(
  db: AppDb,
  user: CurrentUser,
  audit: AuditContext,
): Promise<{ id: string; startedAt: Date }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(systemCheckRuns)
      .values({
        organizationId: user.organizationId,
        runBy: user.id,
        status: 'running' satisfies SystemRunStatus,
      })
      .returning({ id: systemCheckRuns.id, startedAt: systemCheckRuns.startedAt });
    if (!row) throw new Error('The run could not be stored');
    await recordAudit(tx, audit, {
      action: 'system.checks_run',
      organizationId: user.organizationId,
      target: { type: 'system_check_run', id: row.id, label: 'System Test Suite' },
    });
    return row;
  });
}

export async function finishRun(
  db: AppDb,
  runId: string,
  user: CurrentUser,
  results: SystemCheckResult[],
): Promise<SystemCheckRun> {
  const [row] = await db
    .update(systemCheckRuns)
    .set({ status: systemRunStatus(results), results, finishedAt: new Date() })
    .where(and(eq(systemCheckRuns.id, runId), eq(systemCheckRuns.runBy, user.id)))
    .returning();
  if (!row) throw new Error('The run could not be stored');
  return toRun({ ...row, runByName: user.name });
}
