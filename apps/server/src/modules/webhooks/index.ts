import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { webhookRoutes } from './webhooks.routes';
import { deliverAttempt, queueOpenDeliveries, WEBHOOK_QUEUE } from './webhooks.service';

/**
 * Webhooks (issue 41): subscriptions of a URL to task, project, comment, member and time entry events. Each
 * committed change becomes deliveries queued at once (the routes' bus listener) and sent by the job queue's webhook
 * workers (WEBHOOKS_CONCURRENCY of them, woken at once on a new delivery), signed, retried with back-off, logged;
 * a webhook failing too often is disabled and its admins told.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  routes: webhookRoutes as FastifyPluginAsync,
  jobs: {
    [WEBHOOK_QUEUE]: (data, context) => deliverAttempt(context, context.config.webhooks, data),
  },
  jobOptions: (config) => ({ [WEBHOOK_QUEUE]: { workers: config.webhooks.concurrency } }),
  start: queueOpenDeliveries,
});

export { webhookDeliveries, webhooks } from './webhooks.schema';
