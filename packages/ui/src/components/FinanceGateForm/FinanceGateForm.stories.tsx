import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FinanceGateForm } from './FinanceGateForm';

const DEMO = { username: 'finance_admin', password: 'Finance@2024' };

const meta = {
  title: 'Finance/FinanceGateForm',
  component: FinanceGateForm,
  args: { onSubmit: fn(async () => undefined), demo: DEMO, organizationName: 'Acme Corporation' },
} satisfies Meta<typeof FinanceGateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo values are on the page; the button opens once both fields are filled. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Access Finance Dashboard' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Username/), DEMO.username);
    await userEvent.type(canvas.getByLabelText(/^Password/), DEMO.password);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith(DEMO);
    await expect(await canvas.findByText('Authentication successful!')).toBeVisible();
  },
};

/** Wrong values: the server's message. */
export const WrongPassword: Story = {
  args: {
    demo: null,
    onSubmit: fn(async () => {
      throw new Error('Invalid credentials. Please try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'finance_admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Access Finance Dashboard' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please try again.',
    );
  },
};

/** No credentials set yet: a notice instead of the fields. */
export const NotConfigured: Story = {
  args: { demo: null, notice: 'An organization admin has to set the finance credentials first.' },
};
