import type { Label, LabelCreateInput, LabelUpdatePayload } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { createLabel, deleteLabel, listLabels, updateLabel } from '../labels';
import { workQueryKeys } from './keys';

/** The labels of the user's workspace, by name. */
export function labelsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: workQueryKeys.labels(), queryFn: () => listLabels(client) });
}

export function useLabels(client: ApiClient, options: { enabled?: boolean } = {}) {
  return useQuery({ ...labelsQueryOptions(client), enabled: options.enabled ?? true });
}

const byName = (a: Label, b: Label) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Makes a label: it joins the cached list at once (in its place by name). */
export function useCreateLabel(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LabelCreateInput) => createLabel(client, payload),
    onSuccess: (label) => {
      queryClient.setQueryData<Label[]>(workQueryKeys.labels(), (labels) =>
        labels ? [...labels.filter((item) => item._id !== label._id), label].sort(byName) : labels,
      );
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.labels() });
    },
  });
}

// A renamed, recoloured or deleted label shows on tasks: they are read again with the labels.
function refreshLabelled(queryClient: ReturnType<typeof useQueryClient>): void {
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.labels() });
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() });
}

export function useUpdateLabel(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: LabelUpdatePayload }) =>
      updateLabel(client, id, payload),
    onSettled: () => refreshLabelled(queryClient),
  });
}

export function useDeleteLabel(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLabel(client, id),
    onSettled: () => refreshLabelled(queryClient),
  });
}
