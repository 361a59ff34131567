import { INVITATION_SCREEN_TEXTS as T } from '@app/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvitationCard } from './InvitationCard';

const NOW = new Date('2025-06-10T12:00:00Z');

const meta = {
  title: 'Invitations/InvitationCard',
  component: InvitationCard,
  args: {
    projectName: 'Website relaunch',
    inviterName: 'Priya Owner',
    invitationRole: 'team-lead',
    email: 'sam@example.com',
    expiresAt: '2025-06-13T14:00:00Z',
    now: NOW,
  },
} satisfies Meta<typeof InvitationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const Actions = () => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
    <Button variant="contained">{T.accept}</Button>
    <Button color="inherit">{T.decline}</Button>
  </Stack>
);

export const Default: Story = {
  render: (args) => (
    <Box sx={{ maxWidth: 560 }}>
      <InvitationCard {...args}>
        <Actions />
      </InvitationCard>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Website relaunch' })).toBeVisible();
    await expect(canvas.getByText('Priya Owner invited you to join Website relaunch')).toBeVisible();
    await expect(canvas.getByText('Expires in 3 days')).toBeVisible();
  },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h2" color="textSecondary">
    {children}
  </Typography>
);

export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ width: 343, flexShrink: 0 }}>
        <Caption>Phone width (375 px), about to lapse</Caption>
        <InvitationCard
          {...args}
          headingLevel="h3"
          projectName="A project with a rather long name for a phone"
          invitationRole="supervisor"
          email="a.very.long.address.for.a.contractor@partner-agency.example"
          expiresAt="2025-06-10T12:30:00Z"
        >
          <Actions />
        </InvitationCard>
      </Box>
      <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
        <Box>
          <Caption>With the actions</Caption>
          <InvitationCard {...args} headingLevel="h3">
            <Actions />
          </InvitationCard>
        </Box>
        <Box>
          <Caption>Never expires, no children</Caption>
          <InvitationCard
            {...args}
            headingLevel="h3"
            projectName="Mobile app"
            invitationRole="team-member"
            expiresAt={null}
          />
        </Box>
        <Box>
          <Caption>Expired</Caption>
          <InvitationCard
            {...args}
            headingLevel="h3"
            projectName="Old project"
            expiresAt="2025-06-01T00:00:00Z"
          />
        </Box>
      </Stack>
    </Stack>
  ),
};
