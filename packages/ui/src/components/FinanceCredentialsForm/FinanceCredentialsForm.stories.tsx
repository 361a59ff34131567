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
    const button = canvas.getByRole('button', { name: 'Change credentials' });
    // Too short a password, then a confirmation that does not match yet, hold the button.
    await userEvent.type(canvas.getByLabelText(/^New finance password/), 'a-long');
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^New finance password/), '-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm finance password/), 'a-long-secre');
    await expect(canvas.getByText('The passwords do not match')).toBeVisible();
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Confirm finance password/), 't');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'finance_admin',
      password: 'a-long-secret',
    });
    await expect(await canvas.findByText('Finance credentials changed')).toBeVisible();
  },
};

/** No username yet: it is typed (and trimmed); the server's refusal shows, and the values stay for another try. */
export const Refused: Story = {
  args: {
    username: undefined,
    notice: undefined,
    onSubmit: fn(() => Promise.reject(new Error('That username is already in use'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Change credentials' });
    await userEvent.type(canvas.getByLabelText(/^New finance password/), 'a-long-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm finance password/), 'a-long-secret');
    // Passwords alone are not enough: the username is empty.
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Finance username/), '  books ');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'books', password: 'a-long-secret' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That username is already in use');
    await expect(canvas.getByLabelText(/^New finance password/)).toHaveValue('a-long-secret');
  },
};

/** A failure without a message of its own shows the general one. */
export const RefusedWithoutReason: Story = {
  args: { notice: undefined, onSubmit: fn(() => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New finance password/), 'a-long-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm finance password/), 'a-long-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change credentials' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The credentials could not be changed');
  },
};
