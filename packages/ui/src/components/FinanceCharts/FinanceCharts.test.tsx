import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BudgetVsActualChart, SpendByCategoryChart, SpendOverTimeChart } from './FinanceCharts';
import { SAMPLE_CATEGORIES, SAMPLE_PERIODS, SAMPLE_PROJECTS } from './sample';

describe('Finance charts', () => {
  it('give the spend over time as a table in the display currency', async () => {
    render(<SpendOverTimeChart periods={SAMPLE_PERIODS} currency="USD" skipAnimation />);
    await userEvent.click(screen.getByRole('switch', { name: 'View as table' }));
    const table = within(screen.getByRole('region', { name: 'Spend over time' }));
    const feb = within(table.getByRole('rowheader', { name: 'Feb 2026' }).closest('tr')!);
    expect(feb.getByText('$6,150.50')).toBeVisible();
    expect(feb.getByText('$250')).toBeVisible();
  });

  it('give budget against actual per project and spend by category, in rupees', async () => {
    render(<BudgetVsActualChart projects={SAMPLE_PROJECTS} currency="INR" skipAnimation />);
    await userEvent.click(screen.getByRole('switch', { name: 'View as table' }));
    const row = within(screen.getByRole('rowheader', { name: 'Mobile App' }).closest('tr')!);
    expect(row.getByText('₹4,98,900')).toBeVisible();
    expect(row.getByText('86%')).toBeVisible();
  });

  it('say when nothing was spent', () => {
    render(<SpendByCategoryChart categories={SAMPLE_CATEGORIES.slice(3)} />);
    expect(screen.getByText('No expenses yet')).toBeVisible();
  });
});
