import {
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserPage,
  isPlatformAdmin,
  mayManageUser,
  type Organization,
  type OrganizationStatusPayload,
  PLATFORM_MESSAGES,
  type PlatformOrganizationUpdatePayload,
  type PlatformPlanPayload,
  type PlatformRolePayload,
  pageCount,
  type SystemUsersScope,
  systemUsersScope,
  type UserStatusPayload,
} from '@app/domain';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type OrganizationRow, organizations, type UserRow, users } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { type AuditContext, recordAudit } from '../audit';
import { type CurrentUser, endOrganizationSessions, endUserSessions } from '../auth';
import { findOrganizationById, toOrganization } from '../organizations';
import { containsPattern, type WorkDeps } from '../work';

// The platform console: organizations edited, re-planned, activated and deactivated; the platform's
// users and their platform roles; the system users list with disable and enable. Every change is audited.

export interface PlatformDeps extends WorkDeps {
  audit: AuditContext;
}

async function organizationOrNotFound(db: AppDb, id: string): Promise<OrganizationRow> {
  const row = await findOrganizationById(db, id);
  if (!row) throw new AppError(404, PLATFORM_MESSAGES.organizationNotFound);
  return row;
}

/** PUT /platform/organizations/{id}: name, domain, description and plan. A plan change is its own audit entry. */
export async function editOrganization(
  deps: PlatformDeps,
  id: string,
  payload: PlatformOrganizationUpdatePayload,
): Promise<Organization> {
  const row = await organizationOrNotFound(deps.db, id);
  const profile = {
    ...(payload.name !== undefined ? { name: payload.name } : {}),
    ...(payload.domain !== undefined ? { domain: payload.domain } : {}),
    ...(payload.description !== undefined ? { description: payload.description || null } : {}),
  };
  const planChanged =
    payload.subscriptionTier !== undefined && payload.subscriptionTier !== row.subscriptionTier;
  const outbox = new EventOutbox();
  const saved = await deps.db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(organizations)
        .set({ ...profile, ...(planChanged ? { subscriptionTier: payload.subscriptionTier } : {}) })
        .where(eq(organizations.id, row.id))
        .returning();
      if (!updated) throw new AppError(404, PLATFORM_MESSAGES.organizationNotFound);
      const target = { type: 'organization', id: row.id, label: updated.name };
      if (Object.keys(profile).length > 0) {
        await recordAudit(tx, deps.audit, {
          action: 'platform.organization_updated',
          organizationId: row.id,
          target,
          before: pick(row, Object.keys(profile)),
          after: pick(updated, Object.keys(profile)),
        });
      }
      if (planChanged) {
        await recordAudit(tx, deps.audit, {
          action: 'platform.plan_changed',
          organizationId: row.id,
          target,
          before: { subscriptionTier: row.subscriptionTier },
          after: { subscriptionTier: updated.subscriptionTier },
        });
      }
      outbox.add({ type: 'organization.updated', organization: toOrganization(updated) });
      return updated;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, PLATFORM_MESSAGES.domainTaken);
      throw error;
    });
  outbox.flushTo(deps.events);
  return toOrganization(saved);
}

/**
 * PUT /platform/organizations/{id}/plan (billing support): sets the plan and the end of the trial together, as
 * support staff do when a customer asks. Nothing changed, nothing recorded; otherwise one `platform.plan_changed`
 * entry with both before and after, in the change's transaction.
 */
