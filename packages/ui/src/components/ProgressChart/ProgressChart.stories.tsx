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
};
