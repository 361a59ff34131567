import { type FinanceRole, hasRole, isMainSidebarItemVisible, ROUTE_ROLES, type User } from '@app/domain';
import { financeAccessQueryOptions } from '@app/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The signed-in user's finance role, read from GET /finance/access for members of an organization;
 * individuals have none and are not asked. `settled` is false while the answer is awaited.
 */
export function useFinanceRole(
  user: User | null | undefined,
  ask = true,
): { role: FinanceRole | null; settled: boolean } {
  const inOrganization = Boolean(user?.organizationId);
  const access = useQuery({
    ...financeAccessQueryOptions(api),
    enabled: inOrganization && ask,
    staleTime: 60_000,
  });
  if (!inOrganization) return { role: null, settled: true };
  if (access.isPending) return { role: null, settled: false };
  // A failed answer leaves admins their admin-only route (the screen then shows the failure), others nothing.
  if (access.isError) return { role: hasRole(user, ROUTE_ROLES.adminOnly) ? 'admin' : null, settled: true };
  return { role: access.data.role, settled: true };
}

/**
 * The finance role the main sidebar needs: only asked for members of an organization whom their roles alone do
 * not show 'Finance Management' (admins see it anyway), so most sessions make no extra call.
 */
export function useSidebarFinanceRole(user: User): FinanceRole | null {
  const ask = !isMainSidebarItemVisible(user, 'finance');
  const { role } = useFinanceRole(user, ask);
  return ask ? role : null;
}
