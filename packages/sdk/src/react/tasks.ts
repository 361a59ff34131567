import {
  type Comment,
  type CommentCreatePayload,
  type Label,
  PAGE_LIMIT_MAX,
  type Paginated,
  type Project,
  type Task,
  type TaskBulkInput,
  type TaskCreateInput,
  type TaskListQueryInput,
  type TaskProjectRef,
  type TaskRelation,
  type TaskRelationCreatePayload,
  type TaskUpdateInput,
  type UserSummary,
} from '@app/domain';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../http';
import {
  addTaskComment,
  addTaskRelation,
  bulkUpdateTasks,
  createTask,
  deleteTask,
  getTask,
  getTaskDescriptionHistory,
  listTaskComments,
  listTaskRelations,
  listTasks,
  removeTaskRelation,
  reorderSubtasks,
  updateTask,
} from '../tasks';
import {
  type CacheSnapshot,
  cancelMatching,
  invalidateMatching,
  restoreSnapshot,
  snapshotMatching,
  updateMatching,
  withAppended,
  withItem,
  withoutItem,
} from './cache';
import {
  isProjectDetailKey,
  isProjectTaskListKey,
  isTaskDetailKey,
  isTaskListKey,
  workQueryKeys,
} from './keys';

/** Marks the task mutations, so a settled one can tell whether others are still in flight. */
const TASK_MUTATION_KEY = ['tasks', 'mutation'] as const;

/** A page of tasks; the previous page stays on screen while the next one loads. */
export function tasksQueryOptions(client: ApiClient, query: TaskListQueryInput = {}) {
  return queryOptions({
    queryKey: workQueryKeys.tasks.list(query),
    queryFn: () => listTasks(client, query),
    placeholderData: keepPreviousData,
  });
}

export function useTasks(client: ApiClient, query: TaskListQueryInput = {}) {
  return useQuery(tasksQueryOptions(client, query));
}

/** One task; waits while the id is not known yet (a route parameter). */
export function taskQueryOptions(client: ApiClient, id: string | undefined) {
  return queryOptions({
    queryKey: workQueryKeys.tasks.detail(id ?? ''),
    queryFn: id ? () => getTask(client, id) : skipToken,
  });
}

/**
 * One task. Until its own answer is in, the task as a cached list shows it stands in (`isPlaceholderData`): a
 * screen opened from a list paints the task's header at once.
 */
export function useTask(client: ApiClient, id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...taskQueryOptions(client, id),
    placeholderData: () => (id ? cachedListTask(queryClient, id) : undefined),
  });
}

/** The task with this id in a cached list, if any. */
function cachedListTask(queryClient: QueryClient, id: string): Task | undefined {
  let found: Task | undefined;
  forEachCachedTask(queryClient, (task) => {
    if (!found && task._id === id) found = task;
  });
  return found;
}

/** A task's comments: the first PAGE_LIMIT_MAX (100) of them, with the total in `pagination`. */
export function taskCommentsQueryOptions(client: ApiClient, taskId: string | undefined) {
  return queryOptions({
    queryKey: workQueryKeys.comments(taskId ?? ''),
    queryFn: taskId ? () => listTaskComments(client, taskId, { limit: PAGE_LIMIT_MAX }) : skipToken,
  });
}

export function useTaskComments(client: ApiClient, taskId: string | undefined) {
  return useQuery(taskCommentsQueryOptions(client, taskId));
}

/** Every cached copy of a task: task lists, task details and project task lists. */
const isTaskCopyKey = (key: QueryKey) =>
  isTaskListKey(key) || isTaskDetailKey(key) || isProjectTaskListKey(key);
const isTaskPageKey = (key: QueryKey) => isTaskListKey(key) || isProjectTaskListKey(key);

function forEachCachedTask(queryClient: QueryClient, visit: (task: Task) => void): void {
  for (const [key, data] of queryClient.getQueriesData<Task | Paginated<Task>>({
    predicate: (query) => isTaskCopyKey(query.queryKey),
  })) {
    if (!data) continue;
    if (isTaskDetailKey(key)) visit(data as Task);
    else for (const task of (data as Paginated<Task>).data) visit(task);
  }
}

function projectsInCache(queryClient: QueryClient): Project[] {
  const found: Project[] = [];
  for (const [key, data] of queryClient.getQueriesData<Project | Paginated<Project>>({
    queryKey: workQueryKeys.projects.all(),
  })) {
    if (!data) continue;
    if (isProjectDetailKey(key)) found.push(data as Project);
    else if (key[1] === 'list') found.push(...(data as Paginated<Project>).data);
  }
  return found;
}

