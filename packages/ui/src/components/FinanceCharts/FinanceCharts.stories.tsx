import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { measureSidewaysOverflow, PHONE_WIDTH, phoneViewport, useStoryCurrency } from '../../testing';
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

function FinanceChartsDemoIn({ currency }: { currency: 'USD' | 'INR' }) {
  return (
    <Stack spacing={3}>
      <SpendOverTimeChart periods={SAMPLE_PERIODS} currency={currency} skipAnimation />
      <BudgetVsActualChart projects={SAMPLE_PROJECTS} currency={currency} skipAnimation />
      <SpendByCategoryChart categories={SAMPLE_CATEGORIES} currency={currency} skipAnimation />
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

/** On a phone (390 px), the charts and their tables (in rupees, the widest amounts) fit: nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  render: () => <FinanceChartsDemoIn currency="INR" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const toggle of canvas.getAllByRole('switch', { name: 'View as table' }))
      await userEvent.click(toggle);
    await expect(canvas.getByRole('rowheader', { name: 'Mobile App' })).toBeVisible();
    const overflow = measureSidewaysOverflow(canvasElement);
    await expect(overflow.pageWidth).toBe(PHONE_WIDTH);
    await expect(overflow.pageScrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(overflow.scrolling).toEqual([]);
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

/** Spend by week: the table's first column is the week, named by its first day; a week with only pending spend counts. */
export const WeeklySpend: Story = {
  render: () => (
    <SpendOverTimeChart
      interval="week"
      currency="USD"
      skipAnimation
      periods={[
        { periodStart: '2026-03-02', actualUsdMinor: 0, pendingUsdMinor: 40_000 },
        { periodStart: '2026-03-09', actualUsdMinor: 125_000, pendingUsdMinor: 0 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('No expenses yet')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: 'View as table' }));
    const table = within(canvas.getByRole('region', { name: 'Spend over time' }));
    await expect(table.getByRole('columnheader', { name: 'Week' })).toBeVisible();
    const first = within(table.getByRole('rowheader', { name: 'Mar 2' }).closest('tr')!);
    await expect(first.getByText('$400')).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Mar 9' })).toBeVisible();
  },
};

/** One project with a budget or spend: '1 project', and a project with neither is left out. */
export const OneProject: Story = {
  render: () => (
    <BudgetVsActualChart
      projects={[SAMPLE_PROJECTS[0]!, { ...SAMPLE_PROJECTS[2]!, actualUsdMinor: 0 }]}
      currency="USD"
      skipAnimation
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 project')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'View as table' }));
    await expect(canvas.getByRole('rowheader', { name: 'Website Redesign' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Data Migration' })).not.toBeInTheDocument();
  },
};

/** Spend in one category only: a full ring, and the categories without spend still listed in the table. */
export const OneCategory: Story = {
  render: () => (
    <SpendByCategoryChart
      categories={[SAMPLE_CATEGORIES[0]!, SAMPLE_CATEGORIES[3]!]}
      currency="USD"
      skipAnimation
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'View as table' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    const labor = within(canvas.getByRole('rowheader', { name: 'Labor' }).closest('tr')!);
    await expect(labor.getByText('$8,500')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Other' })).toBeVisible();
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
