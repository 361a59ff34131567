import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { dashboardEvents } from './dashboard.live';
import { dashboardRoutes } from './dashboard.routes';

/** The dashboard's figures, next tasks and feed; its figures pushed live to the open dashboards they change. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: dashboardRoutes as FastifyPluginAsync,
  events: dashboardEvents,
});

export { stopDashboardPushes } from './dashboard.live';
export { type DashboardUpdates, getDashboard, getDashboardUpdates } from './dashboard.service';
