import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orgRoleViews } from './fixtures';
import { ORG_NAVIGATION_LABEL, OrgNavigation } from './OrgNavigation';

const meta = {
  title: 'Navigation/OrgNavigation',
  component: OrgNavigation,
  args: {
    brandName: 'TaskFlow',
    items: orgRoleViews.orgAdmin.items,
    user: orgRoleViews.orgAdmin.user,
    organizationName: 'Acme Corp',
    activePath: '/org/dashboard',
    onCollapsedChange: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Box sx={{ height: 720, display: 'flex' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof OrgNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organization admin: every item of their organization and the test suite. */
export const OrgAdmin: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: ORG_NAVIGATION_LABEL });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(11);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A member: dashboard, projects, tasks and teams only. */
export const Member: Story = {
  args: { items: orgRoleViews.member.items, user: orgRoleViews.member.user, activePath: '/org/teams' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: ORG_NAVIGATION_LABEL });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, activePath: '/org/settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Organization Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone: the overlay the header's menu button opens; choosing an item closes it. */
export const PhoneOverlay: Story = {
  args: { variant: 'temporary', open: true },
  decorators: [
    // The links are real: following one would take the test's page away from the runner.
    (Story) => (
      <Box
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a')) event.preventDefault();
        }}
      >
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const nav = await body.findByRole('navigation', { name: ORG_NAVIGATION_LABEL });
    await waitFor(() => expect(nav).toBeVisible());
    await userEvent.click(within(nav).getByRole('link', { name: 'Teams' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

const VIEWS = [
  ['orgAdmin', '/org/dashboard'],
  ['deptManager', '/org/departments'],
  ['member', '/org/tasks'],
  ['enterpriseAdmin', '/enterprise/dashboard'],
  ['platformAdmin', '/org/test-suite'],
] as const;

/** Each role's view (spec 6.3), from the domain's rule. */
export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" spacing={3} sx={{ p: 2, height: '100%' }}>
      {VIEWS.map(([key, activePath]) => {
        const view = orgRoleViews[key];
        return (
          <Stack key={key} spacing={1} sx={{ height: '100%' }}>
            <Typography variant="caption" color="text.secondary">
              {view.role}
            </Typography>
            <Box sx={{ flexGrow: 1, minHeight: 0, display: 'flex', border: 1, borderColor: 'divider' }}>
              <OrgNavigation
                {...args}
                items={view.items}
                user={view.user}
                activePath={activePath}
                label={`${ORG_NAVIGATION_LABEL} (${view.role})`}
              />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  ),
};
