import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { todoEvents } from './todos.events';
import { todoRoutes } from './todos.routes';
import { todosSeed } from './todos.seed';

/** Quick to-dos: personal, or shared with a project or the organization. */
export const todosModule = defineModule({
  name: 'todos',
  routes: todoRoutes as FastifyPluginAsync,
  events: todoEvents,
  seed: todosSeed,
});
