import {
  AUTH_MESSAGES,
  DOMAIN_CHECK_DEBOUNCE_MS,
  EMAIL_VERIFICATION_MESSAGES,
  VALIDATION_MESSAGES,
} from '@app/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, makeUser, mockNetwork, storedToken } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { domainCheck, expectPath, failure, field, passwordField, useTestClock } from './testing';

/** The pause between keystrokes: well under the debounce, so only the last one starts a check. */
const KEY_DELAY_MS = 50;

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openRegister() {
  const rendered = renderApp('/auth/register');
  await screen.findByRole('heading', { level: 1, name: 'Create an individual account' });
  return rendered;
}

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(field('Full name'), values.name);
  if (values.email) await user.type(field('Email address'), values.email);
  if (values.password) await user.type(passwordField('Password'), values.password);
  if (values.confirm) await user.type(passwordField('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('individual registration', () => {
  it('has the strength bar and the coming-soon provider', async () => {
    await openRegister();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.type(passwordField('Password'), 'secret12');
    expect(screen.getByRole('progressbar', { name: /Password strength/ })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('button', { name: /^Sign up with Microsoft.*\(coming soon\)$/ })).toBeVisible();
  });

  it("requires every field with 'Please fill in all required fields'", async () => {
    const requests = mockNetwork();
    await openRegister();
    await fill({});
    expect(await screen.findAllByText(VALIDATION_MESSAGES.requiredFields)).toHaveLength(4);
    expect(requests).toEqual([]);
  });

  it('checks the email, the password length and the confirmation with the spec texts', async () => {
    await openRegister();
    await fill({ name: 'Jane Doe', email: 'jane@', password: 'abc', confirm: 'abd' });
    expect(await screen.findByText(VALIDATION_MESSAGES.invalidEmail)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooShortLong)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordsDoNotMatchLong)).toBeVisible();
  });

  it.each([
    [
      'a registered email',
      () => failure(409, AUTH_MESSAGES.emailAlreadyRegistered),
      AUTH_MESSAGES.emailAlreadyRegistered,
    ],
    ['no answer', () => Response.error(), AUTH_MESSAGES.connectionProblem],
    ['a server error', () => failure(500, 'Internal server error'), AUTH_MESSAGES.serverUnavailable],
    ['any other refusal', () => failure(400, 'Nope'), AUTH_MESSAGES.registrationFailedDetailed],
  ])('shows the spec 8.1 message for %s', async (_case, answer, message) => {
    mockNetwork({
      'POST /api/v1/auth/register': answer,
      'GET /api/v1/organizations/domain-check/example.com': () =>
        domainCheck('example.com', { available: true }),
    });
    await openRegister();
    await fill({ name: 'Jane Doe', email: 'jane@example.com', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('creates the account, stores the token and opens /dashboard', async () => {
    const token = fakeToken();
    const bodies: unknown[] = [];
    const user = makeUser({ name: 'Jane Doe', email: 'jane@example.com' });
    mockNetwork({
      'POST /api/v1/auth/register': async (request) => {
        bodies.push(await request.json());
        return Response.json({ success: true, token, user }, { status: 201 });
      },
      'GET /api/v1/organizations/domain-check/example.com': () =>
        domainCheck('example.com', { available: true }),
    });
    const { router } = await openRegister();
    await fill({ name: ' Jane Doe ', email: 'jane@example.com', password: 'secret1', confirm: 'secret1' });
    await expectPath(router, '/dashboard');
    expect(storedToken()).toBe(token);
    expect(bodies).toEqual([{ name: 'Jane Doe', email: 'jane@example.com', password: 'secret1' }]);
  });

  it("on an organization's domain, says to follow the mailed link before going on", async () => {
    const token = fakeToken();
    const user = makeUser({ name: 'Jane Doe', email: 'jane@acme.com' });
    const message = EMAIL_VERIFICATION_MESSAGES.checkEmail('Acme Inc', 'jane@acme.com');
    mockNetwork({
      'POST /api/v1/auth/register': () =>
        Response.json(
          {
            success: true,
            token,
            user,
            verification: { organizationName: 'Acme Inc', email: 'jane@acme.com', message },
          },
          { status: 201 },
        ),
      'GET /api/v1/organizations/domain-check/acme.com': () =>
        domainCheck('acme.com', { available: false, organization: { name: 'Acme Inc' } }),
    });
    const { router } = await openRegister();
    await fill({ name: 'Jane Doe', email: 'jane@acme.com', password: 'secret1', confirm: 'secret1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: EMAIL_VERIFICATION_MESSAGES.checkEmailTitle }),
    ).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/register');
    await userEvent.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_MESSAGES.continueToApp }));
    await expectPath(router, '/dashboard');
    expect(storedToken()).toBe(token);
  });

  it('looks the email domain up once typing pauses, and says the user will join its organization', async () => {
    const requests = mockNetwork({
      'GET /api/v1/organizations/domain-check/acme.com': () =>
        domainCheck('acme.com', { available: false, organization: { name: 'Acme Inc' } }),
    });
    await openRegister();
    useTestClock();
    const user = userEvent.setup({ delay: KEY_DELAY_MS, advanceTimers: vi.advanceTimersByTime });
    await user.type(field('Email address'), 'jane@acme.com');
    // Every keystroke restarted the wait: nothing was asked yet.
    expect(requests).toEqual([]);
    // user-event also pauses after the last key, which the clock already counted.
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS - KEY_DELAY_MS - 1));
    expect(requests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(11));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('You will join Acme Inc')).toBeVisible();
  });

  it('does not look up domains of 3 characters or fewer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = mockNetwork();
    await openRegister();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(field('Email address'), 'jane@a.b');
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_CHECK_DEBOUNCE_MS * 2));
    expect(requests).toEqual([]);
  });
});
