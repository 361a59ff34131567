import {
  type Paginated,
  pageCount,
  type Todo,
  type TodoCreatePayload,
  type TodoListQuery,
  type TodoUpdatePayload,
  type TodoVisibility,
  WORK_LIMITS,
} from '@app/domain';
import type { AppDb } from '../../db/client';
import type { DomainEventBus } from '../../events/bus';
import { AppError } from '../../http/errors';
import { findProjectAccess, type Viewer, type WorkDeps } from '../work';
import {
  deleteTodo,
  findVisibleTodo,
  insertTodo,
  listTodos,
  type TodoChanges,
  type TodoRecord,
  updateTodo,
} from './todos.queries';

export const TODO_MESSAGES = {
  notFound: 'To-do not found',
  projectNotFound: 'Project not found',
  projectRequired: 'Choose the project to share this to-do with',
  noOrganization: 'Only members of an organization can share a to-do with it',
  ownerOnlyEdit: 'Only the owner of this to-do can change it; you can only tick it off',
  ownerOnlyDelete: 'Only the owner of this to-do can delete it',
  deleted: 'To-do deleted',
  searchTooLong: `Search must be at most ${WORK_LIMITS.searchMax} characters`,
} as const;

/** A due date as the date column keeps it: the calendar day a client sent (a timestamp is cut to its date). */
function dayOf(value: string | null | undefined): string | null {
  return value ? value.slice(0, 10) : null;
}

export function toTodo(record: TodoRecord, viewer: Viewer): Todo {
  const { todo, owner, project } = record;
  return {
    _id: todo.id,
    text: todo.text,
    done: todo.done,
    visibility: todo.visibility as TodoVisibility,
    shared: todo.visibility !== 'personal',
    projectId: project ? project.id : null,
    project: project ? { _id: project.id, title: project.title } : null,
    dueDate: todo.dueDate,
    position: todo.position,
    owner: { _id: owner.id, name: owner.name, email: owner.email, profileImage: owner.profileImage },
    canEdit: todo.ownerId === viewer.id,
    completedAt: todo.completedAt ? todo.completedAt.toISOString() : null,
    createdAt: todo.createdAt.toISOString(),
    updatedAt: todo.updatedAt.toISOString(),
  };
}

/** Sharing rules for a to-do that ends up with this visibility and project. */
async function checkSharing(
  db: AppDb,
  viewer: Viewer,
  visibility: TodoVisibility,
  projectId: string | null,
  projectChanged: boolean,
): Promise<void> {
  if (visibility === 'project' && !projectId) throw new AppError(400, TODO_MESSAGES.projectRequired);
  if (visibility === 'organization' && !viewer.organizationId) {
    throw new AppError(400, TODO_MESSAGES.noOrganization);
  }
  // A project named now, or the project a to-do starts being shared with, must be one the owner can see.
  const mustSeeProject = projectId !== null && (projectChanged || visibility === 'project');
  if (mustSeeProject && !(await findProjectAccess(db, viewer, projectId))) {
    throw new AppError(404, TODO_MESSAGES.projectNotFound);
  }
}

async function visibleTodoOrFail(db: AppDb, viewer: Viewer, id: string): Promise<TodoRecord> {
  const record = await findVisibleTodo(db, viewer, id);
  if (!record) throw new AppError(404, TODO_MESSAGES.notFound);
  return record;
}

