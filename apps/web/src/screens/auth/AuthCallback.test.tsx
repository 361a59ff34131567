import { AUTH_MESSAGES } from '@app/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storedToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { expectPath, failure } from './testing';

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the auth callback', () => {
  it('stores the token, loads the user and opens /dashboard', async () => {
    const token = fakeToken();
    mockNetwork(currentUserHandler(makeUser()));
    const { router } = renderApp(`/auth/callback?token=${token}&type=google`);
    await expectPath(router, '/dashboard');
    expect(storedToken()).toBe(token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('goes to /login and on to the sign-in screen with the Google failure message', async () => {
    const requests = mockNetwork();
    const { router } = renderApp('/auth/callback?error=Google+sign-in+was+cancelled&type=google');
    await expectPath(router, '/auth/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.googleAuthFailed);
    expect(requests).toEqual([]);
  });

  it("says 'Authentication failed. Please try again.' when no token came back", async () => {
    const { router } = renderApp('/auth/callback');
    await expectPath(router, '/auth/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.authenticationFailed);
  });

  it('removes the token and says the setup failed when the user cannot be loaded', async () => {
    mockNetwork({ 'GET /api/v1/auth/me': () => failure(500, 'Internal server error') });
    const { router } = renderApp(`/auth/callback?token=${fakeToken()}&type=google`);
    await expectPath(router, '/auth/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.authenticationSetupFailed);
    expect(storedToken()).toBeNull();
  });
});
