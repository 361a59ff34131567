import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Data/Money',
  component: Money,
  args: { amount: 1234.5, currency: 'USD' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No currency given: USD, with up to 2 decimals; the other currency on hover. */
export const Default: Story = {
  args: { currency: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByText('$1,234.50'));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('≈ ₹1,02,649');
  },
};

/** INR without decimals, grouped the Indian way: 1250 × 83.15 = 103,937.5, rounded. */
export const Inr: Story = {
  args: { amount: 1250, currency: 'INR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,03,938')).toBeVisible();
  },
};

/** The rates it is given, not the defaults. */
export const GivenRates: Story = {
  args: { amount: 10, currency: 'INR', rates: { USD: { INR: 80 }, INR: { USD: 0.0125 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹800')).toBeVisible();
  },
};

const AMOUNTS = [0, 19.99, 1234.5, 48250.75, 1_500_000];

export const Catalog: Story = {
  render: () => (
    <Stack direction="row" spacing={6}>
      {(['USD', 'INR'] as const).map((currency) => (
        <Stack key={currency} spacing={1}>
          <Typography variant="subtitle2">{currency}</Typography>
          {AMOUNTS.map((amount) => (
            <Money key={amount} amount={amount} currency={currency} variant="body1" />
          ))}
          <Money amount={48250.75} currency={currency} variant="h4" />
        </Stack>
      ))}
    </Stack>
  ),
};
