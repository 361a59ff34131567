import {
  type CategoryFinance,
  type Currency,
  convertCurrency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATES,
  EXPENSE_CATEGORY_LABELS,
  type ExchangeRates,
  FINANCE_TEXTS,
  formatUsdMinor,
  type ProjectFinance,
  type SpendInterval,
  type SpendPeriod,
} from '@app/domain';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartCard } from '../ChartCard';

interface MoneyChartProps {
  currency?: Currency;
  rates?: ExchangeRates;
  loading?: boolean;
  /** Draw at once without the entry animation (reference screenshots, reduced motion). */
  skipAnimation?: boolean;
}

/** USD minor units in the display currency, major units, for the plot's scale. */
const plotValue = (usdMinor: number, currency: Currency, rates: ExchangeRates) =>
  Math.round(convertCurrency(usdMinor / 100, 'USD', currency, rates) * 100) / 100;

const periodText = (day: string, interval: SpendInterval) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(
    'en-US',
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  );

export interface SpendOverTimeChartProps extends MoneyChartProps {
  periods: readonly SpendPeriod[];
  interval?: SpendInterval;
}

/** Actual and pending spend per month (or week), stacked bars in the display currency, with its table. */
export function SpendOverTimeChart({
  periods,
  interval = 'month',
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  loading = false,
  skipAnimation = false,
}: SpendOverTimeChartProps) {
  const money = (minor: number) => formatUsdMinor(minor, currency, rates);
  const total = periods.reduce((sum, period) => sum + period.actualUsdMinor, 0);
  const empty = periods.every((period) => period.actualUsdMinor === 0 && period.pendingUsdMinor === 0);
  return (
    <ChartCard
      title={FINANCE_TEXTS.spendOverTime}
      subtitle={`${money(total)} ${FINANCE_TEXTS.actual.toLowerCase()}`}
      loading={loading}
      empty={empty}
      emptyText={FINANCE_TEXTS.noExpenses}
      tableToggleLabel={FINANCE_TEXTS.viewAsTable}
      columns={[
        { label: interval === 'month' ? 'Month' : 'Week' },
        { label: FINANCE_TEXTS.actual, numeric: true },
        { label: FINANCE_TEXTS.pending, numeric: true },
      ]}
      rows={periods.map((period) => [
        periodText(period.periodStart, interval),
        money(period.actualUsdMinor),
        money(period.pendingUsdMinor),
      ])}
    >
      {(height) => (
        <BarChart
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          xAxis={[
            { scaleType: 'band', data: periods.map((period) => periodText(period.periodStart, interval)) },
          ]}
          yAxis={[{ width: 64, valueFormatter: (value: number) => compact(value, currency) }]}
          series={[
            {
              data: periods.map((period) => plotValue(period.actualUsdMinor, currency, rates)),
              label: FINANCE_TEXTS.actual,
              stack: 'spend',
              valueFormatter: (_value, { dataIndex }) => money(periods[dataIndex]?.actualUsdMinor ?? 0),
            },
            {
              data: periods.map((period) => plotValue(period.pendingUsdMinor, currency, rates)),
              label: FINANCE_TEXTS.pending,
              stack: 'spend',
              valueFormatter: (_value, { dataIndex }) => money(periods[dataIndex]?.pendingUsdMinor ?? 0),
            },
          ]}
          borderRadius={4}
          grid={{ horizontal: true }}
        />
      )}
    </ChartCard>
  );
}

