import { HealthSchema, LivenessSchema, ReadinessSchema, SYSTEM_CHECK_MESSAGES } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LogLevel } from '../../config';
import { migrationStatus } from '../../db/migration-status';
import { ErrorResponseSchema, errorBody } from '../../http/errors';

export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable';

/** The quieter of the app's log level and `level`, so that a route never logs more than the app allows. */
function atLeast(current: string, level: LogLevel): LogLevel {
  const order: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
  const known = order.find((candidate) => candidate === current);
  return known && order.indexOf(known) > order.indexOf(level) ? known : level;
}

/** GET /health: 200 when the database answers a real query, 503 otherwise (for load balancers and start-up). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { guard: 'public' },
      schema: { response: { 200: HealthSchema, 503: ErrorResponseSchema } },
      // Probes hit this every few seconds: keep them out of the info-level request log.
      logLevel: atLeast(app.log.level, 'warn'),
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'Health check: database did not answer');
        return reply.code(503).send(errorBody(DATABASE_UNAVAILABLE_MESSAGE));
      }
      return { status: 'ok' as const, db: app.database.kind };
    },
  );

  // Process supervisors (Kubernetes probes, systemd watchdogs): live says the process answers and asks nothing
  // else, so a slow database never gets a healthy process restarted; ready says it can serve.
  app.get(
    '/health/live',
    {
      config: { guard: 'public' },
      schema: { response: { 200: LivenessSchema } },
      logLevel: atLeast(app.log.level, 'warn'),
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { guard: 'public' },
      schema: { response: { 200: ReadinessSchema, 503: ErrorResponseSchema } },
      logLevel: atLeast(app.log.level, 'warn'),
    },
    async (request, reply) => {
      let status: Awaited<ReturnType<typeof migrationStatus>>;
      try {
        await app.database.ping();
        status = await migrationStatus(app.database.db);
      } catch (error) {
        request.log.warn({ err: error }, 'Readiness: database did not answer');
        return reply.code(503).send(errorBody(DATABASE_UNAVAILABLE_MESSAGE));
      }
      if (status.pending.length > 0) {
        return reply
          .code(503)
          .send(errorBody(SYSTEM_CHECK_MESSAGES.migrationsPending(status.pending.length)));
      }
      return {
        status: 'ready' as const,
        db: app.database.kind,
        migrations: { applied: status.applied.length, expected: status.expected.length },
      };
    },
  );
};
