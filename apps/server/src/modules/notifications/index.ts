import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { notificationEvents } from './notifications.events';
import { notificationRoutes } from './notifications.routes';

/** A person's stored notifications. Other modules create them with `notify` inside their transaction. */
export const notificationsModule = defineModule({
  name: 'notifications',
  routes: notificationRoutes as FastifyPluginAsync,
  events: notificationEvents,
});

export { type NotificationDraft, notify } from './notifications.service';
