import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projects, type TodoRow, todos, users } from '../../db/schema';
import { type Viewer, visibleProjects, visibleTodos } from '../work';

/** A to-do with what its answer shows: the owner and, when the viewer may see it, the project it points at. */
export interface TodoRecord {
  todo: TodoRow;
  owner: { id: string; name: string; email: string; profileImage: string };
  project: { id: string; title: string } | null;
}

export interface TodoFilter {
  view: 'all' | 'personal' | 'shared';
  done?: boolean | undefined;
  search?: string | undefined;
}

/** `%`, `_` and `\` match literally inside the ILIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function listCondition(db: AppDb, viewer: Viewer, filter: TodoFilter): SQL {
  const conditions: SQL[] = [visibleTodos(db, viewer)];
  if (filter.view === 'personal') {
    conditions.push(eq(todos.ownerId, viewer.id), eq(todos.visibility, 'personal'));
  } else if (filter.view === 'shared') {
    conditions.push(ne(todos.visibility, 'personal'));
  }
  if (filter.done !== undefined) conditions.push(eq(todos.done, filter.done));
  if (filter.search) conditions.push(ilike(todos.text, likePattern(filter.search)));
  return and(...conditions) as SQL;
}

// The project is joined only when the viewer may see it: a to-do shared with an organization must not reveal
// the title of a project some of its readers have no access to.
function selectRecords(db: AppDb, viewer: Viewer) {
  return db
    .select({
      todo: todos,
      owner: { id: users.id, name: users.name, email: users.email, profileImage: users.profileImage },
      projectId: projects.id,
      projectTitle: projects.title,
    })
    .from(todos)
    .innerJoin(users, eq(users.id, todos.ownerId))
    .leftJoin(projects, and(eq(projects.id, todos.projectId), visibleProjects(viewer)));
}

interface SelectedRow {
  todo: TodoRow;
  owner: TodoRecord['owner'];
  projectId: string | null;
  projectTitle: string | null;
}

function toRecord(row: SelectedRow): TodoRecord {
  return {
    todo: row.todo,
    owner: row.owner,
    project:
      row.projectId && row.projectTitle !== null ? { id: row.projectId, title: row.projectTitle } : null,
  };
}

/** One page of the to-dos the viewer may see, in their manual order (position, then age), and the total. */
export async function listTodos(
  db: AppDb,
  viewer: Viewer,
  filter: TodoFilter,
  page: { offset: number; limit: number },
): Promise<{ records: TodoRecord[]; total: number }> {
  const where = listCondition(db, viewer, filter);
  const [rows, totals] = await Promise.all([
    selectRecords(db, viewer)
      .where(where)
      .orderBy(asc(todos.position), asc(todos.createdAt), asc(todos.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(todos).where(where),
  ]);
  return { records: rows.map(toRecord), total: totals[0]?.total ?? 0 };
}

/** The to-do with this id when the viewer may see it. */
export async function findVisibleTodo(
  db: AppDb,
  viewer: Viewer,
  id: string,
): Promise<TodoRecord | undefined> {
  const [row] = await selectRecords(db, viewer)
    .where(and(eq(todos.id, id), visibleTodos(db, viewer)))
    .limit(1);
  return row ? toRecord(row) : undefined;
}

export interface NewTodo {
  ownerId: string;
  organizationId: string | null;
  text: string;
  visibility: string;
  projectId: string | null;
  dueDate: string | null;
  /** Undefined: after the owner's last to-do. */
  position: number | undefined;
}

/** Inserts a to-do; without a position it goes after the owner's last one, in the same statement. */
export async function insertTodo(db: AppDb, values: NewTodo): Promise<string> {
  const position =
    values.position ??
    sql<number>`(select coalesce(max(${todos.position}), 0) + 1 from ${todos} where ${todos.ownerId} = ${values.ownerId})`;
  const [row] = await db
    .insert(todos)
    .values({ ...values, position })
    .returning({ id: todos.id });
  if (!row) throw new Error('To-do not created');
  return row.id;
}

export type TodoChanges = Partial<
  Pick<TodoRow, 'text' | 'done' | 'visibility' | 'projectId' | 'dueDate' | 'position' | 'completedAt'>
>;

export async function updateTodo(db: AppDb, id: string, changes: TodoChanges): Promise<void> {
  await db.update(todos).set(changes).where(eq(todos.id, id));
}

export async function deleteTodo(db: AppDb, id: string): Promise<void> {
  await db.delete(todos).where(eq(todos.id, id));
}
