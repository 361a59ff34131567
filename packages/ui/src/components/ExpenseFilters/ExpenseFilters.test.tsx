import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpenseFilters, NO_FILTERS } from './ExpenseFilters';

describe('ExpenseFilters', () => {
  it('filters by project, status and dates', async () => {
    const onChange = vi.fn();
    render(
      <ExpenseFilters
        value={NO_FILTERS}
        projects={[{ projectId: 'p1', projectTitle: 'Website Redesign' }]}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, status: 'approved' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Website Redesign' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, projectId: 'p1' });
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
  });
});
