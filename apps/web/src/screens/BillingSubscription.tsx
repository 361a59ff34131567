import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Billing & Subscription: built in a later release. */
export function BillingSubscription() {
  return (
    <ScreenPlaceholder
      title="Billing & Subscription"
      description="Your plan, invoices and payment details."
    />
  );
}
