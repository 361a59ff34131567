import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockNetwork } from '../../testing/network';
import { renderApp } from '../../testing/renderApp';
import { expectPath, failure, field } from './testing';

beforeEach(() => {
  window.localStorage.clear();
  mockNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openForgotPassword() {
  const rendered = renderApp('/auth/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return rendered;
}

describe('forgot password', () => {
  it("says 'Please enter your email address' for an empty email", async () => {
    const requests = mockNetwork();
    await openForgotPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('refuses a malformed email', async () => {
    await openForgotPassword();
    const user = userEvent.setup();
    await user.type(field('Email address'), 'jane@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.invalidEmail)).toBeVisible();
  });

  it('asks for the link, then shows the generic confirmation', async () => {
    const bodies: unknown[] = [];
    mockNetwork({
      'POST /api/v1/auth/forgotpassword': async (request) => {
        bodies.push(await request.json());
        return Response.json({ success: true, message: AUTH_MESSAGES.resetLinkSent });
      },
    });
    const { router } = await openForgotPassword();
    const user = userEvent.setup();
    await user.type(field('Email address'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectPath(router, '/auth/email-sent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(screen.getByText(AUTH_MESSAGES.resetLinkSent)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
    expect(bodies).toEqual([{ email: 'jane@example.com' }]);
  });

  it("shows 'Failed to send reset link. Please try again.' when the request fails", async () => {
    mockNetwork({ 'POST /api/v1/auth/forgotpassword': () => failure(500, 'Internal server error') });
    await openForgotPassword();
    const user = userEvent.setup();
    await user.type(field('Email address'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.sendResetLinkFailed);
  });
});
