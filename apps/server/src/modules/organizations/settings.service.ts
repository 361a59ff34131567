import {
  isOrgAdmin,
  isPlatformAdmin,
  ORG_FIELD_MESSAGES,
  ORGANIZATION_LOGO_TYPES,
  type Organization,
  type OrganizationCreatePayload,
  type OrganizationListQuery,
  type OrganizationLogoType,
  type OrganizationPage,
  type OrganizationStats,
  type OrganizationUpdatePayload,
  PROJECT_STATUSES,
  pageCount,
  TASK_STATUSES,
} from '@app/domain';
import { and, asc, count, countDistinct, desc, eq, gte, ilike, lt, notInArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  activities,
  departments,
  type OrganizationRow,
  organizationLogos,
  organizations,
  projects,
  tasks,
  teams,
  users,
} from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { type AuditContext, recordAudit } from '../audit';
import { requirePlanFeature } from '../billing';
import { isImageOfType } from '../users';
import { containsPattern, recordActivity, toActivityEntry, type WorkDeps } from '../work';
import { type Actor, requireOrgAction } from './access';
import { defaultOrganizationBranding } from './branding';
import { findOrganizationById } from './organizations.queries';
import { checkSubdomain, ORGANIZATION_SERVER_MESSAGES, toOrganization } from './organizations.service';

// An organization's profile, branding and logo; the platform admin's calls; the statistics.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The organization, or 404 also when the actor may not see it (another organization's existence stays hidden). */
export async function findVisibleOrganization(db: AppDb, actor: Actor, id: string): Promise<OrganizationRow> {
  const row = await findOrganizationById(db, id);
  if (!row) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  if (!isPlatformAdmin(actor) && actor.organizationId !== row.id) {
    throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  }
  return row;
}

const SETTINGS_FIELDS = ['name', 'description', 'subdomain'] as const;
const BRANDING_FIELDS = ['logo', 'branding'] as const;

/** The fields among `fields` whose value differs, before and after (compared as JSON: branding is an object). */
function changedFields<K extends keyof OrganizationRow>(
  before: OrganizationRow,
  after: OrganizationRow,
  fields: readonly K[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | undefined {
  const changed = fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  if (changed.length === 0) return undefined;
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
  };
}

/** The audit log's entries of a settings save: one for the profile fields, one for the branding, when changed. */
async function auditSettingsChange(
  tx: AppDb,
  audit: AuditContext,
  before: OrganizationRow,
  after: OrganizationRow,
): Promise<void> {
  const target = { type: 'organization', id: after.id, label: after.name };
  const settings = changedFields(before, after, SETTINGS_FIELDS);
  if (settings) {
    await recordAudit(tx, audit, {
      action: 'organization.settings_changed',
      organizationId: after.id,
      target,
      ...settings,
    });
  }
  const branding = changedFields(before, after, BRANDING_FIELDS);
  if (branding) {
    await recordAudit(tx, audit, {
      action: 'organization.branding_changed',
      organizationId: after.id,
      target,
      ...branding,
    });
  }
}

async function recordSettingsChange(
  tx: AppDb,
  outbox: EventOutbox,
  actor: Actor,
  organization: OrganizationRow,
  change: { before: OrganizationRow; audit: AuditContext },
): Promise<void> {
  await auditSettingsChange(tx, change.audit, change.before, organization);
  const row = await recordActivity(tx, {
    type: 'organization_updated',
    message: `${actor.name} updated the organization's settings`,
    actor: { id: actor.id, name: actor.name },
    projectId: null,
    organizationId: organization.id,
    entity: { type: 'organization', id: organization.id, title: organization.name },
  });
  outbox.add(
    { type: 'organization.updated', organization: toOrganization(organization) },
    { type: 'organization.activity', organizationId: organization.id, entry: toActivityEntry(row) },
  );
}

/** PUT /organizations/{id}: the organization's admins (or a platform admin) change its profile and branding. */
export async function updateOrganization(
  deps: WorkDeps,
  actor: Actor,
  id: string,
  payload: OrganizationUpdatePayload,
  audit: AuditContext,
): Promise<Organization> {
  const { db } = deps;
  const row = await findVisibleOrganization(db, actor, id);
  requireOrgAction(actor, 'organization.update', { organizationId: row.id });
  // Custom branding (its tokens and the logo) needs a plan that opens it: the subscription gate.
  if (payload.branding !== undefined || (payload.logo !== undefined && payload.logo !== row.logo)) {
    requirePlanFeature(actor, row, 'branding');
  }
  if (payload.subdomain && payload.subdomain !== row.subdomain?.toLowerCase()) {
    const { available } = await checkSubdomain(db, payload.subdomain);
    if (!available) throw new AppError(409, ORG_FIELD_MESSAGES.subdomainTaken);
  }
  const changes = {
    ...(payload.name !== undefined ? { name: payload.name } : {}),
    ...(payload.description !== undefined ? { description: payload.description || null } : {}),
    ...(payload.logo !== undefined ? { logo: payload.logo } : {}),
    ...(payload.subdomain !== undefined ? { subdomain: payload.subdomain } : {}),
    // Branding replaces the whole set: the editor sends every token, and 'reset to default' sends {}.
    ...(payload.branding !== undefined
      ? { branding: { ...defaultOrganizationBranding(), ...payload.branding } }
      : {}),
  };
  const outbox = new EventOutbox();
  const updated = await db
    .transaction(async (tx) => {
      const [saved] = await tx
        .update(organizations)
        .set(changes)
        .where(eq(organizations.id, row.id))
        .returning();
      if (!saved) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
      await recordSettingsChange(tx, outbox, actor, saved, { before: row, audit });
      return saved;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, ORG_FIELD_MESSAGES.subdomainTaken);
      throw error;
    });
  outbox.flushTo(deps.events);
  return toOrganization(updated);
}

