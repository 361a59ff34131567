import type { TaskWatcher } from '@app/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { projectMembers, projects, type TaskRow, tasks, users } from '../../db/schema';
import { type Viewer, visibleTasks } from '../work';
import { taskWatchers } from './watchers.schema';

/** The task with this id when the viewer may see it (the tenant scope of every task read). */
export async function findVisibleTaskRow(
  db: AppDb,
  viewer: Viewer,
  taskId: string,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), visibleTasks(db, viewer)))
    .limit(1);
  return row;
}

/**
 * Whether the person in `users` can see a task of this project: a member of the project, or one of the people of
 * its organization. The one condition of both lookups below.
 */
function seesProjectTask(projectId: string | SQL | AnyPgColumn): SQL {
  const member = sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projectId} and ${projectMembers.userId} = ${users.id})`;
  const sameOrganization = sql`${users.organizationId} is not null and ${users.organizationId} = (select ${projects.organizationId} from ${projects} where ${projects.id} = ${projectId})`;
  return sql`((${member}) or (${sameOrganization}))`;
}

/**
 * Of these people, those who can see the task (the scope's rule for each of them): for a project task, its members
 * and the people of its project's organization; for a task without a project, its creator and its assignee.
 */
export async function whoCanSee(
  db: AppDb,
  task: Pick<TaskRow, 'projectId' | 'createdBy' | 'assignedTo'>,
  userIds: Iterable<string | null | undefined>,
): Promise<string[]> {
  const wanted = [...new Set([...userIds].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return [];
  if (!task.projectId) return wanted.filter((id) => id === task.createdBy || id === task.assignedTo);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), seesProjectTask(task.projectId)));
  return rows.map((row) => row.id);
}

/** Makes these people follow the task; answers those who did not already. */
export async function insertWatchers(
  db: AppDb,
  taskId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(taskWatchers)
    .values(userIds.map((userId) => ({ taskId, userId })))
    .onConflictDoNothing()
    .returning({ userId: taskWatchers.userId });
  return rows.map((row) => row.userId);
}

/** True when the person followed the task (and no longer does). */
export async function deleteWatcher(db: AppDb, taskId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(taskWatchers)
    .where(and(eq(taskWatchers.taskId, taskId), eq(taskWatchers.userId, userId)))
    .returning({ userId: taskWatchers.userId });
  return rows.length > 0;
}

/**
 * The followers of each of these tasks who can see it as it is stored now (`whoCanSee`'s rule, read from the task's
 * row): one query for them all, by task id.
 */
export async function visibleWatchersOf(
  db: AppDb,
  taskIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byTask = new Map<string, string[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select({ taskId: taskWatchers.taskId, userId: taskWatchers.userId })
    .from(taskWatchers)
    .innerJoin(tasks, eq(tasks.id, taskWatchers.taskId))
    .innerJoin(users, eq(users.id, taskWatchers.userId))
    .where(
      and(
        inArray(taskWatchers.taskId, [...taskIds]),
        sql`case when ${tasks.projectId} is null
          then ${taskWatchers.userId} = ${tasks.createdBy} or ${taskWatchers.userId} = ${tasks.assignedTo}
          else ${seesProjectTask(tasks.projectId)} end`,
      ),
    )
    .orderBy(asc(taskWatchers.taskId), asc(taskWatchers.createdAt));
  for (const row of rows) {
    const list = byTask.get(row.taskId);
    if (list) list.push(row.userId);
    else byTask.set(row.taskId, [row.userId]);
  }
  return byTask;
}

/** Ids of the task's followers. */
export async function watcherIds(db: AppDb, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: taskWatchers.userId })
    .from(taskWatchers)
    .where(eq(taskWatchers.taskId, taskId));
  return rows.map((row) => row.id);
}

/** The task's followers by name, first followers first. */
export async function listWatchers(db: AppDb, taskId: string): Promise<TaskWatcher[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, profileImage: users.profileImage })
    .from(taskWatchers)
    .innerJoin(users, eq(users.id, taskWatchers.userId))
    .where(eq(taskWatchers.taskId, taskId))
    .orderBy(asc(taskWatchers.createdAt), asc(users.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, profileImage: row.profileImage }));
}
