import { EXPENSE_STATUS_LABELS, expenseActions } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { measureSidewaysOverflow, PHONE_WIDTH, phoneViewport, useStoryCurrency } from '../../testing';
import { ExpenseList, type ExpenseListItem } from './ExpenseList';
import { EXPENSES } from './fixtures';

// A manager's actions, by the domain's expense rules.
const managerActions = (expense: ExpenseListItem) => expenseActions(expense.status, true);

const meta = {
  title: 'Finance/ExpenseList',
  component: ExpenseList,
  args: {
    expenses: EXPENSES,
    statusLabels: EXPENSE_STATUS_LABELS,
    actionsFor: managerActions,
    onAction: fn(),
    onPageChange: fn(),
    page: 1,
    total: 23,
    limit: 5,
  },
  render: (args) => <ExpenseList {...args} currency={useStoryCurrency()} />,
} satisfies Meta<typeof ExpenseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's actions follow each expense's status. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Mark paid Design tool licences/ }));
    await expect(args.onAction).toHaveBeenCalledWith('markPaid', EXPENSES[0]);
  },
};

/** On a phone (390 px) each expense is a card of labelled lines: nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Expenses' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Mark paid Design tool licences/ }));
    await expect(args.onAction).toHaveBeenCalledWith('markPaid', EXPENSES[0]);
    const overflow = measureSidewaysOverflow(canvasElement);
    await expect(overflow.pageWidth).toBe(PHONE_WIDTH);
    await expect(overflow.pageScrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(overflow.scrolling).toEqual([]);
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      <Typography variant="subtitle2">A manager, in rupees</Typography>
      <ExpenseList
        expenses={EXPENSES}
        statusLabels={EXPENSE_STATUS_LABELS}
        actionsFor={managerActions}
        currency="INR"
        page={1}
        total={5}
        limit={10}
        onPageChange={() => {}}
      />
      <Typography variant="subtitle2">A viewer, in dollars</Typography>
      <ExpenseList
        expenses={EXPENSES.slice(0, 2)}
        statusLabels={EXPENSE_STATUS_LABELS}
        currency="USD"
        page={1}
        total={2}
        limit={10}
        onPageChange={() => {}}
      />
    </Stack>
  ),
};
