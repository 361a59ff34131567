import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_NOW, sampleNotifications } from './fixtures';
import { NotificationPanel, type NotificationPanelProps } from './NotificationPanel';

const meta = {
  title: 'Feedback/NotificationPanel',
  component: NotificationPanel,
  args: {
    notifications: sampleNotifications,
    now: FIXTURE_NOW,
    onMarkRead: fn(),
    onClearAll: fn(),
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ width: 380, maxWidth: '100%' }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel with its own list, as the app keeps it (spec 4.6). */
function LivePanel(props: NotificationPanelProps) {
  const [notifications, setNotifications] = useState(props.notifications);
  return (
    <NotificationPanel
      {...props}
      notifications={notifications}
      onMarkRead={(id) =>
        setNotifications((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)))
      }
      onClearAll={() => setNotifications([])}
    />
  );
}

export const WithNotifications: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await userEvent.click(canvas.getByText('Project deadline changed'));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notifications yet')).toBeVisible();
  },
};

export const AllRead: Story = {
  args: { notifications: sampleNotifications.map((n) => ({ ...n, read: true })) },
};

/** Mark-read and 'Clear All' update the list. */
export const MarkReadAndClear: Story = {
  render: (args) => <LivePanel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 unread')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark "Task moved to Review" as read' }));
    await expect(canvas.getByText('2 unread')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
  },
};

export const Catalog: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} useFlexGap>
      <Paper variant="outlined" sx={{ width: 380 }}>
        <NotificationPanel {...args} />
      </Paper>
      <Paper variant="outlined" sx={{ width: 380 }}>
        <NotificationPanel {...args} notifications={[]} />
      </Paper>
    </Stack>
  ),
};
