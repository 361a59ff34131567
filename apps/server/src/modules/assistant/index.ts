import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { assistantExportRoutes } from './assistant.export';
import { assistantRoutes } from './assistant.routes';

/** The assistant's routes: the chat of every signed-in user, and the platform admins' feedback export. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(assistantRoutes as FastifyPluginAsync);
  await app.register(assistantExportRoutes);
};

/** The in-app assistant: chat, its function registry, history, feedback and suggestions. */
export const assistantModule = defineModule({
  name: 'assistant',
  routes,
});
