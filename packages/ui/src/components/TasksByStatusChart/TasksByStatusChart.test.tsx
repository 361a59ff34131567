import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TasksByStatusChart } from './TasksByStatusChart';
import { TasksByStatusChartPlaceholder } from './TasksByStatusChartPlaceholder';

describe('TasksByStatusChart', () => {
  it.each(['donut', 'bar'] as const)('gives screen readers the counts per status (%s)', (variant) => {
    render(<TasksByStatusChart variant={variant} counts={{ todo: 5, 'in-progress': 3, done: 12 }} />);
    expect(screen.getByRole('figure', { name: 'Tasks by status' })).toBeVisible();
    expect(screen.getByText('20 tasks')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Tasks by status' });
    expect(within(table).getByRole('row', { name: 'To do 5' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'In progress 3' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Review 0' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Done 12' })).toBeInTheDocument();
  });

  it('says when there are no tasks, and shows a placeholder while loading', () => {
    const { rerender } = render(<TasksByStatusChart counts={{}} />);
    expect(screen.getByText('No tasks yet')).toBeVisible();
    rerender(<TasksByStatusChart counts={{ todo: 1 }} loading title="Team tasks" />);
    expect(screen.getByRole('figure', { name: 'Team tasks' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has a placeholder of the same card, busy, for while its code loads', () => {
    render(<TasksByStatusChartPlaceholder />);
    expect(screen.getByRole('figure', { name: 'Tasks by status' })).toHaveAttribute('aria-busy', 'true');
  });
});
