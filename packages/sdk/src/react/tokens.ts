import type { ApiTokenCreatePayload } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { createApiToken, listApiTokens, revokeApiToken } from '../tokens';

export const apiTokensQueryKey = ['api-tokens'] as const;

/** The caller's personal API tokens (issue 41). */
export function apiTokensQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: apiTokensQueryKey, queryFn: () => listApiTokens(client) });
}

/** The Settings card's list. */
export function useApiTokens(client: ApiClient) {
  return useQuery(apiTokensQueryOptions(client));
}

/** Creates a token: `mutateAsync(payload)` answers `{ id, token }`, the secret shown once. */
export function useCreateApiToken(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ApiTokenCreatePayload) => createApiToken(client, payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

/** Revokes a token: `mutateAsync(id)`. */
export function useRevokeApiToken(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiToken(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
