import {
  canDoOrgAction,
  type Department,
  type DepartmentCreatePayload,
  type DepartmentNode,
  type DepartmentUpdatePayload,
  ORG_FIELD_MESSAGES,
  type OrgPerson,
  orgActionDeniedMessage,
  pageCount,
  type Team,
  type TeamCreatePayload,
  type TeamListQuery,
  type TeamPage,
  type TeamUpdatePayload,
} from '@app/domain';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  type DepartmentRow,
  departmentManagers,
  departments,
  projects,
  type TeamRow,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { containsPattern, recordActivity, toActivityEntry, type WorkDeps } from '../work';
import { type Actor, departmentParents, requireOrgAction, targetOrganizationId } from './access';

// Departments (a tree with managers) and teams of an organization.

function person(row: { id: string; name: string; email: string; profileImage: string }): OrgPerson {
  return { _id: row.id, name: row.name, email: row.email, profileImage: row.profileImage };
}

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  profileImage: users.profileImage,
};

/** Fails unless every id is a person of this organization. */
async function requireMembers(db: AppDb, organizationId: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.organizationId, organizationId)));
  if ((row?.value ?? 0) !== unique.length) throw new AppError(400, ORG_FIELD_MESSAGES.notAMember);
}

async function findDepartment(db: AppDb, id: string): Promise<DepartmentRow> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  if (!row) throw new AppError(404, ORG_FIELD_MESSAGES.departmentNotFound);
  return row;
}

/** An actor of another organization learns nothing of this one's departments: 404 as for a missing one. */
async function findDepartmentFor(db: AppDb, actor: Actor, id: string): Promise<DepartmentRow> {
  const row = await findDepartment(db, id);
  if (!canDoOrgAction(actor, 'organization.view', { organizationId: row.organizationId })) {
    throw new AppError(404, ORG_FIELD_MESSAGES.departmentNotFound);
  }
  return row;
}

