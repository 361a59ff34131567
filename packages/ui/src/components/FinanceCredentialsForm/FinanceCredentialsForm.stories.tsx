import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FinanceCredentialsForm } from './FinanceCredentialsForm';

const meta = {
  title: 'Finance/FinanceCredentialsForm',
  component: FinanceCredentialsForm,
  args: {
    username: 'finance_admin',
    onSubmit: fn(async () => undefined),
    notice: 'The demo values are still in force: anyone who reads them can open the dashboard.',
  },
} satisfies Meta<typeof FinanceCredentialsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New finance password/), 'a-long-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm finance password/), 'a-long-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change credentials' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'finance_admin',
      password: 'a-long-secret',
    });
  },
};
