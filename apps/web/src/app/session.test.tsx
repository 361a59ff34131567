import { SESSION_FINGERPRINT_CHECK_MS, SESSION_REVALIDATE_HIDDEN_MS } from '@app/domain';
import { authQueryKeys } from '@app/sdk/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserHandler,
  fakeToken,
  makeUser,
  mockNetwork,
  storedToken,
  storeToken,
} from '../testing/network';
import { renderApp } from '../testing/renderApp';
import { CURRENT_USER_QUERY_KEY } from './session';

const SESSION = { success: true, data: { expiresAt: new Date(Date.now() + 3_600_000).toISOString() } };

function requestsTo(requests: ReturnType<typeof mockNetwork>, path: string): number {
  return requests.filter((request) => new URL(request.url).pathname === path).length;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function signedInAt(path: string, handlers: Parameters<typeof mockNetwork>[0] = {}) {
  storeToken(fakeToken(8 * 3600));
  const requests = mockNetwork({ ...currentUserHandler(makeUser()), ...handlers });
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return { ...rendered, requests };
}

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session (spec 4.1)', () => {
  it("keeps the user where the SDK's hooks put it", () => {
    expect(CURRENT_USER_QUERY_KEY).toEqual(authQueryKeys.currentUser());
  });

  it('checks the session fingerprint every 2 minutes while signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await signedInAt('/dashboard', {
      'GET /api/v1/auth/session': () => Response.json(SESSION),
    });
    expect(requestsTo(requests, '/api/v1/auth/session')).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(SESSION_FINGERPRINT_CHECK_MS));
    await waitFor(() => expect(requestsTo(requests, '/api/v1/auth/session')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(SESSION_FINGERPRINT_CHECK_MS));
    await waitFor(() => expect(requestsTo(requests, '/api/v1/auth/session')).toBe(2));
  });

  it('signs out and opens the login screen when the fingerprint check is refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await signedInAt('/dashboard', {
      'GET /api/v1/auth/session': () =>
        Response.json({ success: false, error: 'Session is not valid for this browser' }, { status: 401 }),
    });
    await act(() => vi.advanceTimersByTimeAsync(SESSION_FINGERPRINT_CHECK_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storedToken()).toBeNull();
  });

  it('keeps the session when the fingerprint check cannot reach the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, requests } = await signedInAt('/dashboard', {
      'GET /api/v1/auth/session': () => Response.error(),
    });
    await act(() => vi.advanceTimersByTimeAsync(SESSION_FINGERPRINT_CHECK_MS));
    await waitFor(() => expect(requestsTo(requests, '/api/v1/auth/session')).toBe(1));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(storedToken()).not.toBeNull();
  });

  it('revalidates after the tab was hidden for over 30 minutes, not after a short absence', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await signedInAt('/dashboard', {
      'GET /api/v1/auth/session': () => Response.json(SESSION),
    });
    expect(requestsTo(requests, '/api/v1/auth/me')).toBe(1);

    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 60_000);
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(requestsTo(requests, '/api/v1/auth/me')).toBe(1);

    setVisibility('hidden');
    vi.setSystemTime(Date.now() + SESSION_REVALIDATE_HIDDEN_MS + 1000);
    setVisibility('visible');
    await waitFor(() => expect(requestsTo(requests, '/api/v1/auth/me')).toBe(2));
  });

  it('signs out after a long absence when the server no longer knows the user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let refused = false;
    storeToken(fakeToken(8 * 3600));
    mockNetwork({
      'GET /api/v1/auth/me': () =>
        refused
          ? Response.json({ success: false, error: 'Not authorized' }, { status: 401 })
          : Response.json({ success: true, data: makeUser() }),
      'GET /api/v1/auth/session': () => Response.json(SESSION),
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    refused = true;
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + SESSION_REVALIDATE_HIDDEN_MS + 1000);
    setVisibility('visible');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storedToken()).toBeNull();
  });

  it("ends when the token's expiry passes, at the next check", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeToken(fakeToken(60));
    const requests = mockNetwork(currentUserHandler(makeUser()));
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(() => vi.advanceTimersByTimeAsync(SESSION_FINGERPRINT_CHECK_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storedToken()).toBeNull();
    expect(requestsTo(requests, '/api/v1/auth/session')).toBe(0);
  });

  it("'Sign out' in the user menu clears the token and opens the login screen", async () => {
    const { router } = await signedInAt('/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(storedToken()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  it('follows a sign-out in another tab', async () => {
    const { router } = await signedInAt('/dashboard');
    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
