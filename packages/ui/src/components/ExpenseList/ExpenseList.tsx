import {
  type Currency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATES,
  EXPENSE_ACTION_LABELS,
  type ExchangeRates,
  type ExpenseAction,
  type ExpenseStatus,
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
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { DataTable, type DataTableColumn } from '../DataTable';
import { LazyTooltip } from '../LazyTooltip';
import { PagedListFooter } from '../ListPagination';
import { Money } from '../Money';

// The statuses and actions are the domain's, so that the list offers exactly what the expense rules allow.
export type ExpenseListStatus = ExpenseStatus;
export type { ExpenseAction };

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

const ACTION_ICONS: Record<ExpenseAction, React.ReactNode> = {
  submit: <SendOutlinedIcon fontSize="small" />,
  approve: <CheckCircleOutlineIcon fontSize="small" color="success" />,
  reject: <HighlightOffIcon fontSize="small" color="error" />,
  markPaid: <PaidOutlinedIcon fontSize="small" />,
  edit: <EditOutlinedIcon fontSize="small" />,
  delete: <DeleteOutlineIcon fontSize="small" />,
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
 * currency, a status chip, the receipt and the actions the viewer may take. On a phone (under `sm`) each expense
 * is a card of labelled lines instead of a row, so nothing scrolls sideways.
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
  const name = (expense: ExpenseListItem) =>
    `${expense.description || expense.categoryLabel} (${day(expense.date)})`;
  const columns: DataTableColumn<ExpenseListItem>[] = [
    { id: 'date', header: 'Date', cellSx: { whiteSpace: 'nowrap' }, render: (expense) => day(expense.date) },
    { id: 'projectName', header: 'Project' },
    { id: 'categoryLabel', header: 'Category' },
    { id: 'description', header: 'Description', cellSx: { minWidth: { sm: 160 } } },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cellSx: { whiteSpace: 'nowrap' },
      render: (expense) => (
        <Box>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCurrencyAmount(expense.amount, expense.currency)}
          </Typography>
          {expense.currency !== currency ? (
            <Typography variant="caption" color="text.secondary">
              ≈ <Money amount={expense.amountUsd} currency={currency} rates={rates} hideConversion />
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      render: (expense) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[expense.status]}
          label={statusLabels[expense.status]}
        />
      ),
    },
    {
      id: 'receipt',
      header: 'Receipt',
      render: (expense) =>
        expense.receiptUrl ? (
          <Link
            href={expense.receiptUrl}
            target="_blank"
            rel="noopener"
            aria-label={`View receipt of ${name(expense)}`}
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
        ),
    },
  ];
  if (withActions) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      align: 'right',
      stackedLabel: false,
      cellSx: { whiteSpace: 'nowrap' },
      render: (expense) =>
        actionsFor(expense).map((action) => (
          <LazyTooltip key={action} title={EXPENSE_ACTION_LABELS[action]}>
            <IconButton
              size="small"
              aria-label={`${EXPENSE_ACTION_LABELS[action]} ${name(expense)}`}
              onClick={() => onAction?.(action, expense)}
            >
              {ACTION_ICONS[action]}
            </IconButton>
          </LazyTooltip>
        )),
    });
  }
  return (
    <Box>
      <DataTable
        label={label}
        columns={columns}
        rows={expenses}
        getRowId={(expense) => expense.id}
        size="small"
        variant="plain"
        stacked
        // While a page loads the empty list says nothing yet.
        emptyState={
          loading ? null : (
            <Typography variant="body2" color="text.secondary">
              {emptyText}
            </Typography>
          )
        }
      />
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
