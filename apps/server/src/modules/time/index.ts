import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { timeEvents } from './time.events';
import { timeRoutes } from './time.routes';
import { timeSeed } from './time.seed';

/**
 * Time tracking (issue 40): time logged on tasks by hand or with the one running timer of each user, weekly
 * timesheets submitted and reviewed (then locked), reports and their CSV/XLSX exports, and projects' hourly rates
 * (finance) that make billable time labour cost in finance's actual spend.
 */
export const timeModule = defineModule({
  name: 'time',
  routes: timeRoutes as FastifyPluginAsync,
  events: timeEvents,
  seed: timeSeed,
});
