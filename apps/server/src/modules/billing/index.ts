import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { billingRoutes } from './billing.routes';
import { billingSeed } from './billing.seed';

/**
 * Billing and the subscription gate: plans, seats, the billing details, the payment provider that
 * records subscriptions and invoices, and the gate other modules call on the features that need a plan.
 */
export const billingModule = defineModule({
  name: 'billing',
  routes: billingRoutes() as FastifyPluginAsync,
  seed: billingSeed,
});

export {
  currentSubscription,
  organizationSeatLimit,
  requireFreeSeat,
  requireOrganizationFeature,
  requirePlanFeature,
  seatUsage,
  UPGRADE_REQUIRED_STATUS,
} from './billing.gate';
export { builtInPaymentProvider, type PaymentProvider } from './billing.provider';
