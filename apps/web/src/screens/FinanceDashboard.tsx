import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Finance Management: built in a later release. */
export function FinanceDashboard() {
  return (
    <ScreenPlaceholder
      title="Finance Management"
      description="Budgets, spending and revenue in USD or INR."
    />
  );
}
