import { AUTH_MESSAGES, type AuthMode } from '@app/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvitationAuthForm } from './InvitationAuthForm';

const meta = {
  title: 'Invitations/InvitationAuthForm',
  component: InvitationAuthForm,
  args: {
    mode: 'register',
    email: 'sam@example.com',
    onModeChange: fn(),
    onSubmit: fn(async () => {}),
  },
  render: function Render(args) {
    const [mode, setMode] = useState<AuthMode>(args.mode);
    return (
      <Box sx={{ maxWidth: 440 }}>
        <InvitationAuthForm
          {...args}
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            args.onModeChange(next);
          }}
        />
      </Box>
    );
  },
} satisfies Meta<typeof InvitationAuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Register: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and accept' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Sam Tester');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and accept' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        mode: 'register',
        name: 'Sam Tester',
        password: 'secret1',
      }),
    );
  },
};

export const Login: Story = {
  args: { mode: 'login' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in and accept' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'login', password: 'secret1' }));
  },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h2" color="textSecondary">
    {children}
  </Typography>
);

export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
      <Box sx={{ width: 343 }}>
        <Caption>Sign in (phone, 375 px)</Caption>
        <InvitationAuthForm {...args} mode="login" />
      </Box>
      <Box sx={{ width: 343 }}>
        <Caption>Sign in, refused</Caption>
        <InvitationAuthForm
          {...args}
          mode="login"
          label="I have an account (refused)"
          error={AUTH_MESSAGES.incorrectPassword}
        />
      </Box>
      <Box sx={{ width: 440 }}>
        <Caption>Create an account</Caption>
        <InvitationAuthForm {...args} mode="register" />
      </Box>
    </Stack>
  ),
};
