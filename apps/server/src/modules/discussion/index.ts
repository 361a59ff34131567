import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { discussionEvents } from './discussion.events';
import { discussionRoutes } from './discussion.routes';
import { discussionSocketEvents } from './discussion.socket';

/** A project's discussion. */
export const discussionModule = defineModule({
  name: 'discussion',
  routes: discussionRoutes as FastifyPluginAsync,
  events: discussionEvents,
  socket: discussionSocketEvents,
});
