import {
  apiSuccess,
  DiscussionMessageSchema,
  DiscussionPostPayloadSchema,
  IdSchema,
  PageQuerySchema,
  paginated,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { listDiscussion, postDiscussionMessage } from './discussion.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const ParamsSchema = z.object({ id: IdSchema });
const QuerySchema = PageQuerySchema.pick({ page: true, limit: true });

/** A project's discussion: read and posted over REST; heard live over the socket. */
export const discussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/projects/:id/discussion',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: ParamsSchema,
        querystring: QuerySchema,
        response: { 200: paginated(DiscussionMessageSchema), ...errors },
      },
    },
    async (request) => listDiscussion(db, viewerFrom(requireUser(request)), request.params.id, request.query),
  );

  app.post(
    '/projects/:id/discussion',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: ParamsSchema,
        body: DiscussionPostPayloadSchema,
        response: { 201: apiSuccess(DiscussionMessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await postDiscussionMessage(
        { db, events: app.events },
        viewerFrom(requireUser(request)),
        request.params.id,
        request.body.text,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
