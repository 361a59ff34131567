import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Header, type HeaderProps } from '../Header/Header';
import { FIXTURE_NOW, sampleNotifications } from '../NotificationPanel/fixtures';
import { sampleUser } from '../Sidebar/fixtures';
import { PageHeader, type PageHeaderProps, PageHeaderProvider, usePageHeaderContent } from './PageHeader';

const headerProps: Omit<HeaderProps, 'user'> = {
  notifications: sampleNotifications,
  now: FIXTURE_NOW,
  onMarkRead: fn(),
  onClearAll: fn(),
  onSignOut: fn(),
};

/** The shell's header as AppShell fills it: from the page header the page below has set. */
function ShellHeader() {
  const page = usePageHeaderContent();
  return <Header {...headerProps} user={sampleUser} {...page} />;
}

/** A header over a page that sets it with `<PageHeader>` somewhere in its tree. */
function Frame(props: PageHeaderProps & { label?: string }) {
  const { label, ...pageHeader } = props;
  return (
    <PageHeaderProvider>
      <ShellHeader />
      <Stack sx={{ p: 2 }} spacing={1}>
        <PageHeader {...pageHeader} />
        <Typography variant="body2" color="text.secondary">
          {label ?? 'The page body: the title above comes from its PageHeader.'}
        </Typography>
      </Stack>
    </PageHeaderProvider>
  );
}

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  render: (args) => <Frame {...args} />,
  args: {
    title: 'My Projects',
    subtitle: '3 projects, 1 due this week',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndSubtitle: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expect(banner.getByText('3 projects, 1 due this week')).toBeVisible();
    // The default action stays when the page sets none.
    await expect(banner.getByRole('link', { name: 'New Project' })).toBeVisible();
  },
};

export const InfoAndAction: Story = {
  args: {
    title: 'Website relaunch',
    subtitle: 'Due Jun 28, 2025',
    info: <Chip size="small" color="success" label="Active" />,
    action: (
      <Button variant="contained" href="/projects/1/edit">
        Edit
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeVisible();
    await expect(banner.getByText('Active')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(banner.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
  },
};

export const NoAction: Story = {
  args: { title: 'Settings', subtitle: undefined, action: null },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(banner.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
  },
};

export const Greeting: Story = {
  args: { title: undefined, subtitle: undefined, documentTitle: 'Dashboard' },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('heading', { level: 1, name: 'Welcome back, Priya!' })).toBeVisible();
  },
};

/** Every state side by side: greeting, title and subtitle, info and action, and a page without an action. */
export const Catalog: Story = {
  parameters: {
    a11y: {
      config: {
        // Each frame is a page with its own header; on a real page there is one.
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
  },
  render: () => (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Frame label="No title: the shell greets." />
      <Frame title="My Projects" subtitle="3 projects, 1 due this week" />
      <Frame
        title="Website relaunch"
        subtitle="Due Jun 28, 2025"
        info={<Chip size="small" color="success" label="Active" />}
        action={
          <Button variant="contained" href="/projects/1/edit">
            Edit
          </Button>
        }
      />
      <Frame title="Settings" action={null} label="action={null}: no action." />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Welcome back, Priya!', 'My Projects', 'Website relaunch', 'Settings']);
    await expect(canvas.getAllByRole('link', { name: 'New Project' })).toHaveLength(2);
  },
};
