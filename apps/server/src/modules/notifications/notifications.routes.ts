import {
  ApiMessageSchema,
  apiSuccess,
  NOTIFICATION_MAIL_TEXTS,
  NotificationIdSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { escapeHtml } from '../../lib/mail';
import { requireUser } from '../auth';
import { createDueSoonSweeper } from './due-soon';
import { createMailWorker } from './mail-worker';
import {
  clearNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_MESSAGES,
  unsubscribeFromMail,
} from './notifications.service';
import { readUnsubscribeToken } from './unsubscribe';

const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** A page that works without JavaScript: the mail's link shows it, its button posts the one-click request. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function wantsHtml(accept: string | undefined): boolean {
  return Boolean(accept?.includes('text/html'));
}

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

  // Notification mail (issue 38): the worker sends the queued batches while the server runs.
  const worker = createMailWorker({
    db,
    mailer: app.mailer,
    log: app.log,
    appOrigin: app.config.appOrigin,
    secret: app.config.jwtSecret,
    batchWindowMs: app.config.mail.batchWindowMs,
  });
  worker.start();
  app.addHook('onClose', () => worker.stop());
  // "Due soon" reminders (issue 38): once the database is ready, then every MAIL_DUE_SOON_INTERVAL_MS.
  const dueSoon = createDueSoonSweeper({
    db,
    events: app.events,
    log: app.log,
    intervalMs: app.config.mail.dueSoonIntervalMs,
  });
  app.addHook('onReady', async () => dueSoon.start());
  app.addHook('onClose', () => dueSoon.stop());

  // One-click unsubscribe (RFC 8058): no session, the signed token names the person and the kind of mail. Mail
  // clients post `List-Unsubscribe=One-Click` as a form; its content is not needed.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
    const scoped = scope.withTypeProvider<ZodTypeProvider>();
    scoped.get(
      '/notifications/unsubscribe',
      {
        config: { guard: 'public' },
        schema: { querystring: UnsubscribeQuerySchema, response: { 200: z.string(), ...errors } },
      },
      async (request, reply) => {
        const valid = readUnsubscribeToken(app.config.jwtSecret, request.query.token) !== undefined;
        const body = valid
          ? `<form method="post" action="/api/v1/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}"><button type="submit">${escapeHtml(NOTIFICATION_MAIL_TEXTS.unsubscribe)}</button></form>`
          : `<p>${escapeHtml(NOTIFICATION_MAIL_TEXTS.invalidToken)}</p>`;
        return reply
          .code(valid ? 200 : 400)
          .type('text/html; charset=utf-8')
          .serializer((payload) => String(payload))
          .send(
            page(
              valid ? NOTIFICATION_MAIL_TEXTS.unsubscribeConfirm : NOTIFICATION_MAIL_TEXTS.invalidToken,
              body,
            ),
          );
      },
    );
    scoped.post(
      '/notifications/unsubscribe',
      {
        config: { guard: 'public' },
        schema: {
          querystring: UnsubscribeQuerySchema,
          response: { 200: z.union([ApiMessageSchema, z.string()]), ...errors },
        },
      },
      async (request, reply) => {
        const subject = readUnsubscribeToken(app.config.jwtSecret, request.query.token);
        if (!subject || !(await unsubscribeFromMail(db, subject.userId, subject.kind))) {
          throw new AppError(400, NOTIFICATION_MAIL_TEXTS.invalidToken);
        }
        if (wantsHtml(request.headers.accept)) {
          return reply
            .type('text/html; charset=utf-8')
            .serializer((payload) => String(payload))
            .send(
              page(
                NOTIFICATION_MAIL_TEXTS.unsubscribed,
                `<p>${escapeHtml(NOTIFICATION_MAIL_TEXTS.unsubscribed)}</p>`,
              ),
            );
        }
        return { success: true as const, message: NOTIFICATION_MAIL_TEXTS.unsubscribed };
      },
    );
  });

  app.delete(
    '/notifications',
    { config: { guard: 'signed-in' }, schema: { response: { 200: ApiMessageSchema, ...errors } } },
    async (request) => {
      await clearNotifications(db, requireUser(request).id);
      return { success: true as const, message: NOTIFICATION_MESSAGES.cleared };
    },
  );
};
