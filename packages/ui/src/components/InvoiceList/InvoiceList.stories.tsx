import type { Invoice } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useStoryCurrency } from '../../testing';
import { InvoiceList } from './InvoiceList';

const INVOICES: Invoice[] = [
  {
    _id: 'b'.repeat(24),
    number: 'INV-20260310-0A1B2C3D',
    plan: 'enterprise',
    seats: 50,
    amountUsdCents: 138_600,
    status: 'open',
    periodStart: '2026-03-10T09:00:00.000Z',
    periodEnd: '2026-04-10T09:00:00.000Z',
    issuedAt: '2026-03-10T09:00:00.000Z',
    paidAt: null,
  },
  {
    _id: 'a'.repeat(24),
    number: 'INV-20260301-9F8E7D6C',
    plan: 'pro',
    seats: 12,
    amountUsdCents: 14_400,
    status: 'paid',
    periodStart: '2026-03-01T09:00:00.000Z',
    periodEnd: '2026-04-01T09:00:00.000Z',
    issuedAt: '2026-03-01T09:00:00.000Z',
    paidAt: '2026-03-02T09:00:00.000Z',
  },
  {
    _id: 'c'.repeat(24),
    number: 'INV-20260201-11223344',
    plan: 'free',
    seats: 12,
    amountUsdCents: -4_800,
    status: 'open',
    periodStart: '2026-02-01T09:00:00.000Z',
    periodEnd: '2026-02-10T09:00:00.000Z',
    issuedAt: '2026-02-01T09:00:00.000Z',
    paidAt: null,
  },
];

const meta = {
  title: 'Data/InvoiceList',
  component: InvoiceList,
  args: { invoices: INVOICES },
  render: (args) => <InvoiceList {...args} currency={useStoryCurrency()} />,
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Invoices' });
    await expect(within(table).getByText('INV-20260301-9F8E7D6C')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      <Typography variant="subtitle2">In dollars</Typography>
      <InvoiceList invoices={INVOICES} currency="USD" />
      <Typography variant="subtitle2">In rupees</Typography>
      <InvoiceList invoices={INVOICES} currency="INR" />
      <Typography variant="subtitle2">None yet</Typography>
      <InvoiceList invoices={[]} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [dollars, rupees] = within(canvasElement).getAllByRole('table');
    const rowOf = (table: HTMLElement, number: string) =>
      within(within(table).getByText(number).closest('tr')!);
    const pro = rowOf(dollars!, 'INV-20260301-9F8E7D6C');
    await expect(pro.getByText('Pro, 12 seats')).toBeVisible();
    await expect(pro.getByText('$144')).toBeVisible();
    await expect(pro.getByText('Paid')).toBeVisible();
    await expect(pro.getByText('Mar 1, 2026 – Apr 1, 2026')).toBeVisible();
    await expect(rowOf(dollars!, 'INV-20260310-0A1B2C3D').getByText('Open')).toBeVisible();
    // A negative amount is a credit note.
    await expect(rowOf(dollars!, 'INV-20260201-11223344').getByText('credit')).toBeVisible();
    await expect(rowOf(rupees!, 'INV-20260301-9F8E7D6C').getByText(/^₹11,974/)).toBeVisible();
    await expect(within(canvasElement).getByText(/No invoices yet/)).toBeVisible();
  },
};
