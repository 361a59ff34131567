import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { customFieldEvents } from './custom-fields.events';
import { customFieldRoutes } from './custom-fields.routes';
import { customFieldsSeed } from './custom-fields.seed';

/** A project's custom fields (issue 37); the tasks module stores and checks their values with `mergeCustomValues`. */
export const customFieldsModule = defineModule({
  name: 'custom-fields',
  routes: customFieldRoutes as FastifyPluginAsync,
  events: customFieldEvents,
  seed: customFieldsSeed,
});

export { customFields } from './custom-fields.schema';
export { fieldsOfProject, findFieldById, mergeCustomValues, toCustomField } from './custom-fields.service';
