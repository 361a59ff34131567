import {
  ApiMessageSchema,
  apiSuccess,
  IdSchema,
  SAVED_VIEW_MESSAGES,
  SavedViewCreatePayloadSchema,
  SavedViewListQuerySchema,
  SavedViewSchema,
  SavedViewUpdatePayloadSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './views.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const ViewParamsSchema = z.object({ id: IdSchema });
const ViewAnswerSchema = apiSuccess(SavedViewSchema);

/** Saved views (issue 39): named task filters of a project's Tasks tab or of /tasks, private or shared. */
export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, events: app.events });

  app.get(
    '/views',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: {
        querystring: SavedViewListQuerySchema,
        response: { 200: apiSuccess(z.array(SavedViewSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSavedViews(app.database.db, viewerFrom(requireUser(request)), request.query),
    }),
  );

  app.post(
    '/views',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: { body: SavedViewCreatePayloadSchema, response: { 201: ViewAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await createSavedView(deps(), viewerFrom(requireUser(request)), request.body);
      return reply.code(201).send({ success: true as const, data, message: SAVED_VIEW_MESSAGES.created });
    },
  );

  app.put(
    '/views/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: ViewParamsSchema,
        body: SavedViewUpdatePayloadSchema,
        response: { 200: ViewAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSavedView(deps(), viewerFrom(requireUser(request)), request.params.id, request.body),
      message: SAVED_VIEW_MESSAGES.updated,
    }),
  );

  app.delete(
    '/views/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: ViewParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteSavedView(deps(), viewerFrom(requireUser(request)), request.params.id);
      return { success: true as const, message: SAVED_VIEW_MESSAGES.deleted };
    },
  );
};
