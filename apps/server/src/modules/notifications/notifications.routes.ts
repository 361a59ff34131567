import {
  ApiMessageSchema,
  apiSuccess,
  NotificationIdSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import {
  clearNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_MESSAGES,
} from './notifications.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/** The signed-in user's notifications (spec 2.2 panel, 4.6); created by the services of the changes they tell of. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/notifications',
    {
      config: { guard: 'signed-in' },
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(db, requireUser(request).id, request.query),
  );

  app.put(
    '/notifications/read-all',
    { config: { guard: 'signed-in' }, schema: { response: { 200: ApiMessageSchema, ...errors } } },
    async (request) => {
      await markAllNotificationsRead(db, requireUser(request).id);
      return { success: true as const, message: NOTIFICATION_MESSAGES.allRead };
    },
  );

  app.put(
    '/notifications/:id/read',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: z.object({ id: NotificationIdSchema }),
        response: { 200: apiSuccess(NotificationSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markNotificationRead(db, requireUser(request).id, request.params.id),
    }),
  );

  app.delete(
    '/notifications',
    { config: { guard: 'signed-in' }, schema: { response: { 200: ApiMessageSchema, ...errors } } },
    async (request) => {
      await clearNotifications(db, requireUser(request).id);
      return { success: true as const, message: NOTIFICATION_MESSAGES.cleared };
    },
  );
};
