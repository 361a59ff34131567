import { canManageSecurityPolicy, SESSION_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import { useSaveSecurityPolicy, useSecurityPolicy } from '@app/sdk/react';
import { QueryState, SectionCard, SecurityPolicyForm, useToast } from '@app/ui';
import Alert from '@mui/material/Alert';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';

export interface PolicyTabProps {
  /** The organization whose policy shows; the signed-in user's own by default (platform admins may pass any). */
  organizationId?: string;
}

/** /org/security 'Sessions & policy': the organization's security policy, enforced by the server. */
export function PolicyTab({ organizationId: given }: PolicyTabProps) {
  const { user } = useSession();
  const organizationId = given ?? user?.organizationId ?? undefined;
  const allowed = canManageSecurityPolicy(user, organizationId);
  const policy = useSecurityPolicy(api, allowed ? organizationId : undefined);
  const save = useSaveSecurityPolicy(api, organizationId);
  const { showToast } = useToast();

  if (!allowed) return <Alert severity="warning">{T.policyDeniedHint}</Alert>;
  return (
    <SectionCard title={T.policyTitle}>
      {policy.isPending ? (
        <QueryState status="loading" label="Loading the security policy..." />
      ) : policy.isError ? (
        <QueryState
          status="error"
          title="The security policy could not be loaded."
          message={failureText(policy.error, '')}
          onRetry={() => void policy.refetch()}
        />
      ) : (
        <SecurityPolicyForm
          value={policy.data}
          onSave={async (next) => {
            try {
              const { message } = await save.mutateAsync(next);
              showToast(message ?? T.save, { variant: 'success' });
            } catch (error) {
              throw new Error(failureText(error, T.saveFailed));
            }
          }}
        />
      )}
    </SectionCard>
  );
}