/** The project reference a task shows, from any cached project. */
function findProjectRef(queryClient: QueryClient, projectId: string): TaskProjectRef | undefined {
  const project = projectsInCache(queryClient).find((candidate) => candidate._id === projectId);
  return project ? { _id: project._id, title: project.title } : undefined;
}

/** A person to show as assignee, from the cached project members or another cached task. */
function findPerson(queryClient: QueryClient, userId: string): UserSummary | undefined {
  for (const project of projectsInCache(queryClient)) {
    const member = project.members?.find((candidate) => candidate._id === userId);
    if (member) {
      const { role: _role, joinedAt: _joinedAt, ...person } = member;
      return person;
    }
  }
  let person: UserSummary | undefined;
  forEachCachedTask(queryClient, (task) => {
    if (!person && task.assignee?._id === userId) person = task.assignee;
  });
  return person;
}

/**
 * The task as it will be once the server has applied `payload`: fields copied, completedAt set when it becomes
 * done and cleared when it leaves done, and the project and assignee shown from the cache when it knows them.
 */
export function applyTaskUpdate(
  task: Task,
  payload: TaskUpdateInput,
  lookup: {
    project(id: string): TaskProjectRef | undefined;
    person(id: string): UserSummary | undefined;
    label?(id: string): Label | undefined;
  },
  now: Date = new Date(),
): Task {
  const next: Task = { ...task, updatedAt: now.toISOString() };
  if (payload.title !== undefined) next.title = payload.title.trim();
  if (payload.description !== undefined) next.description = payload.description.trim();
  if (payload.priority !== undefined) next.priority = payload.priority;
  if (payload.dueDate !== undefined)
    next.dueDate = payload.dueDate === null ? null : payload.dueDate.slice(0, 10);
  if (payload.recurrence !== undefined) next.recurrence = payload.recurrence;
  if (payload.status !== undefined) {
    next.status = payload.status;
    if (payload.status !== 'done') next.completedAt = null;
    else if (task.status !== 'done') next.completedAt = now.toISOString();
  }
  if (payload.checklist !== undefined) {
    next.checklist = payload.checklist.map((item, index) => ({
      id: item.id ?? `new-${index}`,
      text: item.text.trim(),
      done: item.done ?? false,
    }));
  }
  if (payload.projectId !== undefined) {
    const projectId = payload.projectId;
    next.projectId = projectId;
    next.project =
      projectId === null
        ? null
        : (lookup.project(projectId) ?? (task.project?._id === projectId ? task.project : undefined));
  }
  if (payload.assignedTo !== undefined) {
    const userId = payload.assignedTo;
    next.assignedTo = userId;
    next.assignee =
      userId === null
        ? null
        : (lookup.person(userId) ?? (task.assignee?._id === userId ? task.assignee : undefined));
  }
  if (payload.parentId !== undefined) next.parentId = payload.parentId;
  if (payload.labelIds !== undefined) {
    const known = new Map((task.labels ?? []).map((label) => [label._id, label]));
    next.labelIds = [...payload.labelIds];
    next.labels = payload.labelIds.flatMap((id) => {
      const label = lookup.label?.(id) ?? known.get(id);
      return label ? [{ _id: label._id, name: label.name, color: label.color }] : [];
    });
  }
  return next;
}

/** The projects the cached copies of a task belong to. */
function cachedProjectIdsOf(queryClient: QueryClient, taskId: string): Set<string> {
  const ids = new Set<string>();
  forEachCachedTask(queryClient, (task) => {
    if (task._id === taskId && task.projectId) ids.add(task.projectId);
  });
  return ids;
}

// What a task change affects besides the task: its projects' progress and counts (their details with their
// task lists, and the project lists) and the dashboard.
function invalidateAfterTaskChange(queryClient: QueryClient, projectIds: Iterable<string>): void {
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
  for (const projectId of projectIds) {
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.detail(projectId) });
  }
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.lists() });
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
}

// Projects touched by task changes that settled while others were still in flight, per cache.
const pendingProjectIds = /* @__PURE__ */ new WeakMap<QueryClient, Set<string>>();

/**
 * Refreshes after a task change settles; while another task change is in flight, its own settling refreshes
 * (refreshing now would undo its optimistic patch), so the projects are remembered for it.
 */
function settleTaskChange(queryClient: QueryClient, projectIds: Iterable<string>): void {
  const pending = pendingProjectIds.get(queryClient) ?? new Set<string>();
  for (const projectId of projectIds) pending.add(projectId);
  if (queryClient.isMutating({ mutationKey: TASK_MUTATION_KEY }) > 1) {
    pendingProjectIds.set(queryClient, pending);
    return;
  }
  pendingProjectIds.delete(queryClient);
  invalidateAfterTaskChange(queryClient, pending);
}

