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

/** The spend over time as a table, in dollars. */
export const SpendOverTimeInDollars: Story = {
  render: () => <SpendOverTimeChart periods={SAMPLE_PERIODS} currency="USD" skipAnimation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'View as table' }));
    const table = within(canvas.getByRole('region', { name: 'Spend over time' }));
    const feb = within(table.getByRole('rowheader', { name: 'Feb 2026' }).closest('tr')!);
    await expect(feb.getByText('$6,150.50')).toBeVisible();
    await expect(feb.getByText('$250')).toBeVisible();
  },
};

/** Budget against actual per project, in rupees. */
export const BudgetInRupees: Story = {
  render: () => <BudgetVsActualChart projects={SAMPLE_PROJECTS} currency="INR" skipAnimation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'View as table' }));
    const row = within(canvas.getByRole('rowheader', { name: 'Mobile App' }).closest('tr')!);
    await expect(row.getByText('₹4,98,900')).toBeVisible();
    await expect(row.getByText('86%')).toBeVisible();
  },
};

/** Nothing spent yet. */
export const NoExpenses: Story = {
  render: () => <SpendByCategoryChart categories={SAMPLE_CATEGORIES.slice(3)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No expenses yet')).toBeVisible();
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
