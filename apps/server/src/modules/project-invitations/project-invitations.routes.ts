import {
  AcceptInvitationPayloadSchema,
  ApiMessageSchema,
  AuthAnswerSchema,
  IdSchema,
  INVITATION_MESSAGES,
  InvitationAcceptanceAnswerSchema,
  InvitationListAnswerSchema,
  InvitationRegisterPayloadSchema,
  InvitationSentAnswerSchema,
  InvitationValidationAnswerSchema,
  RespondInvitationPayloadSchema,
  SendInvitationPayloadSchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { invitationDeps } from '../../invitations/lifecycle';
import { auditContext } from '../audit';
import { findCurrentUser, issueSession, optionalCaller, rateLimitFor, requireUser, toUser } from '../auth';
import { viewerFrom } from '../work';
import {
  acceptInvitationLink,
  cancelInvitation,
  listInvitations,
  registerWithInvitation,
  resendInvitation,
  respondToInvitation,
  sendInvitation,
  validateInvitation,
} from './project-invitations.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const ProjectParamsSchema = z.object({ projectId: IdSchema });
// Checked against the link pattern by the service, which answers every bad link with the same 404.
const TokenParamsSchema = z.object({ token: z.string().max(200) });

/**
 * Project invitations (spec 7.3). Resend, cancel and the list take the invitation's public id where
 * the spec's paths say token: the secret is in the mail only.
 */
export const projectInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = invitationDeps(app);
  const limit = rateLimitFor(app.config);
  const viewerOf = (request: FastifyRequest) => viewerFrom(requireUser(request));

  // The answers are about one person, their project or their link: no cache may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/invite/send',
    {
      config: { guard: 'signed-in' },
      schema: { body: SendInvitationPayloadSchema, response: { 201: InvitationSentAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const invitation = await sendInvitation(deps, viewerOf(request), request.body, auditContext(request));
      return reply.code(201).send({
        success: true as const,
        message: INVITATION_MESSAGES.sent(invitation.email),
        data: invitation,
      });
    },
  );

  app.post(
    '/invite/resend/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: InvitationSentAnswerSchema, ...errors } },
    },
    async (request) => {
      const invitation = await resendInvitation(deps, viewerOf(request), request.params.id);
      return {
        success: true as const,
        message: INVITATION_MESSAGES.resent(invitation.email),
        data: invitation,
      };
    },
  );

  app.delete(
    '/invite/cancel/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await cancelInvitation(deps, viewerOf(request), request.params.id);
      return { success: true as const, message: INVITATION_MESSAGES.cancelled };
    },
  );

  app.get(
    '/invite/project/:projectId',
    {
      config: { guard: 'signed-in' },
      schema: { params: ProjectParamsSchema, response: { 200: InvitationListAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await listInvitations(app.database.db, viewerOf(request), request.params.projectId),
    }),
  );

  // The link's routes: open signed out, rate limited like every route that takes a secret.

  app.get(
    '/invite/validate/:token',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: { params: TokenParamsSchema, response: { 200: InvitationValidationAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await validateInvitation(
        app.database.db,
        request.params.token,
        await optionalCaller(app, request),
      ),
    }),
  );

  app.post(
    '/invite/respond',
    {
      config: { guard: 'signed-in', rateLimit: limit.strict },
      schema: {
        body: RespondInvitationPayloadSchema,
        response: { 200: InvitationAcceptanceAnswerSchema, ...errors },
      },
    },
    async (request) =>
      respondToInvitation(
        deps,
        requireUser(request),
        request.body.token,
        request.body.action,
        auditContext(request),
      ),
  );

  app.post(
    '/projects/accept-invitation/:token',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: {
        params: TokenParamsSchema,
        body: AcceptInvitationPayloadSchema,
        response: { 200: InvitationAcceptanceAnswerSchema, ...errors },
      },
    },
    async (request) =>
      acceptInvitationLink(
        deps,
        request.params.token,
        request.body.projectId,
        await optionalCaller(app, request),
        auditContext(request, null),
      ),
  );

  app.post(
    '/invite/register',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: { body: InvitationRegisterPayloadSchema, response: { 201: AuthAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const subject = await registerWithInvitation(deps, request.body);
      const { token } = await issueSession(app, reply, subject, { method: 'password' });
      const user = await findCurrentUser(app.database.db, subject.id);
      if (!user) throw new AppError(500, 'The new account could not be read back');
      return reply.code(201).send({ success: true as const, token, user: toUser(user) });
    },
  );
};
