import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyTaskFilters, TaskFilters, type TaskFiltersValue } from './TaskFilters';

const PROJECTS = [
  { value: 'p1', label: 'Website relaunch' },
  { value: 'p2', label: 'Mobile app' },
];

function Controlled({
  onChange,
  initial = emptyTaskFilters(),
}: {
  onChange: (v: TaskFiltersValue) => void;
  initial?: TaskFiltersValue;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TaskFilters
      value={value}
      projects={PROJECTS}
      showAssignedToMe
      searchDelay={300}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('TaskFilters', () => {
  it('labels every control and starts with nothing to clear', () => {
    render(<Controlled onChange={vi.fn()} />);
    expect(screen.getByRole('search', { name: 'Filter tasks' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('All priorities');
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveTextContent('All projects');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Recently updated');
    expect(screen.getByRole('switch', { name: 'Assigned to me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('reports the search after a pause in typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'invoice');
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'invoice' })),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('picks several statuses, a priority, a project and a sort', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const statusList = screen.getByRole('listbox', { name: 'Status' });
    await user.click(within(statusList).getByRole('option', { name: 'Review' }));
    await user.click(within(statusList).getByRole('option', { name: 'To Do' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: ['todo', 'review'] }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('To Do, Review');

    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(screen.getByRole('option', { name: 'Urgent' }));
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(screen.getByRole('option', { name: 'Mobile app' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Due date' }));
    await user.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    expect(onChange).toHaveBeenLastCalledWith({
      search: '',
      status: ['todo', 'review'],
      priority: 'urgent',
      projectId: 'p2',
      sort: 'dueDate',
      assignedToMe: true,
    });
  });

  it('clears everything', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Controlled
        onChange={onChange}
        initial={{
          search: 'x',
          status: ['done'],
          priority: 'low',
          projectId: 'p1',
          sort: 'title',
          assignedToMe: true,
        }}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('x');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(emptyTaskFilters());
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('hides the project filter and the switch when not asked for', () => {
    render(<TaskFilters value={emptyTaskFilters()} onChange={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
