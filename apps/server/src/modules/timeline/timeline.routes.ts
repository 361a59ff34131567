import {
  apiSuccess,
  SCHEDULE_MESSAGES,
  SchedulePayloadSchema,
  TaskSchema,
  TimelineQuerySchema,
  TimelineSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { viewerFrom } from '../work';
import { scheduleTasks, timelineOf } from './timeline.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/** The timeline (issue 40): dated tasks and their dependencies; several tasks' dates changed at once. */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timeline',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: { querystring: TimelineQuerySchema, response: { 200: apiSuccess(TimelineSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await timelineOf(app.database.db, viewerFrom(requireUser(request)), request.query),
    }),
  );

  app.post(
    '/tasks/schedule',
    {
      config: { guard: { permission: 'canViewTasks' } },
      schema: { body: SchedulePayloadSchema, response: { 200: apiSuccess(z.array(TaskSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await scheduleTasks(
        { db: app.database.db, events: app.events },
        viewerFrom(requireUser(request)),
        request.body,
      ),
      message: SCHEDULE_MESSAGES.moved,
    }),
  );
};
