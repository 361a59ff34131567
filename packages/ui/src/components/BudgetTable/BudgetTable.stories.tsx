import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { measureSidewaysOverflow, PHONE_WIDTH, phoneViewport, useStoryCurrency } from '../../testing';
import { BudgetTable, type BudgetTableRow } from './BudgetTable';

const ROWS: BudgetTableRow[] = [
  {
    projectId: 'a',
    projectName: 'Website Redesign',
    budget: 50_000,
    actual: 21_450.75,
    pending: 1_200,
    percentUsed: 42.9,
    burnRate: 310.2,
    forecast: 44_800,
  },
  {
    projectId: 'b',
    projectName: 'Mobile App',
    budget: 30_000,
    actual: 25_800,
    pending: 900,
    percentUsed: 86,
    burnRate: 420,
    forecast: 36_500,
  },
  {
    projectId: 'c',
    projectName: 'Data Migration',
    budget: 12_000,
    actual: 13_150,
    pending: 0,
    percentUsed: 109.6,
    burnRate: 150,
    forecast: 15_000,
  },
  {
    projectId: 'd',
    projectName: 'Internal Tools',
    budget: null,
    actual: 320,
    pending: 0,
    percentUsed: null,
    burnRate: 5.5,
    forecast: 320,
  },
];

const meta = {
  title: 'Finance/BudgetTable',
  component: BudgetTable,
  args: { rows: ROWS },
  render: (args) => <BudgetTable {...args} currency={useStoryCurrency()} />,
} satisfies Meta<typeof BudgetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Budgets by project' });
    await expect(within(table).getByRole('progressbar', { name: /Mobile App: 86%/ })).toBeVisible();
  },
};

/** With time tracking: the labour cost of billable time, part of the actual spend, in a column of its own. */
export const WithLabour: Story = {
  args: { rows: ROWS.map((row, index) => ({ ...row, labour: index === 0 ? 75 : 0 })) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Budgets by project' });
    await expect(within(table).getByRole('columnheader', { name: 'Labour' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Website Redesign/ });
    await expect(within(row).getByText(/^\$75(\.00)?$/)).toBeVisible();
  },
};

/** On a phone (390 px) each project is a card of labelled lines: nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  args: { onEditBudget: () => {} },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Budgets by project' });
    await expect(within(table).getByRole('rowheader', { name: 'Data Migration' })).toBeVisible();
    await expect(within(table).getByRole('progressbar', { name: /Mobile App: 86%/ })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Edit budget of Mobile App' })).toBeVisible();
    const overflow = measureSidewaysOverflow(canvasElement);
    await expect(overflow.pageWidth).toBe(PHONE_WIDTH);
    await expect(overflow.pageScrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(overflow.scrolling).toEqual([]);
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      <Typography variant="subtitle2">In dollars: under 80 %, from 80 %, over budget, no budget</Typography>
      <BudgetTable rows={ROWS} currency="USD" />
      <Typography variant="subtitle2">In rupees</Typography>
      <BudgetTable rows={ROWS.slice(0, 2)} currency="INR" />
      <Typography variant="subtitle2">None yet</Typography>
      <BudgetTable rows={[]} />
    </Stack>
  ),
};
