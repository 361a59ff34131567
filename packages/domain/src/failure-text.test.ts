import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages';
import { CALL_MESSAGES_ONLY, failureText, isCallFailure, REFUSALS_ONLY } from './failure-text';

// A failure as @app/sdk's ApiError carries it (the rule reads it by shape).
const failed = (message: string, status: number, fromServer = true) =>
  Object.assign(new Error(message), { status, fromServer });

describe('failureText', () => {
  it("shows the server's message by default, the connection line without an answer, else the fallback", () => {
    expect(failureText(failed('Project not found', 404), 'Please try again.')).toBe('Project not found');
    expect(failureText(failed('Failed to fetch', 0), 'Please try again.')).toBe(
      AUTH_MESSAGES.connectionProblem,
    );
    expect(failureText(failed('Not Found', 404, false), 'Failed to load')).toBe('Failed to load');
    expect(failureText(new Error('Bad thing'), 'Please try again.')).toBe('Bad thing');
    expect(failureText(new Error(''), 'Please try again.')).toBe('Please try again.');
    expect(failureText('boom', 'Please try again.')).toBe('Please try again.');
  });

  it("REFUSALS_ONLY: the server's refusal (4xx), and the fallback when the server gave nothing to act on", () => {
    const refused = failed('Insufficient permissions to manage organization users', 403);
    expect(failureText(refused, 'Failed to update user role', REFUSALS_ONLY)).toBe(
      'Insufficient permissions to manage organization users',
    );
    expect(failureText(failed('Internal Server Error', 500), 'Failed to remove user', REFUSALS_ONLY)).toBe(
      'Failed to remove user',
    );
    expect(failureText(failed('Network error: offline', 0), 'Failed to send invitation', REFUSALS_ONLY)).toBe(
      'Failed to send invitation',
    );
    expect(failureText(new Error('boom'), 'Failed to fetch organization users', REFUSALS_ONLY)).toBe(
      'Failed to fetch organization users',
    );
    // A refusal whose message is the call's own fallback still shows it.
    expect(failureText(failed('Failed to load billing', 404, false), 'Other', REFUSALS_ONLY)).toBe(
      'Failed to load billing',
    );
  });

  it('CALL_MESSAGES_ONLY: any message the server sent, a lost connection too, never another error', () => {
    expect(failureText(failed('Budget too low', 400), 'Something went wrong.', CALL_MESSAGES_ONLY)).toBe(
      'Budget too low',
    );
    expect(failureText(failed('Network error: down', 0), 'Something went wrong.', CALL_MESSAGES_ONLY)).toBe(
      'Network error: down',
    );
    expect(failureText(failed('Bad Gateway', 502, false), 'Something went wrong.', CALL_MESSAGES_ONLY)).toBe(
      'Something went wrong.',
    );
    expect(failureText(new Error('boom'), 'Something went wrong.', CALL_MESSAGES_ONLY)).toBe(
      'Something went wrong.',
    );
  });

  it("a list of statuses shows the server's message for those only (the finance unlock)", () => {
    const unlock = { show: [403, 409, 429], offline: 'fallback', otherErrors: 'fallback' } as const;
    const fallback = 'Authentication failed. Please try again.';
    expect(failureText(failed('Invalid credentials. Please try again.', 403), fallback, unlock)).toBe(
      'Invalid credentials. Please try again.',
    );
    expect(failureText(failed('Internal server error', 500), fallback, unlock)).toBe(fallback);
    expect(failureText(failed('Network error: down', 0), fallback, unlock)).toBe(fallback);
    expect(failureText(failed('Forbidden', 403, false), fallback, unlock)).toBe(fallback);
  });

  it("'any' shows whatever message the failure carries", () => {
    const any = { show: 'any', offline: 'message' } as const;
    expect(failureText(failed('Not Found', 404, false), 'Could not add', any)).toBe('Not Found');
    expect(failureText(failed('Network error: down', 0), 'Could not add', any)).toBe('Network error: down');
    expect(failureText(new Error('Already a member'), 'Could not add', any)).toBe('Already a member');
    expect(failureText(undefined, 'Could not add', any)).toBe('Could not add');
  });

  it('tells a call failure by its status and its fromServer flag', () => {
    expect(isCallFailure(failed('x', 400))).toBe(true);
    expect(isCallFailure(new Error('x'))).toBe(false);
    expect(isCallFailure({ status: 400, fromServer: true, message: 'x' })).toBe(false);
  });
});
