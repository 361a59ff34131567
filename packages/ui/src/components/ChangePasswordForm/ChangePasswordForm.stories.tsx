import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(async () => 'Password changed') },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The strength of the new password shows; current and new are sent, then the fields clear. */
export const ChangesPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText(/^Current password/, { selector: 'input' });
    await userEvent.type(current, 'old-secret');
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'a much longer one');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await userEvent.type(
      canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'a much longer one',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'a much longer one',
    });
    await waitFor(() => expect(current).toHaveValue(''));
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Current password/, { selector: 'input' }), 'old-secret');
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'abc');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Current password is incorrect'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Current password/, { selector: 'input' }), 'wrong-one');
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'new-secret-1');
    await userEvent.type(
      canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'new-secret-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    // The values stay for another try.
    await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue('new-secret-1');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="overline" component="h2">
          Empty
        </Typography>
        <ChangePasswordForm {...args} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="overline" component="h2">
          Custom label
        </Typography>
        <ChangePasswordForm {...args} submitLabel="Update password" label="Update password" />
      </Paper>
    </Box>
  ),
};
