import type { ProjectAccessRole } from '@app/domain';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import {
  type AssistantActionRow,
  type AssistantMessageRow,
  assistantActions,
  assistantFeedback,
  assistantMessages,
  projectMembers,
  projects,
  tasks,
  users,
} from '../../db/schema';
import { customFields } from '../custom-fields';
import { accessRole, type Viewer, visibleProjectIds, visibleProjects, visibleTasks } from '../work';

// The assistant's own tables, and the reads of the engine's context: what the user can see, in a fixed number of
// queries (the tenant scope of work/scope.ts), never one per project.

/** How many open tasks and people the engine gets to match names against. */
export const CONTEXT_LIMITS = { projects: 500, tasks: 500, people: 500 } as const;

export interface VisibleProject {
  id: string;
  title: string;
  status: string;
  role: ProjectAccessRole;
}

/** The projects the viewer can see, with what the viewer is to each (one query). */
export async function listVisibleProjects(db: AppDb, viewer: Viewer): Promise<VisibleProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      organizationId: projects.organizationId,
      memberRole: projectMembers.role,
    })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, viewer.id)),
    )
    .where(visibleProjects(viewer))
    .orderBy(desc(projects.updatedAt))
    .limit(CONTEXT_LIMITS.projects);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    role: accessRole(viewer, row, row.memberRole),
  }));
}

export interface ContextTask {
  id: string;
  title: string;
  /** '' for one of the user's own tasks outside any project (as the engine's context has it). */
  projectId: string;
  status: string;
}

const contextTaskColumns = {
  id: tasks.id,
  title: tasks.title,
  projectId: tasks.projectId,
  status: tasks.status,
};

/**
 * The open tasks the viewer can see, recently changed first (one query): those of their projects and their own
 * tasks outside any project.
 */
export async function listOpenTasks(db: AppDb, viewer: Viewer): Promise<ContextTask[]> {
  const rows = await db
    .select(contextTaskColumns)
    .from(tasks)
    .where(and(visibleTasks(db, viewer), ne(tasks.status, 'done')))
    .orderBy(desc(tasks.updatedAt))
    .limit(CONTEXT_LIMITS.tasks);
  return rows.map((row) => ({ ...row, projectId: row.projectId ?? '' }));
}

/** The tasks of these ids that the viewer can see, whatever their status (one query; the conversation's). */
export async function listVisibleTasksById(
  db: AppDb,
  viewer: Viewer,
  ids: readonly string[],
): Promise<ContextTask[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(contextTaskColumns)
    .from(tasks)
    .where(and(visibleTasks(db, viewer), inArray(tasks.id, [...ids])));
  return rows.map((row) => ({ ...row, projectId: row.projectId ?? '' }));
}

/** The people the viewer shares a project or an organization with, the viewer included (one query). */
export async function listPeople(db: AppDb, viewer: Viewer) {
  const sharedProject = inArray(
    users.id,
    db
      .select({ id: projectMembers.userId })
      .from(projectMembers)
      .where(inArray(projectMembers.projectId, visibleProjectIds(db, viewer))),
  );
  const conditions = [eq(users.id, viewer.id), sharedProject];
  if (viewer.organizationId) conditions.push(eq(users.organizationId, viewer.organizationId));
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(or(...conditions))
    .orderBy(asc(users.name))
    .limit(CONTEXT_LIMITS.people);
}

/** The most significant project role first: what a teammate is called when they hold several. */
const ROLE_RANKS = ['team-member', 'team-lead', 'supervisor', 'owner'] as const;

/**
 * Everyone the viewer works with, the viewer left out (one query): the members of the projects they see and the
 * people of their organization. Each with their most significant role in those projects, else their role in the
 * organization.
 */
export async function listTeammates(
  db: AppDb,
  viewer: Viewer,
): Promise<{ id: string; name: string; role: string }[]> {
  const rank = sql<number | null>`max(case ${projectMembers.role} ${sql.join(
    ROLE_RANKS.map((role, index) => sql`when ${role} then ${index + 1}`),
    sql` `,
  )} end)`;
  const visible = visibleProjectIds(db, viewer);
  const conditions = [
    inArray(
      users.id,
      db
        .select({ id: projectMembers.userId })
        .from(projectMembers)
        .where(inArray(projectMembers.projectId, visible)),
    ),
  ];
  if (viewer.organizationId) conditions.push(eq(users.organizationId, viewer.organizationId));
  const rows = await db
    .select({ id: users.id, name: users.name, orgRole: users.orgRole, rank })
    .from(users)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.userId, users.id), inArray(projectMembers.projectId, visible)),
    )
    .where(and(ne(users.id, viewer.id), or(...conditions)))
    .groupBy(users.id)
    .orderBy(asc(users.name))
    .limit(CONTEXT_LIMITS.people);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: (row.rank ? ROLE_RANKS[Number(row.rank) - 1] : undefined) ?? row.orgRole ?? 'member',
  }));
}

