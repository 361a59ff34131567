import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { viewEvents } from './views.events';
import { viewRoutes } from './views.routes';
import { viewsSeed } from './views.seed';

/**
 * Saved views (issue 39): a user's named filters of tasks, of a project's Tasks tab or of /tasks, private or
 * shared with the project or the organization. They go with their owner, project and organization (cascades).
 */
export const viewsModule = defineModule({
  name: 'views',
  routes: viewRoutes as FastifyPluginAsync,
  events: viewEvents,
  seed: viewsSeed,
});

export { savedViews } from './views.schema';
