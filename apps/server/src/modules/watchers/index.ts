import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { watcherEvents } from './watchers.events';
import { watcherRoutes } from './watchers.routes';
import { watchersSeed } from './watchers.seed';

/** Who follows which task (issue 38). The tasks module makes people follow and tells followers of changes. */
export const watchersModule = defineModule({
  name: 'watchers',
  routes: watcherRoutes as FastifyPluginAsync,
  events: watcherEvents,
  seed: watchersSeed,
});

export { visibleWatchersOf, watcherIds, whoCanSee } from './watchers.queries';
export { taskWatchers } from './watchers.schema';
export { followAsPartOf } from './watchers.service';
