import {
  ApiMessageSchema,
  IdSchema,
  ORG_INVITATION_MESSAGES,
  OrganizationInvitePayloadSchema,
  OrgInvitationAnswerSchema,
  OrgInvitationJoinedAnswerSchema,
  OrgInvitationListQuerySchema,
  OrgInvitationPageSchema,
  OrgInvitationPreviewAnswerSchema,
  OrgInvitationRegisterAnswerSchema,
  OrgInvitationRegisterPayloadSchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { invitationDeps } from '../../invitations/lifecycle';
import { auditContext } from '../audit';
import { findCurrentUser, issueSession, optionalCaller, rateLimitFor, requireUser, toUser } from '../auth';
import { type Actor, loadActor } from '../organizations';
import {
  acceptInvitation,
  cancelInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  registerWithInvitation,
  resendInvitation,
} from './org-invitations.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
// Checked against the link pattern by the service, which answers the link's own clear 404.
const TokenParamsSchema = z.object({ token: z.string().max(200) });

/** Organization invitations (spec 7.2 POST /organizations/invite) and their acceptance link. */
export const orgInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = invitationDeps(app);
  const limit = rateLimitFor(app.config);
  const actorOf = (request: FastifyRequest): Promise<Actor> =>
    loadActor(app.database.db, requireUser(request));

  // The acceptance answers are about one person and their link: no cache may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/organizations/invite',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: {
        body: OrganizationInvitePayloadSchema,
        response: { 201: OrgInvitationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await inviteMember(
        deps,
        await actorOf(request),
        request.body,
        auditContext(request),
      );
      return reply.code(201).send({
        success: true as const,
        data: invitation,
        message: ORG_INVITATION_MESSAGES.sent(invitation.email),
      });
    },
  );

  app.get(
    '/organizations/:id/invitations',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: {
        params: IdParamsSchema,
        querystring: OrgInvitationListQuerySchema,
        response: { 200: OrgInvitationPageSchema, ...errors },
      },
    },
    async (request) =>
      listInvitations(app.database.db, await actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/organizations/invitations/:id/resend',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: { params: IdParamsSchema, response: { 200: OrgInvitationAnswerSchema, ...errors } },
    },
    async (request) => {
      const invitation = await resendInvitation(deps, await actorOf(request), request.params.id);
      return {
        success: true as const,
        data: invitation,
        message: ORG_INVITATION_MESSAGES.resent(invitation.email),
      };
    },
  );

  app.delete(
    '/organizations/invitations/:id',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await cancelInvitation(deps, await actorOf(request), request.params.id);
      return { success: true as const, message: ORG_INVITATION_MESSAGES.cancelled };
    },
  );

  // The acceptance link: open signed out, rate limited like the other links that carry a secret.

  app.get(
    '/organizations/join/:token',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: { params: TokenParamsSchema, response: { 200: OrgInvitationPreviewAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await previewInvitation(
        app.database.db,
        request.params.token,
        await optionalCaller(app, request),
      ),
    }),
  );

  app.post(
    '/organizations/join/:token/accept',
    {
      config: { guard: 'signed-in', rateLimit: limit.strict },
      schema: { params: TokenParamsSchema, response: { 200: OrgInvitationJoinedAnswerSchema, ...errors } },
    },
    async (request) => {
      const joined = await acceptInvitation(
        deps,
        requireUser(request),
        request.params.token,
        auditContext(request),
      );
      return {
        success: true as const,
        data: joined,
        message: ORG_INVITATION_MESSAGES.joined(joined.organizationName),
      };
    },
  );

  app.post(
    '/organizations/join/:token/register',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: {
        params: TokenParamsSchema,
        body: OrgInvitationRegisterPayloadSchema,
        response: { 201: OrgInvitationRegisterAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subject, joined } = await registerWithInvitation(
        deps,
        request.params.token,
        request.body,
        auditContext(request, null),
      );
      const { token } = await issueSession(app, reply, subject, { method: 'password' });
      const user = await findCurrentUser(app.database.db, subject.id);
      if (!user) throw new AppError(500, 'The new account could not be read back');
      return reply
        .code(201)
        .send({ success: true as const, token, user: toUser(user), organization: joined });
    },
  );
};
