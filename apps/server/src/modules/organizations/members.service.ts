import {
  type AssignableOrgRole,
  canDoOrgAction,
  decideMemberRemoval,
  decideRoleChange,
  isAssignableOrgRole,
  isOrgAdmin,
  ORG_ADMIN_ROLES,
  ORG_FIELD_MESSAGES,
  type OrgMember,
  type OrgMemberListQuery,
  type OrgMemberPage,
  type OrgMemberTarget,
  pageCount,
  roleFieldsFor,
  type UpdateUserRolePayload,
} from '@app/domain';
import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  departmentManagers,
  departments,
  organizationInvitations,
  projectMembers,
  projects,
  tasks,
  teamMembers,
  teams,
  type UserRow,
  users,
} from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { type AuditContext, recordAudit } from '../audit';
import { notify } from '../notifications';
import { containsPattern, recordActivity, toActivityEntry, type WorkDeps } from '../work';
import { type Actor, departmentParents, requireOrgAction } from './access';
import { syncManagerFlags } from './structure.service';

// The organization's people: the member list, role changes and removal.

function orgRoleOf(row: Pick<UserRow, 'orgRole' | 'isOrgAdmin' | 'isDeptManager'>): AssignableOrgRole {
  if (isOrgAdmin(row)) return 'org_admin';
  if (isAssignableOrgRole(row.orgRole)) return row.orgRole;
  return row.isDeptManager ? 'dept_manager' : 'member';
}

/** The departments an actor who is not an organization admin may see the people of: theirs and below. */
function scopedDepartments(actor: Actor, parents: ReadonlyMap<string, string | null>): string[] | undefined {
  const decisionAll = actor.managedDepartmentIds.length === 0;
  if (decisionAll) return [];
  const managed = new Set(actor.managedDepartmentIds);
  return [...parents.keys()].filter((id) => {
    let current: string | null | undefined = id;
    const seen = new Set<string>();
    while (current && !seen.has(current)) {
      if (managed.has(current)) return true;
      seen.add(current);
      current = parents.get(current) ?? null;
    }
    return false;
  });
}

/**
 * GET /organizations/{id}/users: organization admins see everyone; a department manager the people of the
 * departments they manage and their sub-departments.
 */
export async function listMembers(
  db: AppDb,
  actor: Actor,
  organizationId: string,
  query: OrgMemberListQuery,
): Promise<OrgMemberPage> {
  const parents = await departmentParents(db, organizationId);
  // Org admins (and platform admins) pass with the organization as target; managers need a department.
  const wholeOrganization = (() => {
    try {
      requireOrgAction(actor, 'member.view', {
        organizationId,
        departmentId: null,
        departmentParents: parents,
      });
      return true;
    } catch {
      return false;
    }
  })();
  let scope: string[] | undefined;
  if (!wholeOrganization) {
    scope = scopedDepartments(actor, parents);
    requireOrgAction(actor, 'member.view', {
      organizationId,
      departmentId: scope?.[0] ?? null,
      departmentParents: parents,
    });
  }
  if (query.departmentId && scope && !scope.includes(query.departmentId)) {
    requireOrgAction(actor, 'member.view', {
      organizationId,
      departmentId: query.departmentId,
      departmentParents: parents,
    });
  }
  const role = query.role;
  const where = and(
    eq(users.organizationId, organizationId),
    scope ? inArray(users.departmentId, scope.length > 0 ? scope : ['']) : undefined,
    query.departmentId ? eq(users.departmentId, query.departmentId) : undefined,
    role === 'org_admin'
      ? or(eq(users.isOrgAdmin, true), inArray(users.orgRole, [...ORG_ADMIN_ROLES]))
      : role
        ? and(eq(users.orgRole, role), eq(users.isOrgAdmin, false))
        : undefined,
    query.search
      ? or(
          ilike(users.name, containsPattern(query.search)),
          ilike(users.email, containsPattern(query.search)),
        )
      : undefined,
  );
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      profileImage: users.profileImage,
      orgRole: users.orgRole,
      isOrgAdmin: users.isOrgAdmin,
      isDeptManager: users.isDeptManager,
      jobTitle: users.jobTitle,
      departmentId: users.departmentId,
      departmentName: departments.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const managed =
    rows.length > 0
      ? await db
          .select()
          .from(departmentManagers)
          .where(
            inArray(
              departmentManagers.userId,
              rows.map((row) => row.id),
            ),
          )
      : [];
  const value = total?.value ?? 0;
  return {
    success: true,
    data: rows.map((row) =>
      toMember(
        row,
        managed.filter((m) => m.userId === row.id).map((m) => m.departmentId),
      ),
    ),
    pagination: { page: query.page, limit: query.limit, total: value, pages: pageCount(value, query.limit) },
  };
}

