import type { ProjectListQuery } from '@app/domain';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { type ProjectRow, projectMembers, projects, tasks, users } from '../../db/schema';
import {
  containsPattern,
  inDepartmentSubtree,
  type UserSummaryRow,
  type Viewer,
  visibleProjects,
} from '../work';

/** Statuses that count a task as finished (spec 3: 'done' and the legacy 'completed'). */
const FINISHED_TASK = sql`('done', 'completed')`;

const owner = alias(users, 'owner');
const myMembership = alias(projectMembers, 'my_membership');

/** A project with everything its list item shows, computed in the same statement. */
export interface ProjectViewRow {
  project: ProjectRow;
  owner: UserSummaryRow;
  memberRole: string | null;
  teamSize: number;
  total: number;
  done: number;
  overdue: number;
  progress: number;
}

/**
 * Projects with their owner, the viewer's own member role, team size, task counts and progress: one statement,
 * the counts by aggregate in lateral subqueries (served by project_members' primary key and
 * tasks_project_status_idx), never a query per row.
 */
function projectViewQuery(db: AppDb, viewer: Viewer, today: string) {
  const memberCounts = db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projects.id))
    .as('member_counts');
  const taskCounts = db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      done: sql<number>`(count(*) filter (where ${tasks.status} in ${FINISHED_TASK}))::int`.as('done'),
      overdue:
        sql<number>`(count(*) filter (where ${tasks.status} not in ${FINISHED_TASK} and ${tasks.dueDate} < ${today}::date))::int`.as(
          'overdue',
        ),
    })
    .from(tasks)
    .where(eq(tasks.projectId, projects.id))
    .as('task_counts');

  return db
    .select({
      project: projects,
      owner: { id: owner.id, name: owner.name, email: owner.email, profileImage: owner.profileImage },
      memberRole: myMembership.role,
      teamSize: memberCounts.n,
      total: taskCounts.total,
      done: taskCounts.done,
      overdue: taskCounts.overdue,
      progress: sql<number>`(case when ${taskCounts.total} = 0 then 0 else round(100.0 * ${taskCounts.done} / ${taskCounts.total}) end)::int`,
    })
    .from(projects)
    .innerJoin(owner, eq(owner.id, projects.ownerId))
    .leftJoin(myMembership, and(eq(myMembership.projectId, projects.id), eq(myMembership.userId, viewer.id)))
    .leftJoinLateral(memberCounts, sql`true`)
    .leftJoinLateral(taskCounts, sql`true`);
}

function listConditions(viewer: Viewer, query: ProjectListQuery): SQL {
  const conditions: SQL[] = [visibleProjects(viewer)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(projects.title, pattern), ilike(projects.description, pattern)) as SQL);
  }
  if (query.status) conditions.push(eq(projects.status, query.status));
  if (query.priority) conditions.push(eq(projects.priority, query.priority));
  // Served by projects_department_id_idx and projects_team_id_idx; a department includes its sub-departments.
  if (query.departmentId) conditions.push(inDepartmentSubtree(query.departmentId));
  if (query.teamId) conditions.push(eq(projects.teamId, query.teamId));
  return and(...conditions) as SQL;
}

function listOrder(sort: ProjectListQuery['sort']): SQL[] {
  switch (sort) {
    case 'dueDate':
      return [sql`${projects.dueDate} asc nulls last`, desc(projects.updatedAt), asc(projects.id)];
    case 'title':
      return [asc(sql`lower(${projects.title})`), asc(projects.id)];
    default:
      return [desc(projects.updatedAt), desc(projects.id)];
  }
}

/** One page of the projects the viewer may see, filtered and sorted, and how many there are in all. */
export async function listProjectViews(
  db: AppDb,
  viewer: Viewer,
  query: ProjectListQuery,
  today: string,
): Promise<{ rows: ProjectViewRow[]; total: number }> {
  const where = listConditions(viewer, query);
  const order = listOrder(query.sort);
  // The page's ids first, from projects alone; the counts then run for those rows only.
  const pageIds = db
    .select({ id: projects.id })
    .from(projects)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const rows = await projectViewQuery(db, viewer, today)
    .where(inArray(projects.id, pageIds))
    .orderBy(...order);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(projects).where(where);
  return { rows: rows as ProjectViewRow[], total: count?.total ?? 0 };
}

/**
 * One project's view by id. Scoped to what the viewer may see unless `unscoped` (used only to answer a call the
 * viewer was just allowed to make, such as leaving the project).
 */
export async function findProjectView(
  db: AppDb,
  viewer: Viewer,
  projectId: string,
  today: string,
  options: { unscoped?: boolean } = {},
): Promise<ProjectViewRow | undefined> {
  const byId = eq(projects.id, projectId);
  const [row] = await projectViewQuery(db, viewer, today)
    .where(options.unscoped ? byId : and(byId, visibleProjects(viewer)))
    .limit(1);
  return row as ProjectViewRow | undefined;
}

export interface MemberRow extends UserSummaryRow {
  role: string;
  joinedAt: Date;
}

/** A project's members with their roles: the owner first, then by name. */
export async function listMembers(db: AppDb, projectId: string): Promise<MemberRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      profileImage: users.profileImage,
      role: projectMembers.role,
      joinedAt: projectMembers.createdAt,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(
      sql`case when ${projectMembers.role} = 'owner' then 0 else 1 end`,
      asc(sql`lower(${users.name})`),
      asc(users.id),
    );
}

/** The member row of this user in this project, if any. */
export async function findMember(
  db: AppDb,
  projectId: string,
  userId: string,
): Promise<{ userId: string; role: string; name: string } | undefined> {
  const [row] = await db
    .select({ userId: projectMembers.userId, role: projectMembers.role, name: users.name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function insertMember(db: AppDb, values: typeof projectMembers.$inferInsert): Promise<void> {
  await db.insert(projectMembers).values(values);
}

export async function updateMemberRole(
  db: AppDb,
  projectId: string,
  userId: string,
  role: string,
): Promise<void> {
  await db
    .update(projectMembers)
    .set({ role })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

/** Removes the member and gives their tasks in this project back to nobody. */
export async function deleteMemberAndUnassign(db: AppDb, projectId: string, userId: string): Promise<void> {
  await db
    .update(tasks)
    .set({ assignedTo: null })
    .where(and(eq(tasks.projectId, projectId), eq(tasks.assignedTo, userId)));
  await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

export async function insertProject(db: AppDb, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('Project not created');
  return row;
}

export async function updateProjectRow(
  db: AppDb,
  projectId: string,
  values: Partial<typeof projects.$inferInsert>,
): Promise<void> {
  await db.update(projects).set(values).where(eq(projects.id, projectId));
}

/** Deletes the project; its members, tasks (with their comments), shared to-dos and activity go with it. */
export async function deleteProjectRow(db: AppDb, projectId: string): Promise<void> {
  await db.delete(projects).where(eq(projects.id, projectId));
}
