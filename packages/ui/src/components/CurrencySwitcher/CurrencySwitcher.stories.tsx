import type { Currency } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Money } from '../Money';
import { CurrencySwitcher } from './CurrencySwitcher';

const meta = {
  title: 'Data/CurrencySwitcher',
  component: CurrencySwitcher,
  args: { value: 'USD', onChange: fn() },
} satisfies Meta<typeof CurrencySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Currency' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    // Pressing the selected currency again never clears the choice.
    await userEvent.click(canvas.getByRole('button', { name: 'USD' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'INR' }));
    await expect(args.onChange).toHaveBeenCalledWith('INR');
  },
};

/** The labelled select variant. */
export const Select: Story = {
  args: { variant: 'select' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: '₹ INR' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('INR');
  },
};

function SwitchWithAmount() {
  const [currency, setCurrency] = useState<Currency>('USD');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <CurrencySwitcher value={currency} onChange={setCurrency} />
      <Typography variant="h4" component="p">
        <Money amount={48250.75} currency={currency} />
      </Typography>
    </Stack>
  );
}

export const SwitchesAmounts: Story = {
  render: () => <SwitchWithAmount />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$48,250.75')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'INR' }));
    await expect(canvas.getByText('₹40,12,050')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'INR' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <CurrencySwitcher value="USD" onChange={() => {}} />
      <CurrencySwitcher value="INR" onChange={() => {}} size="medium" />
      <CurrencySwitcher value="USD" onChange={() => {}} disabled />
      <CurrencySwitcher value="INR" onChange={() => {}} variant="select" />
    </Stack>
  ),
};
