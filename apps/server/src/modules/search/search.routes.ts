import { apiSuccess, SearchAnswerSchema, SearchQuerySchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { search } from './search.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/** Search (issue 39): tasks, projects, comments and people the caller may see, best first. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { guard: 'signed-in' },
      schema: {
        querystring: SearchQuerySchema,
        response: { 200: apiSuccess(SearchAnswerSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await search(app.database.db, viewerFrom(requireUser(request)), request.query),
    }),
  );
};
