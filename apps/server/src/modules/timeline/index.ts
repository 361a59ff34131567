import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { timelineRoutes } from './timeline.routes';

/**
 * The timeline (issue 40): a project's dated tasks, or those of every project the caller sees, with the 'blocks'
 * relations between them; and schedule changes that move several tasks at once. The dates are the tasks' own
 * columns (tasks.schema.ts), so their events and cache invalidations are the tasks module's.
 */
export const timelineModule = defineModule({
  name: 'timeline',
  routes: timelineRoutes as FastifyPluginAsync,
});
