import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TaskRow } from '../TaskRow';
import { RowList } from './RowList';

const NOW = new Date(2025, 5, 10, 12, 0, 0);
const TITLES = ['Write release notes', 'Review the budget', 'Plan the launch'];

const meta = {
  title: 'Layout/RowList',
  component: RowList,
  args: {
    label: 'Tasks',
    children: TITLES.map((title) => (
      <TaskRow key={title} component="li" task={{ title, status: 'todo', priority: 'medium' }} now={NOW} />
    )),
  },
} satisfies Meta<typeof RowList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tasks' });
    const items = within(list).getAllByRole('listitem');
    // One row an item, in the order given.
    await expect(items).toHaveLength(3);
    for (const [index, title] of TITLES.entries()) await expect(items[index]).toHaveTextContent(title);
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** The rows of the previous page while the next one is fetched. */
export const BusyAndStale: Story = {
  args: { busy: true, stale: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Tasks' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    // The old rows stay at full contrast under a bar that says they are being replaced.
    await expect(canvas.getByRole('progressbar', { name: 'Updating tasks' })).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
