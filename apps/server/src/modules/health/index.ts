import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { healthRoutes } from './health.routes';

/** GET /health: the database answers, the process is up. */
export const healthModule = defineModule({ name: 'health', routes: healthRoutes as FastifyPluginAsync });

export { DATABASE_UNAVAILABLE_MESSAGE } from './health.routes';
