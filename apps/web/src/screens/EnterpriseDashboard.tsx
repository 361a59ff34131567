import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Multi-organization Dashboard: built in a later release. */
export function EnterpriseDashboard() {
  return (
    <ScreenPlaceholder
      title="Multi-organization Dashboard"
      description="Every organization you manage, side by side."
    />
  );
}
