import { AUTH_MESSAGES, type User, VALIDATION_MESSAGES } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, makeUser, mockNetwork, storedToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { browser } from './browser';
import { expectPath, failure, field, passwordField } from './testing';

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The network of a successful sign-in as `user`. */
function signInAs(user: User, token = fakeToken()) {
  const bodies: unknown[] = [];
  mockNetwork({
    'POST /api/v1/auth/login': async (request) => {
      bodies.push(await request.json());
      return Response.json({ success: true, token, user });
    },
    'GET /api/v1/auth/me': () => Response.json({ success: true, data: user }),
  });
  return bodies;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(field('Email address'), email);
  if (password) await user.type(passwordField('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the login screen', () => {
  it('has every part of spec 2.5', async () => {
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(field('Email address')).toBeVisible();
    expect(passwordField('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Sign in with Microsoft.*\(coming soon\)$/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register-options');
    expect(document.title).toBe('Sign in | TaskFlow');
  });

  it('shows and hides the password', async () => {
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const user = userEvent.setup();
    await user.type(passwordField('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField('Password')).toHaveAttribute('type', 'password');
  });

  it("asks for both fields with 'Please fill in all required fields'", async () => {
    const requests = mockNetwork();
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await fillAndSubmit('', '');
    expect(await screen.findAllByText(VALIDATION_MESSAGES.requiredFields)).toHaveLength(2);
    expect(field('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it("refuses a malformed email with 'Please enter a valid email address'", async () => {
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await fillAndSubmit('jane.example.com', 'secret1');
    expect(await screen.findByText(VALIDATION_MESSAGES.invalidEmail)).toBeVisible();
  });

  it.each([
    ['an unknown account', () => failure(404, 'Account not found'), AUTH_MESSAGES.accountNotFound],
    ['a wrong password', () => failure(401, 'Incorrect password'), AUTH_MESSAGES.incorrectPassword],
    [
      "the server's email complaint",
      () => failure(400, 'Invalid request: body.email: Please enter a valid email address'),
      AUTH_MESSAGES.invalidEmail,
    ],
    ['no answer at all', () => Response.error(), AUTH_MESSAGES.connectionProblem],
    ['a server error', () => failure(500, 'Internal server error'), AUTH_MESSAGES.serverUnavailable],
    ['any other refusal', () => failure(400, 'Something else'), AUTH_MESSAGES.loginFailedDetailed],
  ])('shows the spec 8.1 message for %s', async (_case, answer, message) => {
    mockNetwork({ 'POST /api/v1/auth/login': answer });
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await fillAndSubmit('jane@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(storedToken()).toBeNull();
  });

  it("shows the server's wait time when sign-ins are rate limited", async () => {
    const text = 'Too many failed sign-in attempts. Please wait 15 seconds and try again';
    mockNetwork({ 'POST /api/v1/auth/login': () => failure(429, text) });
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await fillAndSubmit('jane@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('signs an individual in, stores the token and opens /dashboard', async () => {
    const token = fakeToken();
    const bodies = signInAs(makeUser(), token);
    const { router } = renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await fillAndSubmit(' Priya@Example.com ', 'secret1');
    await expectPath(router, '/dashboard');
    expect(storedToken()).toBe(token);
    expect(bodies).toEqual([{ email: 'Priya@Example.com', password: 'secret1' }]);
  });

  it('opens /org/dashboard for an organization account', async () => {
    signInAs(makeUser({ accountType: 'organization', orgRole: 'org_admin', isOrgAdmin: true }));
    const { router } = renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await fillAndSubmit('priya@example.com', 'secret1');
    await expectPath(router, '/org/dashboard');
  });

  it('returns to the page a guard sent the visitor from', async () => {
    signInAs(makeUser());
    const { router } = renderApp('/tasks');
    await expectPath(router, '/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await fillAndSubmit('priya@example.com', 'secret1');
    await expectPath(router, '/tasks');
  });

  it('remembers the email on this device when asked to', async () => {
    signInAs(makeUser());
    const first = renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit('priya@example.com', 'secret1');
    await expectPath(first.router, '/dashboard');
    first.unmount();

    window.localStorage.removeItem('token');
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(field('Email address')).toHaveValue('priya@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('sends the browser to the Google authorization URL', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const url = 'https://accounts.example.com/authorize?client_id=taskflow';
    mockNetwork({ 'GET /api/v1/auth/google': () => Response.json({ url }) });
    renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
  });

  it("shows 'Failed to get Google authorization URL' when Google sign-in is not available", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockNetwork({
      'GET /api/v1/auth/google': () => failure(503, 'Google sign-in is not configured on this server'),
    });
    renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.googleAuthUrlFailed);
    expect(assign).not.toHaveBeenCalled();
  });

  it("says the second provider is 'coming soon' without calling the server", async () => {
    const requests = mockNetwork();
    renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: /Sign in with Microsoft/ }));
    expect(await screen.findByText(`Microsoft sign-in is ${AUTH_MESSAGES.comingSoon}`)).toBeVisible();
    expect(requests).toEqual([]);
  });

  it.each([
    ['google', AUTH_MESSAGES.googleAuthFailed],
    ['auth', AUTH_MESSAGES.authenticationFailed],
    ['setup', AUTH_MESSAGES.authenticationSetupFailed],
  ])('shows the notice of a failed sign-in elsewhere (?error=%s)', async (code, message) => {
    renderApp(`/login?error=${code}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
  });

  it('ignores an unknown error code rather than printing it', async () => {
    renderApp('/auth/login?error=Call+0800+now');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(document.body).queryByText(/0800/)).not.toBeInTheDocument();
  });
});
