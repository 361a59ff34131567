import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../PasswordField';
import { PasswordStrengthBar } from './PasswordStrengthBar';

const meta = {
  title: 'Forms/PasswordStrengthBar',
  component: PasswordStrengthBar,
  args: { password: 'secret12' },
  decorators: [
    (Story) => (
      <Stack sx={{ maxWidth: 400 }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Password strength: Fair' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={2}>
      <PasswordStrengthBar password="" showWhenEmpty />
      <PasswordStrengthBar password="abcde" />
      <PasswordStrengthBar password="abcdef" />
      <PasswordStrengthBar password="abcdefghij" />
      <PasswordStrengthBar password="abcdefghijklmn" />
    </Stack>
  ),
};

function WithField() {
  const [password, setPassword] = useState('');
  return (
    <div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        fullWidth
      />
      <PasswordStrengthBar password={password} />
    </div>
  );
}

export const WhileTyping: Story = {
  render: () => <WithField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'abcdefghij');
    await expect(canvas.getByRole('progressbar', { name: 'Password strength: Good' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await userEvent.type(canvas.getByLabelText('Password'), 'klmn');
    await expect(canvas.getByRole('progressbar', { name: 'Password strength: Strong' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
