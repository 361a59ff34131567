import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TasksByStatusChart } from './TasksByStatusChart';
import { TasksByStatusChartPlaceholder } from './TasksByStatusChartPlaceholder';

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

export const Bar: Story = {
  decorators: [narrow],
  args: { variant: 'bar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Tasks by status' })).toHaveTextContent('30 tasks');
    const table = within(canvas.getByRole('table', { name: 'Tasks by status' }));
    await expect(table.getByRole('row', { name: 'To do 8' })).toBeInTheDocument();
    await expect(table.getByRole('row', { name: 'In progress 5' })).toBeInTheDocument();
    await expect(table.getByRole('row', { name: 'Review 3' })).toBeInTheDocument();
    await expect(table.getByRole('row', { name: 'Done 14' })).toBeInTheDocument();
  },
};

/** The same card, busy, while the chart's code loads. */
export const Placeholder: Story = {
  decorators: [narrow],
  render: () => <TasksByStatusChartPlaceholder />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Tasks by status' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A status without tasks still has its row.
    await expect(
      within(canvas.getByRole('figure', { name: 'One task' })).getByRole('row', { name: 'Review 0' }),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('figure', { name: 'Empty project' })).getByText('No tasks yet'),
    ).toBeVisible();
    const loading = canvas.getByRole('figure', { name: 'Loading' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(within(loading).queryByRole('table')).not.toBeInTheDocument();
  },
};
