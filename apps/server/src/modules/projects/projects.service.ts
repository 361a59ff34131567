import {
  isFixedProjectMember,
  type Paginated,
  type Priority,
  type Project,
  type ProjectAccessRole,
  type ProjectCreatePayload,
  type ProjectListQuery,
  type ProjectMember,
  type ProjectMemberAddPayload,
  type ProjectMemberRole,
  type ProjectMemberUpdatePayload,
  type ProjectStatus,
  type ProjectUpdatePayload,
  pageCount,
  projectPermissions,
  WORK_LIMITS,
} from '@app/domain';
import type { AppDb } from '../../db/client';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { descriptionFrom } from '../../lib/rich-text';
import { findUserByEmail } from '../auth';
import { notify } from '../notifications';
import { revokeInvitationsOf } from '../project-invitations';
import {
  accessRole,
  activityMessage,
  findProjectAccess,
  type ProjectAccess,
  recordActivity,
  toDay,
  todayUtc,
  toUserSummary,
  type Viewer,
  type WorkDeps,
} from '../work';
import {
  deleteMemberAndUnassign,
  deleteProjectRow,
  findMember,
  findProjectView,
  insertMember,
  insertProject,
  listMembers,
  listProjectViews,
  type MemberRow,
  type ProjectViewRow,
  updateMemberRole,
  updateProjectRow,
} from './projects.queries';

export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  deleted: 'Project deleted',
  cannotEdit: 'You do not have permission to edit this project',
  cannotDelete: 'Only the project owner can delete the project',
  cannotManageMembers: 'You do not have permission to manage the members of this project',
  roleAboveOwn: 'You cannot give a role above your own',
  memberAboveOwn: 'You cannot change or remove a member whose role is above your own',
  noAccount: 'No account with this email',
  otherOrganization: "Only people of the project's organization can be added to it",
  alreadyMember: 'This person is already a member of the project',
  memberNotFound: 'Member not found',
  ownerFixed: "The project owner's membership cannot be changed or removed",
  dueBeforeStart: 'Due date cannot be before the start date',
} as const;

// How a role reads in a sentence of the activity feed.
const ROLE_NAMES: Record<ProjectMemberRole, string> = {
  'team-member': 'a team member',
  'team-lead': 'a team lead',
  supervisor: 'a supervisor',
};

// How much each role may do: a member may only give (or take away) roles up to their own.
const ROLE_RANK: Record<ProjectAccessRole, number> = {
  viewer: 0,
  'team-member': 1,
  'team-lead': 2,
  supervisor: 3,
  owner: 4,
};

function toMember(row: MemberRow): ProjectMember {
  return {
    ...toUserSummary(row),
    role: row.role as ProjectMember['role'],
    joinedAt: row.joinedAt.toISOString(),
  };
}

const actorOf = (viewer: Viewer) => ({ userId: viewer.id, userName: viewer.name });

/** A project as told to everyone who may see it: without the fields that depend on who reads it. */
function sharedView(project: Project): Project {
  const { myRole: _ignored, ...rest } = project;
  return rest;
}

/** The caller's answer after a create or an update, and everyone else told of it (after the commit). */
async function answerAndTell(
  { db, events }: WorkDeps,
  outbox: EventOutbox,
  viewer: Viewer,
  projectId: string,
  change: 'created' | 'updated',
  previous?: Project,
): Promise<Project> {
  const answer = await projectAnswer(db, viewer, projectId);
  outbox.add({
    type: 'project.saved',
    change,
    project: sharedView(answer),
    organizationId: answer.organizationId ?? null,
    ...(previous ? { previous: sharedView(previous) } : {}),
    actor: actorOf(viewer),
  });
  outbox.flushTo(events);
  return answer;
}

