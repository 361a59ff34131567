import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { labelEvents } from './labels.events';
import { labelRoutes } from './labels.routes';
import { labelsSeed } from './labels.seed';

/** Labels: a workspace's tags for tasks (issue 37). The tasks module keeps which task carries which. */
export const labelsModule = defineModule({
  name: 'labels',
  routes: labelRoutes as FastifyPluginAsync,
  events: labelEvents,
  seed: labelsSeed,
});

export { labelIdsIn, taskWorkspace } from './labels.queries';
export { labels } from './labels.schema';
export { createLabel, listLabels } from './labels.service';
