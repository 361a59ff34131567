import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleUsers, USERS_NOW } from './fixtures';
import { UserAdminTable } from './UserAdminTable';

const meta = {
  title: 'Data/UserAdminTable',
  component: UserAdminTable,
  args: {
    users: sampleUsers,
    total: 4,
    page: 1,
    now: USERS_NOW,
    currentUserId: sampleUsers[0]!._id,
    onPageChange: fn(),
    onStatusChange: fn(),
  },
} satisfies Meta<typeof UserAdminTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SystemUsers: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enable Noah Kim' })).toBeVisible();
  },
};

export const PlatformRoles: Story = {
  args: {
    onStatusChange: undefined,
    onPlatformRoleChange: fn(),
    showOrganization: true,
    label: 'Platform users',
  },
};

export const Loading: Story = { args: { loading: true } };
