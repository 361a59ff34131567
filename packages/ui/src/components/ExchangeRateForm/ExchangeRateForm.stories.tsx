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
    await userEvent.clear(field);
    await userEvent.type(field, '84.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rates' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ USD: { INR: 84.5 }, INR: { USD: 0.012 } });
  },
};

/** A viewer reads the rates. */
export const ReadOnly: Story = { args: { onSubmit: undefined } };
