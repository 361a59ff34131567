import type {
  OrganizationStatusPayload,
  PageQueryInput,
  PlatformFigures,
  PlatformOrganizationUpdatePayload,
  PlatformPlanPayload,
  PlatformRolePayload,
  UserStatusPayload,
} from '@app/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { organizationQueryKeys } from '../organization-keys';
import {
  editPlatformOrganization,
  getEnterpriseOverview,
  getPlatformFigures,
  listPlatformUsers,
  listSystemUsers,
  setPlatformOrganizationPlan,
  setPlatformOrganizationStatus,
  setPlatformRole,
  setUserStatus,
  switchOrganization,
} from '../platform';
import { toSearchParams } from '../search-params';
import { authQueryKeys } from './auth';
import { useRealtimeClient, useRealtimeEvent } from './realtime';

/** Query keys of the platform console, system users and the multi-organization dashboard. */
export const platformQueryKeys = {
  all: () => ['platform'] as const,
  figures: () => ['platform', 'figures'] as const,
  users: (query: PageQueryInput = {}) => ['platform', 'users', toSearchParams(query)] as const,
  systemUsers: (query: PageQueryInput = {}) => ['platform', 'system-users', toSearchParams(query)] as const,
  enterprise: () => ['platform', 'enterprise'] as const,
};

export function platformFiguresQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: platformQueryKeys.figures(), queryFn: () => getPlatformFigures(client) });
}

/** The platform's figures, replaced live by each `system_stats_update` the server sends platform admins. */
export function useLivePlatformFigures(client: ApiClient) {
  const queryClient = useQueryClient();
  useRealtimeEvent('system_stats_update', (figures: PlatformFigures) =>
    queryClient.setQueryData(platformQueryKeys.figures(), figures),
  );
  return useQuery(platformFiguresQueryOptions(client));
}

export function usePlatformUsers(client: ApiClient, query: PageQueryInput = {}) {
  return useQuery({
    queryKey: platformQueryKeys.users(query),
    queryFn: () => listPlatformUsers(client, query),
    placeholderData: keepPreviousData,
  });
}

export function useSystemUsers(client: ApiClient, query: PageQueryInput = {}) {
  return useQuery({
    queryKey: platformQueryKeys.systemUsers(query),
    queryFn: () => listSystemUsers(client, query),
    placeholderData: keepPreviousData,
  });
}

/** After a platform change: the organization lists, the figures and the user lists are out of date. */
function usePlatformInvalidation() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: organizationQueryKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: platformQueryKeys.all() });
  };
}

export function useEditPlatformOrganization(client: ApiClient) {
  const invalidate = usePlatformInvalidation();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: PlatformOrganizationUpdatePayload }) =>
      editPlatformOrganization(client, id, payload),
    onSuccess: invalidate,
  });
}

export function useSetPlatformOrganizationStatus(client: ApiClient) {
  const invalidate = usePlatformInvalidation();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: OrganizationStatusPayload }) =>
      setPlatformOrganizationStatus(client, id, payload),
    onSuccess: invalidate,
  });
}

export function useSetPlatformOrganizationPlan(client: ApiClient) {
  const invalidate = usePlatformInvalidation();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: PlatformPlanPayload }) =>
      setPlatformOrganizationPlan(client, id, payload),
    onSuccess: invalidate,
  });
}

export function useSetPlatformRole(client: ApiClient) {
  const invalidate = usePlatformInvalidation();
  return useMutation({
    mutationFn: ({ userId, payload }: { userId: string; payload: PlatformRolePayload }) =>
      setPlatformRole(client, userId, payload),
    onSuccess: invalidate,
  });
}

export function useSetUserStatus(client: ApiClient) {
  const invalidate = usePlatformInvalidation();
  return useMutation({
    mutationFn: ({ userId, payload }: { userId: string; payload: UserStatusPayload }) =>
      setUserStatus(client, userId, payload),
    onSuccess: invalidate,
  });
}

/** The administered organizations with their figures; `enabled: false` holds the request back (not an admin). */
export function useEnterpriseOverview(client: ApiClient, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: platformQueryKeys.enterprise(),
    queryFn: () => getEnterpriseOverview(client),
    enabled,
  });
}

/**
 * Switches the current organization: the new user replaces the session's, the real-time connection starts again
 * (its handshake reads the new organization), and every other query (they all belong to the old organization) is
 * thrown away and read again.
 */
export function useSwitchOrganization(client: ApiClient) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  return useMutation({
    mutationFn: (organizationId: string) => switchOrganization(client, organizationId),
    onSuccess: async (user) => {
      queryClient.setQueryData(authQueryKeys.currentUser(), user);
      realtime.reconnect();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== authQueryKeys.all()[0],
        type: 'inactive',
      });
      await queryClient.invalidateQueries({
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(authQueryKeys.currentUser()),
      });
    },
  });
}
