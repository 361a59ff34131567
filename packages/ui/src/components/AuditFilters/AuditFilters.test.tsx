import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuditFilters } from './AuditFilters';

describe('AuditFilters', { timeout: 20_000 }, () => {
  it('reports the actor typed, the action chosen and the dates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<AuditFilters value={{}} onChange={onChange} />);
    expect(screen.getByRole('search', { name: 'Filter the audit log' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Actor' }), 'olivia{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ actor: 'olivia' });

    rerender(<AuditFilters value={{ actor: 'olivia' }} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Role changed' }));
    expect(onChange).toHaveBeenLastCalledWith({ actor: 'olivia', action: 'member.role_changed' });

    const from = screen.getByLabelText('From');
    await user.type(from, '2026-11-01');
    expect(onChange).toHaveBeenLastCalledWith({ actor: 'olivia', from: '2026-11-01' });
  });

  it('clears every filter at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AuditFilters value={{ action: 'auth.sign_in', to: '2026-11-26' }} onChange={onChange} />);
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });
});
