import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformStats } from './PlatformStats';

const FIGURES = {
  onlineUsers: 3,
  activeOrganizations: 4,
  inactiveOrganizations: 1,
  totalUsers: 27,
  totalProjects: 9,
  totalTasks: 81,
};

describe('PlatformStats', () => {
  it('shows each platform figure under its name', () => {
    render(<PlatformStats figures={FIGURES} />);
    expect(screen.getByRole('list', { name: 'Platform figures' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Active organizations' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Inactive organizations' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Users' })).toHaveTextContent('27');
    expect(screen.getByRole('group', { name: 'Tasks' })).toHaveTextContent('81');
  });

  it('shows skeletons until the figures arrive', () => {
    render(<PlatformStats />);
    for (const card of screen.getAllByRole('group')) expect(card).toHaveAttribute('aria-busy', 'true');
  });
});