/** POST /organizations (platform admins): an organization without people yet; its admin is invited. Audited. */
export async function createOrganization(
  deps: WorkDeps,
  actor: Actor,
  payload: OrganizationCreatePayload,
  audit: AuditContext,
): Promise<Organization> {
  requireOrgAction(actor, 'organization.create', { organizationId: null });
  const outbox = new EventOutbox();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(organizations)
        .values({
          name: payload.name,
          domain: payload.domain,
          subdomain: payload.subdomain ?? null,
          description: payload.description || null,
          logo: payload.logo ?? null,
          subscriptionTier: payload.subscriptionTier ?? 'free',
          trialEndsAt: new Date(Date.now() + 14 * DAY_MS),
          branding: defaultOrganizationBranding(),
        })
        .returning();
      if (!created) throw new Error('Organization not created');
      await recordAudit(tx, audit, {
        action: 'platform.organization_created',
        organizationId: created.id,
        target: { type: 'organization', id: created.id, label: created.name },
        after: { name: created.name, domain: created.domain, subscriptionTier: created.subscriptionTier },
      });
      outbox.add({ type: 'platform.changed', organizationId: created.id });
      return created;
    });
    outbox.flushTo(deps.events);
    return toOrganization(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ORGANIZATION_SERVER_MESSAGES.domainTaken);
    throw error;
  }
}

/**
 * DELETE /organizations/{id} (platform admins): its departments, teams, projects and tasks go with it; its
 * people stay, as individual accounts, and their sessions end so that no token keeps the old organization.
 */
export async function deleteOrganization(deps: WorkDeps, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  requireOrgAction(actor, 'organization.delete', { organizationId: id });
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    const people = await tx
      .update(users)
      .set({
        organizationId: null,
        departmentId: null,
        accountType: 'individual',
        orgRole: null,
        isOrgAdmin: false,
        isDeptManager: false,
        role: 'user',
        systemRole: 'user',
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.organizationId, id))
      .returning({ id: users.id });
    const [deleted] = await tx
      .delete(organizations)
      .where(eq(organizations.id, id))
      .returning({ id: organizations.id });
    if (!deleted) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
    outbox.add(
      { type: 'organization.deleted', organizationId: id },
      ...people.map((person) => ({ type: 'sessions.revoked' as const, userId: person.id })),
    );
  });
  outbox.flushTo(deps.events);
}

