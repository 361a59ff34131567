import {
  ApiMessageSchema,
  DepartmentAnswerSchema,
  DepartmentCreatePayloadSchema,
  DepartmentTreeAnswerSchema,
  DepartmentUpdatePayloadSchema,
  IdSchema,
  ORG_FIELD_MESSAGES,
  ORGANIZATION_LOGO_MAX_BYTES,
  ORGANIZATION_LOGO_TYPES,
  ORGANIZATION_RECENT_ACTIVITY,
  OrganizationAnswerSchema,
  OrganizationCreatePayloadSchema,
  OrganizationListQuerySchema,
  OrganizationOnlineAnswerSchema,
  OrganizationPageSchema,
  OrganizationStatsAnswerSchema,
  OrganizationUpdatePayloadSchema,
  OrgMemberAnswerSchema,
  OrgMemberListQuerySchema,
  OrgMemberPageSchema,
  TeamAnswerSchema,
  TeamCreatePayloadSchema,
  TeamListQuerySchema,
  TeamPageSchema,
  TeamUpdatePayloadSchema,
  UpdateUserRolePayloadSchema,
} from '@app/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { organizationOnline } from '../../realtime/presence';
import { auditContext } from '../audit';
import { requireUser } from '../auth';
import { requireOrganizationFeature, requirePlanFeature } from '../billing';
import type { WorkDeps } from '../work';
import { type Actor, loadActor, requireOrgAction } from './access';
import { changeMemberRole, listMembers, removeMember } from './members.service';
import { toOrganization } from './organizations.service';
import {
  createOrganization,
  deleteLogo,
  deleteOrganization,
  findLogo,
  findVisibleOrganization,
  listAllOrganizations,
  organizationActivity,
  organizationStats,
  updateOrganization,
  uploadLogo,
} from './settings.service';
import {
  createDepartment,
  createTeam,
  deleteDepartment,
  deleteTeam,
  departmentTree,
  listDepartments,
  listTeams,
  updateDepartment,
  updateTeam,
} from './structure.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const ImageBytesSchema = z.instanceof(Buffer).describe('The logo bytes, in their own content type');

export const LOGO_CACHE_CONTROL = 'public, max-age=86400';

