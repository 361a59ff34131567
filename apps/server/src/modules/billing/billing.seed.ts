import { isPlanId, PLANS } from '@app/domain';
import { ne } from 'drizzle-orm';
import { organizations } from '../../db/schema';
import { seedStep } from '../module';
import { builtInPaymentProvider } from './billing.provider';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo organizations on a paid plan are subscribed through the built-in provider as any organization is: a
 * subscription at the plan's default seats, started ten days ago, with its first invoice.
 */
export const billingSeed = seedStep({
  after: ['organizations'],
  async run({ tx, now }) {
    const paid = await tx
      .select({ id: organizations.id, tier: organizations.subscriptionTier })
      .from(organizations)
      .where(ne(organizations.subscriptionTier, 'free'));
    for (const organization of paid) {
      if (!isPlanId(organization.tier)) continue;
      await builtInPaymentProvider.createSubscription(tx, {
        organizationId: organization.id,
        plan: organization.tier,
        seats: PLANS[organization.tier].defaultSeats,
        now: new Date(now.getTime() - 10 * DAY_MS),
      });
    }
  },
});
