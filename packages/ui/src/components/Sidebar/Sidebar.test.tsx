import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allSidebarItems, individualSidebarItems, sampleAdmin, sampleUser } from './fixtures';
import { activeSidebarKey, Sidebar } from './Sidebar';

function entries() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  // The entries are the links in the landmark's lists (the brand link home sits above them).
  return within(nav)
    .getAllByRole('list')
    .flatMap((list) => within(list).getAllByRole('link'))
    .map((link) => link.textContent);
}

// Menus, popovers and role queries over the shell's tree are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('Sidebar', () => {
  it('shows the entries it is given, in order, with My Profile last', () => {
    render(
      <Sidebar brandName="TaskFlow" items={allSidebarItems} user={sampleAdmin} activePath="/dashboard" />,
    );
    expect(entries()).toEqual([
      'Dashboard',
      'My Projects',
      'Create Project',
      'My Tasks',
      'Calendar',
      'Timeline',
      'Quick Todo',
      'Timesheets',
      'Organization',
      'Departments',
      'Invite Users',
      'Organization Settings',
      'System Users',
      'Reports & Analytics',
      'Finance Management',
      'My Profile',
    ]);
    expect(screen.getByRole('link', { name: 'Finance Management' })).toHaveAttribute('href', '/finance');
  });

  it('leaves out the entries the user may not see', () => {
    render(<Sidebar brandName="TaskFlow" items={individualSidebarItems} user={sampleUser} />);
    expect(entries()).toEqual([
      'Dashboard',
      'My Projects',
      'Create Project',
      'My Tasks',
      'Calendar',
      'Timeline',
      'Quick Todo',
      'Timesheets',
      'My Profile',
    ]);
  });

  it('marks the entry of the current page', () => {
    render(
      <Sidebar
        brandName="TaskFlow"
        items={allSidebarItems}
        user={sampleUser}
        activePath="/projects/create"
      />,
    );
    expect(screen.getByRole('link', { name: 'Create Project' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My Projects' })).not.toHaveAttribute('aria-current');
  });

  it('links the logo home and shows the initial, name and the Admin badge', () => {
    render(<Sidebar brandName="TaskFlow" items={allSidebarItems} user={sampleAdmin} />);
    expect(screen.getByRole('link', { name: 'TaskFlow' })).toHaveAttribute('href', '/home');
    expect(screen.getByText('Arjun Mehta')).toBeVisible();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeVisible();
  });

  it('shows no Admin badge for other users', () => {
    render(<Sidebar brandName="TaskFlow" items={individualSidebarItems} user={sampleUser} />);
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('toggles from the drag handle by click and by keyboard', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    const { rerender } = render(
      <Sidebar
        brandName="TaskFlow"
        items={individualSidebarItems}
        user={sampleUser}
        onCollapsedChange={onCollapsedChange}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    await user.click(handle);
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);

    rerender(
      <Sidebar
        brandName="TaskFlow"
        items={individualSidebarItems}
        user={sampleUser}
        collapsed
        onCollapsedChange={onCollapsedChange}
      />,
    );
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expand.focus();
    await user.keyboard('{ArrowRight}');
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Enter}');
    expect(onCollapsedChange).toHaveBeenCalledTimes(3);
  });

  it('names the links of a collapsed sidebar by their labels', () => {
    render(<Sidebar brandName="TaskFlow" items={individualSidebarItems} user={sampleUser} collapsed />);
    expect(screen.queryByText('My Tasks')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('href', '/tasks');
    expect(screen.getByRole('link', { name: 'TaskFlow' })).toBeInTheDocument();
  });

  it('is an overlay on mobile that closes after choosing an entry', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Sidebar
        brandName="TaskFlow"
        items={individualSidebarItems}
        user={sampleUser}
        variant="temporary"
        open
        onClose={onClose}
      />,
    );
    // The overlay's drawer loads with its first opening.
    const dialog = await screen.findByRole('presentation');
    const link = within(dialog).getByRole('link', { name: 'My Tasks' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close navigation' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('activeSidebarKey', () => {
  it('prefers the longest matching path', () => {
    expect(activeSidebarKey(allSidebarItems, '/projects/42')).toBe('projects');
    expect(activeSidebarKey(allSidebarItems, '/tasks/calendar')).toBe('calendar');
    expect(activeSidebarKey(allSidebarItems, '/organization/departments')).toBe('departments');
    expect(activeSidebarKey(allSidebarItems, '/help')).toBeUndefined();
  });

  it('matches an entry whose link carries a query by its path', () => {
    const items = [
      { key: 'dashboard', label: 'Dashboard', path: '/org/dashboard?organization=a1' },
      { key: 'projects', label: 'Projects', path: '/org/projects?organization=a1' },
    ];
    expect(activeSidebarKey(items, '/org/projects')).toBe('projects');
    expect(activeSidebarKey(items, '/org/tasks')).toBeUndefined();
  });
});
