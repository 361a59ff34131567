import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW, sampleNotifications } from './fixtures';
import { NotificationPanel } from './NotificationPanel';

function renderPanel(overrides: Partial<React.ComponentProps<typeof NotificationPanel>> = {}) {
  const props = {
    notifications: sampleNotifications,
    onMarkRead: vi.fn(),
    onClearAll: vi.fn(),
    onOpen: vi.fn(),
    now: FIXTURE_NOW,
    ...overrides,
  };
  render(<NotificationPanel {...props} />);
  return props;
}

// Menus, popovers and role queries over the shell's tree are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('NotificationPanel', () => {
  it('lists the notifications with their relative times and unread count', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(screen.getByText('3 unread')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('5 minutes ago')).toBeVisible();
    expect(screen.getByText('20 hours ago')).toBeVisible();
    expect(screen.getByText('2 weeks ago')).toBeVisible();
  });

  it('offers mark-read only on unread items and reports the id', async () => {
    const user = userEvent.setup();
    const props = renderPanel();
    expect(screen.getAllByRole('button', { name: /^Mark ".*" as read$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Mark "Task moved to Review" as read' }));
    expect(props.onMarkRead).toHaveBeenCalledWith('n1');
    expect(props.onOpen).not.toHaveBeenCalled();
  });

  it('opens a notification', async () => {
    const user = userEvent.setup();
    const props = renderPanel();
    await user.click(screen.getByText('Project deadline changed'));
    expect(props.onOpen).toHaveBeenCalledWith(sampleNotifications[3]);
  });

  it('clears all', async () => {
    const user = userEvent.setup();
    const props = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(props.onClearAll).toHaveBeenCalledOnce();
  });

  it("says 'No notifications yet' when empty", () => {
    renderPanel({ notifications: [] });
    expect(screen.getByText('No notifications yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('tells assistive technology which items are unread', () => {
    renderPanel();
    expect(screen.getByText('Task moved to Review').closest('p')).toHaveTextContent(
      'Unread. Task update: Task moved to Review',
    );
  });

  it('keeps the keyboard in the panel after marking one read', async () => {
    renderPanel();
    const [first] = screen.getAllByRole('button', { name: /^Mark .* as read$/ });
    if (!first) throw new Error('no unread item');
    await userEvent.click(first);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });
});
