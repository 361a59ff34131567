import type { Paginated, Todo, TodoCreateInput, TodoListQueryInput, TodoUpdatePayload } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the client: see schemas/todos.ts.
const schemas = () => import('./schemas/todos');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const TodoAnswerSchema = lazySchema(schemas, 'TodoAnswerSchema');
const TodoPageSchema = lazySchema(schemas, 'TodoPageSchema');

const todoPath = (id: string) => `todos/${encodeURIComponent(id)}`;

/** One page of the user's to-dos in manual order (GET /todos): all, personal or shared, done or not. */
export function listTodos(client: ApiClient, query?: TodoListQueryInput): Promise<Paginated<Todo>> {
  return client.get('todos', TodoPageSchema, searchParamsOrNone(query));
}

/** Adds a to-do, at the end of the list unless a position is given (POST /todos). */
export async function createTodo(client: ApiClient, payload: TodoCreateInput): Promise<Todo> {
  return (await client.post('todos', TodoAnswerSchema, payload)).data;
}

/** Changes a to-do: text, done, sharing, due date or position (PUT /todos/{id}). */
export async function updateTodo(client: ApiClient, id: string, payload: TodoUpdatePayload): Promise<Todo> {
  return (await client.put(todoPath(id), TodoAnswerSchema, payload)).data;
}

/** Deletes a to-do (DELETE /todos/{id}). */
export async function deleteTodo(client: ApiClient, id: string): Promise<void> {
  await client.delete(todoPath(id), ApiMessageSchema);
}
