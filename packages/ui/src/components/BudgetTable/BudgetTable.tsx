import { type Currency, DEFAULT_CURRENCY, EXCHANGE_RATES, type ExchangeRates } from '@app/domain';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { LazyTooltip } from '../LazyTooltip';
import { Money } from '../Money';

/** One project's budget against its spend; amounts in USD (major units), converted for display. */
export interface BudgetTableRow {
  projectId: string;
  projectName: string;
  /** Null when the project has no budget. */
  budget: number | null;
  /** Approved and paid expenses. */
  actual: number;
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
 * and 100 %, the burn rate per day and the forecast at completion, in the display currency.
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
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Project</TableCell>
            <TableCell align="right">Budget</TableCell>
            <TableCell align="right">Actual</TableCell>
            <TableCell align="right">Pending</TableCell>
            <TableCell sx={{ minWidth: 140 }}>Used</TableCell>
            <TableCell align="right">Burn rate / day</TableCell>
            <TableCell align="right">Forecast</TableCell>
            {onEditBudget ? (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Edit
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const percent = row.percentUsed;
            const tone = budgetTone(percent);
            return (
              <TableRow key={row.projectId}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {row.projectName}
                </TableCell>
                <TableCell align="right">{row.budget === null ? '—' : money(row.budget)}</TableCell>
                <TableCell align="right">{money(row.actual)}</TableCell>
                <TableCell align="right">{money(row.pending)}</TableCell>
                <TableCell>
                  {percent === null ? (
                    <Typography variant="body2" color="text.secondary">
                      No budget
                    </Typography>
                  ) : (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
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
                  )}
                </TableCell>
                <TableCell align="right">{money(row.burnRate)}</TableCell>
                <TableCell align="right">{money(row.forecast)}</TableCell>
                {onEditBudget ? (
                  <TableCell align="right" sx={{ py: 0 }}>
                    <LazyTooltip title="Edit budget">
                      <IconButton
                        size="small"
                        aria-label={`Edit budget of ${row.projectName}`}
                        onClick={() => onEditBudget(row)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </LazyTooltip>
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
