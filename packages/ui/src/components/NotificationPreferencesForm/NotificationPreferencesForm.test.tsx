import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';

describe('NotificationPreferencesForm', () => {
  it('shows a labelled switch per preference and saves what changed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<NotificationPreferencesForm value={DEFAULT_NOTIFICATION_PREFERENCES} onSave={onSave} />);
    for (const name of [
      'A task is assigned to me',
      'Someone comments on a task of mine',
      'A task in my projects is completed',
      'Someone joins one of my projects',
    ]) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    expect(screen.getByRole('switch', { name: 'Also show them as browser notifications' })).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save preferences' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Someone joins one of my projects' }));
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ ...DEFAULT_NOTIFICATION_PREFERENCES, memberJoined: false });
  });

  it('shows a failure message from the server', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new Error('Profile update failed'));
    render(<NotificationPreferencesForm value={DEFAULT_NOTIFICATION_PREFERENCES} onSave={onSave} />);
    await user.click(screen.getByRole('switch', { name: 'A task is assigned to me' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile update failed');
  });

  it('shows the browser permission and offers to ask for it', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    const { rerender } = render(
      <NotificationPreferencesForm
        value={DEFAULT_NOTIFICATION_PREFERENCES}
        onSave={vi.fn()}
        browserPermission="default"
        onRequestBrowserPermission={onRequest}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Allow browser notifications' }));
    expect(onRequest).toHaveBeenCalled();
    rerender(
      <NotificationPreferencesForm
        value={DEFAULT_NOTIFICATION_PREFERENCES}
        onSave={vi.fn()}
        browserPermission="denied"
        onRequestBrowserPermission={onRequest}
      />,
    );
    expect(screen.getByText(/blocks notifications from this site/)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Also show them as browser notifications' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Allow browser notifications' })).not.toBeInTheDocument();
  });
});
