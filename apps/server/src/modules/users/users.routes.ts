import { IdSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { findAvatar } from './users.queries';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const UserParamsSchema = z.object({ id: IdSchema });
// The answer is the image itself: Fastify sends a Buffer as it is, without serializing it.
const ImageBytesSchema = z.instanceof(Buffer).describe('The image bytes, in their own content type');

export const AVATAR_CACHE_CONTROL = 'public, max-age=86400';
export const USER_MESSAGES = { noAvatar: 'This user has no profile picture' } as const;

/** People's public faces: uploaded profile pictures, served to anyone who has the (random) user id. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/avatar',
    {
      config: { guard: 'public' },
      schema: { params: UserParamsSchema, response: { 200: ImageBytesSchema, ...errors } },
    },
    async (request, reply) => {
      const avatar = await findAvatar(app.database.db, request.params.id);
      if (!avatar) throw new AppError(404, USER_MESSAGES.noAvatar);
      // The bytes were checked against their type on upload; nosniff and a CSP that allows nothing make sure a
      // browser never treats them as anything but an image, even when opened directly.
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', AVATAR_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(avatar.data);
    },
  );
};
