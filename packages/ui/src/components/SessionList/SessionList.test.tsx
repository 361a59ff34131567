import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_NOW, sessionFixtures } from './fixtures';
import { SessionList } from './SessionList';

function renderList(sessions = sessionFixtures) {
  const props = {
    sessions,
    now: SESSION_NOW,
    onEnd: vi.fn(async () => undefined),
    onEndOthers: vi.fn(async () => undefined),
  };
  render(<SessionList {...props} />);
  return props;
}

describe('SessionList', () => {
  it('shows each session with its device, address and last seen, and marks this device', () => {
    renderList();
    const items = within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(within(items[0]!).getByText('This device')).toBeVisible();
    expect(items[0]).toHaveTextContent('203.0.113.7 · Last seen 30 seconds ago');
    expect(items[1]).toHaveTextContent('Last seen 3 hours ago');
    expect(items[2]).toHaveTextContent('Unknown address');
    expect(within(items[1]!).queryByText('This device')).toBeNull();
  });

  it('ends one session after confirming', async () => {
    const user = userEvent.setup();
    const props = renderList();
    await user.click(screen.getByRole('button', { name: 'End the session on Firefox on Linux' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent('Firefox on Linux is signed out at once.');
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(props.onEnd).toHaveBeenCalledWith(sessionFixtures[2]);
  });

  it('ends all others after confirming, and cannot when there are none', async () => {
    const user = userEvent.setup();
    const props = renderList();
    await user.click(screen.getByRole('button', { name: 'End all others' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'End all others' }));
    expect(props.onEndOthers).toHaveBeenCalledOnce();
  });

  it('says so when this is the only session', () => {
    renderList(sessionFixtures.slice(0, 1));
    expect(screen.getByRole('button', { name: 'No other sessions' })).toBeDisabled();
  });

  it('shows a failure', async () => {
    const user = userEvent.setup();
    const props = renderList();
    props.onEnd.mockRejectedValueOnce(new Error('Session not found'));
    await user.click(screen.getByRole('button', { name: 'End the session on Safari on iPhone' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session not found');
  });
});
