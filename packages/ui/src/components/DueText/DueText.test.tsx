import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DueText, dueState } from './DueText';

// Noon, so hour arithmetic in the fixtures never crosses a day boundary.
const NOW = new Date(2025, 5, 10, 12, 0, 0);

describe('DueText', () => {
  it.each([
    [{ status: 'todo', dueDate: '2025-06-09' }, 'Overdue by 1 day', 'overdue'],
    [{ status: 'review', dueDate: '2025-06-05' }, 'Overdue by 5 days', 'overdue'],
    [{ status: 'todo', dueDate: '2025-06-10' }, 'Due today', 'soon'],
    [{ status: 'in-progress', dueDate: '2025-06-11' }, 'Due tomorrow', 'soon'],
    [{ status: 'todo', dueDate: '2025-06-17' }, 'Due in 7 days', 'upcoming'],
    [{ status: 'todo', dueDate: '2025-07-04' }, 'Jul 4', 'upcoming'],
    [{ status: 'todo', dueDate: null }, 'No due date', 'none'],
    [
      { status: 'done', completedAt: '2025-06-10T09:00:00', dueDate: '2025-06-01' },
      'Completed 3 hours ago',
      'completed',
    ],
  ] as const)('%o reads %s', (task, text, state) => {
    render(<DueText task={task} now={NOW} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(dueState(task, NOW)).toBe(state);
  });

  it('puts the local due day in a time element', () => {
    render(<DueText task={{ status: 'todo', dueDate: '2025-06-11' }} now={NOW} />);
    expect(screen.getByText('Due tomorrow').closest('time')).toHaveAttribute('datetime', '2025-06-11');
  });

  it('counts the legacy completed status as finished', () => {
    render(<DueText task={{ status: 'completed', dueDate: '2025-06-01' }} now={NOW} />);
    expect(screen.getByText('Completed')).toBeVisible();
  });
});
