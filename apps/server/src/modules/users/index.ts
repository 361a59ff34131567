import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { userRoutes } from './users.routes';

/** People as others see them: their public avatar. */
export const usersModule = defineModule({ name: 'users', routes: userRoutes as FastifyPluginAsync });

export { avatarTypeOf, isImageOfType } from './avatar-image';
