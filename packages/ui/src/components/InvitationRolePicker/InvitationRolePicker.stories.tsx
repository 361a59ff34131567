import { PROJECT_INVITATION_ROLES, type ProjectInvitationRole } from '@app/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvitationRolePicker } from './InvitationRolePicker';

const meta = {
  title: 'Invitations/InvitationRolePicker',
  component: InvitationRolePicker,
  args: {
    roles: PROJECT_INVITATION_ROLES,
    value: 'team-member',
    onChange: fn(),
  },
} satisfies Meta<typeof InvitationRolePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<ProjectInvitationRole | ''>(args.value);
    return (
      <InvitationRolePicker
        {...args}
        value={value}
        onChange={(role) => {
          setValue(role);
          args.onChange(role);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('manage members and assign tasks'));
    await expect(args.onChange).toHaveBeenCalledWith('team-lead');
    await expect(canvas.getByRole('radio', { name: 'Team lead' })).toBeChecked();
  },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h2" color="textSecondary">
    {children}
  </Typography>
);

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <Box>
        <Caption>Owner or supervisor: every role</Caption>
        <InvitationRolePicker {...args} name="role-all" />
      </Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: 343, flexShrink: 0 }}>
          <Caption>Phone width (375 px)</Caption>
          <InvitationRolePicker {...args} name="role-phone" value="supervisor" label="Role (phone)" />
        </Box>
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
          <Box>
            <Caption>Team lead: team members only</Caption>
            <InvitationRolePicker {...args} name="role-lead" roles={['team-member']} label="Role (lead)" />
          </Box>
          <Box>
            <Caption>Disabled while sending</Caption>
            <InvitationRolePicker {...args} name="role-busy" label="Role (busy)" disabled />
          </Box>
          <Box>
            <Caption>None chosen, with an error</Caption>
            <InvitationRolePicker
              {...args}
              name="role-error"
              label="Role (error)"
              value=""
              error="Choose the role to offer"
            />
          </Box>
        </Stack>
      </Stack>
    </Stack>
  ),
};
