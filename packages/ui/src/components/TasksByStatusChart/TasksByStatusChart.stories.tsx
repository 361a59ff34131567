import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TasksByStatusChart } from './TasksByStatusChart';

const COUNTS = { todo: 8, 'in-progress': 5, review: 3, done: 14 };

// Single stories at the width the component usually gets; the Catalog lays out its own grid.
const narrow: Decorator = (Story) => (
  <Box sx={{ maxWidth: 480 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Data/TasksByStatusChart',
  component: TasksByStatusChart,
  args: { counts: COUNTS, skipAnimation: true },
} satisfies Meta<typeof TasksByStatusChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Donut: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Tasks by status' })).toHaveTextContent('30 tasks');
    await expect(canvas.getByRole('row', { name: 'Done 14' })).toBeInTheDocument();
  },
};

export const Bar: Story = { decorators: [narrow], args: { variant: 'bar' } };

export const Catalog: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => (
    <>
      <TasksByStatusChart {...args} />
      <TasksByStatusChart {...args} variant="bar" />
      <TasksByStatusChart {...args} counts={{ done: 1 }} title="One task" />
      <TasksByStatusChart {...args} counts={{}} title="Empty project" />
      <TasksByStatusChart {...args} loading title="Loading" />
    </>
  ),
};
