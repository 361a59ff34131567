import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FIXTURE_NOW, sampleNotifications } from '../NotificationPanel/fixtures';
import { sampleUser } from '../Sidebar/fixtures';
import { Header } from './Header';

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: {
    user: sampleUser,
    notifications: sampleNotifications,
    now: FIXTURE_NOW,
    onMarkRead: fn(),
    onClearAll: fn(),
    onOpenNotification: fn(),
    onSignOut: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome back, Priya!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Project' })).toBeVisible();
  },
};

export const PageTitle: Story = {
  args: {
    title: 'Website relaunch',
    subtitle: '12 open tasks, due March 28',
    info: <Chip label="Active" color="success" size="small" />,
  },
};

export const NoAction: Story = {
  args: { title: 'Settings', action: null, notifications: [] },
};

export const Mobile: Story = {
  args: { onOpenNavigation: fn(), navigationOpen: false },
};

export const Catalog: Story = {
  // Each header sits in its own labelled section, so the catalogue has no competing page banners.
  render: (args) => (
    <Stack spacing={3}>
      <Box component="section" aria-label="Greeting">
        <Header {...args} />
      </Box>
      <Box component="section" aria-label="Page title with info">
        <Header
          {...args}
          title="Website relaunch"
          subtitle="12 open tasks, due March 28"
          info={<Chip label="Active" color="success" size="small" />}
        />
      </Box>
      <Box component="section" aria-label="Mobile, no action">
        <Header {...args} title="Settings" action={null} notifications={[]} onOpenNavigation={fn()} />
      </Box>
    </Stack>
  ),
};
