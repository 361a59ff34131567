import {
  ApiMessageSchema,
  apiSuccess,
  EndSessionsQuerySchema,
  IdSchema,
  SESSION_MESSAGES,
  SecurityPolicySchema,
  SecurityPolicyViewSchema,
  UserSessionSchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { auditContext } from '../audit';
import type { AuthDeps } from './auth.deps';
import { getSecurityPolicy, putSecurityPolicy } from './security-policy.service';
import { AUTH_ERRORS, clearSessionCookie, requireUser } from './session';
import { endMySession, endMySessions, listMySessions, signOutUser } from './sessions.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const SessionsAnswerSchema = apiSuccess(z.array(UserSessionSchema));
const PolicyAnswerSchema = apiSuccess(SecurityPolicyViewSchema);
const EndedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ended: z.number().int(),
});

/** The session of this request (the guard has verified its token). */
function currentSessionId(request: FastifyRequest): string {
  const sid = request.session?.sid;
  if (!sid) throw new AppError(401, AUTH_ERRORS.notSignedIn);
  return sid;
}

/**
 * Sessions: the caller's own under /auth/sessions, an admin's "sign out everywhere" of a member, and
 * an organization's security policy.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/auth/sessions',
    { config: { guard: 'signed-in' }, schema: { response: { 200: SessionsAnswerSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listMySessions(db, requireUser(request), currentSessionId(request)),
    }),
  );

  app.post(
    '/auth/logout',
    { config: { guard: 'signed-in' }, schema: { response: { 200: ApiMessageSchema, ...errors } } },
    async (request, reply) => {
      await endMySession(deps, auditContext(request), requireUser(request), currentSessionId(request));
      clearSessionCookie(app, reply);
      return { success: true as const, message: SESSION_MESSAGES.sessionEnded };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request, reply) => {
      const current = currentSessionId(request);
      await endMySession(deps, auditContext(request), requireUser(request), request.params.id);
      if (request.params.id === current) clearSessionCookie(app, reply);
      return { success: true as const, message: SESSION_MESSAGES.sessionEnded };
    },
  );

  app.delete(
    '/auth/sessions',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: EndSessionsQuerySchema, response: { 200: EndedAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const { includeCurrent } = request.query;
      const ended = await endMySessions(
        deps,
        auditContext(request),
        requireUser(request),
        currentSessionId(request),
        includeCurrent,
      );
      if (includeCurrent) clearSessionCookie(app, reply);
      const message = includeCurrent
        ? SESSION_MESSAGES.allSessionsEnded
        : SESSION_MESSAGES.otherSessionsEnded;
      return { success: true as const, message, ended };
    },
  );

  app.post(
    '/organizations/users/:id/sign-out',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await signOutUser(deps, auditContext(request), requireUser(request), request.params.id);
      return { success: true as const, message: SESSION_MESSAGES.memberSignedOut };
    },
  );

  app.get(
    '/organizations/:id/security-policy',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: PolicyAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getSecurityPolicy(db, requireUser(request), request.params.id),
    }),
  );

  app.put(
    '/organizations/:id/security-policy',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        body: SecurityPolicySchema,
        response: { 200: PolicyAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await putSecurityPolicy(
        deps,
        auditContext(request),
        requireUser(request),
        request.params.id,
        request.body,
      ),
      message: SESSION_MESSAGES.policySaved,
    }),
  );
};
