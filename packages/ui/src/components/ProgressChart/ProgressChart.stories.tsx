import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressChart, type ProgressPoint } from './ProgressChart';

const POINTS: ProgressPoint[] = [
  { date: '2025-05-01', progress: 0 },
  { date: '2025-05-08', progress: 8 },
  { date: '2025-05-15', progress: 15 },
  { date: '2025-05-22', progress: 24 },
  { date: '2025-05-29', progress: 31 },
  { date: '2025-06-05', progress: 47 },
  { date: '2025-06-12', progress: 58 },
  { date: '2025-06-19', progress: 72 },
];

// Single stories at the width the component usually gets; the Catalog lays out its own grid.
const narrow: Decorator = (Story) => (
  <Box sx={{ maxWidth: 560 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Data/ProgressChart',
  component: ProgressChart,
  args: { points: POINTS, skipAnimation: true },
} satisfies Meta<typeof ProgressChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('72% on Jun 19, 2025')).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Jun 5, 2025 47%' })).toBeInTheDocument();
  },
};

/** Measurements in any order and form are read out in date order, rounded. */
export const UnorderedPoints: Story = {
  decorators: [narrow],
  args: {
    points: [
      { date: '2025-06-08', progress: 40 },
      { date: '2025-06-01', progress: 12.4 },
      { date: new Date(2025, 5, 15), progress: 65 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Progress over time' })).toBeVisible();
    await expect(canvas.getByText('65% on Jun 15, 2025')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Progress over time' })).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'DateProgress',
      'Jun 1, 202512%',
      'Jun 8, 202540%',
      'Jun 15, 202565%',
    ]);
  },
};

/** A measurement without a readable date is left out; figures outside 0 to 100 % are held to the range. */
export const OutOfRangePoints: Story = {
  decorators: [narrow],
  args: {
    points: [
      { date: '2025-06-01', progress: -5 },
      { date: 'not a date', progress: 50 },
      { date: '2025-06-15', progress: 130 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('100% on Jun 15, 2025')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Progress over time' })).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'DateProgress',
      'Jun 1, 20250%',
      'Jun 15, 2025100%',
    ]);
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
      <ProgressChart {...args} />
      <ProgressChart {...args} points={POINTS.slice(0, 2)} title="Just started" />
      <ProgressChart {...args} points={[]} title="Nothing recorded" />
      <ProgressChart {...args} loading title="Loading" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Nothing recorded' })).toHaveTextContent(
      'No progress recorded yet',
    );
  },
};
