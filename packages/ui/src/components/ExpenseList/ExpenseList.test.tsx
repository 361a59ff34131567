import { EXPENSE_STATUS_LABELS } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpenseList } from './ExpenseList';
import { EXPENSES } from './fixtures';

describe('ExpenseList', () => {
  it('lists amounts in their own currency with the display one beside, status, receipt and actions', async () => {
    const onAction = vi.fn();
    const onPageChange = vi.fn();
    render(
      <ExpenseList
        expenses={EXPENSES}
        statusLabels={EXPENSE_STATUS_LABELS}
        actionsFor={(expense) => (expense.status === 'submitted' ? ['approve', 'reject'] : [])}
        onAction={onAction}
        currency="USD"
        page={1}
        total={12}
        limit={5}
        onPageChange={onPageChange}
      />,
    );
    const row = within(screen.getAllByRole('row')[2]!);
    expect(row.getByText('₹41,575')).toBeVisible();
    expect(row.getByText('$500')).toBeVisible();
    expect(row.getByText('Submitted')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Approve Client workshop in Pune (Mar 5, 2026)' }));
    expect(onAction).toHaveBeenCalledWith('approve', EXPENSES[1]);
    expect(screen.getAllByRole('button', { name: /^Reject/ })).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'View receipt of Design tool licences (Mar 2, 2026)' }),
    ).toHaveAttribute('href', '/receipts/e1');
    expect(screen.getByText('12 expenses')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when nothing matches', () => {
    render(
      <ExpenseList
        expenses={[]}
        statusLabels={EXPENSE_STATUS_LABELS}
        page={1}
        total={0}
        limit={10}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByText('No expenses match.')).toBeVisible();
  });
});
