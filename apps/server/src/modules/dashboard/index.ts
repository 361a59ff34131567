import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { dashboardRoutes } from './dashboard.routes';

/** The dashboard's figures, next tasks and feed. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: dashboardRoutes as FastifyPluginAsync,
});

export { getDashboard } from './dashboard.service';
