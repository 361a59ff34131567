import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type BrowserNotificationPermission,
  NotificationPreferencesForm,
} from './NotificationPreferencesForm';

const meta = {
  title: 'Forms/NotificationPreferencesForm',
  component: NotificationPreferencesForm,
  args: {
    value: DEFAULT_NOTIFICATION_PREFERENCES,
    onSave: fn(async () => undefined),
    onRequestBrowserPermission: fn(),
    browserPermission: 'default',
  },
} satisfies Meta<typeof NotificationPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'A task is assigned to me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      taskAssigned: false,
    });
  },
};

export const Granted: Story = {
  args: { browserPermission: 'granted', value: { ...DEFAULT_NOTIFICATION_PREFERENCES, browser: true } },
};

export const Blocked: Story = { args: { browserPermission: 'denied' } };

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))' }}>
      {(['default', 'granted', 'denied', 'unsupported'] as BrowserNotificationPermission[]).map(
        (permission) => (
          <Paper key={permission} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="overline" component="h2">
              Permission {permission}
            </Typography>
            <NotificationPreferencesForm
              {...args}
              browserPermission={permission}
              label={`Notification preferences, permission ${permission}`}
              value={{ ...DEFAULT_NOTIFICATION_PREFERENCES, browser: permission === 'granted' }}
            />
          </Paper>
        ),
      )}
    </Box>
  ),
};
