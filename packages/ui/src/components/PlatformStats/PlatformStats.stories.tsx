import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlatformStats } from './PlatformStats';

const meta = {
  title: 'Data/PlatformStats',
  component: PlatformStats,
  args: {
    figures: {
      onlineUsers: 3,
      activeOrganizations: 4,
      inactiveOrganizations: 1,
      totalUsers: 27,
      totalProjects: 9,
      totalTasks: 81,
    },
  },
} satisfies Meta<typeof PlatformStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Users' })).toHaveTextContent('27');
  },
};

export const Loading: Story = { args: { figures: undefined } };
