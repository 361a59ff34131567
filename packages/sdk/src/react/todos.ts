import type {
  Paginated,
  TaskProjectRef,
  Todo,
  TodoCreateInput,
  TodoListQueryInput,
  TodoUpdatePayload,
} from '@app/domain';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { createTodo, deleteTodo, listTodos, updateTodo } from '../todos';
import {
  type CacheSnapshot,
  cancelMatching,
  restoreSnapshot,
  snapshotMatching,
  updateMatching,
  withItem,
  withoutItem,
} from './cache';
import { workQueryKeys } from './keys';

/** Marks the to-do mutations, so a settled one can tell whether others are still in flight. */
const TODO_MUTATION_KEY = ['todos', 'mutation'] as const;

const isTodoListKey = (key: readonly unknown[]) => key[0] === 'todos' && key[1] === 'list';

/** A page of to-dos in manual order; the previous page stays on screen while the next one loads. */
export function todosQueryOptions(client: ApiClient, query: TodoListQueryInput = {}) {
  return queryOptions({
    queryKey: workQueryKeys.todos.list(query),
    queryFn: () => listTodos(client, query),
    placeholderData: keepPreviousData,
  });
}

export function useTodos(client: ApiClient, query: TodoListQueryInput = {}) {
  return useQuery(todosQueryOptions(client, query));
}

/**
 * The to-do as it will be once the server has applied `payload`: completedAt follows done, `shared` follows the
 * visibility, and a project shown from `projectRef` when the cache knows it.
 */
export function applyTodoUpdate(
  todo: Todo,
  payload: TodoUpdatePayload,
  projectRef: (id: string) => TaskProjectRef | undefined = () => undefined,
  now: Date = new Date(),
): Todo {
  const next: Todo = { ...todo, updatedAt: now.toISOString() };
  if (payload.text !== undefined) next.text = payload.text.trim();
  if (payload.done !== undefined && payload.done !== todo.done) {
    next.done = payload.done;
    next.completedAt = payload.done ? now.toISOString() : null;
  }
  if (payload.visibility !== undefined) {
    next.visibility = payload.visibility;
    next.shared = payload.visibility !== 'personal';
  }
  if (payload.projectId !== undefined) {
    const projectId = payload.projectId;
    next.projectId = projectId;
    next.project =
      projectId === null
        ? null
        : (projectRef(projectId) ?? (todo.project?._id === projectId ? todo.project : undefined));
  }
  if (payload.dueDate !== undefined) next.dueDate = payload.dueDate;
  if (payload.position !== undefined) next.position = payload.position;
  return next;
}

// Manual order is ascending position (Array#sort is stable, so equal positions keep their order).
const byPosition = (page: Paginated<Todo>): Paginated<Todo> => ({
  ...page,
  data: [...page.data].sort((a, b) => a.position - b.position),
});

function cachedProjectRef(queryClient: QueryClient, projectId: string): TaskProjectRef | undefined {
  const project = queryClient.getQueryData<{ _id: string; title: string }>(
    workQueryKeys.projects.detail(projectId),
  );
  return project ? { _id: project._id, title: project.title } : undefined;
}

export interface TodoMutationContext {
  snapshot: CacheSnapshot;
}

function settleTodoChange(queryClient: QueryClient): void {
  // While another to-do change is in flight, its own settling refreshes (refreshing now would undo its patch).
  if (queryClient.isMutating({ mutationKey: TODO_MUTATION_KEY }) > 1) return;
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.todos.all() });
}

export function useCreateTodo(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TodoCreateInput) => createTodo(client, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.todos.all() });
    },
  });
}

/**
 * Changes a to-do, optimistically: every cached list shows it at once (re-sorted when its position changed); a
 * refusal puts the lists back and the error reaches the caller; either way the lists refresh from the server.
 */
export function useUpdateTodo(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TODO_MUTATION_KEY,
    mutationFn: ({ id, payload }: { id: string; payload: TodoUpdatePayload }) =>
      updateTodo(client, id, payload),
    onMutate: async ({ id, payload }): Promise<TodoMutationContext> => {
      await cancelMatching(queryClient, isTodoListKey);
      const snapshot = snapshotMatching(queryClient, isTodoListKey);
      const now = new Date();
      const projectRef = (projectId: string) => cachedProjectRef(queryClient, projectId);
      updateMatching<Paginated<Todo>>(queryClient, isTodoListKey, (page) => {
        const patched = withItem(page, id, (todo) => applyTodoUpdate(todo, payload, projectRef, now));
        return patched !== page && payload.position !== undefined ? byPosition(patched) : patched;
      });
      return { snapshot };
    },
    onError: (_error, _variables, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: () => settleTodoChange(queryClient),
  });
}

/** Deletes a to-do, optimistically: it leaves every cached list at once and comes back if the server refuses. */
export function useDeleteTodo(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TODO_MUTATION_KEY,
    mutationFn: (id: string) => deleteTodo(client, id),
    onMutate: async (id): Promise<TodoMutationContext> => {
      await cancelMatching(queryClient, isTodoListKey);
      const snapshot = snapshotMatching(queryClient, isTodoListKey);
      updateMatching<Paginated<Todo>>(queryClient, isTodoListKey, (page) => withoutItem(page, id));
      return { snapshot };
    },
    onError: (_error, _id, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: () => settleTodoChange(queryClient),
  });
}
