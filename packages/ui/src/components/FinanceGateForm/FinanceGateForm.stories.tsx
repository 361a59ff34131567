import { FINANCE_TEXTS } from '@app/domain';
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
    await expect(canvas.getByRole('heading', { name: 'Finance Dashboard Access' })).toBeVisible();
    await expect(canvas.getByText(DEMO.username)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Access Finance Dashboard' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Username/), DEMO.username);
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Password/), DEMO.password);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith(DEMO);
    await expect(await canvas.findByText('Authentication successful!')).toBeVisible();
  },
};

// Settled by the WrongPassword play function, so the check in flight can be seen.
let refuse: (error: Error) => void = () => {};

/** Wrong values: 'Authenticating...' while the check runs, then the server's message. */
export const WrongPassword: Story = {
  args: {
    demo: null,
    onSubmit: fn(
      () =>
        new Promise<void>((_, reject) => {
          refuse = reject;
        }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Demo credentials')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Username/), 'finance_admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Access Finance Dashboard' }));
    await expect(await canvas.findByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    refuse(new Error('Invalid credentials. Please try again.'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please try again.',
    );
  },
};

/** A failure that carries no message (a dropped connection): the general failure text; no organization line. */
export const FailedWithoutReason: Story = {
  args: {
    demo: null,
    organizationName: undefined,
    onSubmit: fn(() => Promise.reject({ status: 502 })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Finance Dashboard Access' });
    // The title stands alone: no organization name under it.
    await expect(heading.nextElementSibling).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Username/), 'finance_admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Finance@2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Access Finance Dashboard' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FINANCE_TEXTS.failed);
    // The values stay for another try.
    await expect(canvas.getByRole('button', { name: 'Access Finance Dashboard' })).toBeEnabled();
  },
};

/** No credentials set yet: a notice instead of the fields. */
export const NotConfigured: Story = {
  args: { demo: null, notice: 'An organization admin has to set the finance credentials first.' },
};
