import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_PROJECT_FILTERS,
  hasProjectFilters,
  ProjectFilters,
  type ProjectFiltersValue,
} from './ProjectFilters';

function Controlled({ onChange }: { onChange: (value: ProjectFiltersValue) => void }) {
  const [value, setValue] = useState(EMPTY_PROJECT_FILTERS);
  return (
    <ProjectFilters
      value={value}
      onChange={(change) => {
        const next = { ...value, ...change };
        setValue(next);
        onChange(next);
      }}
      onClear={() => {
        setValue(EMPTY_PROJECT_FILTERS);
        onChange(EMPTY_PROJECT_FILTERS);
      }}
    />
  );
}

// Selects in jsdom are slow on a busy machine.
describe('ProjectFilters', { timeout: 20_000 }, () => {
  it('labels every control inside a search landmark', () => {
    render(<ProjectFilters value={EMPTY_PROJECT_FILTERS} onChange={vi.fn()} onClear={vi.fn()} />);
    expect(screen.getByRole('search', { name: 'Filter projects' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('All priorities');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Recently updated');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('reports each change and clears them all', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'web');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_PROJECT_FILTERS, search: 'web' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'On Hold' }));
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Due date' }));
    expect(onChange).toHaveBeenLastCalledWith({
      search: 'web',
      status: 'on-hold',
      priority: 'urgent',
      sort: 'dueDate',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_PROJECT_FILTERS);
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('tells whether a filter narrows the list', () => {
    expect(hasProjectFilters(EMPTY_PROJECT_FILTERS)).toBe(false);
    expect(hasProjectFilters({ ...EMPTY_PROJECT_FILTERS, sort: 'title' })).toBe(false);
    expect(hasProjectFilters({ ...EMPTY_PROJECT_FILTERS, search: '  ' })).toBe(false);
    expect(hasProjectFilters({ ...EMPTY_PROJECT_FILTERS, priority: 'low' })).toBe(true);
  });
});
