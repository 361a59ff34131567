import {
  ApiMessageSchema,
  apiSuccess,
  CALENDAR_FEED_MESSAGES,
  CalendarFeedStatusSchema,
  CalendarFeedUrlSchema,
} from '@app/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { rateLimitFor, registerRateLimit, requireUser } from '../auth';
import {
  calendarFeedStatus,
  renderCalendarFeed,
  rotateCalendarFeed,
  turnOffCalendarFeed,
  turnOnCalendarFeed,
} from './calendar-feed';
import { rescheduleReminders } from './reminders';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/** The signed-in person's calendar feed (issue 40); reminders are set through the task payloads. */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // Reminders changed by a committed task change: their jobs are queued (and old ones cancelled) after it.
  app.events.subscribe((event) => {
    if (event.type !== 'reminders.changed') return;
    const jobs = app.jobs;
    return rescheduleReminders({ db, config: app.config, events: app.events, log: app.log, jobs }, event);
  });

  app.get(
    '/calendar-feed',
    {
      config: { guard: 'signed-in' },
      schema: { response: { 200: apiSuccess(CalendarFeedStatusSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await calendarFeedStatus(db, requireUser(request).id),
    }),
  );

  app.post(
    '/calendar-feed',
    {
      config: { guard: 'signed-in' },
      schema: { response: { 201: apiSuccess(CalendarFeedUrlSchema), ...errors } },
    },
    async (request, reply) => {
      const data = await turnOnCalendarFeed(db, requireUser(request).id, app.config.appOrigin);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/calendar-feed/rotate',
    {
      config: { guard: 'signed-in' },
      schema: { response: { 200: apiSuccess(CalendarFeedUrlSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await rotateCalendarFeed(db, requireUser(request).id, app.config.appOrigin),
    }),
  );

  app.delete(
    '/calendar-feed',
    { config: { guard: 'signed-in' }, schema: { response: { 200: ApiMessageSchema, ...errors } } },
    async (request) => {
      await turnOffCalendarFeed(db, requireUser(request).id);
      return { success: true as const, message: CALENDAR_FEED_MESSAGES.turnedOff };
    },
  );
};

const FeedParamsSchema = z.object({ token: z.string().max(200) });
/** A feed's file name: its token (base64url) and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

/**
 * GET /ical/{token}.ics, outside /api/v1: calendar apps fetch it without a session, so the token is the key; it is
 * rate-limited per client address like the API's public lookups.
 */
export const planningRootRoutes: FastifyPluginAsync = async (root) => {
  await registerRateLimit(root, root.config);
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/ical/:token',
    {
      config: { guard: 'public', rateLimit: rateLimitFor(app.config).lookup },
      schema: { params: FeedParamsSchema, hide: true },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.token)?.[1];
      if (!token) throw new AppError(404, CALENDAR_FEED_MESSAGES.notFound);
      const body = await renderCalendarFeed(app.database.db, token, app.config.appOrigin);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="tasks.ics"')
        .send(body);
    },
  );
};
