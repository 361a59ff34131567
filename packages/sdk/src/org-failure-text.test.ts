import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { orgFailureText } from './org-failure-text';

describe('orgFailureText', () => {
  it("shows the server's refusal, and the 8.4 fallback when the server gave nothing to act on", () => {
    const refused = new ApiError('Insufficient permissions to manage organization users', 403);
    expect(orgFailureText(refused, 'Failed to update user role')).toBe(
      'Insufficient permissions to manage organization users',
    );
    expect(orgFailureText(new ApiError('Internal Server Error', 500), 'Failed to remove user')).toBe(
      'Failed to remove user',
    );
    expect(orgFailureText(new ApiError('Network error: offline', 0), 'Failed to send invitation')).toBe(
      'Failed to send invitation',
    );
    expect(orgFailureText(new Error('boom'), 'Failed to fetch organization users')).toBe(
      'Failed to fetch organization users',
    );
  });
});
