import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { analyticsRoutes } from './analytics.routes';
import { analyticsSeed } from './analytics.seed';

/**
 * Reports and analytics: the figures computed from the tasks' status history (the tasks module
 * records it), their exports, and the demo history. Its answers are dropped from the read cache by the task,
 * project and structure events the work modules already publish (docs/analytics.md).
 */
export const analyticsModule = defineModule({
  name: 'analytics',
  routes: analyticsRoutes as FastifyPluginAsync,
  seed: analyticsSeed,
});

export { resolveAnalyticsScope } from './analytics.scope';
export { analyticsFor } from './analytics.service';
