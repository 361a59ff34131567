import type { WorkflowUpdateInput } from '@app/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getProjectWorkflow, updateProjectWorkflow } from '../workflows';
import { workQueryKeys } from './keys';

/** A project's workflow; waits while the project is not known. */
export function projectWorkflowQueryOptions(client: ApiClient, projectId: string | null | undefined) {
  return queryOptions({
    queryKey: workQueryKeys.workflow(projectId ?? ''),
    queryFn: projectId ? () => getProjectWorkflow(client, projectId) : skipToken,
    staleTime: 60_000,
  });
}

/** A project's states (the board's columns, the status menus); nothing for a task without project. */
export function useProjectWorkflow(client: ApiClient, projectId: string | null | undefined) {
  return useQuery(projectWorkflowQueryOptions(client, projectId));
}

/** Saves a project's workflow; its tasks are read again (a removed state's tasks moved). */
export function useUpdateProjectWorkflow(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WorkflowUpdateInput) => updateProjectWorkflow(client, projectId, payload),
    onSuccess: (workflow) => queryClient.setQueryData(workQueryKeys.workflow(projectId), workflow),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.workflow(projectId) });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.detail(projectId) });
    },
  });
}
