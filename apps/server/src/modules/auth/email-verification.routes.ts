import {
  ApiMessageSchema,
  EMAIL_VERIFICATION_MESSAGES,
  SESSION_MESSAGES,
  VerifyEmailPayloadSchema,
} from '@app/domain';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../http/errors';
import type { AuthDeps } from './auth.service';
import { resendEmailVerification, verifyEmail } from './email-verification';
import { requireUser } from './session';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;

/** POST /auth/verify-email { token }: public (the link may be opened signed out), rate limited like the reset. */
export function registerEmailVerificationRoute(
  app: FastifyInstance,
  deps: AuthDeps,
  rateLimit: RateLimitOptions,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/verify-email',
    {
      config: { guard: 'public', rateLimit },
      schema: { body: VerifyEmailPayloadSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      const { organizationName, awaitingApproval } = await verifyEmail(deps, request.body.token);
      const message =
        awaitingApproval === undefined
          ? EMAIL_VERIFICATION_MESSAGES.verified(organizationName)
          : awaitingApproval
            ? SESSION_MESSAGES.awaitingApproval
            : SESSION_MESSAGES.domainJoinOff;
      return { success: true as const, message };
    },
  );

  // POST /auth/verify-email/resend: signed in (the account registering made), a new link by mail.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/verify-email/resend',
    {
      config: { guard: 'signed-in', rateLimit },
      schema: { response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      const pending = await resendEmailVerification(deps, requireUser(request).id);
      return { success: true as const, message: pending.message };
    },
  );
}
