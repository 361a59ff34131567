import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BudgetTable, type BudgetTableRow, budgetTone } from './BudgetTable';

const ROW: BudgetTableRow = {
  projectId: 'p1',
  projectName: 'Website Redesign',
  budget: 10_000,
  actual: 8_500,
  pending: 250.5,
  percentUsed: 85,
  burnRate: 120,
  forecast: 11_200,
};

describe('BudgetTable', () => {
  it('shows budget, spend, pending, the share used, burn rate and forecast in the display currency', () => {
    const { unmount } = render(<BudgetTable rows={[ROW]} currency="USD" />);
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByRole('rowheader', { name: 'Website Redesign' })).toBeVisible();
    expect(row.getByText('$10,000')).toBeVisible();
    expect(row.getByText('$250.50')).toBeVisible();
    expect(row.getByText('85%')).toBeVisible();
    expect(row.getByRole('progressbar', { name: 'Website Redesign: 85% of the budget used' })).toBeVisible();
    unmount();
    render(<BudgetTable rows={[ROW]} currency="INR" rates={{ USD: { INR: 80 }, INR: { USD: 0.0125 } }} />);
    expect(screen.getByText('₹8,00,000')).toBeVisible();
    expect(screen.getByText('₹20,040')).toBeVisible();
  });

  it('colours the bar at 80 % and 100 %, and says when there is nothing', () => {
    expect([budgetTone(79.9), budgetTone(80), budgetTone(100), budgetTone(null)]).toEqual([
      'primary',
      'warning',
      'error',
      'primary',
    ]);
    render(<BudgetTable rows={[]} />);
    expect(screen.getByText('No project has a budget or spend yet.')).toBeVisible();
  });
});

describe('BudgetTable for a finance manager', () => {
  it("opens a project's budget split", async () => {
    const onEditBudget = vi.fn();
    render(<BudgetTable rows={[ROW]} onEditBudget={onEditBudget} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit budget of Website Redesign' }));
    expect(onEditBudget).toHaveBeenCalledWith(ROW);
  });
});
