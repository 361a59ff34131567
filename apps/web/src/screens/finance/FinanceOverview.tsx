import {
  type Currency,
  type ExchangeRates,
  FINANCE_TEXTS,
  type FinanceSummary,
  formatMinor,
  formatMoney,
  TIME_SCREEN_TEXTS,
} from '@app/domain';
import { BudgetVsActualChart, Money, SpendByCategoryChart, SpendOverTimeChart, StatCardGrid } from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BudgetSection } from './BudgetSection';
import { ProjectRatesSection } from './ProjectRatesSection';

export interface FinanceOverviewProps {
  summary: FinanceSummary | undefined;
  loading: boolean;
  /** Finance managers and admins edit budgets. */
  canManage: boolean;
  currency: Currency;
  rates: ExchangeRates;
}

const usd = (minor: number) => minor / 100;

/**
 * The finance overview: totals in the selected currency (and what was spent in each currency), the three charts
 * with their tables, and budgets against actual spend per project.
 */
export function FinanceOverview({ summary, loading, canManage, currency, rates }: FinanceOverviewProps) {
  const totals = summary?.totals;
  const money = (minor: number | undefined) => (
    // Smaller on a phone, where two cards share a row and a long amount would not fit.
    <Money
      amount={usd(minor ?? 0)}
      currency={currency}
      rates={rates}
      sx={{ fontSize: { xs: '1.2rem', sm: 'inherit' } }}
    />
  );
  const byCurrency = totals?.byCurrency.filter((total) => total.actualMinor > 0 || total.pendingMinor > 0);
  return (
    <Stack spacing={3}>
      <Box component="section" aria-label={FINANCE_TEXTS.totals}>
        <StatCardGrid
          label={FINANCE_TEXTS.totals}
          loading={loading && !summary}
          items={[
            { label: FINANCE_TEXTS.budget, value: money(totals?.budgetUsdMinor), color: 'info' },
            { label: FINANCE_TEXTS.actual, value: money(totals?.actualUsdMinor), color: 'success' },
            { label: FINANCE_TEXTS.pending, value: money(totals?.pendingUsdMinor), color: 'warning' },
            {
              label: FINANCE_TEXTS.remaining,
              value: money((totals?.budgetUsdMinor ?? 0) - (totals?.actualUsdMinor ?? 0)),
              color: 'primary',
            },
          ]}
        />
        {totals && totals.labourUsdMinor > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {FINANCE_TEXTS.actual}:{' '}
            {TIME_SCREEN_TEXTS.labourShare(
              formatMoney(usd(totals.labourUsdMinor), currency, rates),
              formatMoney(usd(totals.actualUsdMinor - totals.labourUsdMinor), currency, rates),
            )}
          </Typography>
        ) : null}
        {byCurrency && byCurrency.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Spent in each currency ({summary?.from} to {summary?.to}):{' '}
            {byCurrency
              .map(
                (total) =>
                  `${formatMinor(total.actualMinor, total.currency)} ${FINANCE_TEXTS.actual.toLowerCase()}` +
                  (total.pendingMinor > 0
                    ? `, ${formatMinor(total.pendingMinor, total.currency)} ${FINANCE_TEXTS.pending.toLowerCase()}`
                    : ''),
              )
              .join(' · ')}
          </Typography>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <SpendOverTimeChart
          periods={summary?.spendOverTime ?? []}
          interval={summary?.interval}
          currency={currency}
          rates={rates}
          loading={loading && !summary}
        />
        <SpendByCategoryChart
          categories={summary?.spendByCategory ?? []}
          currency={currency}
          rates={rates}
          loading={loading && !summary}
        />
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <BudgetVsActualChart
            projects={summary?.projects ?? []}
            currency={currency}
            rates={rates}
            loading={loading && !summary}
          />
        </Box>
      </Box>
      <BudgetSection summary={summary} canManage={canManage} currency={currency} rates={rates} />
      {summary && summary.projects.length > 0 ? (
        <ProjectRatesSection projects={summary.projects} canManage={canManage} />
      ) : null}
    </Stack>
  );
}
