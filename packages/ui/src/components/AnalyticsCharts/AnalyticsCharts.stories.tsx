import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BurnChart } from './BurnChart';
import { CreatedCompletedChart } from './CreatedCompletedChart';
import { CumulativeFlowChart } from './CumulativeFlowChart';
import { FlowTimeStats } from './FlowTimeStats';
import { OverdueAgeingChart } from './OverdueAgeingChart';
import { SAMPLE_ANALYTICS as DATA } from './sample';
import { ThroughputChart } from './ThroughputChart';
import { WorkloadChart } from './WorkloadChart';

const grid = (Story: () => React.ReactNode) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Data/AnalyticsCharts',
  component: ThroughputChart,
  args: { weeks: DATA.throughput, skipAnimation: true },
} satisfies Meta<typeof ThroughputChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Throughput: Story = {
  decorators: [(Story) => <Box sx={{ maxWidth: 520 }}>{Story()}</Box>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'View as table' }));
    await expect(canvas.getByRole('row', { name: 'Sep 22, 2025 9' })).toBeVisible();
  },
};

export const FlowTimes: Story = {
  render: () => <FlowTimeStats cycleTime={DATA.cycleTime} leadTime={DATA.leadTime} />,
};

/** Every figure of the reports screen, filled, then empty and loading. */
export const Catalog: Story = {
  decorators: [grid],
  render: () => (
    <>
      <ThroughputChart weeks={DATA.throughput} skipAnimation />
      <CreatedCompletedChart weeks={DATA.createdVsCompleted} skipAnimation />
      <CumulativeFlowChart days={DATA.cumulativeFlow} skipAnimation />
      <BurnChart points={DATA.burn?.points ?? null} projectName="Website relaunch" skipAnimation />
      <WorkloadChart members={DATA.workload} skipAnimation />
      <OverdueAgeingChart buckets={DATA.overdueAgeing} skipAnimation />
      <BurnChart points={null} skipAnimation />
      <ThroughputChart weeks={[]} loading skipAnimation />
    </>
  ),
};
