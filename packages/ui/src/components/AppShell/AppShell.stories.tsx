import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW, sampleNotifications } from '../NotificationPanel/fixtures';
import { allSidebarItems, individualSidebarItems, sampleAdmin, sampleUser } from '../Sidebar/fixtures';
import { AppShell } from './AppShell';

function PageBody() {
  return (
    <>
      <Typography component="h1" variant="h3" sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      <Grid container spacing={2}>
        {['Active projects', 'Open tasks', 'Due this week'].map((label, index) => (
          <Grid key={label} size={{ xs: 12, sm: 4 }}>
            <Card>
              <CardContent>
                <Typography color="text.secondary" variant="body2">
                  {label}
                </Typography>
                <Typography variant="h4" component="p">
                  {[4, 17, 6][index]}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
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
