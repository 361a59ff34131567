import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvitationWelcome } from './InvitationWelcome';

const meta = {
  title: 'Invitations/InvitationWelcome',
  component: InvitationWelcome,
  args: {
    projectName: 'Website relaunch',
    roleLabel: 'Team lead',
    onDone: fn(),
    onGoToProject: fn(),
    onGoToDashboard: fn(),
  },
  render: (args) => (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <InvitationWelcome {...args} />
    </Box>
  ),
} satisfies Meta<typeof InvitationWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts down for real: 'Go to Project Now' does not wait. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Taking you to the project in');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Project Now' }));
    await expect(args.onGoToProject).toHaveBeenCalled();
  },
};

/** A two-second count that reaches the end. */
export const Finishes: Story = {
  args: { seconds: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Taking you to the project in 0 seconds…', {}, { timeout: 4000 }),
    ).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
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
        <Caption>Phone width (375 px), 3 seconds left</Caption>
        <InvitationWelcome
          {...args}
          headingLevel="h3"
          projectName="A project with a rather long name"
          roleLabel="Team member"
          seconds={3}
          paused
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Caption>Just joined (paused at 5)</Caption>
        <InvitationWelcome {...args} headingLevel="h3" paused />
      </Box>
    </Stack>
  ),
};