/** The organization's departments with managers and counts, parents before children. */
export async function listDepartments(db: AppDb, organizationId: string): Promise<Department[]> {
  const rows = await db
    .select()
    .from(departments)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(asc(departments.name), asc(departments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [managers, memberCounts, teamCounts, projectCounts] = await Promise.all([
    db
      .select({ departmentId: departmentManagers.departmentId, ...personColumns })
      .from(departmentManagers)
      .innerJoin(users, eq(users.id, departmentManagers.userId))
      .where(inArray(departmentManagers.departmentId, ids))
      .orderBy(asc(users.name)),
    db
      .select({ id: users.departmentId, value: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), inArray(users.departmentId, ids)))
      .groupBy(users.departmentId),
    db
      .select({ id: teams.departmentId, value: count() })
      .from(teams)
      .where(inArray(teams.departmentId, ids))
      .groupBy(teams.departmentId),
    db
      .select({ id: projects.departmentId, value: count() })
      .from(projects)
      .where(inArray(projects.departmentId, ids))
      .groupBy(projects.departmentId),
  ]);
  const countOf = (list: { id: string | null; value: number }[], id: string) =>
    list.find((row) => row.id === id)?.value ?? 0;
  return rows.map((row) => ({
    _id: row.id,
    organizationId: row.organizationId,
    parentId: row.parentId,
    name: row.name,
    description: row.description,
    managers: managers.filter((manager) => manager.departmentId === row.id).map(person),
    memberCount: countOf(memberCounts, row.id),
    teamCount: countOf(teamCounts, row.id),
    projectCount: countOf(projectCounts, row.id),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The departments as a tree: top-level departments with their sub-departments inside. */
export function departmentTree(list: readonly Department[]): DepartmentNode[] {
  const nodes = new Map<string, DepartmentNode>(list.map((item) => [item._id, { ...item, children: [] }]));
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

async function departmentView(db: AppDb, row: DepartmentRow): Promise<Department> {
  const list = await listDepartments(db, row.organizationId);
  const found = list.find((item) => item._id === row.id);
  if (!found) throw new AppError(404, ORG_FIELD_MESSAGES.departmentNotFound);
  return found;
}

function nameTaken(error: unknown, message: string): never {
  if (isUniqueViolation(error)) throw new AppError(409, message);
  throw error;
}

/** Makes these people the department's managers (and only these), keeping isDeptManager consistent. */
async function setManagers(
  tx: AppDb,
  departmentId: string,
  managerIds: readonly string[],
): Promise<string[]> {
  const before = await tx
    .select({ userId: departmentManagers.userId })
    .from(departmentManagers)
    .where(eq(departmentManagers.departmentId, departmentId));
  await tx.delete(departmentManagers).where(eq(departmentManagers.departmentId, departmentId));
  const unique = [...new Set(managerIds)];
  if (unique.length > 0) {
    await tx.insert(departmentManagers).values(unique.map((userId) => ({ departmentId, userId })));
    // A member made a manager becomes a department manager; admins keep their higher role.
    await tx
      .update(users)
      .set({
        isDeptManager: true,
        orgRole: sql`case when ${users.orgRole} = 'member' or ${users.orgRole} is null then 'dept_manager' else ${users.orgRole} end`,
      })
      .where(inArray(users.id, unique));
  }
  const touched = [...new Set([...before.map((row) => row.userId), ...unique])];
  await syncManagerFlags(tx, touched);
  return touched;
}

/** Someone who manages no department any more is a member again (admins keep their role). */
export async function syncManagerFlags(tx: AppDb, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({ isDeptManager: false, orgRole: 'member' })
    .where(
      and(
        inArray(users.id, [...userIds]),
        eq(users.orgRole, 'dept_manager'),
        sql`not exists (select 1 from ${departmentManagers} where ${departmentManagers.userId} = ${users.id})`,
      ),
    );
}

async function recordOrgActivity(
  tx: AppDb,
  outbox: EventOutbox,
  actor: Actor,
  organizationId: string,
  type:
    | 'department_created'
    | 'department_updated'
    | 'department_deleted'
    | 'team_created'
    | 'team_updated'
    | 'team_deleted',
  entity: { type: 'department' | 'team'; id: string; title: string },
): Promise<void> {
  const verb = type.endsWith('created') ? 'created' : type.endsWith('deleted') ? 'deleted' : 'updated';
  const row = await recordActivity(tx, {
    type,
    message: `${actor.name} ${verb} the ${entity.type} "${entity.title}"`,
    actor: { id: actor.id, name: actor.name },
    projectId: null,
    organizationId,
    entity,
  });
  outbox.add(
    { type: 'organization.structure.changed', organizationId },
    {
      type: 'organization.activity',
      organizationId,
      entry: toActivityEntry(row),
    },
  );
}

/** POST /organizations/departments: top-level by an admin, under a department by its managers too. */
export async function createDepartment(
  deps: WorkDeps,
  actor: Actor,
  payload: DepartmentCreatePayload,
): Promise<Department> {
  const { db } = deps;
  const denied = 'department.create' as const;
  const organizationId = targetOrganizationId(actor, payload.organizationId, orgActionDeniedMessage(denied));
  const parents = await departmentParents(db, organizationId);
  const parentId = payload.parentId ?? null;
  if (parentId && !parents.has(parentId)) throw new AppError(404, ORG_FIELD_MESSAGES.departmentNotFound);
  requireOrgAction(actor, denied, { organizationId, departmentId: parentId, departmentParents: parents });
  await requireMembers(db, organizationId, payload.managerIds ?? []);
  const outbox = new EventOutbox();
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(departments)
        .values({ organizationId, parentId, name: payload.name, description: payload.description || null })
        .returning();
      if (!created) throw new Error('Department not created');
      const touched = await setManagers(tx, created.id, payload.managerIds ?? []);
      memberChanges(outbox, organizationId, touched);
      await recordOrgActivity(tx, outbox, actor, organizationId, 'department_created', {
        type: 'department',
        id: created.id,
        title: created.name,
      });
      return created;
    })
    .catch((error: unknown) => nameTaken(error, ORG_FIELD_MESSAGES.departmentNameTaken));
  outbox.flushTo(deps.events);
  return departmentView(db, row);
}

function memberChanges(outbox: EventOutbox, organizationId: string, userIds: readonly string[]): void {
  for (const userId of userIds) {
    outbox.add({
      type: 'organization.member.changed',
      organizationId,
      update: { action: 'role_changed', userId, userName: '', organizationId },
      rightsReduced: false,
    });
  }
}

/**
 * PUT /organizations/departments/{id}: rename (managers of the department or above), move or set managers
 * (managers of the parent, old and new, or above). A move inside itself is refused.
 */
export async function updateDepartment(
  deps: WorkDeps,
  actor: Actor,
  id: string,
  payload: DepartmentUpdatePayload,
): Promise<Department> {
  const { db } = deps;
  const row = await findDepartmentFor(db, actor, id);
  const organizationId = row.organizationId;
  const parents = await departmentParents(db, organizationId);
  const target = { organizationId, departmentParents: parents };
  requireOrgAction(actor, 'department.update', { ...target, departmentId: row.id });
  const structural = payload.parentId !== undefined || payload.managerIds !== undefined;
  if (structural) requireOrgAction(actor, 'department.update', { ...target, departmentId: row.parentId });
  if (payload.parentId !== undefined && payload.parentId !== row.parentId) {
    const newParent = payload.parentId;
    if (newParent) {
      if (!parents.has(newParent)) throw new AppError(404, ORG_FIELD_MESSAGES.departmentNotFound);
      // Walking up from the new parent must never reach the department itself.
      let current: string | null | undefined = newParent;
      while (current) {
        if (current === row.id) throw new AppError(400, ORG_FIELD_MESSAGES.departmentCycle);
        current = parents.get(current) ?? null;
      }
    }
    requireOrgAction(actor, 'department.update', { ...target, departmentId: newParent });
  }
  if (payload.managerIds) await requireMembers(db, organizationId, payload.managerIds);
  const outbox = new EventOutbox();
  await db
    .transaction(async (tx) => {
      const changes = {
        ...(payload.name !== undefined ? { name: payload.name } : {}),
        ...(payload.description !== undefined ? { description: payload.description || null } : {}),
        ...(payload.parentId !== undefined ? { parentId: payload.parentId } : {}),
      };
      if (Object.keys(changes).length > 0) {
        await tx.update(departments).set(changes).where(eq(departments.id, row.id));
      }
      if (payload.managerIds) {
        memberChanges(outbox, organizationId, await setManagers(tx, row.id, payload.managerIds));
      }
      await recordOrgActivity(tx, outbox, actor, organizationId, 'department_updated', {
        type: 'department',
        id: row.id,
        title: payload.name ?? row.name,
      });
    })
    .catch((error: unknown) => nameTaken(error, ORG_FIELD_MESSAGES.departmentNameTaken));
  outbox.flushTo(deps.events);
  return departmentView(db, await findDepartment(db, row.id));
}

/**
 * DELETE /organizations/departments/{id}: only without sub-departments (move or delete them first). Its people,
 * teams and projects stay in the organization without a department; its managers stop managing it.
 */
export async function deleteDepartment(deps: WorkDeps, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  const row = await findDepartmentFor(db, actor, id);
  const parents = await departmentParents(db, row.organizationId);
  requireOrgAction(actor, 'department.delete', {
    organizationId: row.organizationId,
    departmentId: row.parentId,
    departmentParents: parents,
  });
  if ([...parents.values()].includes(row.id))
    throw new AppError(409, ORG_FIELD_MESSAGES.departmentHasChildren);
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    const managers = await tx
      .select({ userId: departmentManagers.userId })
      .from(departmentManagers)
      .where(eq(departmentManagers.departmentId, row.id));
    await tx.delete(departments).where(eq(departments.id, row.id));
    await syncManagerFlags(
      tx,
      managers.map((manager) => manager.userId),
    );
    memberChanges(
      outbox,
      row.organizationId,
      managers.map((manager) => manager.userId),
    );
    await recordOrgActivity(tx, outbox, actor, row.organizationId, 'department_deleted', {
      type: 'department',
      id: row.id,
      title: row.name,
    });
  });
  outbox.flushTo(deps.events);
}

// Teams.

async function teamViews(db: AppDb, rows: readonly TeamRow[]): Promise<Team[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const leadIds = rows.flatMap((row) => (row.leadId ? [row.leadId] : []));
  const [members, leads] = await Promise.all([
    db
      .select({ teamId: teamMembers.teamId, ...personColumns })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, ids))
      .orderBy(asc(users.name)),
    leadIds.length > 0
      ? db.select(personColumns).from(users).where(inArray(users.id, leadIds))
      : Promise.resolve([]),
  ]);
  return rows.map((row) => {
    const lead = leads.find((candidate) => candidate.id === row.leadId);
    return {
      _id: row.id,
      organizationId: row.organizationId,
      departmentId: row.departmentId,
      name: row.name,
      description: row.description,
      lead: lead ? person(lead) : null,
      members: members.filter((member) => member.teamId === row.id).map(person),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** GET /organizations/{id}/teams. */
export async function listTeams(db: AppDb, organizationId: string, query: TeamListQuery): Promise<TeamPage> {
  const where = and(
    eq(teams.organizationId, organizationId),
    query.departmentId ? eq(teams.departmentId, query.departmentId) : undefined,
    query.search ? ilike(teams.name, containsPattern(query.search)) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(teams).where(where);
  const rows = await db
    .select()
    .from(teams)
    .where(where)
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const value = total?.value ?? 0;
  return {
    success: true,
    data: await teamViews(db, rows),
    pagination: { page: query.page, limit: query.limit, total: value, pages: pageCount(value, query.limit) },
  };
}

async function findTeamFor(db: AppDb, actor: Actor, id: string): Promise<TeamRow> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  if (!row || !canDoOrgAction(actor, 'organization.view', { organizationId: row.organizationId })) {
    throw new AppError(404, ORG_FIELD_MESSAGES.teamNotFound);
  }
  return row;
}

async function teamView(db: AppDb, id: string): Promise<Team> {
  const rows = await db.select().from(teams).where(eq(teams.id, id));
  const [view] = await teamViews(db, rows);
  if (!view) throw new AppError(404, ORG_FIELD_MESSAGES.teamNotFound);
  return view;
}

async function setTeamMembers(tx: AppDb, teamId: string, memberIds: readonly string[]): Promise<void> {
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  const unique = [...new Set(memberIds)];
  if (unique.length > 0) await tx.insert(teamMembers).values(unique.map((userId) => ({ teamId, userId })));
}

/** POST /organizations/teams: by the organization's admins, or the managers of the team's department. */
export async function createTeam(deps: WorkDeps, actor: Actor, payload: TeamCreatePayload): Promise<Team> {
  const { db } = deps;
  const organizationId = targetOrganizationId(
    actor,
    payload.organizationId,
    orgActionDeniedMessage('team.create'),
  );
  const parents = await departmentParents(db, organizationId);
  const departmentId = payload.departmentId ?? null;
  if (departmentId && !parents.has(departmentId))
    throw new AppError(404, ORG_FIELD_MESSAGES.departmentNotFound);
  requireOrgAction(actor, 'team.create', { organizationId, departmentId, departmentParents: parents });
  const memberIds = [...(payload.memberIds ?? []), ...(payload.leadId ? [payload.leadId] : [])];
  await requireMembers(db, organizationId, memberIds);
  const outbox = new EventOutbox();
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(teams)
        .values({
          organizationId,
          departmentId,
          name: payload.name,
          description: payload.description || null,
          leadId: payload.leadId ?? null,
        })
        .returning();
      if (!created) throw new Error('Team not created');
      await setTeamMembers(tx, created.id, memberIds);
      await recordOrgActivity(tx, outbox, actor, organizationId, 'team_created', {
        type: 'team',
        id: created.id,
        title: created.name,
      });
      return created;
    })
    .catch((error: unknown) => nameTaken(error, ORG_FIELD_MESSAGES.teamNameTaken));
  outbox.flushTo(deps.events);
  return teamView(db, row.id);
}

/** PUT /organizations/teams/{id}: moving a team needs rights over both departments. */
export async function updateTeam(
  deps: WorkDeps,
  actor: Actor,
  id: string,
  payload: TeamUpdatePayload,
): Promise<Team> {
  const { db } = deps;
  const row = await findTeamFor(db, actor, id);
  const parents = await departmentParents(db, row.organizationId);
  const target = { organizationId: row.organizationId, departmentParents: parents };
  requireOrgAction(actor, 'team.update', { ...target, departmentId: row.departmentId });
  if (payload.departmentId !== undefined && payload.departmentId !== row.departmentId) {
    if (payload.departmentId && !parents.has(payload.departmentId)) {
      throw new AppError(404, ORG_FIELD_MESSAGES.departmentNotFound);
    }
    requireOrgAction(actor, 'team.update', { ...target, departmentId: payload.departmentId });
  }
  await requireMembers(db, row.organizationId, [
    ...(payload.memberIds ?? []),
    ...(payload.leadId ? [payload.leadId] : []),
  ]);
  const outbox = new EventOutbox();
  await db
    .transaction(async (tx) => {
      const changes = {
        ...(payload.name !== undefined ? { name: payload.name } : {}),
        ...(payload.description !== undefined ? { description: payload.description || null } : {}),
        ...(payload.departmentId !== undefined ? { departmentId: payload.departmentId } : {}),
        ...(payload.leadId !== undefined ? { leadId: payload.leadId } : {}),
      };
      if (Object.keys(changes).length > 0) await tx.update(teams).set(changes).where(eq(teams.id, row.id));
      if (payload.memberIds) {
        const lead = payload.leadId !== undefined ? payload.leadId : row.leadId;
        await setTeamMembers(tx, row.id, [...payload.memberIds, ...(lead ? [lead] : [])]);
      } else if (payload.leadId) {
        await tx.insert(teamMembers).values({ teamId: row.id, userId: payload.leadId }).onConflictDoNothing();
      }
      await recordOrgActivity(tx, outbox, actor, row.organizationId, 'team_updated', {
        type: 'team',
        id: row.id,
        title: payload.name ?? row.name,
      });
    })
    .catch((error: unknown) => nameTaken(error, ORG_FIELD_MESSAGES.teamNameTaken));
  outbox.flushTo(deps.events);
  return teamView(db, row.id);
}

/** DELETE /organizations/teams/{id}: its projects stay, without a team. */
export async function deleteTeam(deps: WorkDeps, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  const row = await findTeamFor(db, actor, id);
  const parents = await departmentParents(db, row.organizationId);
  requireOrgAction(actor, 'team.delete', {
    organizationId: row.organizationId,
    departmentId: row.departmentId,
    departmentParents: parents,
  });
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    await tx.delete(teams).where(eq(teams.id, row.id));
    await recordOrgActivity(tx, outbox, actor, row.organizationId, 'team_deleted', {
      type: 'team',
      id: row.id,
      title: row.name,
    });
  });
  outbox.flushTo(deps.events);
}
