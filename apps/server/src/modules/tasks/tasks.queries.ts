import { TASK_STATUSES, type TaskLabel, type WorkflowState } from '@app/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import {
  labels,
  projectMembers,
  projects,
  projectWorkflows,
  type TaskCommentRow,
  type TaskRow,
  taskComments,
  taskLabels,
  taskRelations,
  tasks,
  users,
} from '../../db/schema';
import {
  containsPattern,
  inDepartmentSubtree,
  type UserSummaryRow,
  type Viewer,
  visibleTasks,
} from '../work';
import { recordTaskChanged, recordTaskCreated, recordTaskDeleted } from './tasks.history';

const assignee = alias(users, 'assignee');

/** What a task list item shows: the row, its project's title, its assignee and its number of comments. */
export interface TaskViewRow {
  task: TaskRow;
  projectTitle: string | null;
  assignee: UserSummaryRow | null;
  commentCount: number;
  /** Its labels by name. */
  labels: TaskLabel[];
  /** Its direct sub-tasks: how many, and how many of them are done. */
  subtaskTotal: number;
  subtaskDone: number;
  /** A task that blocks it is not done. */
  blocked: boolean;
}

/** Filters of GET /tasks and GET /projects/{id}/tasks, already resolved ('me' replaced by the viewer's id). */
export interface TaskFilters {
  projectId?: string | undefined;
  /** Tasks of the projects of this department or team. */
  departmentId?: string | undefined;
  teamId?: string | undefined;
  status?: readonly string[] | undefined;
  priority?: readonly string[] | undefined;
  assignedTo?: string | undefined;
  dueAfter?: string | undefined;
  dueBefore?: string | undefined;
  search?: string | undefined;
  /** A parent's sub-tasks; 'none': top-level tasks only. */
  parentId?: string | undefined;
  labelId?: string | undefined;
  /** A custom field's value: its text, or one of its values for a multi-select. */
  fieldId?: string | undefined;
  fieldValue?: string | undefined;
  /** Conditions of the filter language (`tasks.filter-query.ts`), already read. */
  query?: readonly SQL[] | undefined;
}

export type TaskSortKey = 'updated' | 'dueDate' | 'title' | 'priority';

/**
 * Tasks with their project reference, assignee, comment count, labels, sub-task progress and whether an open task
 * blocks them: one statement (joins, and per row lateral subqueries on task_comments_task_created_idx,
 * task_labels' primary key, tasks_parent_position_idx and task_relations_to_type_idx), never a query per row.
 */
function taskViewColumns(db: AppDb) {
  const commentCounts = db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(taskComments)
    .where(eq(taskComments.taskId, tasks.id))
    .as('comment_counts');
  const columns = {
    labels: sql<
      TaskLabel[]
    >`coalesce((select json_agg(json_build_object('_id', ${labels.id}, 'name', ${labels.name}, 'color', ${labels.color}) order by lower(${labels.name}), ${labels.id}) from ${taskLabels} inner join ${labels} on ${labels.id} = ${taskLabels.labelId} where ${taskLabels.taskId} = ${tasks.id}), '[]'::json)`,
    // (Aliases written out: inside these subqueries `tasks` names the outer row.)
    subtaskTotal: sql<number>`(select count(*)::int from ${tasks} child where child.parent_id = ${tasks.id})`,
    subtaskDone: sql<number>`(select count(*)::int from ${tasks} child where child.parent_id = ${tasks.id} and child.status = 'done')`,
    blocked: sql<boolean>`exists (select 1 from ${taskRelations} relation inner join ${tasks} blocker on blocker.id = relation.from_task_id where relation.to_task_id = ${tasks.id} and relation.type = 'blocks' and blocker.status <> 'done')`,
    task: tasks,
    projectTitle: projects.title,
    assignee: {
      id: assignee.id,
      name: assignee.name,
      email: assignee.email,
      profileImage: assignee.profileImage,
    },
    commentCount: commentCounts.n,
  };
  return { commentCounts, columns };
}

