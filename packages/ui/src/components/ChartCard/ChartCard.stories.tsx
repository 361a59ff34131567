import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartCard } from './ChartCard';

const WEEKS = ['Sep 1', 'Sep 8', 'Sep 15', 'Sep 22', 'Sep 29', 'Oct 6'];
const COMPLETED = [4, 7, 3, 9, 6, 8];

const narrow: Decorator = (Story) => (
  <Box sx={{ maxWidth: 520 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Data/ChartCard',
  component: ChartCard,
  args: {
    title: 'Throughput',
    subtitle: '37 tasks completed',
    columns: [{ label: 'Week' }, { label: 'Completed', numeric: true }],
    rows: WEEKS.map((week, index) => [week, String(COMPLETED[index])]),
    children: (height: number) => (
      <BarChart
        height={height}
        skipAnimation
        disableKeyboardNavigation
        hideLegend
        xAxis={[{ scaleType: 'band', data: WEEKS }]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={[{ data: COMPLETED, label: 'Completed' }]}
        borderRadius={6}
        grid={{ horizontal: true }}
      />
    ),
  },
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chart: Story = { decorators: [narrow] };

export const TableView: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'View as table' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    const table = canvas.getByRole('table', { name: 'Throughput' });
    await expect(within(table).getByRole('row', { name: 'Sep 22 9' })).toBeVisible();
    // A table wider than a phone scrolls sideways in a region keyboard users can reach.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Throughput' })).toHaveFocus();
  },
};

export const Empty: Story = { decorators: [narrow], args: { rows: [], subtitle: undefined } };

export const Loading: Story = { decorators: [narrow], args: { loading: true } };

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
      <ChartCard {...args} />
      <ChartCard {...args} title="Throughput as a table" defaultShowTable />
      <ChartCard {...args} title="No tasks completed" rows={[]} subtitle={undefined} />
      <ChartCard {...args} title="Loading" loading />
    </>
  ),
};
