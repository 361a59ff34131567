import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessCard } from './AccessCard';

const meta = {
  title: 'Feedback/AccessCard',
  component: AccessCard,
  args: { variant: 'restricted', requiredRoles: ['org_admin', 'dept_manager', 'enterprise_admin'] },
} satisfies Meta<typeof AccessCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccessRestricted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Required roles' })).toHaveTextContent(
      'Department Manager',
    );
  },
};

/** A list with Platform Admin: the card does not call it an organization role (spec 2.7). */
export const WithPlatformAdmin: Story = {
  args: { requiredRoles: ['org_admin', 'platform_admin'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This page is open to people with one of these roles:')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Required roles' })).toHaveTextContent('Platform Admin');
    await expect(canvasElement).not.toHaveTextContent('organization role');
  },
};

export const AccessDenied: Story = {
  args: { variant: 'denied', onGoBack: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go Back' }));
    await expect(args.onGoBack).toHaveBeenCalled();
  },
};

export const UpgradeRequired: Story = {
  args: { variant: 'upgrade', onUpgrade: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upgrade Now' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

// Each card is a page's main heading in the app; in the catalogue each sits in its own region.
export const Catalog: Story = {
  render: () => (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Box sx={{ flex: 1 }}>
        <AccessCard variant="restricted" requiredRoles={['org_admin']} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <AccessCard variant="denied" onGoBack={fn()} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <AccessCard variant="upgrade" onUpgrade={fn()} />
      </Box>
    </Stack>
  ),
};
