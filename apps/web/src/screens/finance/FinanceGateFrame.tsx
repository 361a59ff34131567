import {
  canManageFinanceAccess,
  FINANCE_ERRORS,
  FINANCE_MESSAGES,
  FINANCE_TEXTS,
  type FinanceAccess,
  type FinanceRole,
} from '@app/domain';
import { ApiError, CALL_MESSAGES_ONLY, failureText } from '@app/sdk';
import {
  type FinanceGate,
  financeAccessQueryOptions,
  useFinanceGate,
  useSetFinanceCredentials,
} from '@app/sdk/react';
import {
  EmptyState,
  FinanceCredentialsForm,
  FinanceGateForm,
  PageHeader,
  QueryState,
  SectionCard,
  useToast,
} from '@app/ui';
import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/session';

export interface FinanceGateFrameProps {
  /** The page's title, above the gate and the page. */
  title: string;
  subtitle?: string;
  /** Who may open the page once the gate is passed (the domain's rule for it). */
  allows: (role: FinanceRole | null) => boolean;
  /** The page's toolbar once unlocked (e.g. the currency switcher and Logout), above the page. */
  action?: (gate: FinanceGate, access: FinanceAccess) => React.ReactNode;
  /** The page, once the gate is unlocked. */
  children: (access: FinanceAccess, gate: FinanceGate) => React.ReactNode;
}

function NoOrganization() {
  return (
    <EmptyState
      icon={<AccountBalanceWalletRoundedIcon />}
      title={FINANCE_ERRORS.individual}
      description="Budgets, expenses and rates belong to an organization. Create or join one to use finance."
      headingLevel="h2"
    />
  );
}

/** The gate while locked: the unlock form, or, before any credentials exist, their set-up for admins. */
function LockedGate({ access, gate }: { access: FinanceAccess; gate: FinanceGate }) {
  const { showToast } = useToast();
  const setCredentials = useSetFinanceCredentials(api);
  if (!access.gate.configured && canManageFinanceAccess(access.role)) {
    return (
      <SectionCard
        title={FINANCE_TEXTS.setUpCredentials}
        subtitle={FINANCE_TEXTS.notConfigured}
        headingLevel="h2"
      >
        <FinanceCredentialsForm
          onSubmit={(values) =>
            setCredentials.mutateAsync(values).then(
              () => showToast(FINANCE_TEXTS.credentialsSaved, { variant: 'success' }),
              (error: unknown) => {
                throw new Error(failureText(error, FINANCE_ERRORS.notConfigured, CALL_MESSAGES_ONLY));
              },
            )
          }
        />
      </SectionCard>
    );
  }
  return (
    <FinanceGateForm
      organizationName={access.organizationName}
      demo={access.gate.demo}
      notice={access.gate.configured ? undefined : FINANCE_TEXTS.notConfigured}
      onSubmit={({ username, password }) =>
        gate.unlock(username, password).then(
          () => showToast(FINANCE_TEXTS.success, { variant: 'success' }),
          (error: unknown) => {
            // Spec 5: the server's refusal of a wrong pair, of a member without finance access or of too many
            // attempts; anything else 'Authentication failed. Please try again.'.
            throw new Error(
              failureText(error, FINANCE_MESSAGES.unexpectedFailure, {
                show: [403, 409, 429],
                offline: 'fallback',
                otherErrors: 'fallback',
              }),
            );
          },
        )
      }
    />
  );
}

/**
 * The finance pages' frame (spec 2.6, 4.2, 5): an individual without an organization sees why there is no
 * finance; someone without a finance role is refused; everyone else meets the gate until it is unlocked for this
 * browser session, then the page.
 */
export function FinanceGateFrame({ title, subtitle, allows, action, children }: FinanceGateFrameProps) {
  const { user } = useSession();
  const inOrganization = Boolean(user?.organizationId);
  const access = useQuery({ ...financeAccessQueryOptions(api), enabled: inOrganization });
  const gate = useFinanceGate(api);

  const body = () => {
    if (!inOrganization) return <NoOrganization />;
    if (access.isPending) return <QueryState status="loading" label="Loading finance..." />;
    if (access.isError) {
      if (access.error instanceof ApiError && access.error.message === FINANCE_ERRORS.individual) {
        return <NoOrganization />;
      }
      return (
        <QueryState
          status="error"
          title="Finance could not be loaded"
          message={failureText(access.error, 'Please try again.', CALL_MESSAGES_ONLY)}
          onRetry={() => void access.refetch()}
        />
      );
    }
    if (!allows(access.data.role)) {
      return <EmptyState title={FINANCE_TEXTS.noAccess} headingLevel="h2" />;
    }
    if (!gate.unlocked) return <LockedGate access={access.data} gate={gate} />;
    return (
      <>
        {/* In the page rather than the shell's header: it wraps on a phone instead of pushing the title out. */}
        {action ? action(gate, access.data) : null}
        {children(access.data, gate)}
      </>
    );
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={title} subtitle={gate.unlocked ? subtitle : undefined} action={null} />
      {body()}
    </Stack>
  );
}
