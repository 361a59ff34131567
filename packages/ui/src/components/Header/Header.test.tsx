import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW, sampleNotifications } from '../NotificationPanel/fixtures';
import { sampleUser } from '../Sidebar/fixtures';
import { Header, type HeaderProps } from './Header';

function renderHeader(overrides: Partial<HeaderProps> = {}) {
  const props: HeaderProps = {
    user: sampleUser,
    notifications: sampleNotifications,
    onMarkRead: vi.fn(),
    onClearAll: vi.fn(),
    onSignOut: vi.fn(),
    now: FIXTURE_NOW,
    ...overrides,
  };
  render(<Header {...props} />);
  return props;
}

// Menus, popovers and role queries over the shell's tree are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('Header', () => {
  it("greets by first name and offers 'New Project' without a title", () => {
    renderHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Priya!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/projects/create');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeVisible();
  });

  it('shows the page title, subtitle, info and action', () => {
    renderHeader({
      title: 'Website relaunch',
      subtitle: '12 tasks, 3 overdue',
      info: <span>Active</span>,
      action: <button type="button">Add Task</button>,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeVisible();
    expect(screen.getByText('12 tasks, 3 overdue')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
  });

  it('shows no action when the page passes null', () => {
    renderHeader({ action: null });
    expect(screen.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
  });

  it('renders the greeting as a paragraph when the page has its own heading', () => {
    renderHeader({ titleComponent: 'p' });
    expect(screen.queryByRole('heading', { name: 'Welcome back, Priya!' })).not.toBeInTheDocument();
    expect(screen.getByText('Welcome back, Priya!')).toBeVisible();
  });

  it('opens the navigation from the menu button on mobile', async () => {
    const user = userEvent.setup();
    const onOpenNavigation = vi.fn();
    renderHeader({ onOpenNavigation, navigationOpen: false });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(onOpenNavigation).toHaveBeenCalledOnce();
  });
});
