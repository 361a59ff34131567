import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allSidebarItems, individualSidebarItems, sampleAdmin, sampleUser } from './fixtures';
import { Sidebar, type SidebarProps } from './Sidebar';

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  args: {
    brandName: 'TaskFlow',
    items: allSidebarItems,
    user: sampleAdmin,
    activePath: '/dashboard',
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
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

function StatefulSidebar(props: SidebarProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed ?? false);
  return <Sidebar {...props} collapsed={collapsed} onCollapsedChange={setCollapsed} />;
}

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    // The entries: the brand link home sits in the same landmark, above the lists.
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(16);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, activePath: '/tasks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const IndividualUser: Story = {
  args: { items: individualSidebarItems, user: sampleUser, activePath: '/projects/create' },
};

/** The drag handle toggles the width; the arrow keys ask for narrow (left) or wide (right). */
export const ToggleWithHandle: Story = {
  render: (args) => <StatefulSidebar {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.queryByText('My Tasks')).not.toBeInTheDocument();
    const handle = canvas.getByRole('button', { name: 'Expand sidebar' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('My Tasks')).toBeVisible();
  },
};

export const MobileOverlay: Story = {
  args: { variant: 'temporary', open: true, user: sampleUser, items: individualSidebarItems },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const close = await body.findByRole('button', { name: 'Close navigation' });
    await waitFor(() => expect(close).toBeVisible());
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" spacing={4} sx={{ p: 2, height: '100%' }}>
      {(
        [
          ['Admin, expanded', { ...args }],
          ['Admin, collapsed', { ...args, collapsed: true, activePath: '/reports' }],
          [
            'Individual user',
            { ...args, items: individualSidebarItems, user: sampleUser, activePath: '/todos' },
          ],
        ] as const
      ).map(([label, props]) => (
        <Stack key={label} spacing={1} sx={{ height: '100%' }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Box sx={{ flexGrow: 1, minHeight: 0, display: 'flex', border: 1, borderColor: 'divider' }}>
            <Sidebar {...props} label={`Main navigation (${label})`} />
          </Box>
        </Stack>
      ))}
    </Stack>
  ),
};
