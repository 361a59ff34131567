import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', fullWidth: true },
  decorators: [
    (Story) => (
      <Stack sx={{ maxWidth: 400 }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'correct horse');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Custom names for the toggle, which is disabled with the field. */
export const DisabledWithCustomNames: Story = {
  args: { label: 'Confirm password', disabled: true, showLabel: 'Show confirmation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show confirmation' })).toBeDisabled();
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      <PasswordField label="Password" fullWidth />
      <PasswordField label="Password" defaultValue="hunter22" fullWidth required />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        defaultValue="abc"
        error
        helperText="Password must be at least 6 characters long"
        fullWidth
      />
      <PasswordField label="Password" defaultValue="hunter22" disabled fullWidth />
      <PasswordField label="Password" size="small" fullWidth />
    </Stack>
  ),
};
