import {
  type ChangePasswordPayload,
  type DeleteAccountPayload,
  type ForgotPasswordPayload,
  type LoginPayload,
  type OrganizationRegistrationPayload,
  type ProfileUpdatePayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  SESSION_FINGERPRINT_CHECK_MS,
  shouldCheckDomain,
} from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  checkSession,
  deleteAccount,
  forgotPassword,
  getCurrentUser,
  getGoogleAuthUrl,
  login,
  logoutEverywhere,
  register,
  resendEmailVerification,
  resetPassword,
  updateProfile,
  uploadAvatar,
  verifyEmail,
} from '../auth';
import type { ApiClient } from '../http';
import { checkDomain, checkDomainAvailability, checkSubdomain, registerOrganization } from '../organizations';

/** Query keys of the auth and organization-registration data. */
export const authQueryKeys = {
  all: () => ['auth'] as const,
  currentUser: () => ['auth', 'me'] as const,
  session: () => ['auth', 'session'] as const,
  domainCheck: (domain: string) => ['organizations', 'domain-check', domain.trim().toLowerCase()] as const,
};

/** The signed-in user (GET /auth/me). A failure is final (no retry): the session layer signs out on it. */
export function currentUserQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authQueryKeys.currentUser(),
    queryFn: () => getCurrentUser(client),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCurrentUser(client: ApiClient, options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(client), enabled: options.enabled ?? true });
}

/** The session fingerprint check, repeated every 2 minutes (spec 4.1) while enabled. */
export function sessionCheckQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authQueryKeys.session(),
    queryFn: () => checkSession(client),
    retry: false,
    refetchInterval: SESSION_FINGERPRINT_CHECK_MS,
    refetchOnWindowFocus: false,
  });
}

export function useSessionCheck(client: ApiClient, options: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionCheckQueryOptions(client), enabled: options.enabled ?? true });
}

/** The domain lookup; it only runs for domains longer than 3 characters (spec 5). Debounce the input first. */
export function domainCheckQueryOptions(client: ApiClient, domain: string) {
  return queryOptions({
    queryKey: authQueryKeys.domainCheck(domain),
    queryFn: () => checkDomain(client, domain),
    enabled: shouldCheckDomain(domain),
    retry: false,
    staleTime: 30_000,
  });
}

export function useDomainCheck(client: ApiClient, domain: string) {
  return useQuery(domainCheckQueryOptions(client, domain));
}

/** Sign-in: on success the user is in the cache (spec 4.1: login stores the token and the user). */
export function useLogin(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LoginPayload) => login(client, payload),
    onSuccess: ({ user }) => queryClient.setQueryData(authQueryKeys.currentUser(), user),
  });
}

export function useRegister(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RegisterPayload) => register(client, payload),
    onSuccess: ({ user }) => queryClient.setQueryData(authQueryKeys.currentUser(), user),
  });
}

export function useRegisterOrganization(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OrganizationRegistrationPayload) => registerOrganization(client, payload),
    onSuccess: ({ user }) => queryClient.setQueryData(authQueryKeys.currentUser(), user),
  });
}

/** Profile update: the answer replaces the cached user (spec 4.1). */
export function useUpdateProfile(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProfileUpdatePayload) => updateProfile(client, payload),
    onSuccess: (user) => queryClient.setQueryData(authQueryKeys.currentUser(), user),
  });
}

/** Password change: the client keeps the new token the server answers with; resolves with the server's text. */
export function useChangePassword(client: ApiClient) {
  return useMutation({ mutationFn: (payload: ChangePasswordPayload) => changePassword(client, payload) });
}

/** Profile picture upload (the raw image): the answer replaces the cached user, so every avatar shows it. */
export function useUploadAvatar(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadAvatar(client, file),
    onSuccess: (user) => queryClient.setQueryData(authQueryKeys.currentUser(), user),
  });
}

export function useDeleteAccount(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DeleteAccountPayload) => deleteAccount(client, payload),
    onSuccess: () => queryClient.removeQueries({ queryKey: authQueryKeys.all() }),
  });
}

export function useLogoutEverywhere(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logoutEverywhere(client),
    onSuccess: () => queryClient.removeQueries({ queryKey: authQueryKeys.all() }),
  });
}

export function useForgotPassword(client: ApiClient) {
  return useMutation({ mutationFn: (payload: ForgotPasswordPayload) => forgotPassword(client, payload) });
}

export function useResetPassword(client: ApiClient) {
  return useMutation({
    mutationFn: ({ token, ...payload }: ResetPasswordPayload & { token: string }) =>
      resetPassword(client, token, payload),
  });
}

/**
 * Follows an email verification link: the account joins its organization, so a signed-in user in this browser
 * is fetched again.
 */
export function useVerifyEmail(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => verifyEmail(client, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueryKeys.all() }),
  });
}

/** Mails the signed-in account a new verification link; resolves to the server's check-your-email text. */
export function useResendEmailVerification(client: ApiClient) {
  return useMutation({ mutationFn: () => resendEmailVerification(client) });
}

/** Fetches the Google authorization URL; the caller then sends the browser there. */
export function useGoogleAuthUrl(client: ApiClient) {
  return useMutation({ mutationFn: () => getGoogleAuthUrl(client) });
}

export function useCheckDomainAvailability(client: ApiClient) {
  return useMutation({ mutationFn: (domain: string) => checkDomainAvailability(client, domain) });
}

export function useCheckSubdomain(client: ApiClient) {
  return useMutation({ mutationFn: (subdomain: string) => checkSubdomain(client, subdomain) });
}
