import { PassThrough } from 'node:stream';
import {
  PageQuerySchema,
  SYSTEM_CHECK_MESSAGES,
  SYSTEM_CHECKS,
  SYSTEM_RUN_STREAM_TYPE,
  SystemCheckRunListSchema,
  type SystemRunEvent,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { auditContext } from '../audit';
import { requireUser } from '../auth';
import { runSystemChecks } from './checks';
import { assertMayRun, finishRun, listRuns, startRun } from './system-checks.service';

const guard = { permission: 'canRunSystemChecks' } as const;
const BEARER = /^Bearer[ \t]+(\S+)/i;

/** The System Test Suite's routes: start a run (its results stream back as they come) and the history. */
export const systemChecksRoutes: FastifyPluginAsyncZod = async (app) => {
  // Users with a run going in this process; the stored start times refuse quick repeats across processes.
  const running = new Set<string>();

  app.post(
    '/system/test-runs',
    {
      config: { guard },
      schema: {
        // The body is newline-delimited JSON: one SystemRunEvent a line (see @app/domain).
        response: { 200: z.string(), 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (running.has(user.id)) throw new AppError(429, SYSTEM_CHECK_MESSAGES.alreadyRunning);
      const { db } = app.database;
      await assertMayRun(db, user.id);
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
      running.add(user.id);
      let run: { id: string; startedAt: Date };
      try {
        run = await startRun(db, user, auditContext(request));
      } catch (error) {
        running.delete(user.id);
        throw error;
      }

      const stream = new PassThrough();
      const write = (event: SystemRunEvent) => {
        if (!stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`);
      };
      write({
        type: 'started',
        runId: run.id,
        startedAt: run.startedAt.toISOString(),
        checks: SYSTEM_CHECKS.map(({ name, label }) => ({ name, label })),
      });
      // The run goes on, and is stored, even when the caller leaves before the end.
      void (async () => {
        try {
          const results = await runSystemChecks(
            { app, session: { token, cookie: request.headers.cookie } },
            (result) => write({ type: 'result', result }),
          );
          write({ type: 'finished', run: await finishRun(db, run.id, user, results) });
        } catch (error) {
          request.log.error({ err: error }, 'System checks: the run could not be completed');
        } finally {
          running.delete(user.id);
          stream.end();
        }
      })();

      return (
        reply
          .header('cache-control', 'no-store')
          // Proxies (nginx) must pass each line on as it comes.
          .header('x-accel-buffering', 'no')
          .type(SYSTEM_RUN_STREAM_TYPE)
          // A stream is sent as it is, never serialized; the schema's string stands for the text it carries.
          .send(stream as unknown as string)
      );
    },
  );

  app.get(
    '/system/test-runs',
    {
      config: { guard },
      schema: {
        querystring: PageQuerySchema.pick({ page: true, limit: true }),
        response: { 200: SystemCheckRunListSchema },
      },
    },
    async (request) => listRuns(app.database.db, requireUser(request), request.query),
  );
};
