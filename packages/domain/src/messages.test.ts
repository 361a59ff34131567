import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_MESSAGES,
  AUTH_MESSAGES,
  FINANCE_MESSAGES,
  INVITATION_MESSAGES,
  loginErrorMessage,
  ORG_MESSAGES,
  PERMISSION_MESSAGES,
  registrationErrorMessage,
  SCREEN_TEXTS,
  VALIDATION_MESSAGES,
  welcomeBackText,
} from './messages';

describe('loginErrorMessage (spec 8.1)', () => {
  it.each([
    ['Account not found', 'Account not found. Please check your email or sign up'],
    ['Error: Account not found for jane@acme.com', 'Account not found. Please check your email or sign up'],
    ['Incorrect password', 'Incorrect password. Please try again'],
    ['Please provide a valid email', 'Please enter a valid email address'],
    ['Failed to fetch', 'Connection problem. Please check your internet and try again'],
    ['Network Error', 'Connection problem. Please check your internet and try again'],
    ['Internal server error', 'Server temporarily unavailable. Please try again later'],
    ['Request failed with status code 500', 'Server temporarily unavailable. Please try again later'],
    ['Something odd', 'Login failed. Please check your credentials and try again'],
    ['', 'Login failed. Please check your credentials and try again'],
  ])('%j -> %j', (raw, expected) => {
    expect(loginErrorMessage(raw)).toBe(expected);
  });

  it('treats a request with no response as a connection problem', () => {
    expect(loginErrorMessage(undefined, { network: true })).toBe(AUTH_MESSAGES.connectionProblem);
    expect(loginErrorMessage('Request aborted', { network: true })).toBe(AUTH_MESSAGES.connectionProblem);
  });

  it('treats a 5xx status as server unavailable', () => {
    expect(loginErrorMessage('Oops', { status: 500 })).toBe(AUTH_MESSAGES.serverUnavailable);
    expect(loginErrorMessage(null, { status: 503 })).toBe(AUTH_MESSAGES.serverUnavailable);
    expect(loginErrorMessage('Oops', { status: 401 })).toBe(AUTH_MESSAGES.loginFailedDetailed);
  });

  it('prefers the matched text over the status', () => {
    expect(loginErrorMessage('Incorrect password', { status: 401 })).toBe(AUTH_MESSAGES.incorrectPassword);
    expect(loginErrorMessage('Account not found', { status: 500 })).toBe(AUTH_MESSAGES.accountNotFound);
  });
});

describe('registrationErrorMessage (spec 8.1)', () => {
  it.each([
    ['User already exists', 'This email is already registered. Please log in instead'],
    ['This email is already registered', 'This email is already registered. Please log in instead'],
    ['Please provide a valid email', 'Please enter a valid email address'],
    ['fetch failed', 'Connection problem. Please check your internet and try again'],
    ['Server Error', 'Server temporarily unavailable. Please try again later'],
    ['Name too long', 'Registration failed. Please check your information and try again'],
  ])('%j -> %j', (raw, expected) => {
    expect(registrationErrorMessage(raw)).toBe(expected);
  });

  it('uses the context like login does', () => {
    expect(registrationErrorMessage(undefined, { network: true })).toBe(AUTH_MESSAGES.connectionProblem);
    expect(registrationErrorMessage(undefined, { status: 502 })).toBe(AUTH_MESSAGES.serverUnavailable);
    expect(registrationErrorMessage(undefined)).toBe(AUTH_MESSAGES.registrationFailedDetailed);
  });
});

describe('catalogue', () => {
  const catalogues = {
    VALIDATION_MESSAGES,
    AUTH_MESSAGES,
    INVITATION_MESSAGES,
    ORG_MESSAGES,
    PERMISSION_MESSAGES,
    FINANCE_MESSAGES,
    ASSISTANT_MESSAGES,
    SCREEN_TEXTS,
  };

  it('holds each text once; the only repeats are deliberate references', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [group, messages] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(messages)) {
        const first = seen.get(text);
        if (first) repeats.push(`${group}.${key} = ${first}`);
        else seen.set(text, `${group}.${key}`);
      }
    }
    expect(repeats).toEqual([
      'AUTH_MESSAGES.invalidEmail = VALIDATION_MESSAGES.invalidEmail',
      'ORG_MESSAGES.sendInvitationFailed = INVITATION_MESSAGES.sendFailed',
      'FINANCE_MESSAGES.unexpectedFailure = AUTH_MESSAGES.authenticationFailed',
    ]);
  });

  it('has the exact spec texts', () => {
    expect(AUTH_MESSAGES.accountNotFound).toBe('Account not found. Please check your email or sign up');
    expect(AUTH_MESSAGES.authenticationSetupFailed).toBe(
      'Authentication setup failed. Please try logging in again.',
    );
    expect(AUTH_MESSAGES.resetLinkExpired).toBe('Failed to reset password. The link may have expired.');
    expect(VALIDATION_MESSAGES.adminEmailDomainMismatch).toBe('Admin email must match organization domain');
    expect(VALIDATION_MESSAGES.passwordsDoNotMatchLong).toBe(
      'Passwords do not match. Please check and try again',
    );
    expect(INVITATION_MESSAGES.invalidLink).toBe('Invalid invitation link: Missing token or project ID.');
    expect(ORG_MESSAGES.fetchStatsFailed).toBe('Failed to fetch organization statistics');
    expect(PERMISSION_MESSAGES.switchOrganizations).toBe('Insufficient permissions to switch organizations');
    expect(FINANCE_MESSAGES.unexpectedFailure).toBe('Authentication failed. Please try again.');
    expect(FINANCE_MESSAGES.invalidCredentials).toBe('Invalid credentials. Please try again.');
    expect(ASSISTANT_MESSAGES.sendFailure).toBe(
      "Sorry, I'm having trouble right now. Please try again in a moment.",
    );
    expect(ASSISTANT_MESSAGES.tooltip).toBe(
      'Boost Your Productivity! Get instant help with tasks, projects, and team management.',
    );
    expect(SCREEN_TEXTS.unexpectedError).toBe('The application encountered an unexpected error');
    expect(SCREEN_TEXTS.noNotifications).toBe('No notifications yet');
  });

  it('has all 19 organization fallbacks and 4 permission errors of spec 8.4 and 8.5', () => {
    expect(Object.keys(ORG_MESSAGES)).toHaveLength(19);
    expect(Object.keys(PERMISSION_MESSAGES)).toHaveLength(4);
  });
});

describe('welcomeBackText', () => {
  it('greets by first name', () => {
    expect(welcomeBackText('Ada Lovelace')).toBe('Welcome back, Ada!');
    expect(welcomeBackText('  Grace  ')).toBe('Welcome back, Grace!');
    expect(welcomeBackText(undefined)).toBe('Welcome back!');
  });
});
