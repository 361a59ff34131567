import {
  AdminUserAnswerSchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  apiSuccess,
  ENTERPRISE_DASHBOARD_ACCESS,
  EnterpriseOverviewAnswerSchema,
  IdSchema,
  OrganizationAnswerSchema,
  OrganizationStatusPayloadSchema,
  PlatformFiguresAnswerSchema,
  PlatformOrganizationUpdatePayloadSchema,
  PlatformPlanPayloadSchema,
  PlatformRolePayloadSchema,
  SwitchOrganizationPayloadSchema,
  UserSchema,
  UserStatusPayloadSchema,
} from '@app/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { systemStats } from '../../realtime/stats';
import { auditContext } from '../audit';
import { findCurrentUser, requireUser, toUser } from '../auth';
import { requireOrganizationFeature } from '../billing';
import { enterpriseOverview, switchOrganization } from './enterprise.service';
import {
  editOrganization,
  listUsers,
  type PlatformDeps,
  setOrganizationPlan,
  setOrganizationStatus,
  setPlatformRole,
  setUserStatus,
} from './platform.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const UserAnswerSchema = apiSuccess(UserSchema);

/** The platform console, system users and the multi-organization dashboard. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsOf = (request: FastifyRequest): PlatformDeps => ({
    db: app.database.db,
    events: app.events,
    audit: auditContext(request),
  });
  const ok = <T>(data: T) => ({ success: true as const, data });
  const platformAdmins = { guard: { permission: 'canManageAllOrganizations' } } as const;

  // The platform console (platform admins).

  app.get(
    '/platform/stats',
    { config: platformAdmins, schema: { response: { 200: PlatformFiguresAnswerSchema, ...errors } } },
    async () => {
      const sockets = await app.realtime.fetchSockets();
      const online = new Set(sockets.map((socket) => socket.data.viewer.id)).size;
      return ok(await systemStats(app.database.db, online));
    },
  );

  app.put(
    '/platform/organizations/:id',
    {
      config: platformAdmins,
      schema: {
        params: IdParamsSchema,
        body: PlatformOrganizationUpdatePayloadSchema,
        response: { 200: OrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => ok(await editOrganization(depsOf(request), request.params.id, request.body)),
  );

  // Billing support: the plan and the end of the trial, as a customer asked.
  app.put(
    '/platform/organizations/:id/plan',
    {
      config: platformAdmins,
      schema: {
        params: IdParamsSchema,
        body: PlatformPlanPayloadSchema,
        response: { 200: OrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => ok(await setOrganizationPlan(depsOf(request), request.params.id, request.body)),
  );

  app.put(
    '/platform/organizations/:id/status',
    {
      config: platformAdmins,
      schema: {
        params: IdParamsSchema,
        body: OrganizationStatusPayloadSchema,
        response: { 200: OrganizationAnswerSchema, ...errors },
      },
    },
    async (request) => ok(await setOrganizationStatus(depsOf(request), request.params.id, request.body)),
  );

  app.get(
    '/platform/users',
    {
      config: platformAdmins,
      schema: { querystring: AdminUserListQuerySchema, response: { 200: AdminUserPageSchema, ...errors } },
    },
    async (request) => listUsers(app.database.db, requireUser(request), request.query),
  );

  app.put(
    '/platform/users/:id/platform-role',
    {
      config: platformAdmins,
      schema: {
        params: IdParamsSchema,
        body: PlatformRolePayloadSchema,
        response: { 200: AdminUserAnswerSchema, ...errors },
      },
    },
    async (request) =>
      ok(await setPlatformRole(depsOf(request), requireUser(request), request.params.id, request.body)),
  );

  // System users (/users): platform admins, and an organization's system admins for its people.

  app.get(
    '/admin/users',
    {
      config: { guard: { permission: 'canAdministerUsers' } },
      schema: { querystring: AdminUserListQuerySchema, response: { 200: AdminUserPageSchema, ...errors } },
    },
    async (request) => listUsers(app.database.db, requireUser(request), request.query),
  );

  app.put(
    '/admin/users/:id/status',
    {
      config: { guard: { permission: 'canAdministerUsers' } },
      schema: {
        params: IdParamsSchema,
        body: UserStatusPayloadSchema,
        response: { 200: AdminUserAnswerSchema, ...errors },
      },
    },
    async (request) =>
      ok(await setUserStatus(depsOf(request), requireUser(request), request.params.id, request.body)),
  );

  // The multi-organization dashboard.

  app.get(
    '/enterprise/organizations',
    {
      config: { guard: { permission: 'canViewEnterprise' } },
      schema: { response: { 200: EnterpriseOverviewAnswerSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const now = new Date();
      // The screen's gate, decided by the same rule: 402 'Upgrade Required: ...' below the Enterprise plan.
      await requireOrganizationFeature(
        app.database.db,
        user,
        user.organizationId,
        ENTERPRISE_DASHBOARD_ACCESS.feature,
        now,
      );
      return ok(await enterpriseOverview(app.database.db, user, now));
    },
  );

  app.put(
    '/organizations/current',
    {
      config: { guard: 'signed-in' },
      schema: { body: SwitchOrganizationPayloadSchema, response: { 200: UserAnswerSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      await switchOrganization(depsOf(request), user, request.body);
      const updated = await findCurrentUser(app.database.db, user.id);
      return ok(toUser(updated ?? user));
    },
  );
};
