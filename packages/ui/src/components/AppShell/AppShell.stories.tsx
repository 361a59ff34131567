import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../../testing/OverlayFrame';
import { FIXTURE_NOW, sampleNotifications } from '../NotificationPanel/fixtures';
import { allSidebarItems, individualSidebarItems, sampleAdmin, sampleUser } from '../Sidebar/fixtures';
import { AppShell, type AppShellProps } from './AppShell';

function PageBody() {
  return (
    <>
      <Typography component="h1" variant="h3" sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      {/* Columns from the space the page has, not the viewport's, so a phone-sized frame stacks the cards. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {['Active projects', 'Open tasks', 'Due this week'].map((label, index) => (
          <Card key={label}>
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {label}
              </Typography>
              <Typography variant="h4" component="p">
                {[4, 17, 6][index]}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}

const meta = {
  title: 'Navigation/AppShell',
  component: AppShell,
  args: {
    brandName: 'TaskFlow',
    user: sampleAdmin,
    items: allSidebarItems,
    activePath: '/dashboard',
    mobile: false,
    onCollapsedChange: fn(),
    header: {
      titleComponent: 'p',
      notifications: sampleNotifications,
      now: FIXTURE_NOW,
      onMarkRead: fn(),
      onClearAll: fn(),
      onOpenNotification: fn(),
      onSignOut: fn(),
    },
    children: <PageBody />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByText('Welcome back, Arjun!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  },
};

export const CollapsedSidebar: Story = {
  args: { defaultCollapsed: true, user: sampleUser, items: individualSidebarItems, activePath: '/tasks' },
};

export const Mobile: Story = {
  args: { mobile: true, user: sampleUser, items: individualSidebarItems },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const body = within(canvasElement.ownerDocument.body);
    const nav = await body.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(nav).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Close navigation' }));
  },
};

interface CatalogFrame {
  label: string;
  width: number | string;
  height: number;
  props: Partial<AppShellProps>;
  /** The header's slots, over the story's. */
  header?: Partial<AppShellProps['header']>;
}

// Tall enough for every entry of the admin's sidebar, down to My Profile.
const DESKTOP_HEIGHT = 840;
const MOBILE = { width: 390, height: 720 };

const catalogFrames: CatalogFrame[] = [
  {
    label: 'Expanded sidebar, admin badge, unread notifications',
    width: '100%',
    height: DESKTOP_HEIGHT,
    props: {},
  },
  {
    label: 'Collapsed sidebar, no notifications',
    width: '100%',
    height: 560,
    props: { collapsed: true, user: sampleUser, items: individualSidebarItems, activePath: '/tasks' },
    header: { notifications: [] },
  },
  {
    label: 'Mobile',
    ...MOBILE,
    props: { mobile: true, user: sampleUser, items: individualSidebarItems },
  },
  {
    label: 'Mobile, navigation open',
    ...MOBILE,
    props: { mobile: true, user: sampleUser, items: individualSidebarItems, activePath: '/todos' },
  },
];

/**
 * Every layout side by side, each in a frame that stands in for the viewport: the desktop shell with the wide
 * and the narrow sidebar, and the mobile shell with its navigation closed and open (an overlay inside its frame).
 */
export const Catalog: Story = {
  parameters: {
    a11y: {
      config: {
        // Each frame is a whole page with its own main, banner and navigation landmarks; on a real page there is
        // one shell. The single-shell stories above keep these rules.
        rules: [
          { id: 'landmark-no-duplicate-main', enabled: false },
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
      {catalogFrames.map((frame, index) => (
        <Stack key={frame.label} spacing={1} sx={{ width: frame.width }}>
          <Typography variant="caption" color="text.secondary">
            {frame.label}
          </Typography>
          <OverlayFrame
            data-frame={frame.label}
            sx={{
              height: frame.height,
              border: 1,
              borderColor: 'divider',
              // The frame is the shell's viewport: the shell fills it, and the sidebar is as tall as the frame.
              '& > .MuiBox-root': { minHeight: 0, height: '100%' },
            }}
          >
            <AppShell
              {...args}
              {...frame.props}
              mainId={`catalog-main-${index + 1}`}
              header={{ ...args.header, ...frame.header }}
            />
          </OverlayFrame>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame="Mobile, navigation open"]');
    if (!frame) throw new Error('The open mobile navigation frame is missing');
    await userEvent.click(within(frame).getByRole('button', { name: 'Open navigation' }));
    const nav = await within(frame).findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(nav).toBeVisible());
    // The backdrop has faded in (the accessibility check measures the colours under it).
    await waitFor(() =>
      expect(getComputedStyle(frame.querySelector('.MuiBackdrop-root')!).opacity).toBe('1'),
    );
    await expect(within(nav).getByRole('link', { name: 'Quick Todo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
