import type {
  Project,
  ProjectCreateInput,
  ProjectListQueryInput,
  ProjectMemberAddInput,
  ProjectMemberUpdatePayload,
  ProjectUpdatePayload,
  TaskListQueryInput,
} from '@app/domain';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../http';
import {
  addProjectMember,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  listProjectTasks,
  removeProjectMember,
  updateProject,
  updateProjectMember,
} from '../projects';
import { invalidateMatching } from './cache';
import { isProjectTaskListKey, workQueryKeys } from './keys';

/** A page of projects; the previous page stays on screen while the next one loads. */
export function projectsQueryOptions(client: ApiClient, query: ProjectListQueryInput = {}) {
  return queryOptions({
    queryKey: workQueryKeys.projects.list(query),
    queryFn: () => listProjects(client, query),
    placeholderData: keepPreviousData,
  });
}

export function useProjects(client: ApiClient, query: ProjectListQueryInput = {}) {
  return useQuery(projectsQueryOptions(client, query));
}

/** One project with its members; waits while the id is not known yet (a route parameter). */
export function projectQueryOptions(client: ApiClient, id: string | undefined) {
  return queryOptions({
    queryKey: workQueryKeys.projects.detail(id ?? ''),
    queryFn: id ? () => getProject(client, id) : skipToken,
  });
}

export function useProject(client: ApiClient, id: string | undefined) {
  return useQuery(projectQueryOptions(client, id));
}

/** A page of one project's tasks (its list and board); the previous page stays while the next one loads. */
export function projectTasksQueryOptions(
  client: ApiClient,
  projectId: string | undefined,
  query: TaskListQueryInput = {},
) {
  return queryOptions({
    queryKey: workQueryKeys.projects.tasks(projectId ?? '', query),
    queryFn: projectId ? () => listProjectTasks(client, projectId, query) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useProjectTasks(
  client: ApiClient,
  projectId: string | undefined,
  query: TaskListQueryInput = {},
) {
  return useQuery(projectTasksQueryOptions(client, projectId, query));
}

// The answer replaces the cached project; what it leaves out (counts, members) is kept from the cache.
function storeProject(queryClient: QueryClient, project: Project): void {
  queryClient.setQueryData<Project>(workQueryKeys.projects.detail(project._id), (old) =>
    old ? { ...old, ...project } : project,
  );
}

export function useCreateProject(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProjectCreateInput) => createProject(client, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.lists() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
    },
  });
}

export function useUpdateProject(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: ProjectUpdatePayload }) =>
      updateProject(client, id, payload),
    onSuccess: (project) => {
      storeProject(queryClient, project);
      // Lists show its fields, its tasks carry its title, the dashboard counts its status.
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.lists() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.detail(project._id) });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
    },
  });
}

export function useDeleteProject(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProject(client, id),
    onSuccess: (_answer, id) => {
      // Its tasks went with it, and to-dos shared with it changed.
      queryClient.removeQueries({ queryKey: workQueryKeys.projects.detail(id) });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.lists() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.todos.all() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
    },
  });
}

// A member change answers the whole project (members included); lists show the team size, and the project's
// tasks name their assignees.
function onMembersChanged(queryClient: QueryClient, projectId: string, project: Project): void {
  storeProject(queryClient, project);
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.lists() });
  void invalidateMatching(queryClient, (key) => isProjectTaskListKey(key) && key[2] === projectId);
}

export function useAddProjectMember(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProjectMemberAddInput) => addProjectMember(client, projectId, payload),
    onSuccess: (project) => onMembersChanged(queryClient, projectId, project),
  });
}

export function useUpdateProjectMember(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, payload }: { userId: string; payload: ProjectMemberUpdatePayload }) =>
      updateProjectMember(client, projectId, userId, payload),
    onSuccess: (project) => onMembersChanged(queryClient, projectId, project),
  });
}

export function useRemoveProjectMember(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeProjectMember(client, projectId, userId),
    onSuccess: (project) => {
      onMembersChanged(queryClient, projectId, project);
      // The member's tasks in the project may have lost their assignee.
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
    },
  });
}