function taskViewQuery(db: AppDb) {
  const { commentCounts, columns } = taskViewColumns(db);
  return db
    .select(columns)
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(assignee, eq(assignee.id, tasks.assignedTo))
    .leftJoinLateral(commentCounts, sql`true`);
}

function filterConditions(db: AppDb, viewer: Viewer, filters: TaskFilters): SQL {
  const conditions: SQL[] = [visibleTasks(db, viewer)];
  if (filters.projectId) conditions.push(eq(tasks.projectId, filters.projectId));
  // `= any(array(...))` as in the scope: the projects come from their department or team index once, and the
  // tasks through their project index.
  // A department includes its sub-departments.
  if (filters.departmentId) {
    const ids = db
      .select({ id: projects.id })
      .from(projects)
      .where(inDepartmentSubtree(filters.departmentId));
    conditions.push(sql`${tasks.projectId} = any(array(${ids}))`);
  }
  if (filters.teamId) {
    const ids = db.select({ id: projects.id }).from(projects).where(eq(projects.teamId, filters.teamId));
    conditions.push(sql`${tasks.projectId} = any(array(${ids}))`);
  }
  if (filters.status?.length) {
    // A state id matches its tasks (`state` holds every id that is not a category); a category all of its tasks.
    const values = [...filters.status];
    const categories = values.filter((value) => (TASK_STATUSES as readonly string[]).includes(value));
    const byState = inArray(tasks.state, values);
    conditions.push(categories.length ? (or(inArray(tasks.status, categories), byState) as SQL) : byState);
  }
  if (filters.priority?.length) conditions.push(inArray(tasks.priority, [...filters.priority]));
  if (filters.assignedTo) conditions.push(eq(tasks.assignedTo, filters.assignedTo));
  if (filters.parentId === 'none') conditions.push(isNull(tasks.parentId));
  else if (filters.parentId) conditions.push(eq(tasks.parentId, filters.parentId));
  if (filters.fieldId && filters.fieldValue !== undefined) {
    const key = filters.fieldId;
    conditions.push(
      sql`(${tasks.customFields} ->> ${key}::text = ${filters.fieldValue} or ${tasks.customFields} -> ${key}::text @> ${JSON.stringify([filters.fieldValue])}::jsonb)`,
    );
  }
  if (filters.labelId) {
    const ids = db
      .select({ id: taskLabels.taskId })
      .from(taskLabels)
      .where(eq(taskLabels.labelId, filters.labelId));
    conditions.push(sql`${tasks.id} = any(array(${ids}))`);
  }
  if (filters.dueAfter) conditions.push(gte(tasks.dueDate, filters.dueAfter));
  if (filters.dueBefore) conditions.push(lte(tasks.dueDate, filters.dueBefore));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(or(ilike(tasks.title, pattern), ilike(tasks.description, pattern)) as SQL);
  }
  if (filters.query) conditions.push(...filters.query);
  return and(...conditions) as SQL;
}

