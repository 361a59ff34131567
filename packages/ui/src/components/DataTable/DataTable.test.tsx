import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Member {
  id: string;
  name: string;
  tasks: number;
}

const COLUMNS: DataTableColumn<Member>[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'tasks', header: 'Open tasks', align: 'right', sortable: true, render: (row) => `${row.tasks} open` },
];

const MEMBERS: Member[] = Array.from({ length: 10 }, (_, index) => ({
  id: String(index),
  name: `Member ${index + 1}`,
  tasks: index,
}));

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<Member>>> = {}) {
  const handlers = { onPageChange: vi.fn(), onLimitChange: vi.fn(), onSortChange: vi.fn() };
  render(
    <DataTable<Member>
      label="Members"
      columns={COLUMNS}
      rows={MEMBERS}
      getRowId={(row) => row.id}
      total={42}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('DataTable', () => {
  it('shows the rows of the page with the default page 1 of 10', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('cell', { name: 'Member 1' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '9 open' })).toBeVisible();
    expect(screen.getByText('1–10 of 42')).toBeVisible();
  });

  it('reports page moves as pages from 1', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable({ page: 2 });
    expect(screen.getByText('11–20 of 42')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('reports a new page size', async () => {
    const user = userEvent.setup();
    const { onLimitChange } = renderTable();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(onLimitChange).toHaveBeenCalledWith(25);
  });

  it('sorts ascending first, then descending, and says how it is sorted', async () => {
    const user = userEvent.setup();
    const { onSortChange } = renderTable({ sort: { by: 'name', direction: 'asc' } });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ by: 'name', direction: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Open tasks' }));
    expect(onSortChange).toHaveBeenCalledWith({ by: 'tasks', direction: 'asc' });
  });

  it('shows an empty state', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No records to show')).toBeVisible();
    renderTable({ rows: [], total: 0, label: 'Invoices', emptyState: 'No invoices yet' });
    expect(screen.getByText('No invoices yet')).toBeVisible();
  });

  it('marks the table busy and hides the rows while loading', () => {
    renderTable({ loading: true });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Member 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('calls onRowClick with the row', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    await user.click(screen.getByText('Member 3'));
    expect(onRowClick).toHaveBeenCalledWith(MEMBERS[2]);
  });
});
