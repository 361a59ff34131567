import type {
  Comment,
  CommentCreatePayload,
  Paginated,
  Task,
  TaskBulkInput,
  TaskCreateInput,
  TaskDeleteQuery,
  TaskDescriptionVersion,
  TaskExportFormat,
  TaskListQueryInput,
  TaskRelation,
  TaskRelationCreatePayload,
  TaskUpdateInput,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the client: see schemas/tasks.ts.
const schemas = () => import('./schemas/tasks');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const CommentAnswerSchema = lazySchema(schemas, 'CommentAnswerSchema');
const CommentPageSchema = lazySchema(schemas, 'CommentPageSchema');
const DescriptionHistorySchema = lazySchema(schemas, 'DescriptionHistorySchema');
const RelationAnswerSchema = lazySchema(schemas, 'RelationAnswerSchema');
const RelationListSchema = lazySchema(schemas, 'RelationListSchema');
const TaskAnswerSchema = lazySchema(schemas, 'TaskAnswerSchema');
const TaskListAnswerSchema = lazySchema(schemas, 'TaskListAnswerSchema');
const TaskPageSchema = lazySchema(schemas, 'TaskPageSchema');

const taskPath = (id: string) => `tasks/${encodeURIComponent(id)}`;

/** Paging of a task's comments. */
export interface CommentListQuery {
  page?: number;
  limit?: number;
}

/**
 * One page of the tasks the user may see (GET /tasks): filters by project, status and priority (one value or
 * several), assignee ('me' or an id), due-date range and search text, and a sort.
 */
export function listTasks(client: ApiClient, query?: TaskListQueryInput): Promise<Paginated<Task>> {
  return client.get('tasks', TaskPageSchema, searchParamsOrNone(query));
}

/** One task with its project, assignee, checklist and comment count (GET /tasks/{id}). */
export async function getTask(client: ApiClient, id: string): Promise<Task> {
  return (await client.get(taskPath(id), TaskAnswerSchema)).data;
}

/** Creates a task, in a project or on its own (POST /tasks). */
export async function createTask(client: ApiClient, payload: TaskCreateInput): Promise<Task> {
  const task = (await client.post('tasks', TaskAnswerSchema, payload)).data;
  client.changes.publish({ type: 'task.created', task });
  return task;
}

/** Changes any subset of a task's fields (PUT /tasks/{id}); a checklist replaces the whole list. */
export async function updateTask(client: ApiClient, id: string, payload: TaskUpdateInput): Promise<Task> {
  const task = (await client.put(taskPath(id), TaskAnswerSchema, payload)).data;
  client.changes.publish({ type: 'task.updated', task });
  return task;
}

/**
 * Deletes a task and its comments (DELETE /tasks/{id}). Its sub-tasks move up a level, or with
 * `{ subtasks: 'delete' }` go with it.
 */
export async function deleteTask(
  client: ApiClient,
  id: string,
  options: Partial<TaskDeleteQuery> = {},
): Promise<void> {
  const query = options.subtasks ? `?subtasks=${options.subtasks}` : '';
  await client.delete(`${taskPath(id)}${query}`, ApiMessageSchema);
  client.changes.publish({ type: 'task.deleted', taskId: id });
}

/** Puts a task's sub-tasks in a new order: every one of them, once (PUT /tasks/{id}/subtasks/order). */
export async function reorderSubtasks(client: ApiClient, id: string, ids: readonly string[]): Promise<Task> {
  const task = (await client.put(`${taskPath(id)}/subtasks/order`, TaskAnswerSchema, { ids })).data;
  client.changes.publish({ type: 'task.updated', task });
  return task;
}

/** A task's relations to tasks the user may see, from its side (GET /tasks/{id}/relations). */
export async function listTaskRelations(client: ApiClient, id: string): Promise<TaskRelation[]> {
  return (await client.get(`${taskPath(id)}/relations`, RelationListSchema)).data;
}

/**
 * Relates a task to another (POST /tasks/{id}/relations): 'blocks', 'blocked_by', 'relates_to' or 'duplicates'.
 * A 'blocks' relation that would close a loop is a 409 whose message names the loop.
 */
export async function addTaskRelation(
  client: ApiClient,
  id: string,
  payload: TaskRelationCreatePayload,
): Promise<TaskRelation> {
  return (await client.post(`${taskPath(id)}/relations`, RelationAnswerSchema, payload)).data;
}

/** Removes a relation, from either of its tasks (DELETE /tasks/{id}/relations/{relationId}). */
export async function removeTaskRelation(client: ApiClient, id: string, relationId: string): Promise<void> {
  await client.delete(`${taskPath(id)}/relations/${encodeURIComponent(relationId)}`, ApiMessageSchema);
}

/** One page of a task's comments (GET /tasks/{id}/comments). */
export function listTaskComments(
  client: ApiClient,
  taskId: string,
  query?: CommentListQuery,
): Promise<Paginated<Comment>> {
  return client.get(`${taskPath(taskId)}/comments`, CommentPageSchema, searchParamsOrNone(query));
}

/** Comments on a task (POST /tasks/{id}/comments); returns the new comment. */
export async function addTaskComment(
  client: ApiClient,
  taskId: string,
  payload: CommentCreatePayload,
): Promise<Comment> {
  return (await client.post(`${taskPath(taskId)}/comments`, CommentAnswerSchema, payload)).data;
}

/**
 * One change to many tasks, all or nothing (PATCH /tasks/bulk): status, priority, assignee, due date, labels added
 * or taken off. A refusal names the task it stopped at; nothing is changed then.
 */
export async function bulkUpdateTasks(client: ApiClient, payload: TaskBulkInput): Promise<Task[]> {
  const tasks = (await client.patch('tasks/bulk', TaskListAnswerSchema, payload)).data;
  for (const task of tasks) client.changes.publish({ type: 'task.updated', task });
  return tasks;
}

/** A project's tasks as a CSV or XLSX file, custom fields included (GET /projects/{id}/tasks/export). */
export function exportProjectTasks(
  client: ApiClient,
  projectId: string,
  format: TaskExportFormat = 'csv',
): Promise<Blob> {
  return client.getBlob(`projects/${encodeURIComponent(projectId)}/tasks/export`, { format });
}

/** GET /tasks/{id}/description-history: the task's saved descriptions, newest first, with who saved each. */
export async function getTaskDescriptionHistory(
  client: ApiClient,
  taskId: string,
): Promise<TaskDescriptionVersion[]> {
  return (await client.get(`${taskPath(taskId)}/description-history`, DescriptionHistorySchema)).data;
}