export interface ContextField {
  projectId: string;
  id: string;
  name: string;
  type: string;
  /** A select's or multi-select's option labels, in order. */
  options: string[];
}

/** The custom fields of these projects (the context's), in each project's order: one query for all of them. */
export async function listProjectFields(db: AppDb, projectIds: readonly string[]): Promise<ContextField[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({
      projectId: customFields.projectId,
      id: customFields.id,
      name: customFields.name,
      type: customFields.type,
      options: customFields.options,
    })
    .from(customFields)
    .where(inArray(customFields.projectId, [...projectIds]))
    .orderBy(asc(customFields.projectId), asc(customFields.position), asc(customFields.createdAt));
  return rows.map((row) => ({ ...row, options: row.options.map((option) => option.label) }));
}

// History.

export async function insertExchange(
  db: AppDb,
  values: {
    userId: string;
    message: string;
    response: string;
    action: string | null;
    data: unknown;
    conversation?: Record<string, unknown> | null;
  },
): Promise<AssistantMessageRow> {
  const [row] = await db
    .insert(assistantMessages)
    .values({ ...values, data: values.data ?? null })
    .returning();
  if (!row) throw new Error('Assistant message insert returned nothing');
  return row;
}

/** The user's last `limit` exchanges, oldest first. */
export async function listExchanges(
  db: AppDb,
  userId: string,
  limit: number,
): Promise<AssistantMessageRow[]> {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.userId, userId))
    .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The user's last exchange (the conversation continues from it), or undefined. */
export async function findLastExchange(
  db: AppDb,
  userId: string,
): Promise<Pick<AssistantMessageRow, 'id' | 'createdAt' | 'conversation'> | undefined> {
  const [row] = await db
    .select({
      id: assistantMessages.id,
      createdAt: assistantMessages.createdAt,
      conversation: assistantMessages.conversation,
    })
    .from(assistantMessages)
    .where(eq(assistantMessages.userId, userId))
    .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
    .limit(1);
  return row;
}

/** Replaces where the conversation stands after an exchange (a follow-up button ran after it). */
export async function updateExchangeConversation(
  db: AppDb,
  userId: string,
  messageId: string,
  conversation: Record<string, unknown>,
): Promise<void> {
  await db
    .update(assistantMessages)
    .set({ conversation })
    .where(and(eq(assistantMessages.id, messageId), eq(assistantMessages.userId, userId)));
}

export async function deleteExchanges(db: AppDb, userId: string): Promise<void> {
  await db.delete(assistantMessages).where(eq(assistantMessages.userId, userId));
}

export async function findOwnExchange(db: AppDb, userId: string, messageId: string) {
  const [row] = await db
    .select({ id: assistantMessages.id })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.id, messageId), eq(assistantMessages.userId, userId)))
    .limit(1);
  return row;
}

export async function insertFeedback(
  db: AppDb,
  values: {
    messageId: string;
    userId: string;
    rating: number | null;
    feedback: string | null;
    helpful: boolean | null;
  },
): Promise<void> {
  await db.insert(assistantFeedback).values(values);
}

// Undo.

export async function insertAction(
  db: AppDb,
  values: {
    userId: string;
    functionName: string;
    objectType: 'task' | 'project';
    objectId: string;
    before: Record<string, unknown> | null;
  },
): Promise<AssistantActionRow> {
  const [row] = await db.insert(assistantActions).values(values).returning();
  if (!row) throw new Error('Assistant action insert returned nothing');
  return row;
}

/** Marks the user's action undone, once: undefined when it is not theirs, unknown or already undone. */
export async function claimAction(
  db: AppDb,
  userId: string,
  actionId: string,
): Promise<AssistantActionRow | undefined> {
  const [row] = await db
    .update(assistantActions)
    .set({ undoneAt: new Date() })
    .where(
      and(
        eq(assistantActions.id, actionId),
        eq(assistantActions.userId, userId),
        isNull(assistantActions.undoneAt),
      ),
    )
    .returning();
  return row;
}

/** Gives a claimed action back when its undo failed, so it may be tried again. */
export async function releaseAction(db: AppDb, actionId: string): Promise<void> {
  await db.update(assistantActions).set({ undoneAt: null }).where(eq(assistantActions.id, actionId));
}