export interface TaskMutationContext {
  snapshot: CacheSnapshot;
  projectIds: Set<string>;
}

export function useCreateTask(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TaskCreateInput) => createTask(client, payload),
    onSuccess: (task) => invalidateAfterTaskChange(queryClient, task.projectId ? [task.projectId] : []),
  });
}

/**
 * Changes a task, optimistically: every cached copy (task lists, the detail, project task lists) shows the change
 * at once; a refusal puts them back and the error reaches the caller; either way the tasks, the projects' counts
 * and the dashboard are refreshed from the server.
 */
export function useUpdateTask(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TASK_MUTATION_KEY,
    mutationFn: ({ id, payload }: { id: string; payload: TaskUpdateInput }) =>
      updateTask(client, id, payload),
    onMutate: async ({ id, payload }): Promise<TaskMutationContext> => {
      await cancelMatching(queryClient, isTaskCopyKey);
      const snapshot = snapshotMatching(queryClient, isTaskCopyKey);
      const projectIds = cachedProjectIdsOf(queryClient, id);
      if (payload.projectId) projectIds.add(payload.projectId);
      const lookup = {
        project: (projectId: string) => findProjectRef(queryClient, projectId),
        person: (userId: string) => findPerson(queryClient, userId),
        label: (labelId: string) =>
          queryClient.getQueryData<Label[]>(workQueryKeys.labels())?.find((label) => label._id === labelId),
      };
      const now = new Date();
      const patch = (task: Task) => applyTaskUpdate(task, payload, lookup, now);
      updateMatching<Task | Paginated<Task>>(queryClient, isTaskCopyKey, (data, key) =>
        isTaskDetailKey(key)
          ? (data as Task)._id === id
            ? patch(data as Task)
            : data
          : withItem(data as Paginated<Task>, id, patch),
      );
      return { snapshot, projectIds };
    },
    onError: (_error, _variables, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: (task, _error, _variables, context) => {
      const projectIds = new Set(context?.projectIds);
      if (task?.projectId) projectIds.add(task.projectId);
      settleTaskChange(queryClient, projectIds);
    },
  });
}

/** What to delete: a task by id, or with what becomes of its sub-tasks ('promote' by default). */
export type TaskDeletion = string | { id: string; subtasks?: 'promote' | 'delete' };

const deletionId = (deletion: TaskDeletion) => (typeof deletion === 'string' ? deletion : deletion.id);

/** Deletes a task, optimistically: it leaves every cached list at once and comes back if the server refuses. */
export function useDeleteTask(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TASK_MUTATION_KEY,
    mutationFn: (deletion: TaskDeletion) =>
      typeof deletion === 'string'
        ? deleteTask(client, deletion)
        : deleteTask(client, deletion.id, deletion.subtasks ? { subtasks: deletion.subtasks } : {}),
    onMutate: async (deletion): Promise<TaskMutationContext> => {
      const id = deletionId(deletion);
      await cancelMatching(queryClient, isTaskPageKey);
      const snapshot = snapshotMatching(queryClient, isTaskPageKey);
      const projectIds = cachedProjectIdsOf(queryClient, id);
      updateMatching<Paginated<Task>>(queryClient, isTaskPageKey, (page) => withoutItem(page, id));
      return { snapshot, projectIds };
    },
    onError: (_error, _id, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSuccess: (_answer, deletion) =>
      queryClient.removeQueries({ queryKey: workQueryKeys.tasks.detail(deletionId(deletion)) }),
    onSettled: (_answer, _error, _id, context) => settleTaskChange(queryClient, context?.projectIds ?? []),
  });
}

/** Comments on a task: the comment shows at once in the cached comments, then comments and counts refresh. */
export function useAddTaskComment(client: ApiClient, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CommentCreatePayload) => addTaskComment(client, taskId, payload),
    onSuccess: (comment) => {
      queryClient.setQueryData<Paginated<Comment>>(
        workQueryKeys.comments(taskId),
        (page) => page && withAppended(page, comment, (item) => item._id),
      );
      // Cards and the detail show the comment count (and its author now follows the task); the dashboard's feed
      // shows the comment.
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void invalidateMatching(queryClient, isProjectTaskListKey);
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
    },
  });
}

/** A task's relations, from its side. */
export function taskRelationsQueryOptions(client: ApiClient, taskId: string | undefined) {
  return queryOptions({
    queryKey: workQueryKeys.relations(taskId ?? ''),
    queryFn: taskId ? () => listTaskRelations(client, taskId) : skipToken,
  });
}

