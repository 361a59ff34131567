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
  play: async ({ canvasElement }) => {
    // Shown when empty only when asked to, as the weakest level.
    await expect(
      within(canvasElement).getAllByRole('progressbar', { name: 'Password strength: Weak' })[0],
    ).toHaveAttribute('aria-valuenow', '25');
  },
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
    const field = canvas.getByLabelText('Password');
    // Nothing until typing starts; then each level from its first length to its last.
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    for (const [typed, percent, level] of [
      ['abcde', 25, 'Weak'],
      ['f', 50, 'Fair'],
      ['ghi', 50, 'Fair'],
      ['j', 75, 'Good'],
      ['klm', 75, 'Good'],
      ['n', 100, 'Strong'],
    ] as const) {
      await userEvent.type(field, typed);
      await expect(canvas.getByRole('progressbar', { name: `Password strength: ${level}` })).toHaveAttribute(
        'aria-valuenow',
        String(percent),
      );
      await expect(canvas.getByText(level)).toBeVisible();
    }
  },
};