export async function setOrganizationPlan(
  deps: PlatformDeps,
  id: string,
  payload: PlatformPlanPayload,
): Promise<Organization> {
  const row = await organizationOrNotFound(deps.db, id);
  const trialEndsAt = payload.trialEndsAt === null ? null : new Date(payload.trialEndsAt);
  const before = {
    subscriptionTier: row.subscriptionTier,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
  };
  const after = { subscriptionTier: payload.plan, trialEndsAt: trialEndsAt?.toISOString() ?? null };
  if (before.subscriptionTier === after.subscriptionTier && before.trialEndsAt === after.trialEndsAt) {
    return toOrganization(row);
  }
  const outbox = new EventOutbox();
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(organizations)
      .set({ subscriptionTier: payload.plan, trialEndsAt })
      .where(eq(organizations.id, row.id))
      .returning();
    if (!updated) throw new AppError(404, PLATFORM_MESSAGES.organizationNotFound);
    await recordAudit(tx, deps.audit, {
      action: 'platform.plan_changed',
      organizationId: row.id,
      target: { type: 'organization', id: row.id, label: row.name },
      before,
      after,
    });
    outbox.add({ type: 'organization.updated', organization: toOrganization(updated) });
    return updated;
  });
  outbox.flushTo(deps.events);
  return toOrganization(saved);
}

function pick(row: object, keys: readonly string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
}

/**
 * PUT /platform/organizations/{id}/status. Deactivating ends every member's sessions at once (a new token
 * version, and their sockets closed); the sign-in refusal of an inactive organization's members is the auth
 * module's.
 */
export async function setOrganizationStatus(
  deps: PlatformDeps,
  id: string,
  payload: OrganizationStatusPayload,
): Promise<Organization> {
  const row = await organizationOrNotFound(deps.db, id);
  const outbox = new EventOutbox();
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(organizations)
      .set({ isActive: payload.isActive })
      .where(eq(organizations.id, row.id))
      .returning();
    if (!updated) throw new AppError(404, PLATFORM_MESSAGES.organizationNotFound);
    // Every member's sessions end now (their sockets close); the auth module refuses new ones while inactive.
    if (!payload.isActive) await endOrganizationSessions(tx, outbox, row.id);
    await recordAudit(tx, deps.audit, {
      action: payload.isActive ? 'platform.organization_activated' : 'platform.organization_deactivated',
      organizationId: row.id,
      target: { type: 'organization', id: row.id, label: row.name },
      before: { isActive: row.isActive },
      after: { isActive: updated.isActive },
    });
    outbox.add(
      { type: 'organization.updated', organization: toOrganization(updated) },
      { type: 'platform.changed', organizationId: row.id },
    );
    return updated;
  });
  outbox.flushTo(deps.events);
  return toOrganization(saved);
}

// Users.

type UserWithOrganization = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'systemRole'
  | 'platformRole'
  | 'orgRole'
  | 'organizationId'
  | 'disabledAt'
  | 'lastLoginAt'
  | 'createdAt'
> & { organizationName: string | null };

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  systemRole: users.systemRole,
  platformRole: users.platformRole,
  orgRole: users.orgRole,
  organizationId: users.organizationId,
  disabledAt: users.disabledAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  organizationName: organizations.name,
};

function toAdminUser(row: UserWithOrganization): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    systemRole: row.systemRole,
    platformRole: row.platformRole,
    orgRole: row.orgRole,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    status: row.disabledAt ? 'disabled' : 'active',
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function scopeCondition(scope: Exclude<SystemUsersScope, null>): SQL | undefined {
  return scope.kind === 'organization' ? eq(users.organizationId, scope.organizationId) : undefined;
}

/**
 * GET /platform/users and GET /admin/users: the users the caller may see (every user for a platform admin, their
 * organization's for an organization's system admin), searched by name or email, by name.
 */
export async function listUsers(
  db: AppDb,
  caller: CurrentUser,
  query: AdminUserListQuery,
): Promise<AdminUserPage> {
  const scope = systemUsersScope(caller);
  if (!scope) throw new AppError(403, PLATFORM_MESSAGES.manageUserDenied);
  const search = query.search
    ? or(ilike(users.name, containsPattern(query.search)), ilike(users.email, containsPattern(query.search)))
    : undefined;
  const where = and(scopeCondition(scope), search);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const value = total?.value ?? 0;
  return {
    success: true,
    data: rows.map(toAdminUser),
    pagination: { page: query.page, limit: query.limit, total: value, pages: pageCount(value, query.limit) },
  };
}

