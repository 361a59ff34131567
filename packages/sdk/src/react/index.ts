import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHealth } from '../health';
import type { ApiClient } from '../http';

/** Query keys, one builder per resource, so mutations can invalidate precisely. */
export const queryKeys = {
  health: () => ['health'] as const,
};

export function healthQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: queryKeys.health(), queryFn: () => getHealth(client) });
}

export function useHealth(client: ApiClient) {
  return useQuery(healthQueryOptions(client));
}
