import { describe, expect, it } from 'vitest';
import { accessExplanation, checkAccess, ENTERPRISE_DASHBOARD_ACCESS } from './access';
import { BillingUpdatePayloadSchema } from './billing';
import {
  effectivePlan,
  isFeatureGated,
  PLANS,
  planAllows,
  planForFeature,
  planOf,
  seatLimit,
  trialStatusText,
  upgradeRequiredMessage,
} from './plans';

const now = new Date('2026-06-15T12:00:00Z');
const expired = { subscriptionTier: 'free', trialEndsAt: '2026-06-01T00:00:00Z' };
const trial = { subscriptionTier: 'free', trialEndsAt: '2026-06-18T00:00:00Z' };
const admin = { orgRole: 'org_admin', isOrgAdmin: true, organizationId: 'org', accountType: 'organization' };

describe('plans', () => {
  it('maps the tiers stored before the plan catalogue to the Pro plan', () => {
    expect(planOf('professional')).toBe('pro');
    expect(planOf('starter')).toBe('pro');
    expect(planOf('enterprise')).toBe('enterprise');
    expect(planOf('nonsense')).toBe('free');
  });

  it('names the cheapest plan of each feature', () => {
    expect(planForFeature('teams')).toBe('pro');
    expect(planForFeature('branding')).toBe('pro');
    expect(planForFeature('analytics')).toBe('pro');
    expect(planForFeature('multiOrganization')).toBe('enterprise');
  });

  it('gives a free organization in its trial everything of Pro, and nothing once it ended', () => {
    expect(effectivePlan(trial, now)).toBe('pro');
    expect(planAllows(trial, 'teams', now)).toBe(true);
    expect(planAllows(trial, 'multiOrganization', now)).toBe(false);
    expect(effectivePlan(expired, now)).toBe('free');
    expect(planAllows(expired, 'teams', now)).toBe(false);
    expect(planAllows({ subscriptionTier: 'enterprise' }, 'multiOrganization', now)).toBe(true);
    expect(planAllows(null, 'teams', now)).toBe(false);
  });

  it('never gates a platform admin', () => {
    expect(isFeatureGated({ platformRole: 'super_admin' }, expired, 'teams', now)).toBe(false);
    expect(isFeatureGated(admin, expired, 'teams', now)).toBe(true);
  });

  it("starts the server's refusal with 'Upgrade Required'", () => {
    expect(upgradeRequiredMessage('teams')).toMatch(/^Upgrade Required: Teams needs the Pro plan/);
  });

  it('counts seats from the subscription on the same plan, else the plan default', () => {
    expect(seatLimit({ subscriptionTier: 'pro' }, { plan: 'pro', seats: 12 }, now)).toBe(12);
    expect(seatLimit({ subscriptionTier: 'enterprise' }, { plan: 'pro', seats: 12 }, now)).toBe(
      PLANS.enterprise.defaultSeats,
    );
    expect(seatLimit(trial, null, now)).toBe(PLANS.pro.defaultSeats);
    expect(seatLimit(expired, null, now)).toBe(PLANS.free.maxSeats);
  });

  it('tells the trial status', () => {
    expect(trialStatusText(trial, now)).toBe('Trial ends in 3 days');
    expect(trialStatusText({ subscriptionTier: 'free', trialEndsAt: '2026-06-16T00:00:00Z' }, now)).toBe(
      'Trial ends in 1 day',
    );
    expect(trialStatusText(expired, now)).toBe('Trial ended');
    expect(trialStatusText({ subscriptionTier: 'pro', trialEndsAt: null }, now)).toBeNull();
  });
});

describe('checkAccess (spec 6.5 access wrapper)', () => {
  it('denies everything without a user', () => {
    expect(checkAccess(null, trial, {}, now)).toEqual({ kind: 'denied' });
  });

  it("answers 'denied' for a missing platform role and 'restricted' with the roles for an organization role", () => {
    expect(checkAccess(admin, trial, { platformRoles: ['super_admin'] }, now)).toEqual({ kind: 'denied' });
    expect(checkAccess({ orgRole: 'member' }, trial, { orgRoles: ['org_admin'] }, now)).toEqual({
      kind: 'restricted',
      roles: ['org_admin'],
    });
    expect(checkAccess(admin, trial, { orgRoles: ['org_admin'] }, now)).toEqual({ kind: 'ok' });
  });

  it('checks department assignment, permissions, membership and a custom check', () => {
    expect(checkAccess(admin, trial, { department: true }, now).kind).toBe('restricted');
    expect(checkAccess({ ...admin, departmentId: 'd' }, trial, { department: true }, now).kind).toBe('ok');
    expect(checkAccess({ orgRole: 'member' }, trial, { permissions: ['canInviteUsers'] }, now).kind).toBe(
      'restricted',
    );
    expect(checkAccess({ accountType: 'individual' }, null, { organizationMember: true }, now).kind).toBe(
      'restricted',
    );
    expect(checkAccess(admin, trial, { check: () => false }, now).kind).toBe('denied');
  });

  it("answers 'upgrade' with the plan when the organization's plan does not open the feature", () => {
    const decision = checkAccess(admin, expired, { feature: 'teams' }, now);
    expect(decision).toEqual({ kind: 'upgrade', feature: 'teams', plan: 'pro' });
    expect(accessExplanation(decision)).toBe('Upgrade Required: this needs the Pro plan.');
    expect(checkAccess(admin, trial, { feature: 'multiOrganization' }, now)).toMatchObject({
      plan: 'enterprise',
    });
  });
});

describe('ENTERPRISE_DASHBOARD_ACCESS', () => {
  const enterpriseAdmin = { orgRole: 'enterprise_admin', organizationId: 'org', accountType: 'organization' };
  const decide = (user: object | null, org: object | null) =>
    checkAccess(user, org, ENTERPRISE_DASHBOARD_ACCESS, now).kind;

  it('opens the multi-organization dashboard on the Enterprise plan only', () => {
    expect(decide(enterpriseAdmin, { subscriptionTier: 'enterprise' })).toBe('ok');
    expect(decide(enterpriseAdmin, { subscriptionTier: 'pro' })).toBe('upgrade');
    // A trial opens Pro's features, not Enterprise's.
    expect(decide(enterpriseAdmin, trial)).toBe('upgrade');
    expect(decide(enterpriseAdmin, expired)).toBe('upgrade');
    expect(decide({ accountType: 'individual' }, null)).toBe('upgrade');
  });

  it('never gates a platform admin', () => {
    expect(decide({ platformRole: 'super_admin' }, null)).toBe('ok');
    expect(decide({ platformRole: 'admin', organizationId: 'org' }, expired)).toBe('ok');
  });
});

describe('BillingUpdatePayloadSchema', () => {
  it('accepts a plan change and clearing a field, refuses an empty or unknown payload', () => {
    expect(BillingUpdatePayloadSchema.safeParse({ plan: 'pro', seats: 3 }).success).toBe(true);
    expect(BillingUpdatePayloadSchema.safeParse({ taxId: '' }).success).toBe(true);
    expect(BillingUpdatePayloadSchema.safeParse({}).success).toBe(false);
    expect(BillingUpdatePayloadSchema.safeParse({ plan: 'starter' }).success).toBe(false);
    expect(BillingUpdatePayloadSchema.safeParse({ seats: -1 }).success).toBe(false);
  });
});
