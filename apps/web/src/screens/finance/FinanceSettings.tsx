import {
  canManageFinance,
  canManageFinanceAccess,
  type ExchangeRates,
  FINANCE_TEXTS,
  type FinanceAccess,
  MIN_PASSWORD_LENGTH,
} from '@app/domain';
import { useSaveFinanceRates, useSetFinanceCredentials } from '@app/sdk/react';
import { ExchangeRateForm, FinanceCredentialsForm, SectionCard, useToast } from '@app/ui';
import Box from '@mui/material/Box';
import { api } from '../../app/api';
import { failure } from './expenseRows';

export interface FinanceSettingsProps {
  access: FinanceAccess;
  /** The organization's rates in force. */
  rates: ExchangeRates;
}

/**
 * The organization's exchange rates (edited by finance managers, read by viewers; saving also keeps them under
 * `exchangeRates` for every amount on screen) and, for admins, the gate's credentials.
 */
export function FinanceSettings({ access, rates }: FinanceSettingsProps) {
  const { showToast } = useToast();
  const saveRates = useSaveFinanceRates(api);
  const setCredentials = useSetFinanceCredentials(api);
  const rethrow = (error: unknown) => {
    throw new Error(failure(error));
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: canManageFinanceAccess(access.role) ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        },
        alignItems: 'start',
      }}
    >
      <SectionCard
        title={FINANCE_TEXTS.exchangeRates}
        subtitle="The rate in force is kept on each expense when it is entered."
        headingLevel="h2"
      >
        <ExchangeRateForm
          rates={rates}
          onSubmit={
            canManageFinance(access.role)
              ? (next) =>
                  saveRates
                    .mutateAsync({
                      USD: { INR: next.USD.INR ?? 0 },
                      INR: { USD: next.INR.USD ?? 0 },
                    })
                    .then(() => showToast(FINANCE_TEXTS.ratesSaved, { variant: 'success' }), rethrow)
              : undefined
          }
        />
      </SectionCard>
      {canManageFinanceAccess(access.role) ? (
        <SectionCard
          title="Finance credentials"
          subtitle="The username and password of this organization's finance gate."
          headingLevel="h2"
        >
          <FinanceCredentialsForm
            username={access.gate.demo?.username}
            minPasswordLength={MIN_PASSWORD_LENGTH}
            notice={
              access.gate.demo
                ? 'The demo values are still in force and shown on the gate: change them before real use.'
                : undefined
            }
            onSubmit={(values) =>
              setCredentials
                .mutateAsync(values)
                .then(() => showToast(FINANCE_TEXTS.credentialsSaved, { variant: 'success' }), rethrow)
            }
          />
        </SectionCard>
      ) : null}
    </Box>
  );
}
