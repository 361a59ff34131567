import { AUTH_MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, failureText, formFailure, isNotFound } from './errors';

describe('failureText', () => {
  it("shows the server's message", () => {
    expect(failureText(new ApiError('Project not found', 404), 'Please try again.')).toBe(
      'Project not found',
    );
  });

  it('shows the connection line when no answer came', () => {
    expect(failureText(new ApiError('Failed to fetch', 0), 'Please try again.')).toBe(
      AUTH_MESSAGES.connectionProblem,
    );
  });

  it("falls back when the server's answer carried no message of its own", () => {
    expect(
      failureText(
        new ApiError('Internal Server Error', 500, undefined, false),
        'Failed to delete department',
      ),
    ).toBe('Failed to delete department');
  });

  it('falls back for an error without a message', () => {
    expect(failureText(new Error(''), 'Please try again.')).toBe('Please try again.');
    expect(failureText('boom', 'Please try again.')).toBe('Please try again.');
    expect(failureText(new Error('Bad thing'), 'Please try again.')).toBe('Bad thing');
  });
});

describe('isNotFound', () => {
  it('is true for 404 and for an id that cannot be one (400)', () => {
    expect(isNotFound(new ApiError('Not found', 404))).toBe(true);
    expect(isNotFound(new ApiError('Invalid id', 400))).toBe(true);
    expect(isNotFound(new ApiError('Forbidden', 403))).toBe(false);
    expect(isNotFound(new Error('Not found'))).toBe(false);
  });
});

describe('formFailure', () => {
  const FALLBACK = 'Failed to update organization';

  it("puts the server's refusal of each body field at that field, under the call's fallback", () => {
    const refused = new ApiError('Invalid request: body.subdomain: Use letters', 400, [
      { location: 'body', path: 'subdomain', message: 'Use letters' },
      { location: 'body', path: 'subdomain', message: 'Too long' },
      { location: 'body', path: 'branding.customCSS', message: 'Custom CSS must not use @import' },
      { location: 'querystring', path: 'page', message: 'Too small' },
    ]);
    expect(formFailure(refused, FALLBACK)).toEqual({
      message: FALLBACK,
      fields: { subdomain: 'Use letters', 'branding.customCSS': 'Custom CSS must not use @import' },
    });
  });

  it("keeps the server's own text, and falls back when the answer had none", () => {
    expect(formFailure(new ApiError('This subdomain is already taken', 409), FALLBACK)).toEqual({
      message: 'This subdomain is already taken',
      fields: {},
    });
    expect(formFailure(new ApiError('Internal Server Error', 500, undefined, false), FALLBACK).message).toBe(
      FALLBACK,
    );
    expect(formFailure(new Error('boom'), FALLBACK).message).toBe(FALLBACK);
    expect(formFailure(new ApiError('Failed to fetch', 0), FALLBACK).message).toBe(
      AUTH_MESSAGES.connectionProblem,
    );
  });
});
