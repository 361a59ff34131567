import {
  type Currency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATES,
  type ExchangeRates,
  INVOICE_STATUS_LABELS,
  type Invoice,
  PLANS,
} from '@app/domain';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../DataTable';
import { Money } from '../Money';

export interface InvoiceListProps {
  invoices: readonly Invoice[];
  /** Display currency of the amounts (the user's selected one); amounts are stored in USD cents. */
  currency?: Currency;
  rates?: ExchangeRates;
  /** The table's accessible name. */
  label?: string;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * An organization's invoices, newest first: number, date, period, plan and seats, the amount in the display
 * currency (a negative amount is a credit) and the status. On a phone (under `sm`) each invoice is a card of
 * labelled lines instead of a row.
 */
export function InvoiceList({
  invoices,
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  label = 'Invoices',
}: InvoiceListProps) {
  if (invoices.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No invoices yet: an invoice is issued with each change of a paid plan or its seats.
      </Typography>
    );
  }
  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'number',
      header: 'Invoice',
      rowHeader: true,
      cellSx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    { id: 'issuedAt', header: 'Issued', cellSx: NOWRAP, render: (invoice) => day(invoice.issuedAt) },
    {
      id: 'period',
      header: 'Period',
      cellSx: NOWRAP,
      render: (invoice) => `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`,
    },
    {
      id: 'plan',
      header: 'Plan',
      cellSx: NOWRAP,
      render: (invoice) =>
        `${PLANS[invoice.plan].name}, ${invoice.seats} ${invoice.seats === 1 ? 'seat' : 'seats'}`,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      render: (invoice) => (
        <>
          <Money amount={invoice.amountUsdCents / 100} currency={currency} rates={rates} />
          {invoice.amountUsdCents < 0 ? (
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              credit
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      render: (invoice) => (
        <Chip
          size="small"
          variant="outlined"
          color={invoice.status === 'paid' ? 'success' : 'default'}
          label={INVOICE_STATUS_LABELS[invoice.status]}
        />
      ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={invoices}
      getRowId={(invoice) => invoice._id}
      size="small"
      variant="plain"
      stacked
    />
  );
}