/** The project as the API shows it; `members` only on the single-project answers. */
export function toProject(viewer: Viewer, row: ProjectViewRow, members?: MemberRow[]): Project {
  const { project } = row;
  return {
    _id: project.id,
    title: project.title,
    description: project.description,
    descriptionDoc: project.descriptionDoc,
    status: project.status as ProjectStatus,
    priority: project.priority as Priority,
    progress: row.progress,
    budget: project.budget,
    startDate: project.startDate,
    dueDate: project.dueDate,
    ownerId: project.ownerId,
    owner: toUserSummary(row.owner),
    organizationId: project.organizationId,
    ...(members ? { members: members.map(toMember) } : {}),
    teamSize: row.teamSize,
    taskCounts: { total: row.total, done: row.done, overdue: row.overdue },
    myRole: accessRole(viewer, project, row.memberRole),
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export async function listProjects(
  db: AppDb,
  viewer: Viewer,
  query: ProjectListQuery,
): Promise<Paginated<Project>> {
  const { rows, total } = await listProjectViews(db, viewer, query, todayUtc());
  return {
    success: true,
    data: rows.map((row) => toProject(viewer, row)),
    pagination: { page: query.page, limit: query.limit, total, pages: pageCount(total, query.limit) },
  };
}

/** The single-project answer: the view with its members. */
async function projectAnswer(
  db: AppDb,
  viewer: Viewer,
  projectId: string,
  options: { unscoped?: boolean } = {},
): Promise<Project> {
  const row = await findProjectView(db, viewer, projectId, todayUtc(), options);
  if (!row) throw new AppError(404, PROJECT_MESSAGES.notFound);
  return toProject(viewer, row, await listMembers(db, projectId));
}

export function getProject(db: AppDb, viewer: Viewer, projectId: string): Promise<Project> {
  return projectAnswer(db, viewer, projectId);
}

/** The project and the viewer's role in it, or 404 when it does not exist or the viewer may not see it. */
export async function requireProjectAccess(
  db: AppDb,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectAccess> {
  const access = await findProjectAccess(db, viewer, projectId);
  if (!access) throw new AppError(404, PROJECT_MESSAGES.notFound);
  return access;
}

/** POST /projects: the caller owns it (with their 'owner' member row) in their organization, if any. */
export async function createProject(
  { db, events }: WorkDeps,
  viewer: Viewer,
  payload: ProjectCreatePayload,
): Promise<Project> {
  const outbox = new EventOutbox();
  const projectId = await db.transaction(async (tx) => {
    const project = await insertProject(tx, {
      title: payload.title,
      ...(descriptionFrom(payload, WORK_LIMITS.projectDescriptionMax) ?? {
        description: null,
        descriptionDoc: null,
      }),
      status: payload.status,
      priority: payload.priority,
      budget: payload.budget ?? null,
      startDate: toDay(payload.startDate) ?? null,
      dueDate: toDay(payload.dueDate) ?? null,
      ownerId: viewer.id,
      organizationId: viewer.organizationId,
    });
    await insertMember(tx, { projectId: project.id, userId: viewer.id, role: 'owner' });
    await recordActivity(
      tx,
      {
        type: 'project_created',
        message: activityMessage(viewer.name, 'created', 'project', project.title),
        actor: viewer,
        projectId: project.id,
        organizationId: project.organizationId,
        entity: { type: 'project', id: project.id, title: project.title },
      },
      outbox,
    );
    return project.id;
  });
  return answerAndTell({ db, events }, outbox, viewer, projectId, 'created');
}

/** PUT /projects/{id}: owners and supervisors change any subset of the fields. */
export async function updateProject(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  payload: ProjectUpdatePayload,
): Promise<Project> {
  const { project, role } = await requireProjectAccess(db, viewer, projectId);
  if (!projectPermissions(role).canEdit) throw new AppError(403, PROJECT_MESSAGES.cannotEdit);
  // The project before the change, for the event's `previous` (webhooks' before/after).
  const previous = await projectAnswer(db, viewer, projectId);

  const changes: Partial<typeof project> = {};
  if (payload.title !== undefined) changes.title = payload.title;
  Object.assign(changes, descriptionFrom(payload, WORK_LIMITS.projectDescriptionMax, project));
  if (payload.status !== undefined) changes.status = payload.status;
  if (payload.priority !== undefined) changes.priority = payload.priority;
  if (payload.budget !== undefined) changes.budget = payload.budget;
  if (payload.startDate !== undefined) changes.startDate = toDay(payload.startDate) ?? null;
  if (payload.dueDate !== undefined) changes.dueDate = toDay(payload.dueDate) ?? null;

  // The payload's own check sees only the dates it carries; this one also sees the stored date.
  const startDate = changes.startDate !== undefined ? changes.startDate : project.startDate;
  const dueDate = changes.dueDate !== undefined ? changes.dueDate : project.dueDate;
  if (startDate && dueDate && dueDate < startDate) throw new AppError(400, PROJECT_MESSAGES.dueBeforeStart);

  if (Object.keys(changes).length === 0) return projectAnswer(db, viewer, projectId);
  const title = changes.title ?? project.title;
  const completed = changes.status === 'completed' && project.status !== 'completed';
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    await updateProjectRow(tx, projectId, changes);
    await recordActivity(
      tx,
      {
        type: completed ? 'project_completed' : 'project_updated',
        message: activityMessage(viewer.name, completed ? 'completed' : 'updated', 'project', title),
        actor: viewer,
        projectId,
        organizationId: project.organizationId,
        entity: { type: 'project', id: projectId, title },
      },
      outbox,
    );
  });
  return answerAndTell({ db, events }, outbox, viewer, projectId, 'updated', previous);
}

/** DELETE /projects/{id}: the owner only; members, tasks, comments and the project's feed go with it. */
export async function deleteProject(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
): Promise<void> {
  const { project, role } = await requireProjectAccess(db, viewer, projectId);
  if (!projectPermissions(role).canDelete) throw new AppError(403, PROJECT_MESSAGES.cannotDelete);
  const outbox = new EventOutbox();
  const memberIds = await db.transaction(async (tx) => {
    const members = await listMembers(tx, projectId);
    await deleteProjectRow(tx, projectId);
    // The project's row is gone, so the entry belongs to the person who deleted it only.
    await recordActivity(
      tx,
      {
        type: 'project_deleted',
        message: activityMessage(viewer.name, 'deleted', 'project', project.title),
        actor: viewer,
        projectId: null,
        organizationId: project.organizationId,
        entity: { type: 'project', id: projectId, title: project.title },
      },
      outbox,
    );
    return members.map((member) => member.id);
  });
  outbox.add({
    type: 'project.deleted',
    projectId,
    organizationId: project.organizationId,
    memberIds,
    actor: actorOf(viewer),
  });
  outbox.flushTo(events);
}

function requireManageMembers(role: ProjectAccessRole): void {
  if (!projectPermissions(role).canManageMembers)
    throw new AppError(403, PROJECT_MESSAGES.cannotManageMembers);
}

function requireRoleWithin(actorRole: ProjectAccessRole, role: ProjectMemberRole): void {
  if (ROLE_RANK[role] > ROLE_RANK[actorRole]) throw new AppError(403, PROJECT_MESSAGES.roleAboveOwn);
}

/** POST /projects/{id}/members: a person who already has an account, by email. */
export async function addMember(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  payload: ProjectMemberAddPayload,
): Promise<Project> {
  const { project, role } = await requireProjectAccess(db, viewer, projectId);
  requireManageMembers(role);
  requireRoleWithin(role, payload.role);

  const person = await findUserByEmail(db, payload.email);
  if (!person) throw new AppError(404, PROJECT_MESSAGES.noAccount);
  if (project.organizationId && person.organizationId !== project.organizationId) {
    throw new AppError(400, PROJECT_MESSAGES.otherOrganization);
  }
  if (await findMember(db, projectId, person.id)) throw new AppError(409, PROJECT_MESSAGES.alreadyMember);

  const outbox = new EventOutbox();
  try {
    await db.transaction(async (tx) => {
      await insertMember(tx, { projectId, userId: person.id, role: payload.role });
      await recordActivity(
        tx,
        {
          type: 'member_added',
          message: `${viewer.name} added ${person.name} to project "${project.title}"`,
          actor: viewer,
          projectId,
          organizationId: project.organizationId,
          entity: { type: 'project', id: projectId, title: project.title },
        },
        outbox,
      );
      await notify(tx, outbox, viewer.id, [
        {
          recipientId: person.id,
          type: 'user_joined',
          title: 'Added to a project',
          message: `${viewer.name} added you to project "${project.title}"`,
          projectId,
          preference: 'memberJoined',
        },
        {
          recipientId: project.ownerId,
          type: 'user_joined',
          title: 'New project member',
          message: `${person.name} joined project "${project.title}"`,
          projectId,
          preference: 'memberJoined',
        },
      ]);
    });
  } catch (error) {
    // Added by someone else a moment ago.
    if (isUniqueViolation(error)) throw new AppError(409, PROJECT_MESSAGES.alreadyMember);
    throw error;
  }
  outbox.add({
    type: 'member.changed',
    change: { action: 'added', userId: person.id, userName: person.name, projectId, role: payload.role },
    projectId,
    organizationId: project.organizationId,
    actor: actorOf(viewer),
  });
  outbox.flushTo(events);
  return projectAnswer(db, viewer, projectId);
}

async function requireChangeableMember(
  db: AppDb,
  projectId: string,
  userId: string,
): Promise<{ userId: string; role: string; name: string }> {
  const member = await findMember(db, projectId, userId);
  if (!member) throw new AppError(404, PROJECT_MESSAGES.memberNotFound);
  if (isFixedProjectMember(member)) throw new AppError(400, PROJECT_MESSAGES.ownerFixed);
  return member;
}

/** PUT /projects/{id}/members/{userId}: a new project role for a member (never for the owner). */
export async function updateMember(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  userId: string,
  payload: ProjectMemberUpdatePayload,
): Promise<Project> {
  const { project, role } = await requireProjectAccess(db, viewer, projectId);
  requireManageMembers(role);
  const member = await requireChangeableMember(db, projectId, userId);
  if (ROLE_RANK[member.role as ProjectAccessRole] > ROLE_RANK[role]) {
    throw new AppError(403, PROJECT_MESSAGES.memberAboveOwn);
  }
  requireRoleWithin(role, payload.role);
  if (member.role !== payload.role) {
    const outbox = new EventOutbox();
    await db.transaction(async (tx) => {
      await updateMemberRole(tx, projectId, userId, payload.role);
      // Their pending invitations of roles the new one may not offer stop working.
      await revokeInvitationsOf(tx, projectId, userId);
      await recordActivity(
        tx,
        {
          type: 'member_role_changed',
          message: `${viewer.name} made ${member.name} ${ROLE_NAMES[payload.role]} in project "${project.title}"`,
          actor: viewer,
          projectId,
          organizationId: project.organizationId,
          entity: { type: 'project', id: projectId, title: project.title },
        },
        outbox,
      );
    });
    outbox.add({
      type: 'member.changed',
      change: { action: 'role_changed', userId, userName: member.name, projectId, role: payload.role },
      projectId,
      organizationId: project.organizationId,
      actor: actorOf(viewer),
    });
    outbox.flushTo(events);
  }
  return projectAnswer(db, viewer, projectId);
}

/**
 * DELETE /projects/{id}/members/{userId}: removes a member (or, for one's own id, leaves the project). Their tasks
 * in the project become unassigned in the same transaction.
 */
export async function removeMember(
  { db, events }: WorkDeps,
  viewer: Viewer,
  projectId: string,
  userId: string,
): Promise<Project> {
  const { project, role } = await requireProjectAccess(db, viewer, projectId);
  const leaving = userId === viewer.id;
  if (!leaving) requireManageMembers(role);
  const member = await requireChangeableMember(db, projectId, userId);
  if (!leaving && ROLE_RANK[member.role as ProjectAccessRole] > ROLE_RANK[role]) {
    throw new AppError(403, PROJECT_MESSAGES.memberAboveOwn);
  }
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    await deleteMemberAndUnassign(tx, projectId, userId);
    // The pending invitations they sent stop working (unless they still may send them, as an org admin).
    await revokeInvitationsOf(tx, projectId, userId);
    await recordActivity(
      tx,
      {
        type: 'member_removed',
        message: leaving
          ? `${viewer.name} left project "${project.title}"`
          : `${viewer.name} removed ${member.name} from project "${project.title}"`,
        actor: viewer,
        projectId,
        organizationId: project.organizationId,
        entity: { type: 'project', id: projectId, title: project.title },
      },
      outbox,
    );
    await notify(tx, outbox, viewer.id, [
      leaving
        ? {
            recipientId: project.ownerId,
            type: 'user_left',
            title: 'Member left',
            message: `${member.name} left project "${project.title}"`,
            projectId,
            preference: 'memberJoined',
          }
        : {
            recipientId: userId,
            type: 'user_left',
            title: 'Removed from a project',
            message: `${viewer.name} removed you from project "${project.title}"`,
            projectId,
            preference: 'memberJoined',
          },
    ]);
  });
  outbox.add({
    type: 'member.changed',
    change: { action: 'removed', userId, userName: member.name, projectId, role: member.role },
    projectId,
    organizationId: project.organizationId,
    actor: actorOf(viewer),
  });
  outbox.flushTo(events);
  // Someone who just left may no longer see the project; they still get the answer to their own call.
  return projectAnswer(db, viewer, projectId, { unscoped: leaving });
}
