import type { SavedViewCreateInput, SavedViewUpdatePayload } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  type SavedViewPlace,
  updateSavedView,
} from '../views';

/**
 * Query keys of saved views: `['views']` ⊃ `['views', projectId | null]` (a project's views, or those of /tasks).
 * A change to any view reads every place's list again: a view's sharing changes what others' lists hold.
 */
export const savedViewQueryKeys = {
  all: () => ['views'] as const,
  list: (place: SavedViewPlace = {}) => ['views', place.projectId ?? null] as const,
};

/** The saved views of a place the user may see, by name. */
export function savedViewsQueryOptions(client: ApiClient, place: SavedViewPlace = {}) {
  return queryOptions({
    queryKey: savedViewQueryKeys.list(place),
    queryFn: () => listSavedViews(client, place),
  });
}

/** Options of `useSavedViews`: the place (a project, or /tasks without one), and whether to ask at all. */
export interface UseSavedViewsOptions extends SavedViewPlace {
  enabled?: boolean;
}

/** The saved views of a project's Tasks tab (`projectId`) or of /tasks. */
export function useSavedViews(client: ApiClient, options: UseSavedViewsOptions = {}) {
  const { enabled = true, ...place } = options;
  return useQuery({ ...savedViewsQueryOptions(client, place), enabled });
}

function useRefreshViews() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: savedViewQueryKeys.all() });
  };
}

/** Saves a view; the lists of views are read again. */
export function useCreateSavedView(client: ApiClient) {
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: (payload: SavedViewCreateInput) => createSavedView(client, payload),
    onSettled: refresh,
  });
}

/** Renames a view or changes its filter, layout or sharing; the lists of views are read again. */
export function useUpdateSavedView(client: ApiClient) {
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: SavedViewUpdatePayload }) =>
      updateSavedView(client, id, payload),
    onSettled: refresh,
  });
}

/** Deletes a view; it leaves the cached lists at once, and they are read again. */
export function useDeleteSavedView(client: ApiClient) {
  const queryClient = useQueryClient();
  const refresh = useRefreshViews();
  return useMutation({
    mutationFn: (id: string) => deleteSavedView(client, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<{ _id: string }[]>({ queryKey: savedViewQueryKeys.all() }, (views) =>
        views?.filter((view) => view._id !== id),
      );
    },
    onSettled: refresh,
  });
}
