import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, description and action', () => {
    render(
      <EmptyState
        title="No projects yet"
        description="Create your first project to start planning."
        action={<a href="/projects/create">Create Project</a>}
      />,
    );
    expect(screen.getByRole('region', { name: 'No projects yet' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
    expect(screen.getByText('Create your first project to start planning.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Project' })).toHaveAttribute('href', '/projects/create');
  });

  it('fits the heading level it is given', () => {
    render(<EmptyState title="No tasks" headingLevel="h3" compact />);
    expect(screen.getByRole('heading', { level: 3, name: 'No tasks' })).toBeVisible();
  });
});