function toMember(
  row: Pick<
    UserRow,
    | 'id'
    | 'name'
    | 'email'
    | 'profileImage'
    | 'orgRole'
    | 'isOrgAdmin'
    | 'isDeptManager'
    | 'jobTitle'
    | 'departmentId'
    | 'createdAt'
  > & { departmentName: string | null },
  managedDepartmentIds: string[],
): OrgMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    profileImage: row.profileImage,
    orgRole: orgRoleOf(row),
    isOrgAdmin: row.isOrgAdmin,
    isDeptManager: row.isDeptManager,
    jobTitle: row.jobTitle,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    managedDepartmentIds,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findMember(db: AppDb, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row?.organizationId) throw new AppError(404, ORG_FIELD_MESSAGES.memberNotFound);
  return row;
}

async function orgAdminCount(db: AppDb, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        or(eq(users.isOrgAdmin, true), inArray(users.orgRole, [...ORG_ADMIN_ROLES])),
      ),
    );
  return row?.value ?? 0;
}

async function memberTarget(db: AppDb, actor: Actor, row: UserRow): Promise<OrgMemberTarget> {
  const organizationId = row.organizationId as string;
  // Someone of another organization is not found, as if they did not exist.
  if (!canDoOrgAction(actor, 'organization.view', { organizationId })) {
    throw new AppError(404, ORG_FIELD_MESSAGES.memberNotFound);
  }
  return {
    organizationId,
    departmentId: row.departmentId,
    departmentParents: await departmentParents(db, organizationId),
    userId: row.id,
    role: orgRoleOf(row),
    isOrgAdmin: row.isOrgAdmin,
  };
}

/**
 * PUT /organizations/users/{id}/role. Nobody changes their own role or grants one above their own; only
 * organization admins change another admin; the last admin stays. Takes effect on the person's next request
 * (the cached user is dropped) and on their open sockets.
 */
export async function changeMemberRole(
  deps: WorkDeps,
  actor: Actor,
  id: string,
  payload: UpdateUserRolePayload,
  audit: AuditContext,
): Promise<OrgMember> {
  const { db } = deps;
  const row = await findMember(db, id);
  const target = await memberTarget(db, actor, row);
  const organizationId = target.organizationId as string;
  const decision = decideRoleChange(actor, target, payload.role, {
    orgAdminCount: await orgAdminCount(db, organizationId),
  });
  if (!decision.allowed) throw new AppError(decision.status, decision.reason);
  if (payload.departmentId) {
    if (!target.departmentParents?.has(payload.departmentId)) {
      throw new AppError(404, ORG_FIELD_MESSAGES.departmentNotFound);
    }
    // Moving someone into a department needs rights there too.
    requireOrgAction(actor, 'member.changeRole', { ...target, departmentId: payload.departmentId });
  }
  const before = orgRoleOf(row);
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...roleFieldsFor(payload.role),
        // The main sidebar (spec 6.2) and the admin-only routes read role 'admin': only organization admins keep it.
        role: payload.role === 'org_admin' ? 'admin' : 'user',
        systemRole: payload.role === 'org_admin' ? 'admin' : 'user',
        ...(payload.departmentId !== undefined ? { departmentId: payload.departmentId } : {}),
      })
      .where(eq(users.id, row.id));
    // A department manager no more manages no department.
    if (payload.role !== 'dept_manager' && payload.role !== 'org_admin') {
      await tx.delete(departmentManagers).where(eq(departmentManagers.userId, row.id));
    }
    await recordAudit(tx, audit, {
      action: 'member.role_changed',
      organizationId,
      target: { type: 'user', id: row.id, label: row.email },
      before: { role: before, departmentId: row.departmentId },
      after: {
        role: payload.role,
        departmentId: payload.departmentId !== undefined ? payload.departmentId : row.departmentId,
      },
    });
    const entry = await recordActivity(tx, {
      type: 'org_member_role_changed',
      message: `${actor.name} changed ${row.name}'s role to ${payload.role}`,
      actor: { id: actor.id, name: actor.name },
      projectId: null,
      organizationId,
      entity: { type: 'user', id: row.id, title: row.name },
    });
    await notify(tx, outbox, actor.id, [
      {
        recipientId: row.id,
        type: 'other',
        title: 'Your role changed',
        message: `${actor.name} changed your role in the organization to ${payload.role}`,
      },
    ]);
    outbox.add(
      {
        type: 'organization.member.changed',
        organizationId,
        update: {
          action: 'role_changed',
          userId: row.id,
          userName: row.name,
          organizationId,
          role: payload.role,
        },
        rightsReduced: orgRankOf(payload.role) < orgRankOf(before),
      },
      {
        type: 'organization.activity',
        organizationId,
        entry: toActivityEntry(entry),
      },
    );
  });
  outbox.flushTo(deps.events);
  const [view] = await db
    .select({ departmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, row.id));
  const fresh = await findMember(db, row.id);
  const managed = await db
    .select({ departmentId: departmentManagers.departmentId })
    .from(departmentManagers)
    .where(eq(departmentManagers.userId, row.id));
  return toMember(
    { ...fresh, departmentName: view?.departmentName ?? null },
    managed.map((m) => m.departmentId),
  );
}

