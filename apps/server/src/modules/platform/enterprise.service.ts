import {
  type AdministeredOrganization,
  administeredOrganizationIds,
  canSwitchOrganization,
  type EnterpriseOverview,
  enterpriseTotals,
  isPlatformAdmin,
  PLATFORM_MESSAGES,
  type SwitchOrganizationPayload,
} from '@app/domain';
import { and, asc, count, eq, inArray, lt, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { organizationAdmins, organizations, projects, tasks, users } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { recordAudit } from '../audit';
import type { CurrentUser } from '../auth';
import type { PlatformDeps } from './platform.service';

// The multi-organization dashboard: the organizations a user administers, their figures, and
// switching the organization the user works in.

/** The organizations the organization_admins table gives the user (every one, for a platform admin). */
async function grantedOrganizationIds(db: AppDb, user: CurrentUser): Promise<string[]> {
  if (isPlatformAdmin(user)) {
    const rows = await db.select({ id: organizations.id }).from(organizations);
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: organizationAdmins.organizationId })
    .from(organizationAdmins)
    .where(eq(organizationAdmins.userId, user.id));
  return rows.map((row) => row.id);
}

function countsBy(rows: readonly { organizationId: string | null; value: number }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.organizationId ?? '', row.value]));
}

/** GET /enterprise/organizations: each administered organization with its members, projects and tasks. */
export async function enterpriseOverview(
  db: AppDb,
  user: CurrentUser,
  now: Date,
): Promise<EnterpriseOverview> {
  const ids = administeredOrganizationIds(user, await grantedOrganizationIds(db, user));
  if (ids.length === 0) return { organizations: [], totals: enterpriseTotals([]) };
  const today = now.toISOString().slice(0, 10);
  const openTask = and(inArray(tasks.organizationId, ids), ne(tasks.status, 'done'));
  const [rows, members, projectCounts, open, overdue] = await Promise.all([
    db.select().from(organizations).where(inArray(organizations.id, ids)).orderBy(asc(organizations.name)),
    db
      .select({ organizationId: users.organizationId, value: count() })
      .from(users)
      .where(inArray(users.organizationId, ids))
      .groupBy(users.organizationId),
    db
      .select({ organizationId: projects.organizationId, value: count() })
      .from(projects)
      .where(inArray(projects.organizationId, ids))
      .groupBy(projects.organizationId),
    db
      .select({ organizationId: tasks.organizationId, value: count() })
      .from(tasks)
      .where(openTask)
      .groupBy(tasks.organizationId),
    db
      .select({ organizationId: tasks.organizationId, value: count() })
      .from(tasks)
      .where(and(openTask, lt(tasks.dueDate, today)))
      .groupBy(tasks.organizationId),
  ]);
  const [memberCounts, projectCount, openCounts, overdueCounts] = [members, projectCounts, open, overdue].map(
    countsBy,
  ) as [Map<string, number>, Map<string, number>, Map<string, number>, Map<string, number>];
  const list: AdministeredOrganization[] = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    domain: row.domain,
    isActive: row.isActive,
    subscriptionTier: row.subscriptionTier,
    current: row.id === user.organizationId,
    members: memberCounts.get(row.id) ?? 0,
    projects: projectCount.get(row.id) ?? 0,
    openTasks: openCounts.get(row.id) ?? 0,
    overdueTasks: overdueCounts.get(row.id) ?? 0,
  }));
  return { organizations: list, totals: enterpriseTotals(list) };
}

/**
 * PUT /organizations/current: the user works in another organization they administer from now on (spec 8.5
 * 'Insufficient permissions to switch organizations' otherwise). Their department stays behind; their open
 * sockets leave the old organization's room and join the new one's.
 */
export async function switchOrganization(
  deps: PlatformDeps,
  user: CurrentUser,
  payload: SwitchOrganizationPayload,
): Promise<void> {
  const granted = await grantedOrganizationIds(deps.db, user);
  if (!canSwitchOrganization(user, payload.organizationId, granted)) {
    throw new AppError(403, PLATFORM_MESSAGES.switchDenied);
  }
  const [target] = await deps.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, payload.organizationId))
    .limit(1);
  if (!target) throw new AppError(404, PLATFORM_MESSAGES.organizationNotFound);
  if (target.id === user.organizationId) return;
  const outbox = new EventOutbox();
  await deps.db.transaction(async (tx) => {
    // The organization the user administered until now stays theirs to come back to.
    if (user.organizationId && !isPlatformAdmin(user)) {
      await tx
        .insert(organizationAdmins)
        .values({ userId: user.id, organizationId: user.organizationId })
        .onConflictDoNothing();
    }
    await tx
      .update(users)
      .set({ organizationId: target.id, departmentId: null, accountType: 'organization' })
      .where(eq(users.id, user.id));
    await recordAudit(tx, deps.audit, {
      action: 'organization.switched',
      organizationId: target.id,
      target: { type: 'organization', id: target.id, label: target.name },
      before: { organizationId: user.organizationId },
      after: { organizationId: target.id },
    });
    outbox.add(
      { type: 'user.changed', userId: user.id },
      { type: 'organization.switched', userId: user.id, from: user.organizationId, to: target.id },
    );
  });
  outbox.flushTo(deps.events);
}
