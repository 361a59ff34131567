import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../../testing/OverlayFrame';
import { PageHeader } from '../PageHeader/PageHeader';
import { sampleAdmin, sampleUser } from '../Sidebar/fixtures';
import { OrganizationLayout, type OrganizationLayoutProps } from './OrganizationLayout';

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
        <PageHeader title="Acme Corp" subtitle="The organization at a glance" />
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

const MEMBER_PERMISSIONS = {
  canManageDepartments: false,
  canInviteUsers: false,
  canViewOrganizationSettings: false,
  canCreateProjects: true,
} as const;

interface CatalogFrame {
  label: string;
  width: number | string;
  height: number;
  props: Partial<OrganizationLayoutProps>;
}

const MOBILE = { width: 390, height: 640 };

const catalogFrames: CatalogFrame[] = [
  { label: 'Organization admin', width: '100%', height: 640, props: {} },
  {
    label: 'Member: no Departments, Settings or Invite Users',
    width: '100%',
    height: 480,
    props: { user: sampleUser, permissions: MEMBER_PERMISSIONS, activePath: '/organization/users' },
  },
  { label: 'Mobile', ...MOBILE, props: { mobile: true } },
  { label: 'Mobile, menu open', ...MOBILE, props: { mobile: true, activePath: '/organization/billing' } },
];

/** The desktop layout for an admin and a member, and the mobile layout with its menu closed and open. */
export const Catalog: Story = {
  parameters: {
    a11y: {
      config: {
        // Each frame is a whole page with its own landmarks; on a real page there is one layout.
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
              '& > .MuiBox-root': { minHeight: 0, height: '100%' },
            }}
          >
            <OrganizationLayout
              {...args}
              {...frame.props}
              mainId={`catalog-organization-main-${index + 1}`}
            />
          </OverlayFrame>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame="Mobile, menu open"]');
    if (!frame) throw new Error('The open mobile menu frame is missing');
    await userEvent.click(within(frame).getByRole('button', { name: 'Open menu' }));
    const nav = await within(frame).findByRole('navigation', { name: 'Organization menu' });
    await waitFor(() => expect(nav).toBeVisible());
    // The backdrop has faded in (the accessibility check measures the colours under it).
    await waitFor(() =>
      expect(getComputedStyle(frame.querySelector('.MuiBackdrop-root')!).opacity).toBe('1'),
    );
    await expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  },
};
