import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockNetwork } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { expectPath, failure, passwordField } from './testing';

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(passwordField('New password'), password);
  if (confirm) await user.type(passwordField('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset password', () => {
  it('shows the invalid-link notice without a token, with a button to request a new link', async () => {
    renderApp('/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: AUTH_MESSAGES.invalidResetLink }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('the request-new-link button leads to the forgot-password screen', async () => {
    const { router } = renderApp('/reset-password');
    await userEvent.click(await screen.findByRole('link', { name: 'Request a new link' }));
    await expectPath(router, '/auth/forgot-password');
  });

  it('checks the new password with the spec texts', async () => {
    const requests = mockNetwork();
    renderApp('/auth/reset-password/abc123');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await submit('', '');
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordRequired)).toBeVisible();
    await submit('abc', 'abd');
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordTooShort)).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordsDoNotMatch)).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('sets the new password with the route token, then opens the login screen', async () => {
    const bodies: unknown[] = [];
    const done = 'Your password has been reset. Please sign in with your new password';
    mockNetwork({
      'PUT /api/v1/auth/resetpassword/abc123': async (request) => {
        bodies.push(await request.json());
        return Response.json({ success: true, message: done });
      },
    });
    const { router } = renderApp('/auth/reset-password/abc123');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await submit('newsecret', 'newsecret');
    await expectPath(router, '/auth/login');
    expect(await screen.findByText(done)).toBeVisible();
    expect(bodies).toEqual([{ password: 'newsecret' }]);
  });

  it('reads the token from the query of /reset-password', async () => {
    mockNetwork({
      'PUT /api/v1/auth/resetpassword/from-query': () => Response.json({ success: true, message: 'Done' }),
    });
    const { router } = renderApp('/reset-password?token=from-query');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await submit('newsecret', 'newsecret');
    await expectPath(router, '/auth/login');
  });

  it('becomes the expired-link notice when the server refuses the link', async () => {
    mockNetwork({
      'PUT /api/v1/auth/resetpassword/used': () =>
        failure(400, 'Invalid or expired password reset link. Please request a new one'),
    });
    renderApp('/auth/reset-password/used');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await submit('newsecret', 'newsecret');
    expect(await screen.findByText(AUTH_MESSAGES.resetLinkExpired)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it("says 'Password reset failed' when the server cannot be reached", async () => {
    mockNetwork({
      'PUT /api/v1/auth/resetpassword/abc123': () => Response.error(),
    });
    renderApp('/auth/reset-password/abc123');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await submit('newsecret', 'newsecret');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordResetFailed);
  });
});
