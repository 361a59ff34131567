import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHealth } from '../health';
import type { ApiClient } from '../http';

export {
  authQueryKeys,
  currentUserQueryOptions,
  domainCheckQueryOptions,
  sessionCheckQueryOptions,
  useCheckDomainAvailability,
  useCheckSubdomain,
  useCurrentUser,
  useDeleteAccount,
  useDomainCheck,
  useForgotPassword,
  useGoogleAuthUrl,
  useLogin,
  useLogoutEverywhere,
  useRegister,
  useRegisterOrganization,
  useResetPassword,
  useSessionCheck,
  useUpdateProfile,
} from './auth';

/** Query keys, one builder per resource, so mutations can invalidate precisely. */
export const queryKeys = {
  health: () => ['health'] as const,
};

export function healthQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: queryKeys.health(), queryFn: () => getHealth(client) });
}

export function useHealth(client: ApiClient) {
  return useQuery(healthQueryOptions(client));
}
