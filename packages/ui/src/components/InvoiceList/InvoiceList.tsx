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
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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

/**
 * An organization's invoices, newest first: number, date, period, plan and seats, the amount in the display
 * currency (a negative amount is a credit) and the status.
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
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Issued</TableCell>
            <TableCell>Period</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice._id}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {invoice.number}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(invoice.issuedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {day(invoice.periodStart)} – {day(invoice.periodEnd)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {PLANS[invoice.plan].name}, {invoice.seats} {invoice.seats === 1 ? 'seat' : 'seats'}
              </TableCell>
              <TableCell align="right">
                <Money amount={invoice.amountUsdCents / 100} currency={currency} rates={rates} />
                {invoice.amountUsdCents < 0 ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    credit
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={invoice.status === 'paid' ? 'success' : 'default'}
                  label={INVOICE_STATUS_LABELS[invoice.status]}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
