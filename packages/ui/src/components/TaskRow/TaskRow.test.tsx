import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TaskRow, type TaskRowTask } from './TaskRow';

const NOW = new Date(2025, 5, 10, 12, 0, 0);
const TASK: TaskRowTask = {
  title: 'Write release notes',
  status: 'in-progress',
  priority: 'high',
  dueDate: '2025-06-09',
};

describe('TaskRow', () => {
  it('shows the title, status, priority, assignee and due text', () => {
    render(<TaskRow task={TASK} assignee={{ name: 'Ada Lovelace' }} now={NOW} />);
    expect(screen.getByText('Write release notes')).toBeVisible();
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.getByText('High')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Assigned to Ada Lovelace' })).toHaveTextContent('A');
    expect(screen.getByText('Overdue by 1 day')).toBeVisible();
  });

  it('changes the status from the status menu', async () => {
    const user = userEvent.setup();
    const onStatusChange = vi.fn();
    render(<TaskRow task={TASK} now={NOW} onStatusChange={onStatusChange} />);
    await user.click(screen.getByRole('button', { name: 'Status: In progress' }));
    const menu = await screen.findByRole('menu', { name: 'Change status of Write release notes' });
    expect(within(menu).getByRole('menuitemradio', { name: 'In progress' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Review' }));
    expect(onStatusChange).toHaveBeenCalledWith('review');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('does not report choosing the current status', async () => {
    const user = userEvent.setup();
    const onStatusChange = vi.fn();
    render(<TaskRow task={TASK} now={NOW} onStatusChange={onStatusChange} />);
    await user.click(screen.getByRole('button', { name: 'Status: In progress' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'In progress' }));
    expect(onStatusChange).not.toHaveBeenCalled();
  });

  it('completes and reopens the task with the checkbox', async () => {
    const user = userEvent.setup();
    const onToggleComplete = vi.fn();
    const { rerender } = render(<TaskRow task={TASK} now={NOW} onToggleComplete={onToggleComplete} />);
    await user.click(screen.getByRole('checkbox', { name: 'Mark Write release notes as done' }));
    expect(onToggleComplete).toHaveBeenLastCalledWith(true);

    rerender(
      <TaskRow
        task={{ ...TASK, status: 'done', completedAt: '2025-06-10T10:00:00' }}
        now={NOW}
        onToggleComplete={onToggleComplete}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Mark Write release notes as not done' });
    expect(box).toBeChecked();
    expect(screen.getByText('Completed 2 hours ago')).toBeVisible();
    await user.click(box);
    expect(onToggleComplete).toHaveBeenLastCalledWith(false);
  });

  it('links the title and disables the controls when asked', () => {
    render(
      <TaskRow
        task={TASK}
        now={NOW}
        href="/tasks/1"
        disabled
        onStatusChange={() => {}}
        onToggleComplete={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Write release notes' })).toHaveAttribute('href', '/tasks/1');
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Status: In progress' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
