import {
  ApiMessageSchema,
  apiSuccess,
  type Comment,
  type CommentCreatePayload,
  CommentSchema,
  type Paginated,
  paginated,
  type Task,
  type TaskCreateInput,
  type TaskListQueryInput,
  TaskSchema,
  type TaskUpdateInput,
} from '@app/domain';
import type { ApiClient } from './http';
import { searchParamsOrNone } from './search-params';

const TaskAnswerSchema = /* @__PURE__ */ apiSuccess(TaskSchema);
const TaskPageSchema = /* @__PURE__ */ paginated(TaskSchema);
const CommentAnswerSchema = /* @__PURE__ */ apiSuccess(CommentSchema);
const CommentPageSchema = /* @__PURE__ */ paginated(CommentSchema);

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

/** Deletes a task and its comments (DELETE /tasks/{id}). */
export async function deleteTask(client: ApiClient, id: string): Promise<void> {
  await client.delete(taskPath(id), ApiMessageSchema);
  client.changes.publish({ type: 'task.deleted', taskId: id });
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
