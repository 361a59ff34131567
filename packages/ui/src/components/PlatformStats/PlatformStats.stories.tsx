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
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Platform figures' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Active organizations' })).toHaveTextContent('4');
    await expect(canvas.getByRole('group', { name: 'Inactive organizations' })).toHaveTextContent('1');
    await expect(canvas.getByRole('group', { name: 'Users' })).toHaveTextContent('27');
    await expect(canvas.getByRole('group', { name: 'Tasks' })).toHaveTextContent('81');
  },
};

/** Skeletons until the figures arrive. */
export const Loading: Story = {
  args: { figures: undefined },
  play: async ({ canvasElement }) => {
    for (const card of within(canvasElement).getAllByRole('group')) {
      await expect(card).toHaveAttribute('aria-busy', 'true');
    }
  },
};
