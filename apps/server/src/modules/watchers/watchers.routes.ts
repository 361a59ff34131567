import { apiSuccess, IdSchema, TaskWatchersSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { getTaskWatchers, setWatching } from './watchers.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const ParamsSchema = z.object({ id: IdSchema });
const AnswerSchema = apiSuccess(TaskWatchersSchema);

/** A task's followers (issue 38): anyone who can see the task reads them, and follows or unfollows it. */
export const watcherRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, events: app.events });

  app.get(
    '/tasks/:id/watchers',
    {
      config: { guard: 'signed-in' },
      schema: { params: ParamsSchema, response: { 200: AnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getTaskWatchers(app.database.db, viewerFrom(requireUser(request)), request.params.id),
    }),
  );

  app.post(
    '/tasks/:id/watchers',
    {
      config: { guard: 'signed-in' },
      schema: { params: ParamsSchema, response: { 200: AnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await setWatching(deps(), viewerFrom(requireUser(request)), request.params.id, true),
    }),
  );

  app.delete(
    '/tasks/:id/watchers',
    {
      config: { guard: 'signed-in' },
      schema: { params: ParamsSchema, response: { 200: AnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await setWatching(deps(), viewerFrom(requireUser(request)), request.params.id, false),
    }),
  );
};