async function findAdminUser(db: AppDb, id: string): Promise<UserWithOrganization> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw new AppError(404, PLATFORM_MESSAGES.userNotFound);
  return row;
}

/** The user, when the caller may manage them; a user outside the caller's scope is not found (404). */
async function manageableUser(db: AppDb, caller: CurrentUser, id: string): Promise<UserWithOrganization> {
  const row = await findAdminUser(db, id);
  if (row.id === caller.id) throw new AppError(400, PLATFORM_MESSAGES.ownAccount);
  const target = { id: row.id, organizationId: row.organizationId, platformRole: row.platformRole };
  if (!mayManageUser(caller, target)) {
    const scope = systemUsersScope(caller);
    // Someone of another organization stays hidden; a platform admin inside the organization is refused.
    if (scope?.kind === 'organization' && row.organizationId !== scope.organizationId) {
      throw new AppError(404, PLATFORM_MESSAGES.userNotFound);
    }
    throw new AppError(403, PLATFORM_MESSAGES.manageUserDenied);
  }
  return row;
}

/** PUT /platform/users/{id}/platform-role (platform admins). */
export async function setPlatformRole(
  deps: PlatformDeps,
  caller: CurrentUser,
  id: string,
  payload: PlatformRolePayload,
): Promise<AdminUser> {
  const row = await manageableUser(deps.db, caller, id);
  if (row.platformRole === payload.platformRole) return toAdminUser(row);
  const outbox = new EventOutbox();
  await deps.db.transaction(async (tx) => {
    // A role taken away takes the sessions that carried it along; a role given shows at the next sign-in.
    const lowered = isPlatformAdmin(row) && !isPlatformAdmin(payload);
    await tx
      .update(users)
      .set({
        platformRole: payload.platformRole,
        ...(lowered ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, row.id));
    await recordAudit(tx, deps.audit, {
      action: 'platform.role_changed',
      organizationId: null,
      target: { type: 'user', id: row.id, label: row.email },
      before: { platformRole: row.platformRole },
      after: { platformRole: payload.platformRole },
    });
    outbox.add(
      lowered ? { type: 'sessions.revoked', userId: row.id } : { type: 'user.changed', userId: row.id },
    );
  });
  outbox.flushTo(deps.events);
  return toAdminUser(await findAdminUser(deps.db, row.id));
}

/**
 * PUT /admin/users/{id}/status: a disabled user's sessions end at once (a new token version, their sockets
 * closed); the sign-in refusal of a disabled user is the auth module's.
 */
export async function setUserStatus(
  deps: PlatformDeps,
  caller: CurrentUser,
  id: string,
  payload: UserStatusPayload,
): Promise<AdminUser> {
  const row = await manageableUser(deps.db, caller, id);
  const disable = payload.status === 'disabled';
  if (disable === Boolean(row.disabledAt)) return toAdminUser(row);
  const outbox = new EventOutbox();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(
        disable
          ? { disabledAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1` }
          : { disabledAt: null },
      )
      .where(and(eq(users.id, row.id), disable ? isNull(users.disabledAt) : isNotNull(users.disabledAt)));
    await recordAudit(tx, deps.audit, {
      action: disable ? 'platform.user_disabled' : 'platform.user_enabled',
      organizationId: row.organizationId,
      target: { type: 'user', id: row.id, label: row.email },
      before: { status: row.disabledAt ? 'disabled' : 'active' },
      after: { status: payload.status },
    });
    if (disable) await endUserSessions(tx, outbox, row.id);
    outbox.add({ type: 'platform.changed', organizationId: row.organizationId });
  });
  outbox.flushTo(deps.events);
  return toAdminUser(await findAdminUser(deps.db, row.id));
}
