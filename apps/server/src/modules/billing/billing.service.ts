import {
  type BillingDetails,
  type BillingInfo,
  type BillingUpdatePayload,
  effectivePlan,
  type Invoice,
  isTrialActive,
  ORG_FIELD_MESSAGES,
  PLANS,
  type PlanId,
  planOf,
  type Subscription,
  seatLimit,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { organizations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type AuditContext, recordAudit } from '../audit';
import type { CurrentUser } from '../auth';
import { currentSubscription, seatUsage } from './billing.gate';
import type { InvoiceRow, PaymentProvider, SubscriptionRow } from './billing.provider';

type OrganizationRow = typeof organizations.$inferSelect;

/** The organization an admin's billing call names: their own. Anyone else learns nothing of it (404). */
async function ownOrganization(db: AppDb, actor: CurrentUser, id: string): Promise<OrganizationRow> {
  const [row] =
    actor.organizationId === id
      ? await db.select().from(organizations).where(eq(organizations.id, id)).limit(1)
      : [];
  if (!row) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  return row;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function detailsOf(row: OrganizationRow): BillingDetails {
  const billing = row.billing ?? {};
  return {
    billingEmail: text(billing.billingEmail),
    address: text(billing.address),
    taxId: text(billing.taxId),
  };
}

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    _id: row.id,
    plan: planOf(row.plan),
    seats: row.seats,
    status: row.status as Subscription['status'],
    provider: row.provider,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
  };
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    number: row.number,
    plan: planOf(row.plan),
    seats: row.seats,
    amountUsdCents: row.amountUsdCents,
    status: row.status as Invoice['status'],
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

async function billingInfo(
  db: AppDb,
  provider: PaymentProvider,
  row: OrganizationRow,
  now: Date,
): Promise<BillingInfo> {
  const [subscription, usage, invoiceRows] = await Promise.all([
    currentSubscription(db, row.id),
    seatUsage(db, row.id, now),
    provider.listInvoices(db, row.id),
  ]);
  return {
    organizationId: row.id,
    plan: planOf(row.subscriptionTier),
    effectivePlan: effectivePlan(row, now),
    trialEndsAt: row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    trialActive: isTrialActive(row, now),
    seats: { ...usage, limit: seatLimit(row, subscription, now) },
    details: detailsOf(row),
    subscription: subscription ? toSubscription(subscription) : null,
    invoices: invoiceRows.map(toInvoice),
  };
}

/** GET /organizations/{id}/billing: the plan, trial, seats, details, subscription and invoices. */
export async function getBilling(
  db: AppDb,
  provider: PaymentProvider,
  actor: CurrentUser,
  id: string,
  now = new Date(),
): Promise<BillingInfo> {
  return billingInfo(db, provider, await ownOrganization(db, actor, id), now);
}

/** The plan and seats a payload asks for, checked against the plan's limits and the seats in use. */
function requestedPlan(
  row: OrganizationRow,
  current: SubscriptionRow | null,
  payload: BillingUpdatePayload,
  taken: number,
): { plan: PlanId; seats: number } {
  const plan = payload.plan ?? planOf(row.subscriptionTier);
  const definition = PLANS[plan];
  if (plan === 'free') {
    if (payload.seats !== undefined && payload.seats !== definition.maxSeats) {
      throw new AppError(
        400,
        `The Free plan has ${definition.maxSeats} seats; choose Pro or Enterprise for more`,
      );
    }
  }
  const seats =
    plan === 'free'
      ? definition.maxSeats
      : (payload.seats ??
        (current && planOf(current.plan) === plan
          ? current.seats
          : Math.max(definition.defaultSeats, taken)));
  if (seats > definition.maxSeats) {
    throw new AppError(400, `The ${definition.name} plan can have at most ${definition.maxSeats} seats`);
  }
  if (seats < taken) {
    throw new AppError(
      409,
      `${taken} seats are in use (members and pending invitations); the ${definition.name} plan with ${seats} seats would not hold them. Remove members or cancel invitations first, or choose more seats.`,
    );
  }
  return { plan, seats };
}

/**
 * PUT /organizations/{id}/billing: saves the billing details and, when the plan or seats change, goes through the
 * payment provider (which records the subscription and its invoice), all in one transaction with the audit entry.
 */
export async function updateBilling(
  db: AppDb,
  provider: PaymentProvider,
  audit: AuditContext,
  actor: CurrentUser,
  id: string,
  payload: BillingUpdatePayload,
  now = new Date(),
): Promise<BillingInfo> {
  const row = await ownOrganization(db, actor, id);
  const [current, usage] = await Promise.all([currentSubscription(db, id), seatUsage(db, id, now)]);
  const fromPlan = planOf(row.subscriptionTier);
  const wantsPlanChange = payload.plan !== undefined || payload.seats !== undefined;
  const target = wantsPlanChange ? requestedPlan(row, current, payload, usage.used + usage.pending) : null;
  const fromSeats =
    current && planOf(current.plan) === fromPlan ? current.seats : seatLimit(row, current, now);
  const planChanged = target !== null && (target.plan !== fromPlan || target.seats !== fromSeats);
  const details = detailsOf(row);
  const nextDetails: BillingDetails = {
    billingEmail: payload.billingEmail !== undefined ? text(payload.billingEmail) : details.billingEmail,
    address: payload.address !== undefined ? text(payload.address) : details.address,
    taxId: payload.taxId !== undefined ? text(payload.taxId) : details.taxId,
  };
  const detailsChanged = JSON.stringify(nextDetails) !== JSON.stringify(details);
  if (!planChanged && !detailsChanged) return billingInfo(db, provider, row, now);

  await db.transaction(async (tx) => {
    if (planChanged && target) {
      const change = { organizationId: id, plan: target.plan, seats: target.seats, now };
      if (target.plan === 'free') {
        if (current) await provider.cancel(tx, current, now);
      } else if (current) {
        await provider.changeSubscription(tx, current, change);
      } else {
        await provider.createSubscription(tx, change);
      }
    }
    await tx
      .update(organizations)
      .set({
        ...(planChanged && target ? { subscriptionTier: target.plan } : {}),
        billing: { ...(row.billing ?? {}), ...nextDetails },
      })
      .where(eq(organizations.id, id));
    await recordAudit(tx, audit, {
      action: 'billing.changed',
      organizationId: id,
      target: { type: 'organization', id, label: row.name },
      before: { plan: fromPlan, seats: fromSeats, ...details },
      after: { plan: target?.plan ?? fromPlan, seats: target?.seats ?? fromSeats, ...nextDetails },
    });
  });
  const [saved] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!saved) throw new AppError(404, ORG_FIELD_MESSAGES.organizationNotFound);
  return billingInfo(db, provider, saved, now);
}
