import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard, localCalendarDay } from '../dashboard';
import type { ApiClient } from '../http';
import { workQueryKeys } from './keys';

/** The dashboard for the caller's calendar day (today in the local time zone unless given). */
export function dashboardQueryOptions(client: ApiClient, today: string = localCalendarDay()) {
  return queryOptions({
    queryKey: workQueryKeys.dashboard.detail(today),
    queryFn: () => getDashboard(client, { today }),
  });
}

export function useDashboard(client: ApiClient, today?: string) {
  return useQuery(dashboardQueryOptions(client, today));
}
