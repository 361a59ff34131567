import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { platformEvents, stopPlatformStatsPushes } from './platform.live';
import { platformRoutes } from './platform.routes';

/**
 * The platform console (organizations edited, re-planned, activated and deactivated; platform roles; the live
 * platform figures), system users with disable and enable, and the multi-organization dashboard with switching
 * the current organization.
 */
export const platformModule = defineModule({
  name: 'platform',
  routes: platformRoutes as FastifyPluginAsync,
  events: platformEvents,
  stopRealtime: stopPlatformStatsPushes,
});
