import { EXCHANGE_RATES } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExchangeRateForm } from './ExchangeRateForm';

const meta = {
  title: 'Finance/ExchangeRateForm',
  component: ExchangeRateForm,
  args: { rates: EXCHANGE_RATES, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ExchangeRateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finance manager changes a rate. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('USD to INR');
    // The rates in force.
    await expect(field).toHaveValue('83.15');
    await expect(canvas.getByLabelText('INR to USD')).toHaveValue('0.012');
    await userEvent.clear(field);
    await expect(canvas.getByRole('button', { name: 'Save rates' })).toBeDisabled();
    await userEvent.type(field, '84.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rates' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ USD: { INR: 84.5 }, INR: { USD: 0.012 } });
    await expect(await canvas.findByText('Exchange rates saved')).toBeVisible();
  },
};

/** A viewer reads the rates. */
export const ReadOnly: Story = {
  args: { onSubmit: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('USD to INR')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Save rates' })).not.toBeInTheDocument();
  },
};