/** GET /organizations/all (platform admins): paged, searched by name or domain. */
export async function listAllOrganizations(
  db: AppDb,
  actor: Actor,
  query: OrganizationListQuery,
): Promise<OrganizationPage> {
  requireOrgAction(actor, 'organization.listAll', { organizationId: null });
  const where = query.search
    ? or(
        ilike(organizations.name, containsPattern(query.search)),
        ilike(organizations.domain, containsPattern(query.search)),
      )
    : undefined;
  const [total] = await db.select({ value: count() }).from(organizations).where(where);
  const rows = await db
    .select()
    .from(organizations)
    .where(where)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const value = total?.value ?? 0;
  return {
    success: true,
    data: rows.map(toOrganization),
    pagination: { page: query.page, limit: query.limit, total: value, pages: pageCount(value, query.limit) },
  };
}

function byStatus<const S extends readonly string[]>(
  statuses: S,
  rows: readonly { status: string; value: number }[],
): Record<S[number], number> {
  return Object.fromEntries(
    statuses.map((status) => [status, rows.find((row) => row.status === status)?.value ?? 0]),
  ) as Record<S[number], number>;
}

/** GET /organizations/{id}/stats: what the organization dashboard shows. */
export async function organizationStats(
  db: AppDb,
  organizationId: string,
  now: Date,
): Promise<OrganizationStats> {
  const today = now.toISOString().slice(0, 10);
  const inOrganization = eq(users.organizationId, organizationId);
  const [
    [members],
    [departmentCount],
    [teamCount],
    projectRows,
    taskRows,
    [overdue],
    [active],
    roleRows,
    byDepartment,
  ] = await Promise.all([
    db.select({ value: count() }).from(users).where(inOrganization),
    db.select({ value: count() }).from(departments).where(eq(departments.organizationId, organizationId)),
    db.select({ value: count() }).from(teams).where(eq(teams.organizationId, organizationId)),
    db
      .select({ status: projects.status, value: count() })
      .from(projects)
      .where(eq(projects.organizationId, organizationId))
      .groupBy(projects.status),
    db
      .select({ status: tasks.status, value: count() })
      .from(tasks)
      .where(eq(tasks.organizationId, organizationId))
      .groupBy(tasks.status),
    db
      .select({ value: count() })
      .from(tasks)
      .where(
        and(
          eq(tasks.organizationId, organizationId),
          lt(tasks.dueDate, today),
          notInArray(tasks.status, ['done']),
        ),
      ),
    db
      .select({ value: countDistinct(activities.actorId) })
      .from(activities)
      .innerJoin(users, eq(users.id, activities.actorId))
      .where(
        and(
          eq(activities.organizationId, organizationId),
          gte(activities.createdAt, new Date(now.getTime() - 7 * DAY_MS)),
          inOrganization,
        ),
      ),
    db
      .select({ orgRole: users.orgRole, isOrgAdmin: users.isOrgAdmin, value: count() })
      .from(users)
      .where(inOrganization)
      .groupBy(users.orgRole, users.isOrgAdmin),
    db
      .select({ departmentId: projects.departmentId, name: departments.name, value: count() })
      .from(projects)
      .leftJoin(departments, eq(departments.id, projects.departmentId))
      .where(eq(projects.organizationId, organizationId))
      .groupBy(projects.departmentId, departments.name)
      .orderBy(desc(count())),
  ]);
  const membersByRole = { member: 0, dept_manager: 0, enterprise_admin: 0, org_admin: 0 };
  for (const row of roleRows) {
    const role = isOrgAdmin(row)
      ? 'org_admin'
      : row.orgRole === 'dept_manager' || row.orgRole === 'enterprise_admin' || row.orgRole === 'org_admin'
        ? row.orgRole
        : 'member';
    membersByRole[role] += row.value;
  }
  return {
    members: members?.value ?? 0,
    departments: departmentCount?.value ?? 0,
    teams: teamCount?.value ?? 0,
    projects: {
      total: projectRows.reduce((sum, row) => sum + row.value, 0),
      byStatus: byStatus(PROJECT_STATUSES, projectRows),
    },
    tasks: {
      total: taskRows.reduce((sum, row) => sum + row.value, 0),
      byStatus: byStatus(TASK_STATUSES, taskRows),
      overdue: overdue?.value ?? 0,
    },
    activeMembersLast7Days: active?.value ?? 0,
    membersByRole,
    projectsByDepartment: byDepartment.map((row) => ({
      departmentId: row.departmentId,
      name: row.name,
      count: row.value,
    })),
  };
}

