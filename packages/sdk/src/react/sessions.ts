import type { SecurityPolicyInput } from '@app/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import {
  endOtherSessions,
  endSession,
  getSecurityPolicy,
  listSessions,
  saveSecurityPolicy,
  signOutMember,
} from '../sessions';

/** Query keys of the user's sessions and of organizations' security policies. */
export const sessionQueryKeys = {
  mine: () => ['auth', 'sessions'] as const,
  policy: (organizationId: string) => ['organizations', 'security-policy', organizationId] as const,
};

export function sessionsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: sessionQueryKeys.mine(), queryFn: () => listSessions(client) });
}

/** The signed-in user's active sessions. */
export function useSessions(client: ApiClient) {
  return useQuery(sessionsQueryOptions(client));
}

/** Ends one session; the list refreshes. */
export function useEndSession(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => endSession(client, sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKeys.mine() }),
  });
}

/** Ends every session but this one; the list refreshes. */
export function useEndOtherSessions(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(client),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKeys.mine() }),
  });
}

/** An organization admin (or platform admin) signs a member out everywhere. */
export function useSignOutMember(client: ApiClient) {
  return useMutation({ mutationFn: (userId: string) => signOutMember(client, userId) });
}

export function securityPolicyQueryOptions(client: ApiClient, organizationId: string | undefined) {
  return queryOptions({
    queryKey: sessionQueryKeys.policy(organizationId ?? ''),
    queryFn: organizationId ? () => getSecurityPolicy(client, organizationId) : skipToken,
  });
}

/** An organization's security policy. */
export function useSecurityPolicy(client: ApiClient, organizationId: string | undefined) {
  return useQuery(securityPolicyQueryOptions(client, organizationId));
}

/** Saves the policy; the cached one becomes what the server stored. */
export function useSaveSecurityPolicy(client: ApiClient, organizationId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecurityPolicyInput) => {
      if (!organizationId) throw new Error('No organization');
      return saveSecurityPolicy(client, organizationId, policy);
    },
    onSuccess: ({ policy }) => {
      if (organizationId) queryClient.setQueryData(sessionQueryKeys.policy(organizationId), policy);
    },
  });
}
