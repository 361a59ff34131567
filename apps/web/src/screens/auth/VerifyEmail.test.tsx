import { AUTH_MESSAGES, EMAIL_VERIFICATION_MESSAGES } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserHandler, fakeToken, makeUser, mockNetwork, storeToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { failure } from './testing';

const TOKEN = 'A'.repeat(43);
const VERIFIED = EMAIL_VERIFICATION_MESSAGES.verified('Acme Inc');

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the email verification link', () => {
  it('posts the token once and says the account joined, with a way on', async () => {
    const bodies: unknown[] = [];
    mockNetwork({
      'POST /api/v1/auth/verify-email': async (request) => {
        bodies.push(await request.json());
        return Response.json({ success: true, message: VERIFIED });
      },
    });
    renderApp(`/auth/verify-email/${TOKEN}`);
    expect(
      // The first test also waits for the screen's code to load.
      await screen.findByRole(
        'heading',
        { level: 1, name: EMAIL_VERIFICATION_MESSAGES.verifiedTitle },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(VERIFIED)).toBeVisible();
    expect(screen.getByRole('link', { name: EMAIL_VERIFICATION_MESSAGES.continueToApp })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it("shows the server's clear refusal of a spent or expired link", async () => {
    mockNetwork({
      'POST /api/v1/auth/verify-email': () => failure(400, EMAIL_VERIFICATION_MESSAGES.invalidLink),
    });
    renderApp(`/auth/verify-email/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: EMAIL_VERIFICATION_MESSAGES.failedTitle }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    expect(screen.getByRole('link', { name: EMAIL_VERIFICATION_MESSAGES.backToSignIn })).toBeVisible();
  });

  it('says so when the server cannot be reached', async () => {
    mockNetwork({
      'POST /api/v1/auth/verify-email': () => Response.error(),
    });
    renderApp(`/auth/verify-email/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.connectionProblem);
  });

  it('stays on the screen for a signed-in account and fetches the user again once it has joined', async () => {
    storeToken(fakeToken());
    const me = vi.fn(currentUserHandler(makeUser())['GET /api/v1/auth/me']);
    mockNetwork({
      'GET /api/v1/auth/me': me,
      'POST /api/v1/auth/verify-email': () => Response.json({ success: true, message: VERIFIED }),
    });
    const { router } = renderApp(`/auth/verify-email/${TOKEN}`);
    expect(await screen.findByText(VERIFIED)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/auth/verify-email/${TOKEN}`);
    expect(screen.getByRole('link', { name: EMAIL_VERIFICATION_MESSAGES.continueToApp })).toHaveAttribute(
      'href',
      '/',
    );
    await vi.waitFor(() => expect(me.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('lets a signed-in account whose link expired ask for a new one, and says where it went', async () => {
    storeToken(fakeToken());
    const sentTo = EMAIL_VERIFICATION_MESSAGES.checkEmail('Acme Inc', 'priya@acme.example');
    const resend = vi.fn(() => Response.json({ success: true, message: sentTo }));
    mockNetwork({
      ...currentUserHandler(makeUser({ email: 'priya@acme.example' })),
      'POST /api/v1/auth/verify-email': () => failure(400, EMAIL_VERIFICATION_MESSAGES.invalidLink),
      'POST /api/v1/auth/verify-email/resend': resend,
    });
    renderApp(`/auth/verify-email/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: EMAIL_VERIFICATION_MESSAGES.resend }));
    expect(await screen.findByRole('status')).toHaveTextContent(sentTo);
    expect(resend).toHaveBeenCalledOnce();
    expect(
      screen.queryByRole('button', { name: EMAIL_VERIFICATION_MESSAGES.resend }),
    ).not.toBeInTheDocument();
  });

  it('offers no new link to a visitor who is not signed in', async () => {
    mockNetwork({
      'POST /api/v1/auth/verify-email': () => failure(400, EMAIL_VERIFICATION_MESSAGES.invalidLink),
    });
    renderApp(`/auth/verify-email/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    expect(
      screen.queryByRole('button', { name: EMAIL_VERIFICATION_MESSAGES.resend }),
    ).not.toBeInTheDocument();
  });
});
