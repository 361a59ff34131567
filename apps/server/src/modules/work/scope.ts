import {
  isOrgAdmin,
  isPlatformView,
  orgActionDeniedMessage,
  organizationInView,
  type ProjectAccessRole,
} from '@app/domain';
import { and, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { CACHE_TAGS } from '../../cache/read-cache';
import type { AppDb } from '../../db/client';
import {
  activities,
  departments,
  type ProjectRow,
  projectMembers,
  projects,
  tasks,
  todos,
  users,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import type { CurrentUser } from '../auth';

/**
 * Tenant scope (spec 6.5, 'organization data filter'), in one place. Every query of work data that a user can
 * reach goes through these conditions, so an object outside the caller's scope is never listed and answers 404
 * by id (the services treat 'not visible' exactly like 'does not exist').
 *
 * - A project is visible to its members (the owner is a member with role 'owner') and, for organization accounts,
 *   to everyone in the project's organization.
 * - A task inside a project is visible with its project; a task without a project only to its creator and its
 *   assignee.
 * - A to-do is visible to its owner, to the members of the project it is shared with, and to the owner's
 *   organization when shared with it.
 * - An activity entry follows its project; one without a project is visible to the person who did it.
 */
export interface Viewer {
  id: string;
  name: string;
  organizationId: string | null;
  /** Organization admins act as 'supervisor' on every project of their organization. */
  isOrgAdmin: boolean;
  /** Set when the change is made through the assistant: the feed entries it writes say so. */
  via?: 'assistant';
  /**
   * The platform view of another organization: a platform admin reading `organizationId`'s work lists,
   * that organization's projects and their tasks only (never his own), as a viewer: nothing there is his to change.
   */
  platformView?: boolean;
}

export function viewerFrom(user: CurrentUser): Viewer {
  return {
    id: user.id,
    name: user.name,
    organizationId: user.organizationId,
    isOrgAdmin: Boolean(user.organizationId) && isOrgAdmin(user),
  };
}

/**
 * The viewer of an organization's work list (GET /projects, GET /tasks): the caller, or with `?organization=` the
 * organization the domain's `organizationInView` gives: their own (the list is as without it), or for a platform
 * admin the one he names, in the platform view. Anyone else naming another organization is refused (403).
 */
export function listViewer(user: CurrentUser, named: string | undefined): Viewer {
  const viewer = viewerFrom(user);
  if (named === undefined) return viewer;
  const view = organizationInView(user, named);
  if (view.kind !== 'organization') throw new AppError(403, orgActionDeniedMessage('organization.view'));
  if (!isPlatformView(user, view.organizationId)) return viewer;
  return { ...viewer, organizationId: view.organizationId, isOrgAdmin: false, platformView: true };
}

/** `projects` rows the viewer may see. */
export function visibleProjects(viewer: Viewer): SQL {
  if (viewer.platformView && viewer.organizationId) return eq(projects.organizationId, viewer.organizationId);
  const member = exists(
    sql`(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${viewer.id})`,
  );
  if (!viewer.organizationId) return member;
  return or(member, eq(projects.organizationId, viewer.organizationId)) as SQL;
}

/**
 * A department and every department below it (the department filter of the work lists includes sub-departments):
 * one recursive statement, each level found through departments_parent_id_idx. `union` (not `union all`) ends the
 * walk even if the tree had a loop.
 */
export function departmentSubtreeIds(departmentId: string): SQL {
  return sql`with recursive subtree(id) as (
    select ${departments.id} from ${departments} where ${departments.id} = ${departmentId}
    union
    select child.id from ${departments} child inner join subtree on child.parent_id = subtree.id
  ) select id from subtree`;
}

/** `projects` rows of the department or one below it, through projects_department_id_idx. */
export function inDepartmentSubtree(departmentId: string): SQL {
  return sql`${projects.departmentId} = any(array(${departmentSubtreeIds(departmentId)}))`;
}

/** Ids of the projects the viewer may see, as a subquery for `inArray(column, ...)`. */
export function visibleProjectIds(db: AppDb, viewer: Viewer) {
  return db.select({ id: projects.id }).from(projects).where(visibleProjects(viewer));
}

/**
 * People the viewer may see, as the app's people lists show them: the viewer, the members of their organization,
 * and the members of the projects they are a member of; never anyone else of another organization. Disabled
 * accounts are left out.
 */
export function visiblePeople(viewer: Viewer): SQL {
  const sharesProject = sql`exists (select 1 from ${projectMembers} mine join ${projectMembers} theirs on theirs.project_id = mine.project_id where mine.user_id = ${viewer.id} and theirs.user_id = ${users.id})`;
  const colleague = viewer.organizationId
    ? sql` or ${users.organizationId} = ${viewer.organizationId}`
    : sql``;
  return sql`(${users.disabledAt} is null and (${users.id} = ${viewer.id}${colleague} or ${sharesProject}))`;
}

/** `tasks` rows the viewer may see. */
export function visibleTasks(db: AppDb, viewer: Viewer): SQL {
  // `= any(array(...))`, not `in (...)`: the subquery then runs once and tasks are read through their project
  // index. An `in (subquery)` inside an `or` cannot use an index and scans every tenant's tasks.
  const inVisibleProject = sql`${tasks.projectId} = any(array(${visibleProjectIds(db, viewer)}))`;
  // The platform view is the organization's work: its projects' tasks, not his own tasks without a project.
  if (viewer.platformView) return inVisibleProject;
  return or(
    inVisibleProject,
    and(isNull(tasks.projectId), or(eq(tasks.createdBy, viewer.id), eq(tasks.assignedTo, viewer.id))),
  ) as SQL;
}

/**
 * The read-cache tags of an answer built from what the viewer may see (cache/read-cache.ts): their own tag (tasks
 * without project, being added to or taken out of a project), their organization's (its projects and their
 * tasks), and one per project they are a member of (personal projects, and those of other organizations).
 */
export async function visibilityTags(
  db: AppDb,
  viewer: Viewer,
  /** The ids of the projects the viewer is a member of, when the caller has read them already. */
  memberships?: readonly string[],
): Promise<string[]> {
  const projectIds =
    memberships ??
    (
      await db
        .select({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, viewer.id))
    ).map(({ projectId }) => projectId);
  return [
    CACHE_TAGS.user(viewer.id),
    ...(viewer.organizationId ? [CACHE_TAGS.organization(viewer.organizationId)] : []),
    ...projectIds.map(CACHE_TAGS.project),
  ];
}

/** `todos` rows the viewer may see. */
export function visibleTodos(db: AppDb, viewer: Viewer): SQL {
  const conditions: SQL[] = [
    eq(todos.ownerId, viewer.id),
    and(eq(todos.visibility, 'project'), inArray(todos.projectId, visibleProjectIds(db, viewer))) as SQL,
  ];
  if (viewer.organizationId) {
    conditions.push(
      and(eq(todos.visibility, 'organization'), eq(todos.organizationId, viewer.organizationId)) as SQL,
    );
  }
  return or(...conditions) as SQL;
}

/** `activities` rows the viewer may see. */
export function visibleActivities(db: AppDb, viewer: Viewer): SQL {
  return or(
    inArray(activities.projectId, visibleProjectIds(db, viewer)),
    and(isNull(activities.projectId), eq(activities.actorId, viewer.id)),
  ) as SQL;
}

export interface ProjectAccess {
  project: ProjectRow;
  role: ProjectAccessRole;
}

/**
 * The project with this id and what the viewer is to it, or undefined when it does not exist or the viewer may
 * not see it (callers answer 404 for both).
 */
export async function findProjectAccess(
  db: AppDb,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectAccess | undefined> {
  const [row] = await db
    .select({ project: projects, memberRole: projectMembers.role })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, viewer.id)),
    )
    .where(and(eq(projects.id, projectId), visibleProjects(viewer)))
    .limit(1);
  if (!row) return undefined;
  return { project: row.project, role: accessRole(viewer, row.project, row.memberRole) };
}

/** What the viewer is to a visible project, given their member row's role (null when not a member). */
export function accessRole(
  viewer: Viewer,
  project: Pick<ProjectRow, 'organizationId'>,
  memberRole: string | null,
): ProjectAccessRole {
  const own = (memberRole ?? null) as ProjectAccessRole | null;
  const adminOfOrg = viewer.isOrgAdmin && project.organizationId === viewer.organizationId;
  if (own === 'owner') return 'owner';
  if (adminOfOrg) return 'supervisor';
  return own ?? 'viewer';
}
