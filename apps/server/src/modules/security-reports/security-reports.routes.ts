import {
  CSRF_HEADER,
  CsrfTokenAnswerSchema,
  SECURITY_REPORT_INTERVAL_MS,
  SECURITY_REPORT_MAX_DATA_BYTES,
  SECURITY_REPORT_MESSAGES,
  SecurityReportListQuerySchema,
  SecurityReportPageSchema,
  SecurityReportSchema,
  SecurityReportScopeSchema,
  SecurityReportStoredAnswerSchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { csrfTokenFor, isCsrfTokenOf } from '../../lib/tokens';
import { requireUser } from '../auth';
import { listSecurityReports, storeSecurityReport } from './security-reports.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const CSRF_HEADER_NAME = CSRF_HEADER.toLowerCase();
// The data's own bound is checked by the schema (400 with its text); a body far beyond it is cut off unread (413).
const REPORT_BODY_LIMIT = SECURITY_REPORT_MAX_DATA_BYTES * 2;

/** The session's fingerprint hash: what its CSRF token is made of. */
function sessionFingerprint(request: FastifyRequest): string {
  const fph = request.session?.fph;
  if (!fph) throw new AppError(401, 'Not signed in');
  return fph;
}

/**
 * Security reports (spec 7.4): the session's CSRF token, the report call that needs it (limited to one
 * per user and category every 5 s), and an organization's stored reports for its admins.
 */
export const securityReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret;

  app.get(
    '/security/csrf-token',
    { config: { guard: 'signed-in' }, schema: { response: { 200: CsrfTokenAnswerSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { token: csrfTokenFor(secret, sessionFingerprint(request)) } };
    },
  );

  app.post(
    '/security/report',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: {
        guard: 'signed-in',
        // After body validation (the category is known), keyed by user and category; shared through Redis when
        // the limiter has it.
        rateLimit: {
          max: 1,
          timeWindow: SECURITY_REPORT_INTERVAL_MS,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `security-report:${request.user?.id ?? request.ip}:${(request.body as { category?: string }).category}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number; statusCode: number }) => {
            const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
            return new AppError(context.statusCode, SECURITY_REPORT_MESSAGES.throttled(seconds), {
              retryAfterSeconds: seconds,
            });
          },
        },
      },
      // Checked before the body is read: without this session's token the call goes no further.
      onRequest: async (request) => {
        const presented = request.headers[CSRF_HEADER_NAME];
        if (typeof presented !== 'string' || presented === '') {
          throw new AppError(403, SECURITY_REPORT_MESSAGES.csrfMissing);
        }
        if (!isCsrfTokenOf(secret, sessionFingerprint(request), presented)) {
          throw new AppError(403, SECURITY_REPORT_MESSAGES.csrfInvalid);
        }
      },
      schema: { body: SecurityReportSchema, response: { 201: SecurityReportStoredAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const agent = request.headers['user-agent'];
      const stored = await storeSecurityReport(
        app.database.db,
        {
          userId: user.id,
          organizationId: user.organizationId ?? null,
          ip: request.ip ?? null,
          userAgent: typeof agent === 'string' ? agent : null,
        },
        request.body,
      );
      return reply
        .code(201)
        .send({ success: true as const, data: stored, message: SECURITY_REPORT_MESSAGES.stored });
    },
  );

  app.get(
    '/organizations/:id/security-reports',
    {
      config: { guard: { permission: 'canManageOrganization' } },
      schema: {
        params: z.object({ id: SecurityReportScopeSchema }),
        querystring: SecurityReportListQuerySchema,
        response: { 200: SecurityReportPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSecurityReports(app.database.db, requireUser(request), request.params.id, request.query);
    },
  );
};
