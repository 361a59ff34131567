import type { Organization } from '@app/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { organizationQueryKeys } from './organizations';
import { useRealtimeEvent } from './realtime';

/**
 * Puts an organization the server says has changed into the cache where it already is: the signed-in member's
 * current organization (whose branding the theme reads) and its detail. Nothing is fetched, nothing added.
 */
export function applyOrganizationUpdate(queryClient: QueryClient, organization: Organization): void {
  queryClient.setQueriesData<Organization>({ queryKey: organizationQueryKeys.currents() }, (old) =>
    old && old._id === organization._id ? organization : old,
  );
  queryClient.setQueryData<Organization>(organizationQueryKeys.detail(organization._id), (old) =>
    old ? organization : old,
  );
}

/**
 * Applies `organization_updated` from the socket while mounted, so that an admin's branding change restyles every
 * member's open screens at once, without a reload. Needs the RealtimeProvider.
 */
export function useLiveOrganization(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('organization_updated', (organization) =>
    applyOrganizationUpdate(queryClient, organization),
  );
}
