import {
  type Currency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATES,
  type ExchangeRates,
  formatCurrencyAmount,
} from '@app/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOffRounded';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { LazyTooltip } from '../LazyTooltip';
import { PagedListFooter } from '../ListPagination';
import { Money } from '../Money';

export type ExpenseListStatus = 'draft' | 'submitted' | 'approved' | 'rejected' | 'paid';
export type ExpenseAction = 'submit' | 'approve' | 'reject' | 'markPaid' | 'edit' | 'delete';

/** One expense as listed: the amount in its own currency and, for totals and display, in USD. */
export interface ExpenseListItem {
  id: string;
  /** The day it was spent (YYYY-MM-DD). */
  date: string;
  projectName: string;
  categoryLabel: string;
  description: string;
  /** In the expense's own currency, major units. */
  amount: number;
  currency: Currency;
  /** The amount in USD at the rate in force when it was recorded, major units. */
  amountUsd: number;
  status: ExpenseListStatus;
  /** Where the receipt opens, when there is one. */
  receiptUrl?: string | null;
}

export interface ExpenseListProps {
  expenses: readonly ExpenseListItem[];
  /** The actions the viewer may take on one expense (permission and status rules of the domain). */
  actionsFor?: (expense: ExpenseListItem) => readonly ExpenseAction[];
  onAction?: (action: ExpenseAction, expense: ExpenseListItem) => void;
  /** Opens a receipt (e.g. fetches it with the finance grant); without it the receipt is a plain link. */
  onOpenReceipt?: (expense: ExpenseListItem) => void;
  statusLabels: Record<ExpenseListStatus, string>;
  currency?: Currency;
  rates?: ExchangeRates;
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** The table's accessible name. */
  label?: string;
  emptyText?: string;
}

const STATUS_COLORS: Record<ExpenseListStatus, ChipProps['color']> = {
  draft: 'default',
  submitted: 'warning',
  approved: 'info',
  rejected: 'error',
  paid: 'success',
};

const ACTIONS: Record<ExpenseAction, { label: string; icon: React.ReactNode }> = {
  submit: { label: 'Submit', icon: <SendOutlinedIcon fontSize="small" /> },
  approve: { label: 'Approve', icon: <CheckCircleOutlineIcon fontSize="small" color="success" /> },
  reject: { label: 'Reject', icon: <HighlightOffIcon fontSize="small" color="error" /> },
  markPaid: { label: 'Mark paid', icon: <PaidOutlinedIcon fontSize="small" /> },
  edit: { label: 'Edit', icon: <EditOutlinedIcon fontSize="small" /> },
  delete: { label: 'Delete', icon: <DeleteOutlineIcon fontSize="small" /> },
};

const day = (date: string) =>
  new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A page of expenses: date, project, category, description, the amount in its own currency and in the display
 * currency, a status chip, the receipt and the actions the viewer may take.
 */
export function ExpenseList({
  expenses,
  actionsFor = () => [],
  onAction,
  onOpenReceipt,
  statusLabels,
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  page,
  total,
  limit,
  onPageChange,
  loading = false,
  label = 'Expenses',
  emptyText = 'No expenses match.',
}: ExpenseListProps) {
  // A viewer, who may do nothing with any expense, gets no empty Actions column.
  const withActions = expenses.some((expense) => actionsFor(expense).length > 0);
  const columns = withActions ? 8 : 7;
  return (
    <Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Project</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Description</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Receipt</TableCell>
              {withActions ? <TableCell align="right">Actions</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {expenses.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={columns}>
                  <Typography variant="body2" color="text.secondary">
                    {emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {expenses.map((expense) => {
              const actions = actionsFor(expense);
              const name = `${expense.description || expense.categoryLabel} (${day(expense.date)})`;
              return (
                <TableRow key={expense.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(expense.date)}</TableCell>
                  <TableCell>{expense.projectName}</TableCell>
                  <TableCell>{expense.categoryLabel}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{expense.description}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCurrencyAmount(expense.amount, expense.currency)}
                    </Typography>
                    {expense.currency !== currency ? (
                      <Typography variant="caption" color="text.secondary">
                        ≈{' '}
                        <Money amount={expense.amountUsd} currency={currency} rates={rates} hideConversion />
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLORS[expense.status]}
                      label={statusLabels[expense.status]}
                    />
                  </TableCell>
                  <TableCell>
                    {expense.receiptUrl ? (
                      <Link
                        href={expense.receiptUrl}
                        target="_blank"
                        rel="noopener"
                        aria-label={`View receipt of ${name}`}
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                        onClick={(event) => {
                          if (!onOpenReceipt) return;
                          event.preventDefault();
                          onOpenReceipt(expense);
                        }}
                      >
                        <ReceiptLongOutlinedIcon fontSize="small" aria-hidden />
                        View
                      </Link>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        —
                      </Typography>
                    )}
                  </TableCell>
                  {withActions ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions.map((action) => (
                        <LazyTooltip key={action} title={ACTIONS[action].label}>
                          <IconButton
                            size="small"
                            aria-label={`${ACTIONS[action].label} ${name}`}
                            onClick={() => onAction?.(action, expense)}
                          >
                            {ACTIONS[action].icon}
                          </IconButton>
                        </LazyTooltip>
                      ))}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedListFooter
        page={page}
        total={total}
        limit={limit}
        onChange={onPageChange}
        label={label}
        noun={['expense', 'expenses']}
        loading={loading}
      />
    </Box>
  );
}
