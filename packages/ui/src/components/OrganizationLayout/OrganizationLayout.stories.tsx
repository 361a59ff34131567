import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAdmin } from '../Sidebar/fixtures';
import { OrganizationLayout } from './OrganizationLayout';

const meta = {
  title: 'Navigation/OrganizationLayout',
  component: OrganizationLayout,
  args: {
    brandName: 'TaskFlow',
    organizationName: 'Acme Corp',
    user: sampleAdmin,
    activePath: '/organization',
    mobile: false,
    onSignOut: fn(),
    children: (
      <>
        <Typography component="h1" variant="h3" sx={{ mb: 1 }}>
          Acme Corp
        </Typography>
        <Typography color="text.secondary">42 members in 5 departments.</Typography>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrganizationLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrgAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Invite Users' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** A member without the organization permissions: no Departments, Settings or Invite Users. */
export const LimitedPermissions: Story = {
  args: {
    activePath: '/organization/reports',
    permissions: { canManageDepartments: false, canInviteUsers: false, canViewOrganizationSettings: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Invite Users' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const body = within(canvasElement.ownerDocument.body);
    const nav = await body.findByRole('navigation', { name: 'Organization menu' });
    await waitFor(() => expect(nav).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Close menu' }));
  },
};
