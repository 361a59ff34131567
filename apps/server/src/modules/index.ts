import type { FastifyPluginAsync } from 'fastify';
import { authModule } from './auth';
import { healthRoutes } from './health/health.routes';
import { organizationRoutes } from './organizations/organizations.routes';

/**
 * Every feature module's routes, mounted under /api/v1 in this order. Add new modules here, after `authModule`:
 * it installs cookies, rate limiting and the guard enforcer that the later modules' routes rely on.
 */
export const apiModules: readonly FastifyPluginAsync[] = [
  healthRoutes,
  authModule,
  organizationRoutes as FastifyPluginAsync,
];
