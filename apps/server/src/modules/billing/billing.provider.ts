import { monthlyChargeUsdCents, type PlanId } from '@app/domain';
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { newId } from '../../db/ids';
import { invoices, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** A plan and seat count asked for an organization, at a moment. */
export interface SubscriptionChange {
  organizationId: string;
  plan: PlanId;
  seats: number;
  now: Date;
}

/**
 * Where money moves. The billing service calls it for every plan or seat change, inside the change's
 * transaction (`tx`), and records what it answers; docs/billing.md says how a card processor plugs in.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Starts a paid subscription for an organization that has none, and invoices its first period. */
  createSubscription(tx: AppDb, change: SubscriptionChange): Promise<SubscriptionRow>;
  /** Replaces the current subscription's plan or seats from now on, and invoices the difference. */
  changeSubscription(
    tx: AppDb,
    current: SubscriptionRow,
    change: SubscriptionChange,
  ): Promise<SubscriptionRow>;
  /** Ends the current subscription now (back to the free plan) and credits the unused part of its period. */
  cancel(tx: AppDb, current: SubscriptionRow, now: Date): Promise<void>;
  /** The organization's invoices, newest first. */
  listInvoices(db: AppDb, organizationId: string): Promise<InvoiceRow[]>;
}

/** One billing period: a calendar month from the change. */
export function periodEnd(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The unused part of a subscription's charge at `now`, prorated by the millisecond, in USD cents. */
export function unusedCredit(current: SubscriptionRow, now: Date): number {
  const total = current.currentPeriodEnd.getTime() - current.currentPeriodStart.getTime();
  const left = current.currentPeriodEnd.getTime() - now.getTime();
  if (total <= 0 || left <= 0) return 0;
  const charge = monthlyChargeUsdCents(current.plan as PlanId, current.seats);
  return Math.round((charge * Math.min(left, total)) / total);
}

function invoiceNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `INV-${day}-${newId().slice(-8).toUpperCase()}`;
}

/**
 * The built-in provider: no payment network is reachable, so it keeps the books itself. A subscription starts
 * (or changes) at once and runs a month; each change issues one invoice for the new period's charge less the
 * unused part of the previous one (a negative amount is a credit note). Invoices stay 'open' until paid outside
 * the product (bank transfer): nothing here pretends a card was charged.
 */
export const builtInPaymentProvider: PaymentProvider = {
  name: 'built-in',

  async createSubscription(tx, change) {
    return startPeriod(tx, change, 0);
  },

  async changeSubscription(tx, current, change) {
    const credit = unusedCredit(current, change.now);
    await tx.update(subscriptions).set({ status: 'replaced' }).where(eq(subscriptions.id, current.id));
    return startPeriod(tx, change, credit);
  },

  async cancel(tx, current, now) {
    const credit = unusedCredit(current, now);
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now, currentPeriodEnd: now })
      .where(eq(subscriptions.id, current.id));
    if (credit > 0) {
      await tx.insert(invoices).values({
        organizationId: current.organizationId,
        subscriptionId: current.id,
        number: invoiceNumber(now),
        plan: 'free',
        seats: current.seats,
        amountUsdCents: -credit,
        status: 'open',
        provider: 'built-in',
        periodStart: now,
        periodEnd: current.currentPeriodEnd,
        issuedAt: now,
      });
    }
  },

  async listInvoices(db, organizationId) {
    return db
      .select()
      .from(invoices)
      .where(eq(invoices.organizationId, organizationId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  },
};

async function startPeriod(tx: AppDb, change: SubscriptionChange, credit: number): Promise<SubscriptionRow> {
  const end = periodEnd(change.now);
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      organizationId: change.organizationId,
      plan: change.plan,
      seats: change.seats,
      status: 'active',
      provider: 'built-in',
      currentPeriodStart: change.now,
      currentPeriodEnd: end,
      createdAt: change.now,
    })
    .returning();
  if (!subscription) throw new Error('Subscription not recorded');
  await tx.insert(invoices).values({
    organizationId: change.organizationId,
    subscriptionId: subscription.id,
    number: invoiceNumber(change.now),
    plan: change.plan,
    seats: change.seats,
    amountUsdCents: monthlyChargeUsdCents(change.plan, change.seats) - credit,
    status: 'open',
    provider: 'built-in',
    periodStart: change.now,
    periodEnd: end,
    issuedAt: change.now,
  });
  return subscription;
}
