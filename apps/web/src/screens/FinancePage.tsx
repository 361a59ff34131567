import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Finance members: built in a later release. */
export function FinancePage() {
  return <ScreenPlaceholder title="Finance members" description="Finance records by team member." />;
}