export function useTaskRelations(client: ApiClient, taskId: string | undefined) {
  return useQuery(taskRelationsQueryOptions(client, taskId));
}

/** A task's description versions, newest first; read only while `enabled` (the history is open). */
export function useTaskDescriptionHistory(client: ApiClient, taskId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: workQueryKeys.descriptionHistory(taskId ?? ''),
    queryFn: taskId && enabled ? () => getTaskDescriptionHistory(client, taskId) : skipToken,
  });
}

// A relation changes both tasks' relations and may change whether either is blocked.
function refreshRelated(queryClient: QueryClient, taskIds: readonly string[]): void {
  for (const id of taskIds) {
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.detail(id) });
  }
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.lists() });
  void invalidateMatching(queryClient, isProjectTaskListKey);
}

/** Relates the task to another; a refusal (a loop of blocking tasks: 409) reaches the caller with its message. */
export function useAddTaskRelation(client: ApiClient, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TaskRelationCreatePayload) => addTaskRelation(client, taskId, payload),
    onSuccess: (_relation, payload) => refreshRelated(queryClient, [taskId, payload.taskId]),
  });
}

/** Removes a relation: it leaves the cached list at once and comes back if the server refuses. */
export function useRemoveTaskRelation(client: ApiClient, taskId: string) {
  const queryClient = useQueryClient();
  const key = workQueryKeys.relations(taskId);
  return useMutation({
    mutationFn: (relationId: string) => removeTaskRelation(client, taskId, relationId),
    onMutate: async (relationId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TaskRelation[]>(key);
      queryClient.setQueryData<TaskRelation[]>(key, (list) =>
        list?.filter((item) => item._id !== relationId),
      );
      return { before };
    },
    onError: (_error, _relationId, context) => queryClient.setQueryData(key, context?.before),
    onSettled: (_answer, _error, relationId, context) => {
      const other = context?.before?.find((item) => item._id === relationId)?.task._id;
      refreshRelated(queryClient, other ? [taskId, other] : [taskId]);
    },
  });
}

/** Puts a task's sub-tasks in a new order, shown at once in the cached task. */
export function useReorderSubtasks(client: ApiClient, taskId: string) {
  const queryClient = useQueryClient();
  const key = workQueryKeys.tasks.detail(taskId);
  return useMutation({
    mutationKey: TASK_MUTATION_KEY,
    mutationFn: (ids: readonly string[]) => reorderSubtasks(client, taskId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<Task>(key);
      if (before?.subtasks) {
        const byId = new Map(before.subtasks.map((subtask) => [subtask._id, subtask]));
        const subtasks = ids.flatMap((id) => {
          const subtask = byId.get(id);
          return subtask ? [subtask] : [];
        });
        queryClient.setQueryData<Task>(key, { ...before, subtasks });
      }
      return { before };
    },
    onError: (_error, _ids, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (task) => queryClient.setQueryData(key, task),
  });
}

/**
 * One change to many tasks, optimistically: every cached copy shows it at once; a refusal (all or nothing) puts
 * them back and reaches the caller; either way the tasks and what counts them are refreshed.
 */
export function useBulkUpdateTasks(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TASK_MUTATION_KEY,
    mutationFn: (payload: TaskBulkInput) => bulkUpdateTasks(client, payload),
    onMutate: async ({ ids, changes }): Promise<TaskMutationContext> => {
      await cancelMatching(queryClient, isTaskCopyKey);
      const snapshot = snapshotMatching(queryClient, isTaskCopyKey);
      const projectIds = new Set<string>();
      for (const id of ids)
        for (const projectId of cachedProjectIdsOf(queryClient, id)) projectIds.add(projectId);
      const chosen = new Set(ids);
      const lookup = {
        project: (projectId: string) => findProjectRef(queryClient, projectId),
        person: (userId: string) => findPerson(queryClient, userId),
      };
      const now = new Date();
      const { addLabelIds: _add, removeLabelIds: _remove, ...fields } = changes;
      const patch = (task: Task) =>
        chosen.has(task._id) ? applyTaskUpdate(task, fields, lookup, now) : task;
      updateMatching<Task | Paginated<Task>>(queryClient, isTaskCopyKey, (data, key) =>
        isTaskDetailKey(key)
          ? patch(data as Task)
          : { ...(data as Paginated<Task>), data: (data as Paginated<Task>).data.map(patch) },
      );
      return { snapshot, projectIds };
    },
    onError: (_error, _variables, context) => restoreSnapshot(queryClient, context?.snapshot),
    onSettled: (_tasks, _error, _variables, context) =>
      settleTaskChange(queryClient, context?.projectIds ?? []),
  });
}
