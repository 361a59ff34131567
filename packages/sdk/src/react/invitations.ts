import type { InvitationRegisterPayload, RespondInvitationPayload, SendInvitationPayload } from '@app/domain';
import {
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../http';
import {
  acceptInvitationLink,
  cancelInvitation,
  listProjectInvitations,
  registerWithInvitation,
  resendInvitation,
  respondToInvitation,
  sendInvitation,
  validateInvitation,
} from '../invitations';
import { authQueryKeys } from './auth';
import { invitationQueryKeys, workQueryKeys } from './keys';

/** A project's invitations not yet accepted or cancelled; waits while the id is not known yet. */
export function projectInvitationsQueryOptions(client: ApiClient, projectId: string | undefined) {
  return queryOptions({
    queryKey: invitationQueryKeys.list(projectId ?? ''),
    queryFn: projectId ? () => listProjectInvitations(client, projectId) : skipToken,
  });
}

/**
 * A project's pending list. Pass `enabled: false` for someone who may not invite (the server refuses them the
 * list): see `invitableProjectRoles` in @app/domain.
 */
export function useProjectInvitations(
  client: ApiClient,
  projectId: string | undefined,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...projectInvitationsQueryOptions(client, projectId), enabled: options.enabled ?? true });
}

/**
 * What an invitation link offers, keyed by whether a session exists: after signing in or registering the link
 * is read again as the new user. A refused link (404: unknown, used, declined, cancelled, expired) is final: no
 * retry, and no refetch on focus either, which after an acceptance would turn the used link into a 404.
 */
export function invitationValidationQueryOptions(
  client: ApiClient,
  token: string | undefined,
  signedIn: boolean,
) {
  return queryOptions({
    queryKey: invitationQueryKeys.validation(token ?? '', signedIn),
    queryFn: token ? () => validateInvitation(client, token) : skipToken,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * {@link invitationValidationQueryOptions} for a token (the link's `token` parameter). `signedIn` is whether a
 * session exists; by default, whether the client holds a token (read at each render).
 */
export function useInvitationValidation(
  client: ApiClient,
  token: string | undefined,
  options: { signedIn?: boolean } = {},
) {
  const signedIn = options.signedIn ?? client.tokenStorage.get() !== null;
  return useQuery(invitationValidationQueryOptions(client, token, signedIn));
}

// Sending, resending and cancelling change the list, and so does a refusal (the invitation was answered or
// cancelled meanwhile): the list is read again either way.
function refreshList(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: invitationQueryKeys.list(projectId) });
}

/** Invites by email with a project role (`{ email, role }`; the project is the hook's). */
export function useSendInvitation(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SendInvitationPayload, 'projectId'>) =>
      sendInvitation(client, { ...input, projectId }),
    onSettled: () => refreshList(queryClient, projectId),
  });
}

/** Sends an invitation (by its `_id`) again with a new link and expiry. */
export function useResendInvitation(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resendInvitation(client, id),
    onSettled: () => refreshList(queryClient, projectId),
  });
}

/** Cancels an invitation (by its `_id`): it leaves the list. */
export function useCancelInvitation(client: ApiClient, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelInvitation(client, id),
    onSettled: () => refreshList(queryClient, projectId),
  });
}

// Joining adds a project to the person's lists and dashboard, and a member to the project.
function afterJoining(queryClient: QueryClient, projectId: string | undefined): void {
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.lists() });
  void queryClient.invalidateQueries({
    queryKey: projectId ? workQueryKeys.projects.detail(projectId) : workQueryKeys.projects.details(),
  });
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
}

/**
 * Accepts or declines a link's invitation (`{ token, action }`), signed in as the invited address. The link's
 * validation is left alone: the link is spent, and reading it again would answer 404.
 */
export function useRespondInvitation(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RespondInvitationPayload) => respondToInvitation(client, payload),
    onSuccess: (answer, payload) => {
      if (payload.action === 'accept') afterJoining(queryClient, answer.data.project?._id);
    },
  });
}

/**
 * Accepts an /accept-invitation link (`{ token, projectId }`). Signed out it resolves with `success: false` and
 * `data.requiresAuth`; joined, with `data.project` and `data.redirectTo`.
 */
export function useAcceptInvitationLink(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, projectId }: { token: string; projectId: string }) =>
      acceptInvitationLink(client, token, projectId),
    onSuccess: (answer, { projectId }) => {
      if (answer.success) afterJoining(queryClient, answer.data.project?._id ?? projectId);
    },
  });
}

/** Registers the invited address from the link and signs in: the answer's user becomes the cached user. */
export function useRegisterWithInvitation(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InvitationRegisterPayload) => registerWithInvitation(client, payload),
    onSuccess: ({ user }) => queryClient.setQueryData(authQueryKeys.currentUser(), user),
  });
}
