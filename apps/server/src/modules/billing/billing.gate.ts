import {
  checkAccess,
  type PlanFeature,
  type PlanSubject,
  seatLimit,
  seatLimitMessage,
  upgradeRequiredMessage,
} from '@app/domain';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { organizationInvitations, organizations, subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { CurrentUser } from '../auth';

/** The status of a refusal by the subscription gate: 402 Payment Required, with the 'Upgrade Required' text. */
export const UPGRADE_REQUIRED_STATUS = 402;

/**
 * The subscription gate (spec 6.5) on one organization: throws 402 'Upgrade Required: ...' unless its plan (or a
 * trial ending in the future) opens the feature. Platform admins are never gated. The decision is the domain's
 * `checkAccess`, the one the screens' access wrapper shows 'Upgrade Required' from.
 */
export function requirePlanFeature(
  user: CurrentUser,
  organization: PlanSubject | null | undefined,
  feature: PlanFeature,
  now = new Date(),
): void {
  const decision = checkAccess(user, organization, { feature }, now);
  if (decision.kind === 'upgrade') {
    throw new AppError(UPGRADE_REQUIRED_STATUS, upgradeRequiredMessage(feature), { feature });
  }
}

/**
 * The gate for a route that acts in the caller's own organization (teams, branding, logo, analytics, the
 * multi-organization dashboard). A call on another organization is left to the route's own tenant check, so the
 * gate tells nothing about other organizations' plans.
 */
export async function requireOrganizationFeature(
  db: AppDb,
  user: CurrentUser,
  organizationId: string | null | undefined,
  feature: PlanFeature,
  now = new Date(),
): Promise<void> {
  if (!organizationId || organizationId !== user.organizationId) {
    if (!user.organizationId) requirePlanFeature(user, null, feature, now);
    return;
  }
  const [row] = await db
    .select({ subscriptionTier: organizations.subscriptionTier, trialEndsAt: organizations.trialEndsAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  requirePlanFeature(user, row ?? null, feature, now);
}

/** The organization's active subscription as the provider recorded it, if any (a change replaces it). */
export async function currentSubscription(db: AppDb, organizationId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Seats taken: members, and invitations still pending (each will take a seat when accepted). */
export async function seatUsage(db: AppDb, organizationId: string, now: Date) {
  const [[members], [pending]] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.organizationId, organizationId)),
    db
      .select({ value: count() })
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.organizationId, organizationId),
          eq(organizationInvitations.status, 'pending'),
          gt(organizationInvitations.expiresAt, now),
        ),
      ),
  ]);
  return { used: members?.value ?? 0, pending: pending?.value ?? 0 };
}

/** The seat limit of an organization now: its subscription's seats on its plan, else the plan's default. */
export async function organizationSeatLimit(
  db: AppDb,
  organization: PlanSubject & { id: string },
  now: Date,
): Promise<number> {
  return seatLimit(organization, await currentSubscription(db, organization.id), now);
}

/** Refuses (402) an invitation when every seat of the plan is taken by members and pending invitations. */
export async function requireFreeSeat(db: AppDb, organizationId: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({
      id: organizations.id,
      subscriptionTier: organizations.subscriptionTier,
      trialEndsAt: organizations.trialEndsAt,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) return;
  const [limit, usage] = await Promise.all([
    organizationSeatLimit(db, row, now),
    seatUsage(db, organizationId, now),
  ]);
  if (usage.used + usage.pending >= limit) {
    throw new AppError(UPGRADE_REQUIRED_STATUS, seatLimitMessage(limit), { seats: { ...usage, limit } });
  }
}
