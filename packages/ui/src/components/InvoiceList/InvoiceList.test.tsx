import type { Invoice } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceList } from './InvoiceList';

const invoice: Invoice = {
  _id: 'a'.repeat(24),
  number: 'INV-20260301-9F8E7D6C',
  plan: 'pro',
  seats: 12,
  amountUsdCents: 14_400,
  status: 'open',
  periodStart: '2026-03-01T09:00:00.000Z',
  periodEnd: '2026-04-01T09:00:00.000Z',
  issuedAt: '2026-03-01T09:00:00.000Z',
  paidAt: null,
};

describe('InvoiceList', () => {
  it('lists each invoice with its plan, seats, amount in the selected currency and status', () => {
    const { unmount } = render(<InvoiceList invoices={[invoice]} currency="USD" />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('INV-20260301-9F8E7D6C')).toBeVisible();
    expect(within(row).getByText('Pro, 12 seats')).toBeVisible();
    expect(within(row).getByText('$144')).toBeVisible();
    expect(within(row).getByText('Open')).toBeVisible();
    expect(within(row).getByText('Mar 1, 2026 – Apr 1, 2026')).toBeVisible();
    unmount();
    render(<InvoiceList invoices={[invoice]} currency="INR" />);
    expect(within(screen.getAllByRole('row')[1]!).getByText(/^₹11,974/)).toBeVisible();
  });

  it('marks a credit note and says when there are no invoices', () => {
    const { unmount } = render(<InvoiceList invoices={[{ ...invoice, amountUsdCents: -4_800 }]} />);
    expect(screen.getByText('credit')).toBeVisible();
    unmount();
    render(<InvoiceList invoices={[]} />);
    expect(screen.getByText(/No invoices yet/)).toBeVisible();
  });
});
