import type { UserSession } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';

const alex = makeUser({ _id: '1'.repeat(24), name: 'Alex Individual', email: 'alex@example.com' });
const now = Date.now();
const SESSIONS: UserSession[] = [
  {
    _id: 'a'.repeat(24),
    device: 'Chrome on Windows',
    ip: '203.0.113.7',
    method: 'password',
    createdAt: new Date(now - 86_400_000).toISOString(),
    lastSeenAt: new Date(now - 10_000).toISOString(),
    current: true,
  },
  {
    _id: 'b'.repeat(24),
    device: 'Safari on iPhone',
    ip: '198.51.100.23',
    method: 'google',
    createdAt: new Date(now - 2 * 86_400_000).toISOString(),
    lastSeenAt: new Date(now - 3_600_000).toISOString(),
    current: false,
  },
];

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/profile's Sessions", () => {
  it('lists the sessions and ends one after confirming', async () => {
    const user = userEvent.setup();
    let sessions = SESSIONS;
    const ended = vi.fn(() => {
      sessions = SESSIONS.slice(0, 1);
      return Response.json({ success: true, message: 'Session ended' });
    });
    storeToken(fakeToken());
    mockNetwork({
      ...currentUserHandler(alex),
      'GET /api/v1/auth/sessions': () => Response.json({ success: true, data: sessions }),
      [`DELETE /api/v1/auth/sessions/${'b'.repeat(24)}`]: ended,
      'GET /api/v1/notifications': () => Response.json({ success: true, data: [] }),
    });
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'End the session on Safari on iPhone' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('Session ended')).toBeVisible();
    expect(ended).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'No other sessions' })).toBeDisabled();
  });
});