const PRIORITY_RANK = sql`case ${tasks.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

function sortOrder(sort: TaskSortKey): SQL[] {
  switch (sort) {
    case 'dueDate':
      return [sql`${tasks.dueDate} asc nulls last`, desc(tasks.updatedAt), desc(tasks.id)];
    case 'title':
      return [asc(sql`lower(${tasks.title})`), asc(tasks.id)];
    case 'priority':
      return [asc(PRIORITY_RANK), desc(tasks.updatedAt), desc(tasks.id)];
    default:
      return [desc(tasks.updatedAt), desc(tasks.id)];
  }
}

/**
 * The statements of one page of the tasks the viewer may see, filtered and sorted, and of how many match in all
 * (built, not run: the tests EXPLAIN them).
 */
export function taskListStatements(
  db: AppDb,
  viewer: Viewer,
  filters: TaskFilters,
  page: { page: number; limit: number; sort: TaskSortKey; byField?: SQL | undefined },
) {
  const where = filterConditions(db, viewer, filters);
  const order = page.byField
    ? [sql`${page.byField} asc nulls last`, desc(tasks.updatedAt), desc(tasks.id)]
    : sortOrder(page.sort);
  // The page's ids first, from tasks alone, with how many match in all (a window count, so one round trip
  // answers both); the joins and comment counts then run for those rows only.
  const pageIds = db
    .select({ id: tasks.id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(tasks)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .as('page_ids');
  const { commentCounts, columns } = taskViewColumns(db);
  // Carried by the page's rows, so that one round trip answers the whole request: each task's project workflow
  // (for its state's name), and the projects the viewer is a member of (the answer's read-cache tags, work's
  // `visibilityTags`; uncorrelated, so computed once).
  const workflowStates = sql<
    WorkflowState[] | null
  >`(select ${projectWorkflows.states} from ${projectWorkflows} where ${projectWorkflows.projectId} = ${tasks.projectId})`;
  const memberships = sql<
    string[]
  >`array(select ${projectMembers.projectId} from ${projectMembers} where ${projectMembers.userId} = ${viewer.id})`;
  return {
    rows: db
      .select({ ...columns, workflowStates, memberships, total: pageIds.total })
      .from(pageIds)
      .innerJoin(tasks, eq(tasks.id, pageIds.id))
      .leftJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(assignee, eq(assignee.id, tasks.assignedTo))
      .leftJoinLateral(commentCounts, sql`true`)
      .orderBy(...order),
    // Only needed for a page past the end, which has no row to carry the total.
    count: db.select({ total: sql<number>`count(*)::int` }).from(tasks).where(where),
  };
}

/** A row of a task list page: the task's view and its project's own workflow states (null: the default ones). */
export interface TaskListRow extends TaskViewRow {
  workflowStates: WorkflowState[] | null;
}

/** One page of the tasks the viewer may see, filtered and sorted, and how many match in all. */
export async function listTaskViews(
  db: AppDb,
  viewer: Viewer,
  filters: TaskFilters,
  page: { page: number; limit: number; sort: TaskSortKey; byField?: SQL | undefined },
): Promise<{ rows: TaskListRow[]; total: number; memberships: string[] | undefined }> {
  const statements = taskListStatements(db, viewer, filters, page);
  const found = await statements.rows;
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && page.page > 1) total = (await statements.count)[0]?.total ?? 0;
  return {
    rows: found.map(({ total: _total, memberships: _memberships, ...row }) => row),
    total,
    // The same on every row; a page without rows has none to carry it.
    memberships: found[0]?.memberships,
  };
}

/**
 * The sort key of a custom field's value, by its type: numbers as numbers, a select by its options' order, a
 * checkbox checked first, the rest as text.
 */
export function customFieldSortKey(field: { id: string; type: string; options: { id: string }[] }): SQL {
  const text = sql`(${tasks.customFields} ->> ${field.id}::text)`;
  const optionOrder = (value: SQL) =>
    field.options.length
      ? sql`array_position(array[${sql.join(
          field.options.map((option) => sql`${option.id}`),
          sql`, `,
        )}]::text[], ${value})`
      : sql`null::int`;
  switch (field.type) {
    case 'number':
      return sql`(case when jsonb_typeof(${tasks.customFields} -> ${field.id}::text) = 'number' then ${text}::double precision end)`;
    case 'checkbox':
      return sql`(case ${text} when 'true' then 0 when 'false' then 1 end)`;
    case 'select':
      return optionOrder(text);
    case 'multi_select':
      return optionOrder(sql`(${tasks.customFields} -> ${field.id}::text ->> 0)`);
    default:
      return sql`lower(${text})`;
  }
}

/** One task's view by id, without the scope check: for answers to calls the viewer was allowed to make. */
export async function findTaskView(db: AppDb, taskId: string): Promise<TaskViewRow | undefined> {
  const [row] = await taskViewQuery(db).where(eq(tasks.id, taskId)).limit(1);
  return row;
}

/** Tasks' views by id (for the answer of a change to several), in no particular order. */
export async function findTaskViews(db: AppDb, taskIds: readonly string[]): Promise<TaskViewRow[]> {
  if (taskIds.length === 0) return [];
  return taskViewQuery(db).where(inArray(tasks.id, [...taskIds]));
}

/** A visible task with its project's organization and the viewer's member role in that project. */
export interface TaskAccessRow {
  task: TaskRow;
  projectOrganizationId: string | null;
  memberRole: string | null;
}

/** Tasks with their project's organization and the viewer's member role there, among those the viewer may see. */
function visibleTaskAccess(db: AppDb, viewer: Viewer, which: SQL) {
  return db
    .select({
      task: tasks,
      projectOrganizationId: projects.organizationId,
      memberRole: projectMembers.role,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, viewer.id)),
    )
    .where(and(which, visibleTasks(db, viewer)));
}

/** The task with this id if the viewer may see it (undefined when it does not exist or they may not). */
export async function findVisibleTask(
  db: AppDb,
  viewer: Viewer,
  taskId: string,
): Promise<TaskAccessRow | undefined> {
  const [row] = await visibleTaskAccess(db, viewer, eq(tasks.id, taskId)).limit(1);
  return row;
}

/** Of these tasks, those the viewer may see, with their project's organization and the viewer's role there. */
export async function findVisibleTasks(
  db: AppDb,
  viewer: Viewer,
  taskIds: readonly string[],
): Promise<TaskAccessRow[]> {
  return visibleTaskAccess(db, viewer, inArray(tasks.id, [...taskIds]));
}

/** True when this user is a member (the owner included) of this project. */
export async function isProjectMember(db: AppDb, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Inserts the task and the first row of its status history (call inside the write's transaction). */
export async function insertTask(db: AppDb, values: typeof tasks.$inferInsert): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values(values).returning();
  if (!row) throw new Error('Task not created');
  await recordTaskCreated(db, row);
  return row;
}

/**
 * Writes the changes to the stored task `before`, and to its status history what they change there (a new status,
 * another project): call inside the write's transaction. `changedBy`: who made the change.
 */
export async function updateTaskRow(
  db: AppDb,
  before: TaskRow,
  values: Partial<typeof tasks.$inferInsert>,
  changedBy: string | null,
): Promise<void> {
  await db.update(tasks).set(values).where(eq(tasks.id, before.id));
  await recordTaskChanged(db, before, values, changedBy);
}

/**
 * Deletes the task (its comments go with it) and records the deletion in its status history, which stays: past
 * figures keep the task. Call inside the write's transaction. `deletedBy`: who deleted it. The deletion row comes
 * first: the database records one, by nobody, for a task deleted without one (migration 0012).
 */
export async function deleteTaskRow(db: AppDb, task: TaskRow, deletedBy: string | null): Promise<void> {
  await recordTaskDeleted(db, task, deletedBy);
  await db.delete(tasks).where(eq(tasks.id, task.id));
}

export interface CommentViewRow {
  comment: TaskCommentRow;
  author: UserSummaryRow;
}

/** One page of a task's comments, oldest first, with their authors, and how many there are. */
export async function listCommentViews(
  db: AppDb,
  taskId: string,
  page: { page: number; limit: number },
): Promise<{ rows: CommentViewRow[]; total: number }> {
  const rows = await db
    .select({
      comment: taskComments,
      author: { id: users.id, name: users.name, email: users.email, profileImage: users.profileImage },
    })
    .from(taskComments)
    .innerJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(taskComments)
    .where(eq(taskComments.taskId, taskId));
  return { rows, total: count?.total ?? 0 };
}

export async function insertComment(
  db: AppDb,
  values: typeof taskComments.$inferInsert,
): Promise<TaskCommentRow> {
  const [row] = await db.insert(taskComments).values(values).returning();
  if (!row) throw new Error('Comment not created');
  return row;
}