/** A short axis label in the display currency: '$12K', '₹830K'. */
function compact(value: number, currency: Currency): string {
  const symbol = currency === 'INR' ? '₹' : '$';
  return `${symbol}${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;
}

export interface BudgetVsActualChartProps extends MoneyChartProps {
  projects: readonly ProjectFinance[];
}

/** Each project's budget beside its actual spend, in the display currency, with its table. */
export function BudgetVsActualChart({
  projects,
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  loading = false,
  skipAnimation = false,
}: BudgetVsActualChartProps) {
  const money = (minor: number | null) => (minor === null ? '—' : formatUsdMinor(minor, currency, rates));
  const shown = projects.filter((project) => (project.budgetUsdMinor ?? 0) > 0 || project.actualUsdMinor > 0);
  return (
    <ChartCard
      title={FINANCE_TEXTS.budgetVsActual}
      subtitle={`${shown.length} ${shown.length === 1 ? 'project' : 'projects'}`}
      loading={loading}
      empty={shown.length === 0}
      emptyText="No project has a budget or spend yet"
      tableToggleLabel={FINANCE_TEXTS.viewAsTable}
      columns={[
        { label: FINANCE_TEXTS.project },
        { label: FINANCE_TEXTS.budget, numeric: true },
        { label: FINANCE_TEXTS.actual, numeric: true },
        { label: FINANCE_TEXTS.percentUsed, numeric: true },
      ]}
      rows={shown.map((project) => [
        project.projectTitle,
        money(project.budgetUsdMinor),
        money(project.actualUsdMinor),
        project.percentUsed === null ? '—' : `${Math.round(project.percentUsed)}%`,
      ])}
    >
      {(height) => (
        <BarChart
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'band', data: shown.map((project) => project.projectTitle) }]}
          yAxis={[{ width: 64, valueFormatter: (value: number) => compact(value, currency) }]}
          series={[
            {
              data: shown.map((project) => plotValue(project.budgetUsdMinor ?? 0, currency, rates)),
              label: FINANCE_TEXTS.budget,
              valueFormatter: (_value, { dataIndex }) => money(shown[dataIndex]?.budgetUsdMinor ?? null),
            },
            {
              data: shown.map((project) => plotValue(project.actualUsdMinor, currency, rates)),
              label: FINANCE_TEXTS.actual,
              valueFormatter: (_value, { dataIndex }) => money(shown[dataIndex]?.actualUsdMinor ?? 0),
            },
          ]}
          borderRadius={4}
          grid={{ horizontal: true }}
        />
      )}
    </ChartCard>
  );
}

export interface SpendByCategoryChartProps extends MoneyChartProps {
  categories: readonly CategoryFinance[];
}

/** Actual spend per category, as a donut in the display currency, with its table. */
export function SpendByCategoryChart({
  categories,
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  loading = false,
  skipAnimation = false,
}: SpendByCategoryChartProps) {
  const money = (minor: number) => formatUsdMinor(minor, currency, rates);
  const spent = categories.filter((category) => category.actualUsdMinor > 0);
  return (
    <ChartCard
      title={FINANCE_TEXTS.spendByCategory}
      subtitle={money(spent.reduce((sum, category) => sum + category.actualUsdMinor, 0))}
      loading={loading}
      empty={spent.length === 0}
      emptyText={FINANCE_TEXTS.noExpenses}
      tableToggleLabel={FINANCE_TEXTS.viewAsTable}
      columns={[
        { label: FINANCE_TEXTS.category },
        { label: FINANCE_TEXTS.actual, numeric: true },
        { label: FINANCE_TEXTS.pending, numeric: true },
      ]}
      rows={categories.map((category) => [
        EXPENSE_CATEGORY_LABELS[category.category],
        money(category.actualUsdMinor),
        money(category.pendingUsdMinor),
      ])}
    >
      {(height) => (
        <PieChart
          height={height}
          skipAnimation={skipAnimation}
          disableKeyboardNavigation
          series={[
            {
              data: spent.map((category) => ({
                id: category.category,
                value: plotValue(category.actualUsdMinor, currency, rates),
                label: EXPENSE_CATEGORY_LABELS[category.category],
              })),
              innerRadius: '55%',
              paddingAngle: spent.length > 1 ? 1.5 : 0,
              cornerRadius: 4,
              valueFormatter: (_item, { dataIndex }) => money(spent[dataIndex]?.actualUsdMinor ?? 0),
            },
          ]}
        />
      )}
    </ChartCard>
  );
}
