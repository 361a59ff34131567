import type { BillingUpdatePayload } from '@app/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBilling, updateBilling } from '../billing';
import type { ApiClient } from '../http';
import { organizationQueryKeys } from '../organization-keys';

/** Query keys of billing: `['billing', organizationId]`. */
export const billingQueryKeys = {
  all: () => ['billing'] as const,
  detail: (organizationId: string) => ['billing', organizationId] as const,
};

/** An organization's billing; waits while the id is not known yet. */
export function billingQueryOptions(client: ApiClient, organizationId: string | undefined) {
  return queryOptions({
    queryKey: billingQueryKeys.detail(organizationId ?? ''),
    queryFn: organizationId ? () => getBilling(client, organizationId) : skipToken,
  });
}

export function useBilling(client: ApiClient, organizationId: string | undefined) {
  return useQuery(billingQueryOptions(client, organizationId));
}

/**
 * Changes plan, seats or details. The answer replaces the billing in the cache, and the organization is read
 * again: its plan opens or closes the gated features (the subscription gate reads `subscriptionTier`).
 */
export function useUpdateBilling(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BillingUpdatePayload) => updateBilling(client, organizationId, payload),
    onSuccess: (billing) => {
      queryClient.setQueryData(billingQueryKeys.detail(organizationId), billing);
      void queryClient.invalidateQueries({ queryKey: organizationQueryKeys.all() });
    },
  });
}
