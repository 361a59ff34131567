import {
  AvailabilityAnswerSchema,
  apiSuccess,
  CheckDomainPayloadSchema,
  CheckSubdomainPayloadSchema,
  DomainCheckAnswerSchema,
  OrganizationRegistrationAnswerSchema,
  OrganizationRegistrationPayloadSchema,
  OrganizationSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { findCurrentUser, issueSession, rateLimitFor, requireUser, toUser } from '../auth';
import { findOrganizationById } from './organizations.queries';
import {
  checkDomain,
  checkDomainAvailability,
  checkSubdomain,
  ORGANIZATION_SERVER_MESSAGES,
  registerOrganization,
  toOrganization,
} from './organizations.service';
import { workspaceRoutes } from './workspace.routes';

const CurrentOrganizationAnswerSchema = apiSuccess(OrganizationSchema);

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
// Anything may arrive in the path; checkDomain answers an invalid domain with available: false and an error.
const DomainParamsSchema = z.object({ domain: z.string().max(253) });

/** Organization sign-up and the availability checks of its wizard (spec 7.2). */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimitFor(app.config);
  await app.register(workspaceRoutes);

  // The signed-in user's own organization (spec 7.2), whose branding the client applies (spec 4.8).
  app.get(
    '/organizations/current',
    {
      config: { guard: 'signed-in' },
      schema: { response: { 200: CurrentOrganizationAnswerSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const row = user.organizationId
        ? await findOrganizationById(app.database.db, user.organizationId)
        : undefined;
      if (!row) throw new AppError(404, 'You do not belong to an organization');
      return { success: true as const, data: toOrganization(row) };
    },
  );

  app.post(
    '/organizations/register',
    {
      config: { guard: 'public', rateLimit: limit.strict },
      schema: {
        body: OrganizationRegistrationPayloadSchema,
        response: { 201: OrganizationRegistrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { organization, admin } = await registerOrganization(app.database.db, request.body);
      const { token } = await issueSession(app, reply, admin, { method: 'password' });
      const user = await findCurrentUser(app.database.db, admin.id);
      if (!user) throw new AppError(500, 'Organization admin not found after registration');
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        success: true as const,
        data: { token, user: toUser(user), organization: toOrganization(organization) },
        message: ORGANIZATION_SERVER_MESSAGES.registered,
      });
    },
  );

  app.get(
    '/organizations/domain-check/:domain',
    {
      config: { guard: 'public', rateLimit: limit.lookup },
      schema: { params: DomainParamsSchema, response: { 200: DomainCheckAnswerSchema, ...errors } },
    },
    async (request) => {
      const data = await checkDomain(app.database.db, request.params.domain);
      const message = data.available
        ? ORGANIZATION_SERVER_MESSAGES.domainAvailable
        : (data.error ?? ORGANIZATION_SERVER_MESSAGES.domainTaken);
      return { success: true as const, message, suggestions: data.suggestions ?? [], data };
    },
  );

  app.post(
    '/organizations/check-domain',
    {
      config: { guard: 'public', rateLimit: limit.lookup },
      schema: { body: CheckDomainPayloadSchema, response: { 200: AvailabilityAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await checkDomainAvailability(app.database.db, request.body.domain)),
    }),
  );

  app.post(
    '/organizations/check-subdomain',
    {
      config: { guard: 'public', rateLimit: limit.lookup },
      schema: { body: CheckSubdomainPayloadSchema, response: { 200: AvailabilityAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await checkSubdomain(app.database.db, request.body.subdomain)),
    }),
  );
};
