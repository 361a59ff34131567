import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW, manyNotifications, sampleNotifications } from '../NotificationPanel/fixtures';
import { NotificationBell } from './NotificationBell';

const handlers = () => ({ onMarkRead: vi.fn(), onClearAll: vi.fn(), onOpen: vi.fn() });

// Menus, popovers and role queries over the shell's tree are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('NotificationBell', () => {
  it('shows the unread count and opens the panel', async () => {
    const user = userEvent.setup();
    render(<NotificationBell notifications={sampleNotifications} now={FIXTURE_NOW} {...handlers()} />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('button', { name: 'Clear All' })).toBeVisible();
  });

  it("caps the badge at '99+'", () => {
    render(<NotificationBell notifications={manyNotifications(120)} {...handlers()} />);
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  });

  it("counts the server's unread total when it is given, and tells when the panel opens", async () => {
    const onPanelOpen = vi.fn();
    render(
      <NotificationBell
        notifications={sampleNotifications}
        unreadCount={150}
        onPanelOpen={onPanelOpen}
        {...handlers()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 99+ unread' }));
    expect(onPanelOpen).toHaveBeenCalledTimes(1);
  });

  it('shows no badge when everything is read', () => {
    render(<NotificationBell notifications={sampleNotifications.slice(3)} {...handlers()} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  it('closes the panel when a notification is opened', async () => {
    const user = userEvent.setup();
    const props = handlers();
    render(<NotificationBell notifications={sampleNotifications} now={FIXTURE_NOW} {...props} />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByText('Weekly summary is ready'));
    expect(props.onOpen).toHaveBeenCalledWith(sampleNotifications[5]);
  });
});
