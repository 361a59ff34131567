import { apiSuccess, DashboardQuerySchema, DashboardSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { getDashboard } from './dashboard.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/** The signed-in user's overview: counts, progress, their next tasks and the recent activity they may see. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { guard: { permission: 'canViewDashboard' } },
      schema: {
        querystring: DashboardQuerySchema,
        response: { 200: apiSuccess(DashboardSchema), ...errors },
      },
    },
    async (request) => {
      const data = await getDashboard(app.database.db, viewerFrom(requireUser(request)), request.query.today);
      return { success: true as const, data };
    },
  );
};
