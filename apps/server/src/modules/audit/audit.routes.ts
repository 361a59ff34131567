import { Readable } from 'node:stream';
import { AuditListQuerySchema, AuditPageSchema, AuditVerificationAnswerSchema, IdSchema } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { auditCsv, listAuditEntries, requireSecurityAccess, verifyAuditChain } from './audit.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const CsvSchema = z.unknown().describe('The filtered entries as CSV (text/csv), newest first');

/** The file name of an export: the organization and the day, e.g. audit-log-<id>-2026-11-26.csv. */
export function auditExportFileName(organizationId: string, now: Date): string {
  return `audit-log-${organizationId}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The audit log of one organization: its admins read their own organization's, platform admins any
 * organization's (`canViewSecurity`).
 */
/** The signed-in caller ('signed-in' guard); the audit module reads it without depending on the auth module. */
function requireUser(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw new AppError(401, 'Not authorized: please sign in');
  return request.user;
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/organizations/:id/audit',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        querystring: AuditListQuerySchema,
        response: { 200: AuditPageSchema, ...errors },
      },
    },
    async (request) => {
      await requireSecurityAccess(db, requireUser(request), request.params.id);
      return listAuditEntries(db, request.params.id, request.query);
    },
  );

  app.get(
    '/organizations/:id/audit/export',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        querystring: AuditListQuerySchema,
        response: { 200: CsvSchema, ...errors },
      },
    },
    async (request, reply) => {
      const organizationId = request.params.id;
      await requireSecurityAccess(db, requireUser(request), organizationId);
      const { actor, action, from, to } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${auditExportFileName(organizationId, new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(db, organizationId, { actor, action, from, to })));
    },
  );

  app.post(
    '/organizations/:id/audit/verify',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: AuditVerificationAnswerSchema, ...errors } },
    },
    async (request) => {
      await requireSecurityAccess(db, requireUser(request), request.params.id);
      return { success: true as const, data: await verifyAuditChain(db, request.params.id) };
    },
  );
};
