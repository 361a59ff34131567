import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { dashboardEvents, stopDashboardPushes } from './dashboard.live';
import { dashboardRoutes } from './dashboard.routes';
import { dashboardSocketEvents } from './dashboard.socket';

/** The dashboard's figures, next tasks and feed; its figures pushed live to the open dashboards they change. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: dashboardRoutes as FastifyPluginAsync,
  events: dashboardEvents,
  socket: dashboardSocketEvents,
  stopRealtime: stopDashboardPushes,
});

export { getDashboard } from './dashboard.service';