/** GET /todos. */
export async function listTodosFor(
  db: AppDb,
  viewer: Viewer,
  query: TodoListQuery,
): Promise<Paginated<Todo>> {
  if (query.search && query.search.length > WORK_LIMITS.searchMax) {
    throw new AppError(400, TODO_MESSAGES.searchTooLong);
  }
  const { records, total } = await listTodos(
    db,
    viewer,
    { view: query.view, done: query.done, search: query.search },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  return {
    success: true,
    data: records.map((record) => toTodo(record, viewer)),
    pagination: { page: query.page, limit: query.limit, total, pages: pageCount(total, query.limit) },
  };
}

/** POST /todos: the caller owns it; without a position it goes to the end of their list. */
type TodoSharing = { visibility: string; projectId: string | null; organizationId: string | null };

/** Where a to-do is shared: nobody else for a personal one. */
function audienceOf(todo: TodoSharing): { projectId: string | null; organizationId: string | null }[] {
  if (todo.visibility === 'project' && todo.projectId)
    return [{ projectId: todo.projectId, organizationId: null }];
  if (todo.visibility === 'organization' && todo.organizationId) {
    return [{ projectId: null, organizationId: todo.organizationId }];
  }
  return [];
}

/** Tells the people a shared to-do is (or was) shared with that it changed; a personal one, its owner's tabs. */
function publishTodo(events: DomainEventBus, viewer: Viewer, todo: Todo, before?: TodoSharing): void {
  events.publish({
    type: 'todo.changed',
    todo: { _id: todo._id, visibility: todo.visibility, projectId: todo.projectId },
    audiences: [
      ...audienceOf({ ...todo, organizationId: viewer.organizationId }),
      ...(before ? audienceOf(before) : []),
    ],
    actor: { userId: viewer.id, userName: viewer.name },
  });
}

export async function createTodo(
  { db, events }: WorkDeps,
  viewer: Viewer,
  payload: TodoCreatePayload,
): Promise<Todo> {
  const projectId = payload.projectId ?? null;
  await checkSharing(db, viewer, payload.visibility, projectId, projectId !== null);
  const id = await insertTodo(db, {
    ownerId: viewer.id,
    organizationId: viewer.organizationId,
    text: payload.text,
    visibility: payload.visibility,
    projectId,
    dueDate: dayOf(payload.dueDate),
    position: payload.position,
  });
  const todo = toTodo(await visibleTodoOrFail(db, viewer, id), viewer);
  publishTodo(events, viewer, todo);
  return todo;
}

function onlyDone(payload: TodoUpdatePayload): boolean {
  return Object.entries(payload).every(([key, value]) => key === 'done' || value === undefined);
}

/**
 * PUT /todos/{id}. The owner may change anything; anyone else who sees a shared to-do may only tick it (done).
 * Ticking sets completedAt, unticking clears it.
 */
export async function updateTodoFor(
  { db, events }: WorkDeps,
  viewer: Viewer,
  id: string,
  payload: TodoUpdatePayload,
): Promise<Todo> {
  const { todo } = await visibleTodoOrFail(db, viewer, id);
  const isOwner = todo.ownerId === viewer.id;
  if (!isOwner && !onlyDone(payload)) throw new AppError(403, TODO_MESSAGES.ownerOnlyEdit);

  const changes: TodoChanges = {};
  if (isOwner) {
    const sharingChanged = payload.visibility !== undefined || payload.projectId !== undefined;
    if (sharingChanged) {
      const visibility = payload.visibility ?? (todo.visibility as TodoVisibility);
      const projectId = payload.projectId !== undefined ? payload.projectId : todo.projectId;
      const projectChanged = payload.projectId !== undefined && payload.projectId !== todo.projectId;
      await checkSharing(db, viewer, visibility, projectId, projectChanged);
      changes.visibility = visibility;
      changes.projectId = projectId;
    }
    if (payload.text !== undefined) changes.text = payload.text;
    if (payload.dueDate !== undefined) changes.dueDate = dayOf(payload.dueDate);
    if (payload.position !== undefined) changes.position = payload.position;
  }
  if (payload.done !== undefined && payload.done !== todo.done) {
    changes.done = payload.done;
    changes.completedAt = payload.done ? new Date() : null;
  }
  if (Object.keys(changes).length === 0) return toTodo(await visibleTodoOrFail(db, viewer, todo.id), viewer);
  await updateTodo(db, todo.id, changes);
  const answer = toTodo(await visibleTodoOrFail(db, viewer, todo.id), viewer);
  publishTodo(events, viewer, answer, todo);
  return answer;
}

/** DELETE /todos/{id}: the owner only (403 for others who see it, 404 for those who do not). */
export async function deleteTodoFor({ db, events }: WorkDeps, viewer: Viewer, id: string): Promise<void> {
  const record = await visibleTodoOrFail(db, viewer, id);
  if (record.todo.ownerId !== viewer.id) throw new AppError(403, TODO_MESSAGES.ownerOnlyDelete);
  const answer = toTodo(record, viewer);
  await deleteTodo(db, record.todo.id);
  publishTodo(events, viewer, answer, record.todo);
}
