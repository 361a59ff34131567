import {
  ApiMessageSchema,
  apiSuccess,
  IdSchema,
  LABEL_MESSAGES,
  LabelCreatePayloadSchema,
  LabelSchema,
  LabelUpdatePayloadSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { createLabel, deleteLabel, listLabels, updateLabel } from './labels.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const LabelParamsSchema = z.object({ id: IdSchema });
const LabelAnswerSchema = apiSuccess(LabelSchema);

/** A workspace's labels (issue 37): its organization's, or an individual's own. */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, events: app.events });

  app.get(
    '/labels',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: { response: { 200: apiSuccess(z.array(LabelSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await listLabels(app.database.db, viewerFrom(requireUser(request))),
    }),
  );

  app.post(
    '/labels',
    {
      config: { guard: { permission: 'canCreateTasks' } },
      schema: { body: LabelCreatePayloadSchema, response: { 201: LabelAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await createLabel(deps(), viewerFrom(requireUser(request)), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/labels/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: LabelParamsSchema,
        body: LabelUpdatePayloadSchema,
        response: { 200: LabelAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateLabel(deps(), viewerFrom(requireUser(request)), request.params.id, request.body),
    }),
  );

  app.delete(
    '/labels/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: LabelParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteLabel(deps(), viewerFrom(requireUser(request)), request.params.id);
      return { success: true as const, message: LABEL_MESSAGES.deleted };
    },
  );
};
