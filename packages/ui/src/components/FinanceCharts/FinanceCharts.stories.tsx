import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useStoryCurrency } from '../../testing';
import { BudgetVsActualChart, SpendByCategoryChart, SpendOverTimeChart } from './FinanceCharts';
import { SAMPLE_CATEGORIES, SAMPLE_PERIODS, SAMPLE_PROJECTS } from './sample';

function FinanceChartsDemo({ skipAnimation = false }: { skipAnimation?: boolean }) {
  const currency = useStoryCurrency();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <SpendOverTimeChart periods={SAMPLE_PERIODS} currency={currency} skipAnimation={skipAnimation} />
      <BudgetVsActualChart projects={SAMPLE_PROJECTS} currency={currency} skipAnimation={skipAnimation} />
      <SpendByCategoryChart
        categories={SAMPLE_CATEGORIES}
        currency={currency}
        skipAnimation={skipAnimation}
      />
    </Stack>
  );
}

const meta = {
  title: 'Finance/FinanceCharts',
  component: FinanceChartsDemo,
} satisfies Meta<typeof FinanceChartsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every chart has 'View as table'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('switch', { name: 'View as table' });
    await userEvent.click(first!);
    await expect(canvas.getByRole('region', { name: 'Spend over time' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <SpendOverTimeChart periods={[]} loading />
      <SpendByCategoryChart categories={[]} />
    </Stack>
  ),
};
