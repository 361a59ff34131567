import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAdmin, sampleUser } from '../Sidebar/fixtures';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  args: { user: sampleUser, onSignOut: fn() },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture ('default-avatar.jpg'): the initial. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Account menu for Priya Sharma' })).toHaveTextContent(
      'P',
    );
  },
};

// A small inline picture, so the story needs no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3B82F6"/></svg>',
  );

/** The user's picture when there is one. */
export const WithPicture: Story = {
  args: { user: { ...sampleUser, profileImage: PICTURE } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', PICTURE);
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    // The avatar's tooltip loads after the first render and mounts the button again: click the one that stays.
    const avatar = await waitFor(() => {
      const button = within(canvasElement).getByRole('button', { name: 'Account menu for Priya Sharma' });
      expect(button).toHaveAttribute('data-mui-internal-clone-element');
      return button;
    });
    await userEvent.click(avatar);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('priya@example.com')).toBeVisible());
    await expect(within(menu).getByText('Priya Sharma')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** A platform admin's pages, after Settings: each a link the app's router follows. */
export const AdminLinks: Story = {
  args: {
    user: sampleAdmin,
    adminLinks: [
      { key: 'platformAdmin', label: 'Platform Admin', href: '/platform/admin' },
      { key: 'testSuite', label: 'System Test Suite', href: '/org/test-suite' },
    ],
  },
  play: async ({ canvasElement }) => {
    const avatar = await waitFor(() => {
      const button = within(canvasElement).getByRole('button', { name: /^Account menu for / });
      expect(button).toHaveAttribute('data-mui-internal-clone-element');
      return button;
    });
    await userEvent.click(avatar);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Platform Admin' })).toBeVisible());
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'Your Profile',
      'Settings',
      'Platform Admin',
      'System Test Suite',
      'Sign out',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'System Test Suite' })).toHaveAttribute(
      'href',
      '/org/test-suite',
    );
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" spacing={2}>
      <UserMenu {...args} />
      <UserMenu {...args} user={sampleAdmin} />
    </Stack>
  ),
};