/** The logo type named by a Content-Type header, or undefined (SVG and everything else). */
export function logoTypeOf(contentType: string | undefined): OrganizationLogoType | undefined {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  return ORGANIZATION_LOGO_TYPES.find((type) => type === essence);
}

export function logoPath(organizationId: string, version: number): string {
  return `/api/v1/organizations/${organizationId}/logo?v=${version}`;
}

/** PUT /organizations/{id}/logo: the bytes must be the image their type says (magic bytes). */
export async function uploadLogo(
  deps: WorkDeps,
  actor: Actor,
  id: string,
  contentType: string | undefined,
  body: unknown,
  audit: AuditContext,
): Promise<Organization> {
  const { db } = deps;
  const row = await findVisibleOrganization(db, actor, id);
  requireOrgAction(actor, 'organization.update', { organizationId: row.id });
  const type = logoTypeOf(contentType);
  if (!type) throw new AppError(415, ORG_FIELD_MESSAGES.logoType);
  if (!Buffer.isBuffer(body) || body.length === 0 || !isImageOfType(body, type)) {
    throw new AppError(400, ORG_FIELD_MESSAGES.logoType);
  }
  const outbox = new EventOutbox();
  const saved = await db.transaction(async (tx) => {
    await tx
      .insert(organizationLogos)
      .values({ organizationId: row.id, mime: type, bytes: body })
      .onConflictDoUpdate({
        target: organizationLogos.organizationId,
        set: { mime: type, bytes: body, updatedAt: new Date() },
      });
    const [updated] = await tx
      .update(organizations)
      .set({ logo: logoPath(row.id, Date.now()) })
      .where(eq(organizations.id, row.id))
      .returning();
    if (!updated) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
    await recordSettingsChange(tx, outbox, actor, updated, { before: row, audit });
    return updated;
  });
  outbox.flushTo(deps.events);
  return toOrganization(saved);
}

/** DELETE /organizations/{id}/logo. */
export async function deleteLogo(
  deps: WorkDeps,
  actor: Actor,
  id: string,
  audit: AuditContext,
): Promise<Organization> {
  const { db } = deps;
  const row = await findVisibleOrganization(db, actor, id);
  requireOrgAction(actor, 'organization.update', { organizationId: row.id });
  const outbox = new EventOutbox();
  const saved = await db.transaction(async (tx) => {
    await tx.delete(organizationLogos).where(eq(organizationLogos.organizationId, row.id));
    const [updated] = await tx
      .update(organizations)
      .set({ logo: null })
      .where(eq(organizations.id, row.id))
      .returning();
    if (!updated) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
    await recordSettingsChange(tx, outbox, actor, updated, { before: row, audit });
    return updated;
  });
  outbox.flushTo(deps.events);
  return toOrganization(saved);
}

export async function findLogo(db: AppDb, organizationId: string) {
  const [row] = await db
    .select()
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId))
    .limit(1);
  return row;
}

/** The organization's last feed entries, newest first (the organization dashboard's list). */
export async function organizationActivity(db: AppDb, organizationId: string, limit: number) {
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.organizationId, organizationId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
  return rows.map(toActivityEntry);
}
