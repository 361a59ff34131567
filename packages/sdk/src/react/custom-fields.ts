import type { CustomFieldCreateInput, CustomFieldUpdatePayload, TaskTableView } from '@app/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createProjectField,
  deleteProjectField,
  getTableView,
  listProjectFields,
  saveTableView,
  updateProjectField,
} from '../custom-fields';
import type { ApiClient } from '../http';
import { workQueryKeys } from './keys';

/** A project's custom fields; waits while the project is not known. */
export function projectFieldsQueryOptions(client: ApiClient, projectId: string | null | undefined) {
  return queryOptions({
    queryKey: workQueryKeys.fields(projectId ?? ''),
    queryFn: projectId ? () => listProjectFields(client, projectId) : skipToken,
  });
}

export function useProjectFields(client: ApiClient, projectId: string | null | undefined) {
  return useQuery(projectFieldsQueryOptions(client, projectId));
}

// A field change shows on the project's tasks (a deleted field or option leaves their values).
function useRefreshFields(projectId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.fields(projectId) });
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.detail(projectId) });
  };
}

export function useCreateProjectField(client: ApiClient, projectId: string) {
  const refresh = useRefreshFields(projectId);
  return useMutation({
    mutationFn: (payload: CustomFieldCreateInput) => createProjectField(client, projectId, payload),
    onSettled: refresh,
  });
}

export function useUpdateProjectField(client: ApiClient, projectId: string) {
  const refresh = useRefreshFields(projectId);
  return useMutation({
    mutationFn: ({ fieldId, payload }: { fieldId: string; payload: CustomFieldUpdatePayload }) =>
      updateProjectField(client, projectId, fieldId, payload),
    onSettled: refresh,
  });
}

export function useDeleteProjectField(client: ApiClient, projectId: string) {
  const refresh = useRefreshFields(projectId);
  return useMutation({
    mutationFn: (fieldId: string) => deleteProjectField(client, projectId, fieldId),
    onSettled: refresh,
  });
}

/** The user's table view of a project. */
export function tableViewQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: workQueryKeys.tableView(projectId),
    queryFn: () => getTableView(client, projectId),
  });
}

export function useTableView(client: ApiClient, projectId: string) {
  return useQuery(tableViewQueryOptions(client, projectId));
}

/** Remembers a new table view; the table shows it at once and keeps it if the server refuses. */
export function useSaveTableView(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: TaskTableView) => saveTableView(client, projectId, view),
    onMutate: (view) => queryClient.setQueryData(workQueryKeys.tableView(projectId), view),
  });
}
