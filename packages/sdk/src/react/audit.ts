import type { AuditFilterValues, AuditListQueryInput } from '@app/domain';
import { keepPreviousData, queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { auditExportFileName, exportAuditEntries, listAuditEntries, verifyAuditChain } from '../audit';
import type { ApiClient } from '../http';
import { toSearchParams } from '../search-params';

export const auditQueryKeys = {
  all: () => ['audit'] as const,
  list: (organizationId: string, query: AuditListQueryInput = {}) =>
    ['audit', organizationId, 'list', toSearchParams(query)] as const,
};

/** A page of an organization's audit log; the previous page stays while the next one loads. */
export function auditEntriesQueryOptions(
  client: ApiClient,
  organizationId: string | undefined,
  query: AuditListQueryInput = {},
) {
  return queryOptions({
    queryKey: auditQueryKeys.list(organizationId ?? '', query),
    queryFn: organizationId ? () => listAuditEntries(client, organizationId, query) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useAuditEntries(
  client: ApiClient,
  organizationId: string | undefined,
  query: AuditListQueryInput = {},
) {
  return useQuery(auditEntriesQueryOptions(client, organizationId, query));
}

/** 'Verify': walks the organization's chain on the server and answers intact or the first broken entry. */
export function useVerifyAuditChain(client: ApiClient, organizationId: string | undefined) {
  return useMutation({
    mutationFn: () => {
      if (!organizationId) throw new Error('No organization');
      return verifyAuditChain(client, organizationId);
    },
  });
}

/** Saves a file the browser holds (an export) under `name`, through a temporary link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Export CSV': downloads the entries matching the filters and saves them as a file. */
export function useExportAuditEntries(client: ApiClient, organizationId: string | undefined) {
  return useMutation({
    mutationFn: async (filters: AuditFilterValues) => {
      if (!organizationId) throw new Error('No organization');
      const blob = await exportAuditEntries(client, organizationId, filters);
      saveFile(blob, auditExportFileName(new Date()));
      return blob.size;
    },
  });
}
