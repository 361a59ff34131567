import {
  AnalyticsAnswerSchema,
  AnalyticsExportQuerySchema,
  AnalyticsQuerySchema,
  analyticsExportFileName,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedList } from '../../cache/http';
import { CACHE_TAGS } from '../../cache/read-cache';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { analyticsCsv, analyticsXlsx, EXPORT_CONTENT_TYPES } from './analytics.export';
import { type ResolvedAnalyticsScope, resolveAnalyticsScope } from './analytics.scope';
import { analyticsFor } from './analytics.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const FileSchema = z
  .unknown()
  .describe('The figures as a CSV (text/csv) or XLSX file, one section or sheet each');

/** The read-cache tags of an answer: what a change to any task, project or structure in its scope bumps. */
function scopeTags(scope: ResolvedAnalyticsScope, viewerId: string): string[] {
  if (scope.organizationId) return [CACHE_TAGS.organization(scope.organizationId), CACHE_TAGS.user(viewerId)];
  return [CACHE_TAGS.user(viewerId), ...(scope.projectIds ?? []).map((id) => CACHE_TAGS.project(id))];
}

/**
 * Reports and analytics: GET /analytics answers every figure for the caller's scope (the rule is
 * @app/domain's analyticsScopeOf: 403 for anyone without one), kept in the read cache like the task lists and
 * dropped by the same task, project and structure events (docs/caching.md); GET /analytics/export gives the same
 * figures as a CSV or XLSX file.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/analytics',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      let scope: ResolvedAnalyticsScope | undefined;
      return sendCachedList(
        app,
        'analytics',
        viewerFrom(user),
        request,
        reply,
        async () => {
          scope = await resolveAnalyticsScope(db(), user, request.query);
          return { success: true as const, data: await analyticsFor(db(), scope, request.query, new Date()) };
        },
        async () => (scope ? scopeTags(scope, user.id) : [CACHE_TAGS.user(user.id)]),
      );
    },
  );

  app.get(
    '/analytics/export',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: AnalyticsExportQuerySchema, response: { 200: FileSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { format, ...query } = request.query;
      const scope = await resolveAnalyticsScope(db(), user, query);
      const answer = await analyticsFor(db(), scope, query, new Date());
      const body = format === 'xlsx' ? await analyticsXlsx(answer, query) : analyticsCsv(answer, query);
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${analyticsExportFileName(answer.range, format)}"`,
        )
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
