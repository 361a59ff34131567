import { API_TOKEN_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import { useApiTokens, useCreateApiToken, useCurrentOrganization, useRevokeApiToken } from '@app/sdk/react';
import { ApiTokensCard, useToast } from '@app/ui';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/session';

/** Settings → API tokens (issue 41): personal tokens for scripts, created with their secret shown once. */
export function ApiTokensSection() {
  const { user } = useSession();
  const tokens = useApiTokens(api);
  const create = useCreateApiToken(api);
  const revoke = useRevokeApiToken(api);
  const { showToast } = useToast();
  const organizationId = user?.organizationId ?? undefined;
  const organization = useCurrentOrganization(api, organizationId ? user?._id : undefined).data;
  const organizations = useMemo(
    () => (organizationId ? [{ id: organizationId, name: organization?.name ?? organizationId }] : []),
    [organizationId, organization?.name],
  );

  return (
    <ApiTokensCard
      tokens={tokens.data ?? []}
      loading={tokens.isPending}
      {...(tokens.isError ? { loadError: failureText(tokens.error, T.loadFailed) } : {})}
      onRetry={() => void tokens.refetch()}
      organizations={organizations}
      onCreate={async (payload) => {
        try {
          return await create.mutateAsync(payload);
        } catch (error) {
          throw new Error(failureText(error, T.createFailed));
        }
      }}
      onRevoke={async (token) => {
        try {
          await revoke.mutateAsync(token.id);
          showToast(T.revoked, { variant: 'success' });
        } catch (error) {
          throw new Error(failureText(error, T.revokeFailed));
        }
      }}
      onCopy={(secret) => navigator.clipboard.writeText(secret)}
    />
  );
}
