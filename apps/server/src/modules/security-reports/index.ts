import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { securityReportRoutes } from './security-reports.routes';

/**
 * Security reports: the per-session CSRF token, POST /security/report (CSP violations and unexpected
 * client errors, throttled per user and category) and an organization's stored reports for its admins.
 */
export const securityReportsModule = defineModule({
  name: 'security-reports',
  routes: securityReportRoutes as FastifyPluginAsync,
});
