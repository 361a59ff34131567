import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { systemChecksRoutes } from './system-checks.routes';

export { type CheckContext, runCheck, runSystemChecks } from './checks';

/**
 * The System Test Suite: live checks of the database, migrations, mail, sockets, Redis, Google
 * sign-in, disk and clock, run on request with their results streamed back, and the history of runs.
 */
export const systemChecksModule = defineModule({
  name: 'system-checks',
  routes: systemChecksRoutes as FastifyPluginAsync,
});
