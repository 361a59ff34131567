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

export const Closed: Story = {};

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
    await expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
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
