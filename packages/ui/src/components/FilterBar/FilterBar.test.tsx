import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar, FilterSelect, FilterSwitch } from './FilterBar';

const STATUSES = [
  { value: 'todo', label: 'To do' },
  { value: 'review', label: 'Review' },
  { value: 'done', label: 'Done' },
] as const;

function Harness({ onSearch = vi.fn(), initialSearch = '' }) {
  const [search, setSearch] = useState(initialSearch);
  const [status, setStatus] = useState<string[]>([]);
  const [priority, setPriority] = useState('');
  const [mine, setMine] = useState(false);
  return (
    <FilterBar
      label="Filter tasks"
      searchLabel="Search tasks"
      search={search}
      onSearchChange={(next) => {
        onSearch(next);
        setSearch(next.trim());
      }}
      clearable={search !== '' || status.length > 0 || priority !== '' || mine}
      onClear={() => {
        setSearch('');
        setStatus([]);
        setPriority('');
        setMine(false);
      }}
    >
      <FilterSelect
        label="Status"
        multiple
        allLabel="All statuses"
        options={STATUSES}
        value={status}
        onChange={setStatus}
      />
      <FilterSelect
        label="Priority"
        allLabel="All priorities"
        options={[{ value: 'high', label: 'High' }]}
        value={priority}
        onChange={setPriority}
      />
      <FilterSwitch label="Assigned to me" checked={mine} onChange={setMine} />
    </FilterBar>
  );
}

afterEach(() => vi.useRealTimers());

describe('FilterBar', () => {
  it('is a search landmark with a labelled search field, labelled filters and a clear button', () => {
    render(<Harness />);
    const bar = screen.getByRole('search', { name: 'Filter tasks' });
    expect(within(bar).getByRole('searchbox', { name: 'Search tasks' })).toBeVisible();
    expect(within(bar).getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect(within(bar).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('All priorities');
    expect(within(bar).getByRole('switch', { name: 'Assigned to me' })).not.toBeChecked();
    expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('reports the search once typing pauses, keeping a space just typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = screen.getByRole('searchbox', { name: 'Search tasks' });
    await user.type(box, 'the ');
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(onSearch).toHaveBeenCalledWith('the ');
    // The trimmed search came back from the parent; the box keeps what was typed.
    expect(box).toHaveValue('the ');
    await user.type(box, 'receipts{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('the receipts');
  });

  it('keeps what was typed after a search was reported when that search comes back late', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The parent (the URL) takes the reported search only later, as on a busy page.
    let deliver = () => {};
    function LateParent() {
      const [search, setSearch] = useState('');
      return (
        <FilterBar
          label="Filter tasks"
          searchLabel="Search tasks"
          search={search}
          onSearchChange={(next) => {
            deliver = () => setSearch(next.trim());
          }}
          clearable={search !== ''}
          onClear={() => setSearch('')}
        />
      );
    }
    render(<LateParent />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = screen.getByRole('searchbox', { name: 'Search tasks' });
    await user.type(box, 'rep');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.type(box, 'ort');
    act(() => deliver());
    expect(box).toHaveValue('report');
  });

  it('picks several statuses, kept in their own order, and clears everything at once', async () => {
    const user = userEvent.setup();
    render(<Harness initialSearch="invoice" />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const list = within(screen.getByRole('listbox'));
    await user.click(list.getByRole('option', { name: 'Done' }));
    await user.click(list.getByRole('option', { name: 'To do' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('To do, Done');
    await user.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Assigned to me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('leaves the search field out without a search label, and clears the filters alone', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <FilterBar label="Filter the figures" onClear={onClear} clearable={false}>
        <FilterSwitch label="Assigned to me" checked={false} onChange={() => undefined} />
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Filter the figures' });
    expect(within(bar).queryByRole('searchbox')).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    rerender(
      <FilterBar label="Filter the figures" onClear={onClear} clearable>
        <FilterSwitch label="Assigned to me" checked onChange={() => undefined} />
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
