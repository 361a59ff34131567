import { describe, expect, it } from 'vitest';
import {
  InvitationSchema,
  invitationExpiry,
  invitationExpiryText,
  invitationLink,
  isInvitationValid,
  PROJECT_INVITATION_ROLE_DESCRIPTIONS,
} from './invitation';
import {
  canInviteToProject,
  invitableProjectRoles,
  projectInvitationDeniedMessage,
} from './invitation-policy';
import { invitationRoleText } from './invitation-screen-texts';

const now = new Date('2025-06-15T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('invitationExpiryText', () => {
  it('reads "Never expires" without an expiry', () => {
    expect(invitationExpiryText(undefined, now)).toBe('Never expires');
    expect(invitationExpiryText(null, now)).toBe('Never expires');
  });

  it('reads "Expired" at or after the expiry', () => {
    expect(invitationExpiryText(later(-1), now)).toBe('Expired');
    expect(invitationExpiryText(later(0), now)).toBe('Expired');
    expect(invitationExpiryText(later(-3 * DAY), now)).toBe('Expired');
  });

  it('reads "Expires soon" under one hour', () => {
    expect(invitationExpiryText(later(1), now)).toBe('Expires soon');
    expect(invitationExpiryText(later(59 * MIN), now)).toBe('Expires soon');
    expect(invitationExpiryText(later(HOUR - 1), now)).toBe('Expires soon');
  });

  it('counts whole hours under a day', () => {
    expect(invitationExpiryText(later(HOUR), now)).toBe('Expires in 1 hour');
    expect(invitationExpiryText(later(2 * HOUR - 1), now)).toBe('Expires in 1 hour');
    expect(invitationExpiryText(later(5 * HOUR + 30 * MIN), now)).toBe('Expires in 5 hours');
    expect(invitationExpiryText(later(DAY - 1), now)).toBe('Expires in 23 hours');
  });

  it('counts days to the nearest whole day from one day on', () => {
    expect(invitationExpiryText(later(DAY), now)).toBe('Expires in 1 day');
    expect(invitationExpiryText(later(1.49 * DAY), now)).toBe('Expires in 1 day');
    expect(invitationExpiryText(later(2 * DAY - 1), now)).toBe('Expires in 2 days');
    expect(invitationExpiryText(later(3.4 * DAY), now)).toBe('Expires in 3 days');
    expect(invitationExpiryText(later(7 * DAY - MIN), now)).toBe('Expires in 7 days');
    expect(invitationExpiryText(new Date(now.getTime() + 7 * DAY), now)).toBe('Expires in 7 days');
  });
});

describe('invitationExpiry', () => {
  it.each([
    ['days', later(3 * DAY), { text: 'Expires in 3 days', expired: false }],
    ['hours', later(5 * HOUR), { text: 'Expires in 5 hours', expired: false }],
    ['under an hour', later(10 * MIN), { text: 'Expires soon', expired: false }],
    ['expired', later(-DAY), { text: 'Expired', expired: true }],
    ['expired at the moment', later(0), { text: 'Expired', expired: true }],
    ['none', null, { text: 'Never expires', expired: false }],
    ['absent', undefined, { text: 'Never expires', expired: false }],
  ])('gives the spec 4.3 line and lapse for %s', (_case, expiresAt, expected) => {
    expect(invitationExpiry(expiresAt, now)).toEqual(expected);
  });

  it('never words a week as "next week" (spec 4.3 shows days)', () => {
    expect(invitationExpiry(later(7 * DAY), now).text).toBe('Expires in 7 days');
  });
});

describe('isInvitationValid', () => {
  it('is valid when pending and not past expiresAt', () => {
    expect(isInvitationValid({ status: 'pending', expiresAt: later(HOUR) }, now)).toBe(true);
    expect(isInvitationValid({ status: 'pending', expiresAt: null }, now)).toBe(true);
    expect(isInvitationValid({ status: 'pending' }, now)).toBe(true);
  });

  it('is invalid once expired', () => {
    expect(isInvitationValid({ status: 'pending', expiresAt: later(0) }, now)).toBe(false);
    expect(isInvitationValid({ status: 'pending', expiresAt: later(-MIN) }, now)).toBe(false);
  });

  it.each(['accepted', 'declined', 'expired'] as const)('is invalid when %s', (status) => {
    expect(isInvitationValid({ status, expiresAt: later(DAY) }, now)).toBe(false);
  });
});

describe('invitation data', () => {
  it('describes the project roles as the spec does', () => {
    expect(PROJECT_INVITATION_ROLE_DESCRIPTIONS).toEqual({
      'team-member': 'view and complete tasks',
      'team-lead': 'manage members and assign tasks',
      supervisor: 'full project management',
    });
  });

  it('builds the invitation link {origin}/invite?token={token}', () => {
    expect(invitationLink('https://app.example.com', 'abc123')).toBe(
      'https://app.example.com/invite?token=abc123',
    );
    expect(invitationLink('http://localhost:3000/', 'a b')).toBe('http://localhost:3000/invite?token=a%20b');
  });

  it('parses an invitation and refuses unknown roles and statuses', () => {
    const invitation = {
      _id: '0123456789abcdef01234567',
      email: 'sam@acme.com',
      role: 'team-lead',
      projectId: 'abcdefabcdefabcdefabcdef',
      projectName: 'Apollo',
      invitedBy: { name: 'Ada' },
      invitedAt: now.toISOString(),
      status: 'pending',
      expiresAt: later(DAY),
    };
    expect(InvitationSchema.parse(invitation)).toEqual(invitation);
    expect(InvitationSchema.safeParse({ ...invitation, role: 'owner' }).success).toBe(false);
    expect(InvitationSchema.safeParse({ ...invitation, status: 'revoked' }).success).toBe(false);
  });

  it('never carries the secret: a token given is dropped', () => {
    const parsed = InvitationSchema.parse({
      _id: '0123456789abcdef01234567',
      email: 'sam@acme.com',
      role: 'team-member',
      projectId: 'abcdefabcdefabcdefabcdef',
      projectName: 'Apollo',
      invitedBy: { name: 'Ada' },
      invitedAt: now.toISOString(),
      status: 'pending',
      token: 'secret',
    });
    expect(parsed).not.toHaveProperty('token');
  });
});

describe('who may invite whom to a project', () => {
  it('lets owners and supervisors offer every role, team leads team members only, others nothing', () => {
    expect(invitableProjectRoles('owner')).toEqual(['team-member', 'team-lead', 'supervisor']);
    expect(invitableProjectRoles('supervisor')).toEqual(['team-member', 'team-lead', 'supervisor']);
    expect(invitableProjectRoles('team-lead')).toEqual(['team-member']);
    expect(invitableProjectRoles('team-member')).toEqual([]);
    expect(invitableProjectRoles('viewer')).toEqual([]);
    expect(invitableProjectRoles(null)).toEqual([]);
  });

  it('refuses a team lead inviting a team lead or a supervisor, with the reason', () => {
    expect(canInviteToProject('team-lead', 'team-member')).toBe(true);
    expect(canInviteToProject('team-lead', 'team-lead')).toBe(false);
    expect(canInviteToProject('team-lead', 'supervisor')).toBe(false);
    expect(canInviteToProject('team-member', 'team-member')).toBe(false);
    expect(projectInvitationDeniedMessage('team-lead')).toBe('Team leads can invite team members only');
    expect(projectInvitationDeniedMessage('team-member')).toBe(
      'You do not have permission to invite people to this project',
    );
  });

  it('reads a role with its meaning', () => {
    expect(invitationRoleText('team-lead')).toBe('Team lead: manage members and assign tasks');
  });
});
