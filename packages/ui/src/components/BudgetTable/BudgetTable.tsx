import { type Currency, DEFAULT_CURRENCY, EXCHANGE_RATES, type ExchangeRates } from '@app/domain';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../DataTable';
import { LazyTooltip } from '../LazyTooltip';
import { Money } from '../Money';

/** One project's budget against its spend; amounts in USD (major units), converted for display. */
export interface BudgetTableRow {
  projectId: string;
  projectName: string;
  /** Null when the project has no budget. */
  budget: number | null;
  /** Approved and paid expenses, and labour cost when `labour` is given. */
  actual: number;
  /** Of `actual`: the labour cost of billable time; a Labour column shows when any row has it. */
  labour?: number;
  /** Submitted expenses awaiting a decision. */
  pending: number;
  /** Actual spend as a percentage of the budget (null without a budget). */
  percentUsed: number | null;
  /** Average spend per day. */
  burnRate: number;
  /** Expected spend at the project's end at the current burn rate. */
  forecast: number;
}

export interface BudgetTableProps {
  rows: readonly BudgetTableRow[];
  currency?: Currency;
  rates?: ExchangeRates;
  /** The table's accessible name. */
  label?: string;
  /** Shown when there is no project. */
  emptyText?: string;
  /** Opens a project's budget split (finance managers); without it the budgets are read-only. */
  onEditBudget?: (row: BudgetTableRow) => void;
}

/** The bar's colour: warning from 80 % of the budget, error from 100 % (the alert thresholds). */
export function budgetTone(percent: number | null): 'primary' | 'warning' | 'error' {
  if (percent === null) return 'primary';
  if (percent >= 100) return 'error';
  if (percent >= 80) return 'warning';
  return 'primary';
}

/**
 * Budgets against actual spend per project: budget, actual, pending, the share used with a bar coloured at 80 %
 * and 100 %, the burn rate per day and the forecast at completion, in the display currency. On a phone (under
 * `sm`) each project is a card of labelled lines instead of a row, so nothing scrolls sideways.
 */
export function BudgetTable({
  rows,
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  label = 'Budgets by project',
  emptyText = 'No project has a budget or spend yet.',
  onEditBudget,
}: BudgetTableProps) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  const money = (amount: number) => <Money amount={amount} currency={currency} rates={rates} />;
  const columns: DataTableColumn<BudgetTableRow>[] = [
    { id: 'projectName', header: 'Project', rowHeader: true, cellSx: { fontWeight: 500 } },
    {
      id: 'budget',
      header: 'Budget',
      align: 'right',
      render: (row) => (row.budget === null ? '—' : money(row.budget)),
    },
    { id: 'actual', header: 'Actual', align: 'right', render: (row) => money(row.actual) },
    ...(rows.some((row) => row.labour !== undefined)
      ? [
          {
            id: 'labour',
            header: 'Labour',
            align: 'right' as const,
            render: (row: BudgetTableRow) => money(row.labour ?? 0),
          },
        ]
      : []),
    { id: 'pending', header: 'Pending', align: 'right', render: (row) => money(row.pending) },
    { id: 'used', header: 'Used', headerSx: { minWidth: 140 }, render: (row) => <UsedBar row={row} /> },
    { id: 'burnRate', header: 'Burn rate / day', align: 'right', render: (row) => money(row.burnRate) },
    { id: 'forecast', header: 'Forecast', align: 'right', render: (row) => money(row.forecast) },
  ];
  if (onEditBudget) {
    columns.push({
      id: 'edit',
      header: 'Edit',
      headerHidden: true,
      align: 'right',
      cellSx: { py: 0 },
      render: (row) => (
        <LazyTooltip title="Edit budget">
          <IconButton
            size="small"
            aria-label={`Edit budget of ${row.projectName}`}
            onClick={() => onEditBudget(row)}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </LazyTooltip>
      ),
    });
  }
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.projectId}
      size="small"
      variant="plain"
      stacked
    />
  );
}

/** The share of the budget used, as a bar coloured at 80 % and 100 % and a figure. */
function UsedBar({ row }: { row: BudgetTableRow }) {
  const percent = row.percentUsed;
  if (percent === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        No budget
      </Typography>
    );
  }
  const tone = budgetTone(percent);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
      <LinearProgress
        variant="determinate"
        color={tone}
        value={Math.min(100, percent)}
        aria-label={`${row.projectName}: ${Math.round(percent)}% of the budget used`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography
        variant="body2"
        sx={{ minWidth: 44, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
        color={tone === 'primary' ? 'text.primary' : `${tone}.dark`}
      >
        {Math.round(percent)}%
      </Typography>
    </Box>
  );
}
