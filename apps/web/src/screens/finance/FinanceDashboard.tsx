import {
  canManageFinance,
  canManageFinanceAccess,
  canViewFinance,
  FINANCE_TEXTS,
  type FinanceAccess,
} from '@app/domain';
import { type FinanceGate, useCurrency, useFinanceRates, useFinanceSummary } from '@app/sdk/react';
import { CurrencySwitcher, QueryState } from '@app/ui';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { ExpensesSection } from './ExpensesSection';
import { failure } from './expenseRows';
import { FinanceGateFrame } from './FinanceGateFrame';
import { FinanceOverview } from './FinanceOverview';
import { FinanceSettings } from './FinanceSettings';

const time = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The toolbar once unlocked: whose finance and until when, the display currency, finance access, Logout. */
function FinanceActions({ gate, access }: { gate: FinanceGate; access: FinanceAccess }) {
  const { currency, setCurrency } = useCurrency(api.currency);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary">
        {access.organizationName}
        {gate.expiresAt ? ` · ${FINANCE_TEXTS.expiresAt} ${time(gate.expiresAt)}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <CurrencySwitcher value={currency} onChange={setCurrency} size="small" />
        {canManageFinanceAccess(access.role) ? (
          <Button
            component={RouterLink}
            to={paths.finance.members.href()}
            variant="outlined"
            startIcon={<GroupOutlinedIcon />}
          >
            {FINANCE_TEXTS.membersTitle}
          </Button>
        ) : null}
        <Button variant="outlined" color="inherit" startIcon={<LogoutRoundedIcon />} onClick={gate.logout}>
          {FINANCE_TEXTS.logout}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The dashboard behind the gate: totals, charts, budgets, expenses, rates and credentials. */
function FinanceWorkspace({ access }: { access: FinanceAccess }) {
  const { currency, rates } = useCurrency(api.currency);
  // Reading the organization's rates also keeps them under `exchangeRates`, so every amount converts with them.
  useFinanceRates(api);
  const summary = useFinanceSummary(api);
  if (summary.isError && !summary.data) {
    return (
      <QueryState
        status="error"
        title="Finance could not be loaded"
        message={failure(summary.error)}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <Stack spacing={3}>
      <FinanceOverview
        summary={summary.data}
        loading={summary.isPending}
        canManage={canManageFinance(access.role)}
        currency={currency}
        rates={rates}
      />
      <ExpensesSection
        projects={summary.data?.projects ?? []}
        canManage={canManageFinance(access.role)}
        currency={currency}
        rates={rates}
      />
      <FinanceSettings access={access} rates={rates} />
    </Stack>
  );
}

/**
 * Finance Management (/finance; spec 2.6, 4.2, 4.10, 5, 9): the finance gate until it is unlocked for this browser
 * session, then budgets against actual spend, expenses in USD and INR, the charts, the rates and, for admins, the
 * gate's credentials; Logout locks it again.
 */
export function FinanceDashboard() {
  return (
    <FinanceGateFrame
      title="Finance Management"
      subtitle="Budgets against actual spend, expenses and exchange rates."
      allows={canViewFinance}
      action={(gate, access) => <FinanceActions gate={gate} access={access} />}
    >
      {(access) => <FinanceWorkspace access={access} />}
    </FinanceGateFrame>
  );
}
