import { describe, expect, it } from 'vitest';
import {
  canManageSecurityPolicy,
  canSignOutUser,
  DEFAULT_SECURITY_POLICY,
  describeUserAgent,
  idleTimeoutMs,
  isInvitationAddressAllowed,
  isSignInMethodAllowed,
  SecurityPolicySchema,
  securityPolicyOf,
} from './sessions';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/17.0 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%j -> %j', (agent, expected) => {
    expect(describeUserAgent(agent)).toBe(expected);
  });
});

describe('the security policy', () => {
  it('reads a stored policy field by field, defaults for what is missing or damaged', () => {
    expect(securityPolicyOf(undefined)).toEqual(DEFAULT_SECURITY_POLICY);
    expect(
      securityPolicyOf({ idleTimeoutMinutes: 30, domainJoin: 'bogus', allowedSignInMethods: [] }),
    ).toEqual({
      ...DEFAULT_SECURITY_POLICY,
      idleTimeoutMinutes: 30,
    });
  });

  it('normalizes domains and methods, and refuses what the server refuses', () => {
    const parsed = SecurityPolicySchema.parse({
      allowedSignInMethods: ['google', 'password', 'google'],
      invitationDomains: [' @Acme.Example ', 'acme.example'],
      domainJoin: 'approved',
      idleTimeoutMinutes: 5,
    });
    expect(parsed).toEqual({
      allowedSignInMethods: ['password', 'google'],
      invitationDomains: ['acme.example'],
      domainJoin: 'approved',
      idleTimeoutMinutes: 5,
    });
    for (const idleTimeoutMinutes of [-1, 4, 1441, 2.5]) {
      expect(SecurityPolicySchema.safeParse({ ...DEFAULT_SECURITY_POLICY, idleTimeoutMinutes }).success).toBe(
        false,
      );
    }
  });

  it('answers the enforcement questions', () => {
    const policy = {
      ...DEFAULT_SECURITY_POLICY,
      allowedSignInMethods: ['google' as const],
      invitationDomains: ['acme.example'],
    };
    expect(isSignInMethodAllowed(policy, 'password')).toBe(false);
    expect(isSignInMethodAllowed(policy, 'google')).toBe(true);
    expect(isInvitationAddressAllowed(policy, 'Jo@ACME.example')).toBe(true);
    expect(isInvitationAddressAllowed(policy, 'jo@acme.example.evil.test')).toBe(false);
    expect(isInvitationAddressAllowed(DEFAULT_SECURITY_POLICY, 'anyone@anywhere.test')).toBe(true);
    expect(idleTimeoutMs(DEFAULT_SECURITY_POLICY)).toBeUndefined();
    expect(idleTimeoutMs({ ...DEFAULT_SECURITY_POLICY, idleTimeoutMinutes: 10 })).toBe(600_000);
  });
});

describe('who manages sessions and the policy', () => {
  const admin = { isOrgAdmin: true, organizationId: 'org-a' };
  const member = { orgRole: 'member', organizationId: 'org-a' };
  const platform = { platformRole: 'super_admin' };

  it('the policy: its organization admins and platform admins', () => {
    expect(canManageSecurityPolicy(admin, 'org-a')).toBe(true);
    expect(canManageSecurityPolicy(admin, 'org-b')).toBe(false);
    expect(canManageSecurityPolicy(member, 'org-a')).toBe(false);
    expect(canManageSecurityPolicy(platform, 'org-b')).toBe(true);
    expect(canManageSecurityPolicy(null, 'org-a')).toBe(false);
  });

  it('signing out: an admin their own organization, a platform admin anyone', () => {
    expect(canSignOutUser(admin, { organizationId: 'org-a' })).toBe(true);
    expect(canSignOutUser(admin, { organizationId: 'org-b' })).toBe(false);
    expect(canSignOutUser(admin, { organizationId: null })).toBe(false);
    expect(canSignOutUser(member, { organizationId: 'org-a' })).toBe(false);
    expect(canSignOutUser(platform, { organizationId: null })).toBe(true);
  });
});
