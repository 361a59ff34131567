import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BudgetLinesDialog } from './BudgetLinesDialog';

describe('BudgetLinesDialog', () => {
  it('edits the split of a budget, a line in rupees included', async () => {
    const onSubmit = vi.fn();
    render(
      <BudgetLinesDialog
        open
        projectName="Website Redesign"
        lines={[{ category: 'labor', amount: 20_000, currency: 'USD' }]}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Edit budget: Website Redesign' }));
    expect(dialog.getByLabelText('Labor')).toHaveValue('20000');
    await userEvent.type(dialog.getByLabelText('Travel'), '415750');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Travel currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'INR' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save budget' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { category: 'labor', amount: 20_000, currency: 'USD' },
      { category: 'travel', amount: 415_750, currency: 'INR' },
    ]);
  });
});
