import {
  INDIVIDUAL_REPORTS_ID,
  isPlatformAdmin,
  ORG_FIELD_MESSAGES,
  pageCount,
  type RoleSubject,
  type SecurityReport,
  type SecurityReportEntry,
  type SecurityReportListQuery,
  type SecurityReportPage,
  securityReportsDenial,
} from '@app/domain';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { organizations, securityReports, users } from '../../db/schema';
import { AppError } from '../../http/errors';

const MAX_USER_AGENT = 512;
const ORGANIZATION_NOT_FOUND = ORG_FIELD_MESSAGES.organizationNotFound;

/** Who sent a report and from where. */
export interface ReportSender {
  userId: string;
  organizationId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** Stores one report under the sender's organization (none for an individual account). */
export async function storeSecurityReport(
  db: AppDb,
  sender: ReportSender,
  report: SecurityReport,
): Promise<{ _id: string }> {
  const [row] = await db
    .insert(securityReports)
    .values({
      organizationId: sender.organizationId,
      userId: sender.userId,
      category: report.category,
      data: report.data,
      ip: sender.ip,
      userAgent: sender.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    })
    .returning({ id: securityReports.id });
  if (!row) throw new AppError(500, 'The report could not be stored');
  return { _id: row.id };
}

/**
 * One page of the reports of an organization (or of the individual accounts, `individuals`), newest first,
 * optionally of one category. Refused (403) unless {@link securityReportsDenial} allows the reader; an
 * organization that does not exist is a 404 for those who may read any.
 */
export async function listSecurityReports(
  db: AppDb,
  reader: RoleSubject,
  scope: string,
  query: SecurityReportListQuery,
): Promise<SecurityReportPage> {
  // Another organization's reports: as if it did not exist (an organization learns nothing of the others).
  const foreign =
    !isPlatformAdmin(reader) && scope !== INDIVIDUAL_REPORTS_ID && scope !== reader.organizationId;
  if (foreign) throw new AppError(404, ORGANIZATION_NOT_FOUND);
  const denial = securityReportsDenial(reader, scope);
  if (denial) throw new AppError(403, denial);
  if (scope !== INDIVIDUAL_REPORTS_ID) {
    const [organization] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, scope));
    if (!organization) throw new AppError(404, ORGANIZATION_NOT_FOUND);
  }
  const conditions: SQL[] = [
    scope === INDIVIDUAL_REPORTS_ID
      ? isNull(securityReports.organizationId)
      : eq(securityReports.organizationId, scope),
  ];
  if (query.category) conditions.push(eq(securityReports.category, query.category));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(securityReports).where(where);
  const rows = await db
    .select({ report: securityReports, userName: users.name, userEmail: users.email })
    .from(securityReports)
    .leftJoin(users, eq(users.id, securityReports.userId))
    .where(where)
    .orderBy(desc(securityReports.createdAt), desc(securityReports.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const value = total?.value ?? 0;
  return {
    success: true,
    data: rows.map(
      ({ report, userName, userEmail }): SecurityReportEntry => ({
        _id: report.id,
        organizationId: report.organizationId,
        userId: report.userId,
        userName: userName ?? null,
        userEmail: userEmail ?? null,
        category: report.category,
        data: report.data,
        ip: report.ip,
        userAgent: report.userAgent,
        createdAt: report.createdAt.toISOString(),
      }),
    ),
    pagination: { page: query.page, limit: query.limit, total: value, pages: pageCount(value, query.limit) },
  };
}
