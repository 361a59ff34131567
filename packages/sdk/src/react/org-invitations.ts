import type {
  OrganizationInviteInput,
  OrgInvitationListQueryInput,
  OrgInvitationRegisterPayload,
} from '@app/domain';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../http';
import {
  acceptOrgInvitation,
  cancelOrgInvitation,
  getOrgInvitationPreview,
  inviteToOrganization,
  listOrgInvitations,
  registerWithOrgInvitation,
  resendOrgInvitation,
} from '../org-invitations';
import { toSearchParams } from '../search-params';
import { authQueryKeys } from './auth';

/** Query keys of organization invitations: `['org-invitations', 'list', organizationId, query]` and the previews. */
export const orgInvitationQueryKeys = {
  all: () => ['org-invitations'] as const,
  lists: () => ['org-invitations', 'list'] as const,
  list: (organizationId: string, query: OrgInvitationListQueryInput = {}) =>
    ['org-invitations', 'list', organizationId, toSearchParams(query)] as const,
  preview: (token: string) => ['org-invitations', 'preview', token] as const,
};

/** A page of an organization's pending invitations; the previous page stays while the next one loads. */
export function orgInvitationsQueryOptions(
  client: ApiClient,
  organizationId: string | undefined,
  query: OrgInvitationListQueryInput = {},
) {
  return queryOptions({
    queryKey: orgInvitationQueryKeys.list(organizationId ?? '', query),
    queryFn: organizationId ? () => listOrgInvitations(client, organizationId, query) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useOrgInvitations(
  client: ApiClient,
  organizationId: string | undefined,
  query: OrgInvitationListQueryInput = {},
) {
  return useQuery(orgInvitationsQueryOptions(client, organizationId, query));
}

/**
 * What an invitation link offers. A refused link (unknown, spent, expired, cancelled) is final: no retry, and
 * the answer is not reused after a sign-in changes who is asking (the screen refetches).
 */
export function orgInvitationPreviewQueryOptions(client: ApiClient, token: string | undefined) {
  return queryOptions({
    queryKey: orgInvitationQueryKeys.preview(token ?? ''),
    queryFn: token ? () => getOrgInvitationPreview(client, token) : skipToken,
    retry: false,
    staleTime: 0,
  });
}

export function useOrgInvitationPreview(client: ApiClient, token: string | undefined) {
  return useQuery(orgInvitationPreviewQueryOptions(client, token));
}

/** Inviting adds a row to the pending lists. */
export function useInviteToOrganization(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OrganizationInviteInput) => inviteToOrganization(client, payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orgInvitationQueryKeys.lists() }),
  });
}

/** Resending changes the invitation's expiry in the lists. */
export function useResendOrgInvitation(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resendOrgInvitation(client, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orgInvitationQueryKeys.lists() }),
  });
}

/** Cancelling takes the invitation off the pending lists. */
export function useCancelOrgInvitation(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelOrgInvitation(client, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orgInvitationQueryKeys.lists() }),
  });
}

/** Joining changes the signed-in user (organization, role): the cached user is fetched again. */
export function useAcceptOrgInvitation(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => acceptOrgInvitation(client, token),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser() }),
  });
}

/** Registering from a link signs in as the new member: the answer's user becomes the cached user. */
export function useRegisterWithOrgInvitation(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, payload }: { token: string; payload: OrgInvitationRegisterPayload }) =>
      registerWithOrgInvitation(client, token, payload),
    onSuccess: ({ user }) => queryClient.setQueryData(authQueryKeys.currentUser(), user),
  });
}