const RANKS: Record<AssignableOrgRole, number> = {
  member: 0,
  dept_manager: 1,
  enterprise_admin: 2,
  org_admin: 3,
};
function orgRankOf(role: AssignableOrgRole): number {
  return RANKS[role];
}

/**
 * DELETE /organizations/users/{id}: in one transaction the person leaves the organization (an individual
 * account again), their open tasks in its projects lose their assignee, they leave its projects, teams and
 * departments, the invitations they sent that are still pending are revoked, and every session ends. Their
 * history (tasks created, comments, feed entries) stays.
 */
export async function removeMember(
  deps: WorkDeps,
  actor: Actor,
  id: string,
  audit: AuditContext,
): Promise<void> {
  const { db } = deps;
  const row = await findMember(db, id);
  const target = await memberTarget(db, actor, row);
  const organizationId = target.organizationId as string;
  const decision = decideMemberRemoval(actor, target, {
    orgAdminCount: await orgAdminCount(db, organizationId),
  });
  if (!decision.allowed) throw new AppError(decision.status, decision.reason);
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    const orgProjects = tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.organizationId, organizationId));
    await tx
      .update(tasks)
      .set({ assignedTo: null })
      .where(
        and(
          eq(tasks.assignedTo, row.id),
          notInArray(tasks.status, ['done', 'completed']),
          or(
            inArray(tasks.projectId, orgProjects),
            and(isNull(tasks.projectId), eq(tasks.organizationId, organizationId)),
          ),
        ),
      );
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.userId, row.id), inArray(projectMembers.projectId, orgProjects)));
    const orgTeams = tx.select({ id: teams.id }).from(teams).where(eq(teams.organizationId, organizationId));
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.userId, row.id), inArray(teamMembers.teamId, orgTeams)));
    await tx
      .update(teams)
      .set({ leadId: null })
      .where(and(eq(teams.leadId, row.id), eq(teams.organizationId, organizationId)));
    await tx.delete(departmentManagers).where(eq(departmentManagers.userId, row.id));
    await tx
      .update(organizationInvitations)
      .set({ status: 'revoked' })
      .where(
        and(
          eq(organizationInvitations.invitedBy, row.id),
          eq(organizationInvitations.organizationId, organizationId),
          eq(organizationInvitations.status, 'pending'),
        ),
      );
    await tx
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
        // Every token issued before fails on its next request.
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, row.id));
    await recordAudit(tx, audit, {
      action: 'member.removed',
      organizationId,
      target: { type: 'user', id: row.id, label: row.email },
      before: { role: orgRoleOf(row), departmentId: row.departmentId },
    });
    const entry = await recordActivity(tx, {
      type: 'org_member_removed',
      message: `${actor.name} removed ${row.name} from the organization`,
      actor: { id: actor.id, name: actor.name },
      projectId: null,
      organizationId,
      entity: { type: 'user', id: row.id, title: row.name },
    });
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.isOrgAdmin, true)));
    await notify(
      tx,
      outbox,
      actor.id,
      admins.map((admin) => ({
        recipientId: admin.id,
        type: 'user_left' as const,
        title: 'Member removed',
        message: `${actor.name} removed ${row.name} from the organization`,
      })),
    );
    outbox.add(
      {
        type: 'organization.member.changed',
        organizationId,
        update: { action: 'removed', userId: row.id, userName: row.name, organizationId },
        rightsReduced: false,
      },
      { type: 'sessions.revoked', userId: row.id },
      { type: 'organization.activity', organizationId, entry: toActivityEntry(entry) },
    );
  });
  outbox.flushTo(deps.events);
  await syncManagerFlags(db, []);
}
