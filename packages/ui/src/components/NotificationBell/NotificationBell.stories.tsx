import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW, manyNotifications, sampleNotifications } from '../NotificationPanel/fixtures';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Feedback/NotificationBell',
  component: NotificationBell,
  args: {
    notifications: sampleNotifications,
    now: FIXTURE_NOW,
    onMarkRead: fn(),
    onClearAll: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Notifications' });
    // The popover fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Clear All' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const OverNinetyNine: Story = {
  args: { notifications: manyNotifications(120) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toHaveTextContent('99+');
  },
};

export const NothingNew: Story = {
  args: { notifications: [] },
};

export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" spacing={3}>
      <NotificationBell {...args} notifications={[]} />
      <NotificationBell {...args} />
      <NotificationBell {...args} notifications={manyNotifications(120)} />
    </Stack>
  ),
};
