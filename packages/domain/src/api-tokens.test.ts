import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_MESSAGES,
  apiTokenExpiryFrom,
  apiTokenRefusal,
  apiTokenScopeNeeded,
  isApiTokenRefusedPath,
} from './api-tokens';

describe('personal API token rules', () => {
  it('decides the scope a request needs from its method and guard', () => {
    expect(apiTokenScopeNeeded('GET', 'signed-in')).toBe('read');
    expect(apiTokenScopeNeeded('HEAD', { permission: 'canViewTasks' })).toBe('read');
    expect(apiTokenScopeNeeded('PATCH', 'signed-in')).toBe('write');
    expect(apiTokenScopeNeeded('POST', { roles: ['admin', 'user'] })).toBe('write');
    expect(apiTokenScopeNeeded('GET', { roles: ['admin'] })).toBe('admin');
    expect(apiTokenScopeNeeded('GET', { permission: 'canManageBilling' })).toBe('admin');
  });

  it('refuses the token and account routes but lets a token read who it is', () => {
    expect(isApiTokenRefusedPath('/api/v1/tokens', 'GET')).toBe(true);
    expect(isApiTokenRefusedPath('/api/v1/tokens/:id', 'DELETE')).toBe(true);
    expect(isApiTokenRefusedPath('/api/v1/auth/password', 'PUT')).toBe(true);
    expect(isApiTokenRefusedPath('/api/v1/auth/me', 'GET')).toBe(false);
    expect(isApiTokenRefusedPath('/api/v1/tokensmith', 'GET')).toBe(false);
    expect(isApiTokenRefusedPath('/api/v1/tasks', 'POST')).toBe(false);
  });

  it('implies the lower scopes and names the refusal', () => {
    const request = { method: 'POST', path: '/api/v1/tasks', guard: 'signed-in' } as const;
    expect(apiTokenRefusal({ scopes: ['read'] }, request)).toBe(API_TOKEN_MESSAGES.readOnly);
    expect(apiTokenRefusal({ scopes: ['write'] }, request)).toBeUndefined();
    expect(apiTokenRefusal({ scopes: ['admin'] }, request)).toBeUndefined();
    const admin = {
      method: 'GET',
      path: '/api/v1/system/test-runs',
      guard: { permission: 'canRunSystemChecks' },
    };
    expect(apiTokenRefusal({ scopes: ['write'] }, admin)).toBe(API_TOKEN_MESSAGES.notAdmin);
  });

  it('turns an expiry choice into expiresAt', () => {
    const now = new Date('2026-12-07T10:00:00.000Z');
    expect(apiTokenExpiryFrom('30d', now)).toBe('2027-01-06T10:00:00.000Z');
    expect(apiTokenExpiryFrom('never', now)).toBeNull();
    expect(apiTokenExpiryFrom('custom', now, '2027-03-01')).toBe('2027-03-01T23:59:59.000Z');
    expect(apiTokenExpiryFrom('custom', now, '')).toBeUndefined();
  });
});
