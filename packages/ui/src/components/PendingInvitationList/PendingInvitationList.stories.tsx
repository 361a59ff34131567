import { INVITATION_SCREEN_TEXTS as PT } from '@app/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { INVITATIONS_NOW, sampleInvitations, sampleProjectInvitations } from './fixtures';
import { PendingInvitationList } from './PendingInvitationList';

const meta = {
  title: 'Data/PendingInvitationList',
  component: PendingInvitationList,
  args: {
    invitations: sampleInvitations,
    total: sampleInvitations.length,
    page: 1,
    now: INVITATIONS_NOW,
    onPageChange: fn(),
    onResend: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PendingInvitationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [invitations, setInvitations] = useState(args.invitations);
    return (
      <PendingInvitationList
        {...args}
        invitations={invitations}
        total={invitations.length}
        onCancel={(invitation) => {
          setInvitations((all) => all.filter((one) => one._id !== invitation._id));
          args.onCancel?.(invitation);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Resend the invitation to theo.lead@acme.example' }),
    );
    await expect(args.onResend).toHaveBeenCalledWith(sampleInvitations[1]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel invitation to late.reply@acme.example' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(canvas.queryByText('late.reply@acme.example')).not.toBeInTheDocument());
  },
};

/** A project's list: every invitation at once (not paged), with status chips and spec 4.3's expiry lines. */
export const Project: Story = {
  args: {
    invitations: sampleProjectInvitations,
    total: undefined,
    page: undefined,
    onPageChange: undefined,
    label: PT.pendingLabel,
    emptyTitle: PT.noPending,
    emptyHint: null,
    cancelTitle: PT.cancelConfirmTitle,
    cancelMessage: PT.cancelConfirmText,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.getByText('Never expires')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
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
        <Caption>With resend and cancel</Caption>
        <PendingInvitationList {...args} label="Invitations (actions)" total={14} />
      </Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: 390, flexShrink: 0 }}>
          <Caption>Phone width (390 px)</Caption>
          <PendingInvitationList
            {...args}
            label="Invitations (phone)"
            invitations={sampleInvitations.slice(0, 3)}
          />
        </Box>
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
          <Box>
            <Caption>Read only</Caption>
            <PendingInvitationList
              {...args}
              label="Invitations (read only)"
              invitations={sampleInvitations.slice(0, 1)}
              total={1}
              onResend={undefined}
              onCancel={undefined}
            />
          </Box>
          <Box>
            <Caption>Loading</Caption>
            <PendingInvitationList {...args} label="Invitations (loading)" invitations={[]} loading />
          </Box>
          <Box>
            <Caption>None pending</Caption>
            <PendingInvitationList {...args} label="Invitations (none)" invitations={[]} total={0} />
          </Box>
          <Box>
            <Caption>A project's list: not paged, status chips, spec 4.3 expiry</Caption>
            <PendingInvitationList
              {...args}
              label="Invitations (project)"
              invitations={sampleProjectInvitations.slice(1, 5)}
              total={undefined}
              onPageChange={undefined}
              emptyTitle={PT.noPending}
            />
          </Box>
        </Stack>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const full = within(canvas.getByRole('list', { name: 'Invitations (actions)' }));
    await expect(full.getAllByRole('button', { name: /^Resend/ })).toHaveLength(4);
    await expect(full.getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Invitations (loading)' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('No pending invitations')).toBeVisible();
  },
};
