import { type BillingInfo, type BillingUpdatePayload, ORG_MESSAGES } from '@app/domain';
import { withFallback } from './errors';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the screen: see schemas/billing.ts.
const schemas = () => import('./schemas/billing');
const BillingInfoAnswerSchema = lazySchema(schemas, 'BillingInfoAnswerSchema');

const billingPath = (organizationId: string) => `organizations/${encodeURIComponent(organizationId)}/billing`;

/**
 * An organization's billing (GET /organizations/{id}/billing; its admins): plan, trial, seats used and limit,
 * billing details, the current subscription and the invoices (amounts in USD cents).
 */
export async function getBilling(client: ApiClient, organizationId: string): Promise<BillingInfo> {
  return (
    await withFallback(
      ORG_MESSAGES.fetchBillingFailed,
      client.get(billingPath(organizationId), BillingInfoAnswerSchema),
    )
  ).data;
}

/**
 * Changes the plan, the seats or the billing details (PUT /organizations/{id}/billing). A plan or seat change
 * goes through the server's payment provider, which issues an invoice; the answer is the billing after it.
 */
export async function updateBilling(
  client: ApiClient,
  organizationId: string,
  payload: BillingUpdatePayload,
): Promise<BillingInfo> {
  return (
    await withFallback(
      ORG_MESSAGES.updateBillingFailed,
      client.put(billingPath(organizationId), BillingInfoAnswerSchema, payload),
    )
  ).data;
}
