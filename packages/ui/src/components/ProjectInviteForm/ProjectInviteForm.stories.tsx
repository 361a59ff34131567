import { INVITATION_MESSAGES } from '@app/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectInviteForm } from './ProjectInviteForm';

const meta = {
  title: 'Invitations/ProjectInviteForm',
  component: ProjectInviteForm,
  args: {
    roles: ['team-member', 'team-lead', 'supervisor'],
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof ProjectInviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'sam@example.com');
    await userEvent.click(canvas.getByRole('radio', { name: 'Supervisor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com', role: 'supervisor' }),
    );
    await waitFor(() => expect(email).toHaveValue(''));
  },
};

/** A team lead may invite team members only. */
export const TeamLead: Story = { args: { roles: ['team-member'] } };

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h2" color="textSecondary">
    {children}
  </Typography>
);

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <Box>
        <Caption>Owner or supervisor</Caption>
        <ProjectInviteForm {...args} headingLevel="h3" />
      </Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: 343, flexShrink: 0 }}>
          <Caption>Phone width (375 px)</Caption>
          <ProjectInviteForm {...args} headingLevel="h3" title="Invite by email (phone)" />
        </Box>
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
          <Box>
            <Caption>Team lead: team members only</Caption>
            <ProjectInviteForm
              {...args}
              roles={['team-member']}
              headingLevel="h3"
              title="Invite by email (team lead)"
            />
          </Box>
          <Box>
            <Caption>Refused by the server</Caption>
            <ProjectInviteForm
              {...args}
              headingLevel="h3"
              title="Invite by email (refused)"
              error={INVITATION_MESSAGES.alreadyPending}
            />
          </Box>
        </Stack>
      </Stack>
    </Stack>
  ),
};
