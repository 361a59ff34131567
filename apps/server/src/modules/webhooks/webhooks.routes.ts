import {
  ApiMessageSchema,
  IdSchema,
  WEBHOOK_MESSAGES,
  WebhookAnswerSchema,
  WebhookCreatePayloadSchema,
  WebhookDeliveryAnswerSchema,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryPageSchema,
  WebhookListAnswerSchema,
  WebhookUpdatePayloadSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { webhookPayloadOf } from './webhooks.events';
import {
  createWebhook,
  deleteWebhook,
  enqueueEvent,
  getWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  sendTestDelivery,
  updateWebhook,
} from './webhooks.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const DeliveryParamsSchema = z.object({ id: IdSchema, deliveryId: IdSchema });

/**
 * Webhooks (issue 41): every route signed-in, the rule (`canManageWebhook` of @app/domain: an organization's
 * admins, or an individual for a project they own) checked in the service; another's webhook is a 404.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings = app.config.webhooks;
  const viewer = (request: Parameters<typeof requireUser>[0]) => viewerFrom(requireUser(request));

  // Each committed change that is a webhook event becomes deliveries, queued at once; the request that made the
  // change does not wait (the listener runs after its commit, and its promise is not awaited by the bus).
  app.events.subscribe((event) => {
    const payload = webhookPayloadOf(event);
    if (payload) return enqueueEvent({ db, jobs: app.jobs }, payload).then(() => undefined);
  });

  app.get(
    '/webhooks',
    {
      config: { guard: 'signed-in' },
      schema: { summary: 'List webhooks', response: { 200: WebhookListAnswerSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await listWebhooks(db, viewer(request)) }),
  );

  app.post(
    '/webhooks',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Create a webhook',
        body: WebhookCreatePayloadSchema,
        response: { 201: WebhookAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createWebhook(db, settings, viewer(request), request.body);
      return reply.code(201).send({ success: true as const, data, message: WEBHOOK_MESSAGES.created });
    },
  );

  app.get(
    '/webhooks/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Get a webhook',
        params: IdParamsSchema,
        response: { 200: WebhookAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getWebhook(db, viewer(request), request.params.id),
    }),
  );

  app.put(
    '/webhooks/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Change a webhook',
        params: IdParamsSchema,
        body: WebhookUpdatePayloadSchema,
        response: { 200: WebhookAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateWebhook(db, settings, viewer(request), request.params.id, request.body),
      message: WEBHOOK_MESSAGES.updated,
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Delete a webhook',
        params: IdParamsSchema,
        response: { 200: ApiMessageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteWebhook(db, viewer(request), request.params.id);
      return { success: true as const, message: WEBHOOK_MESSAGES.deleted };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: "A webhook's deliveries",
        params: IdParamsSchema,
        querystring: WebhookDeliveryListQuerySchema,
        response: { 200: WebhookDeliveryPageSchema, ...errors },
      },
    },
    async (request) => listDeliveries(db, viewer(request), request.params.id, request.query),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Send a delivery again',
        params: DeliveryParamsSchema,
        response: { 202: WebhookDeliveryAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await redeliver(
        db,
        app.jobs,
        viewer(request),
        request.params.id,
        request.params.deliveryId,
      );
      return reply.code(202).send({ success: true as const, data, message: WEBHOOK_MESSAGES.redelivered });
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Send a test (ping) delivery',
        params: IdParamsSchema,
        response: { 202: WebhookDeliveryAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await sendTestDelivery(db, app.jobs, viewer(request), request.params.id);
      return reply.code(202).send({ success: true as const, data, message: WEBHOOK_MESSAGES.tested });
    },
  );
};
