import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { platformEvents } from './platform.live';
import { platformRoutes } from './platform.routes';

/**
 * The platform console (organizations edited, re-planned, activated and deactivated; platform roles; the live
 * platform figures), system users with disable and enable, and the multi-organization dashboard with switching
 * the current organization (issue 20).
 */
export const platformModule = defineModule({
  name: 'platform',
  routes: platformRoutes as FastifyPluginAsync,
  events: platformEvents,
});

export { stopPlatformStatsPushes } from './platform.live';
