import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';

/** Every feature module's routes, mounted under /api/v1 in this order. Add new modules here. */
export const apiModules: readonly FastifyPluginAsync[] = [healthRoutes];
