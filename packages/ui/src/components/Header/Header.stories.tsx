import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** The way into the command palette without a keyboard: a search button, its shortcut in the tooltip. */
export const SearchButton: Story = {
  args: { onOpenSearch: fn(), searchShortcut: 'Ctrl+K', searchKeyShortcuts: 'Control+K' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search and commands' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await userEvent.hover(button);
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Search and commands (Ctrl+K)');
    // The button mounts again inside the tooltip once its code has loaded: find it again.
    const loaded = canvas.getByRole('button', { name: 'Search and commands' });
    await userEvent.unhover(loaded);
    await userEvent.click(loaded);
    await expect(args.onOpenSearch).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the search button stays beside the bell. */
export const SearchButtonMobile: Story = {
  args: { onOpenSearch: fn(), onOpenNavigation: fn(), navigationOpen: false },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search and commands' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
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