function logoBodyError(error: unknown): unknown {
  const code = (error as Partial<FastifyError> | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError(413, ORG_FIELD_MESSAGES.logoTooLarge);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError(415, ORG_FIELD_MESSAGES.logoType);
  return error;
}

/** The organization workspace (spec 7.2): settings, departments, people, teams, stats, logo. */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: WorkDeps = { db: app.database.db, events: app.events };
  const actorOf = (request: FastifyRequest): Promise<Actor> =>
    loadActor(app.database.db, requireUser(request));
  const ok = <T>(data: T) => ({ success: true as const, data });

  /** A member of the organization (or a platform admin) reads it; others get a 404. */
  async function readableOrganization(request: FastifyRequest, id: string) {
    const actor = await actorOf(request);
    const row = await findVisibleOrganization(app.database.db, actor, id);
    requireOrgAction(actor, 'organization.view', { organizationId: row.id });
    return { actor, row };
  }

  app.get(
    '/organizations/all',
    {
      config: { guard: { permission: 'canManageAllOrganizations' } },
      schema: {
        querystring: OrganizationListQuerySchema,
        response: { 200: OrganizationPageSchema, ...errors },
      },
    },
    async (request) => listAllOrganizations(app.database.db, await actorOf(request), request.query),
  );

  app.post(
    '/organizations',
    {
      config: { guard: { permission: 'canCreateOrganizations' } },
      schema: {
        body: OrganizationCreatePayloadSchema,
        response: { 201: OrganizationAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await createOrganization(deps, await actorOf(request), request.body, auditContext(request))),
        ),
  );

  app.get(
    '/organizations/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: OrganizationAnswerSchema, ...errors } },
    },
    async (request) => ok(toOrganization((await readableOrganization(request, request.params.id)).row)),
  );

  app.put(
    '/organizations/:id',
    {
      config: { guard: { permission: 'canManageOrganization' } },
      schema: {
        params: IdParamsSchema,
        body: OrganizationUpdatePayloadSchema,
        response: { 200: OrganizationAnswerSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await updateOrganization(
          deps,
          await actorOf(request),
          request.params.id,
          request.body,
          auditContext(request),
        ),
      ),
  );

  app.delete(
    '/organizations/:id',
    {
      config: { guard: { permission: 'canManageAllOrganizations' } },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteOrganization(deps, await actorOf(request), request.params.id);
      return { success: true as const, message: 'Organization deleted' };
    },
  );

  app.get(
    '/organizations/:id/stats',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: OrganizationStatsAnswerSchema, ...errors } },
    },
    async (request) => {
      const { row } = await readableOrganization(request, request.params.id);
      const [stats, recentActivity] = await Promise.all([
        organizationStats(app.database.db, row.id, new Date()),
        organizationActivity(app.database.db, row.id, ORGANIZATION_RECENT_ACTIVITY),
      ]);
      return ok({ ...stats, recentActivity });
    },
  );

  // Who is online: the members with a socket open now, on any process (the organization dashboard's 'Online now').
  app.get(
    '/organizations/:id/online',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: OrganizationOnlineAnswerSchema, ...errors } },
    },
    async (request) => {
      const { row } = await readableOrganization(request, request.params.id);
      return ok(await organizationOnline(app.realtime, row.id));
    },
  );

  // Departments.

  app.get(
    '/organizations/:id/departments',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: DepartmentTreeAnswerSchema, ...errors } },
    },
    async (request) => {
      const { row } = await readableOrganization(request, request.params.id);
      return ok(departmentTree(await listDepartments(app.database.db, row.id)));
    },
  );

  app.post(
    '/organizations/departments',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: { body: DepartmentCreatePayloadSchema, response: { 201: DepartmentAnswerSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createDepartment(deps, await actorOf(request), request.body))),
  );

  app.put(
    '/organizations/departments/:id',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: {
        params: IdParamsSchema,
        body: DepartmentUpdatePayloadSchema,
        response: { 200: DepartmentAnswerSchema, ...errors },
      },
    },
    async (request) =>
      ok(await updateDepartment(deps, await actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/organizations/departments/:id',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteDepartment(deps, await actorOf(request), request.params.id);
      return { success: true as const, message: 'Department deleted' };
    },
  );

  // People.

  app.get(
    '/organizations/:id/users',
    {
      config: { guard: { permission: 'canViewUsers' } },
      schema: {
        params: IdParamsSchema,
        querystring: OrgMemberListQuerySchema,
        response: { 200: OrgMemberPageSchema, ...errors },
      },
    },
    async (request) => {
      const { actor, row } = await readableOrganization(request, request.params.id);
      return listMembers(app.database.db, actor, row.id, request.query);
    },
  );

  app.put(
    '/organizations/users/:id/role',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        body: UpdateUserRolePayloadSchema,
        response: { 200: OrgMemberAnswerSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await changeMemberRole(
          deps,
          await actorOf(request),
          request.params.id,
          request.body,
          auditContext(request),
        ),
      ),
  );

  app.delete(
    '/organizations/users/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await removeMember(deps, await actorOf(request), request.params.id, auditContext(request));
      return { success: true as const, message: 'Member removed from the organization' };
    },
  );

  // Teams.

  app.get(
    '/organizations/:id/teams',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        querystring: TeamListQuerySchema,
        response: { 200: TeamPageSchema, ...errors },
      },
    },
    async (request) => {
      const { actor, row } = await readableOrganization(request, request.params.id);
      requirePlanFeature(actor, row, 'teams');
      return listTeams(app.database.db, row.id, request.query);
    },
  );

  app.post(
    '/organizations/teams',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: { body: TeamCreatePayloadSchema, response: { 201: TeamAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      await requireOrganizationFeature(app.database.db, actor, actor.organizationId, 'teams');
      return reply.code(201).send(ok(await createTeam(deps, actor, request.body)));
    },
  );

  app.put(
    '/organizations/teams/:id',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: {
        params: IdParamsSchema,
        body: TeamUpdatePayloadSchema,
        response: { 200: TeamAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await requireOrganizationFeature(app.database.db, actor, actor.organizationId, 'teams');
      return ok(await updateTeam(deps, actor, request.params.id, request.body));
    },
  );

  app.delete(
    '/organizations/teams/:id',
    {
      config: { guard: { permission: 'canManageDepartment' } },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      const actor = await actorOf(request);
      await requireOrganizationFeature(app.database.db, actor, actor.organizationId, 'teams');
      await deleteTeam(deps, actor, request.params.id);
      return { success: true as const, message: 'Team deleted' };
    },
  );

  // The logo: served to anyone with the (random) organization id, like avatars; changed by its admins only.

  app.get(
    '/organizations/:id/logo',
    {
      config: { guard: 'public' },
      schema: { params: IdParamsSchema, response: { 200: ImageBytesSchema, ...errors } },
    },
    async (request, reply) => {
      const logo = await findLogo(app.database.db, request.params.id);
      if (!logo) throw new AppError(404, 'This organization has no uploaded logo');
      return reply
        .header('content-type', logo.mime)
        .header('cache-control', LOGO_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(logo.bytes);
    },
  );

  await app.register(async (logoApp) => {
    logoApp.removeAllContentTypeParsers();
    logoApp.addContentTypeParser(
      [...ORGANIZATION_LOGO_TYPES],
      { parseAs: 'buffer', bodyLimit: ORGANIZATION_LOGO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    logoApp.setErrorHandler((error) => {
      throw logoBodyError(error);
    });
    logoApp.withTypeProvider<ZodTypeProvider>().put(
      '/organizations/:id/logo',
      {
        config: { guard: { permission: 'canManageOrganization' } },
        bodyLimit: ORGANIZATION_LOGO_MAX_BYTES,
        schema: { params: IdParamsSchema, response: { 200: OrganizationAnswerSchema, ...errors } },
      },
      async (request) => {
        const actor = await actorOf(request);
        await requireOrganizationFeature(app.database.db, actor, request.params.id, 'branding');
        return ok(
          await uploadLogo(
            deps,
            actor,
            request.params.id,
            request.headers['content-type'],
            request.body,
            auditContext(request),
          ),
        );
      },
    );
  });

  app.delete(
    '/organizations/:id/logo',
    {
      config: { guard: { permission: 'canManageOrganization' } },
      schema: { params: IdParamsSchema, response: { 200: OrganizationAnswerSchema, ...errors } },
    },
    async (request) => {
      const actor = await actorOf(request);
      await requireOrganizationFeature(app.database.db, actor, request.params.id, 'branding');
      return ok(await deleteLogo(deps, actor, request.params.id, auditContext(request)));
    },
  );
};
