import {
  ApiTokenCreatedAnswerSchema,
  ApiTokenCreatePayloadSchema,
  ApiTokenListAnswerSchema,
  IdSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { auditContext } from '../audit';
import { requireUser } from '../auth';
import { createToken, listTokens, revokeToken } from './tokens.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/**
 * Personal API tokens (issue 41): the signed-in user's own tokens. A request signed in with a token is refused
 * here (403) by the guard enforcer: a token cannot list, mint or revoke tokens.
 */
export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/tokens',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: "The caller's personal API tokens (never their secrets)",
        response: { 200: ApiTokenListAnswerSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listTokens(db(), requireUser(request).id) }),
  );

  app.post(
    '/tokens',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Create a personal API token; its secret is answered this once',
        body: ApiTokenCreatePayloadSchema,
        response: { 201: ApiTokenCreatedAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createToken(db(), requireUser(request), request.body, auditContext(request));
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/tokens/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        summary: 'Revoke one of your personal API tokens (it stops working at once)',
        params: z.object({ id: IdSchema }),
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await revokeToken(db(), requireUser(request), request.params.id, auditContext(request));
      return reply.code(204).send(null);
    },
  );
};
