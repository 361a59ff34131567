import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { assistantRoutes } from './assistant.routes';

/** The in-app assistant (issue 19): chat, its function registry, history, feedback and suggestions. */
export const assistantModule = defineModule({
  name: 'assistant',
  routes: assistantRoutes as FastifyPluginAsync,
});
