import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBreakdown } from './CountBreakdown';

const ITEMS = [
  { id: 'eng', label: 'Engineering', count: 4, href: '/org/departments' },
  { id: 'mkt', label: 'Marketing', count: 2 },
  { id: 'none', label: 'No department', count: 1 },
];
const projects = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`;

describe('CountBreakdown', () => {
  it('lists each group with its count, in the order given, linking the groups that have a page', () => {
    render(<CountBreakdown items={ITEMS} label="Projects by department" formatCount={projects} />);
    const rows = within(screen.getByRole('list', { name: 'Projects by department' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Engineering4 projects',
      'Marketing2 projects',
      'No department1 project',
    ]);
    expect(screen.getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/org/departments');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to count, and shows placeholders while loading', () => {
    const { rerender } = render(
      <CountBreakdown
        items={[{ label: 'Engineering', count: 0 }]}
        label="Projects"
        emptyText="No projects yet"
      />,
    );
    expect(screen.getByText('No projects yet')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<CountBreakdown items={ITEMS} label="Projects" loading />);
    expect(screen.getByRole('group', { name: 'Projects' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Engineering')).not.toBeInTheDocument();
  });
});
