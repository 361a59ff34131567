import { isPlatformAdmin, type RoleSubject } from './permissions';

/**
 * The plans, defined once: price per seat per month in USD cents, seats, and the features each opens.
 * An organization's plan is its `subscriptionTier`. No zod here: screens read plans without loading schemas.
 */
export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The features that need a plan (the subscription gate of spec 6.5). */
export const PLAN_FEATURES = ['teams', 'branding', 'analytics', 'multiOrganization'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Price of one seat for one month, in USD cents. */
  pricePerSeatUsdCents: number;
  /** Seats an organization has on this plan without buying any (what a plan set by a platform admin gives). */
  defaultSeats: number;
  /** The most seats the plan may have. */
  maxSeats: number;
  /** The gated features the plan opens. */
  features: readonly PlanFeature[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    description: 'Projects, tasks, departments and people for a small organization.',
    pricePerSeatUsdCents: 0,
    defaultSeats: 5,
    maxSeats: 5,
    features: [],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    description: 'Teams, custom branding and analytics for a growing organization.',
    pricePerSeatUsdCents: 1200,
    defaultSeats: 10,
    maxSeats: 500,
    features: ['teams', 'branding', 'analytics'],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'Everything in Pro, plus the multi-organization dashboard, for groups of organizations.',
    pricePerSeatUsdCents: 3000,
    defaultSeats: 50,
    maxSeats: 10000,
    features: ['teams', 'branding', 'analytics', 'multiOrganization'],
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  teams: 'Teams',
  branding: 'Custom branding',
  analytics: 'Analytics',
  multiOrganization: 'Multi-organization dashboard',
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

// Tiers stored before the plan catalogue: both are the Pro plan now (migration 0009 rewrites them).
const LEGACY_TIERS: Record<string, PlanId> = { starter: 'pro', professional: 'pro' };

/** The plan of a stored tier; an unknown value is the free plan. */
export function planOf(tier: string | null | undefined): PlanId {
  if (isPlanId(tier)) return tier;
  return (tier && LEGACY_TIERS[tier]) || 'free';
}

const PLAN_RANK: Record<PlanId, number> = { free: 0, pro: 1, enterprise: 2 };

/** The cheapest plan that opens a feature. */
export function planForFeature(feature: PlanFeature): PlanId {
  return PLAN_IDS.find((id) => PLANS[id].features.includes(feature)) ?? 'enterprise';
}

/** The organization fields the gate reads. */
export interface PlanSubject {
  subscriptionTier?: string | null;
  trialEndsAt?: string | Date | null;
}

/** Whether a free organization's trial ends in the future. */
export function isTrialActive(org: PlanSubject | null | undefined, now: Date): boolean {
  if (!org || planOf(org.subscriptionTier) !== 'free' || !org.trialEndsAt) return false;
  const end = new Date(org.trialEndsAt).getTime();
  return !Number.isNaN(end) && end > now.getTime();
}

/** The plan whose features an organization has now: a free organization in its trial has everything of Pro. */
export function effectivePlan(org: PlanSubject | null | undefined, now: Date): PlanId {
  if (!org) return 'free';
  return isTrialActive(org, now) ? 'pro' : planOf(org.subscriptionTier);
}

/** Whether the organization's plan (or trial) opens the feature. */
export function planAllows(org: PlanSubject | null | undefined, feature: PlanFeature, now: Date): boolean {
  return PLAN_RANK[effectivePlan(org, now)] >= PLAN_RANK[planForFeature(feature)];
}

/**
 * The subscription gate (spec 6.5) for one feature: refused when the organization's plan does not open it.
 * Platform admins administer every organization and are never gated.
 */
export function isFeatureGated(
  user: RoleSubject | null | undefined,
  org: PlanSubject | null | undefined,
  feature: PlanFeature,
  now: Date,
): boolean {
  if (isPlatformAdmin(user)) return false;
  return !planAllows(org, feature, now);
}

/** The server's refusal of a gated feature: it starts with the card's title, 'Upgrade Required'. */
export function upgradeRequiredMessage(feature: PlanFeature): string {
  const plan = PLANS[planForFeature(feature)].name;
  return `Upgrade Required: ${PLAN_FEATURE_LABELS[feature]} needs the ${plan} plan. An organization admin can upgrade on the Billing & Subscription page.`;
}

/**
 * The seats an organization may fill: those of its current subscription on this plan, else the plan's default.
 * A free organization in its trial has Pro's default seats.
 */
export function seatLimit(
  org: PlanSubject | null | undefined,
  subscription: { plan: string; seats: number } | null | undefined,
  now: Date,
): number {
  const plan = effectivePlan(org, now);
  if (subscription && planOf(subscription.plan) === plan && planOf(org?.subscriptionTier) === plan) {
    return subscription.seats;
  }
  return PLANS[plan].defaultSeats;
}

/** The refusal of an invitation that would need more seats than the plan has. */
export function seatLimitMessage(limit: number): string {
  return `All ${limit} seats of your plan are taken (members and pending invitations). An organization admin can add seats or upgrade on the Billing & Subscription page.`;
}

/** Whole days until the trial ends (at least 1 while it runs), or 0 when it has ended or there is none. */
export function trialDaysLeft(org: PlanSubject | null | undefined, now: Date): number {
  if (!isTrialActive(org, now) || !org?.trialEndsAt) return 0;
  return Math.max(1, Math.ceil((new Date(org.trialEndsAt).getTime() - now.getTime()) / 86_400_000));
}

/** 'Trial ends in N days', 'Trial ended', or nothing for an organization that never had a trial or pays. */
export function trialStatusText(org: PlanSubject | null | undefined, now: Date): string | null {
  if (!org || planOf(org.subscriptionTier) !== 'free' || !org.trialEndsAt) return null;
  const days = trialDaysLeft(org, now);
  if (days === 0) return 'Trial ended';
  return days === 1 ? 'Trial ends in 1 day' : `Trial ends in ${days} days`;
}

/** The charge of a plan and seat count for one month, in USD cents. */
export function monthlyChargeUsdCents(plan: PlanId, seats: number): number {
  return PLANS[plan].pricePerSeatUsdCents * seats;
}
