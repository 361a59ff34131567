import type { SecurityReportListQueryInput } from '@app/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { toSearchParams } from '../search-params';
import { listSecurityReports } from '../security-reports';

/** Query keys of security reports: `['security-reports', 'list', organizationId, query]`. */
export const securityReportQueryKeys = {
  all: () => ['security-reports'] as const,
  list: (organizationId: string, query: SecurityReportListQueryInput = {}) =>
    ['security-reports', 'list', organizationId, toSearchParams(query)] as const,
};

/** A page of an organization's security reports; the previous page stays while the next one loads. */
export function securityReportsQueryOptions(
  client: ApiClient,
  organizationId: string | undefined,
  query: SecurityReportListQueryInput = {},
) {
  return queryOptions({
    queryKey: securityReportQueryKeys.list(organizationId ?? '', query),
    queryFn: organizationId ? () => listSecurityReports(client, organizationId, query) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useSecurityReports(
  client: ApiClient,
  organizationId: string | undefined,
  query: SecurityReportListQueryInput = {},
) {
  return useQuery(securityReportsQueryOptions(client, organizationId, query));
}
