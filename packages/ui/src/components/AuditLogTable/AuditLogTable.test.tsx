import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuditLogTable, type AuditLogTableProps } from './AuditLogTable';
import { sampleAuditEntries } from './fixtures';

function renderTable(props: Partial<AuditLogTableProps> = {}) {
  return render(
    <AuditLogTable
      entries={sampleAuditEntries}
      total={24}
      page={1}
      limit={10}
      onPageChange={vi.fn()}
      {...props}
    />,
  );
}

describe('AuditLogTable', { timeout: 20_000 }, () => {
  it('shows each entry with time, actor, action label, target and address', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const first = within(rows[0]!);
    expect(first.getByText('olivia@acme.example')).toBeVisible();
    expect(first.getByText('Role changed')).toBeVisible();
    expect(first.getByText('sam@acme.example')).toBeVisible();
    expect(first.getByText('203.0.113.7')).toBeVisible();
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T10:15:00.000Z');
    expect(within(rows[2]!).getByText('Sign-in failed')).toBeVisible();
    // An entry with nothing before or after has no changes to show.
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('expands and collapses the values before and after', async () => {
    const user = userEvent.setup();
    renderTable();
    const toggle = screen.getAllByRole('button', { name: /^Show changes: Role changed/ })[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const shown = screen.getByRole('button', { name: /^Hide changes: Role changed/ });
    expect(shown).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(shown.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('role');
    expect(panel).toHaveTextContent('Before: member');
    expect(panel).toHaveTextContent('After: dept_manager');
    await user.click(shown);
    expect(screen.queryByText('dept_manager')).not.toBeInTheDocument();
  });

  it('reports page changes and shows the empty state', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { unmount } = renderTable({ onPageChange });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    unmount();
    renderTable({ entries: [], total: 0 });
    expect(screen.getByText('No audit entries match these filters')).toBeVisible();
  });
});
