import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Organization Dashboard: built in a later release. */
export function EnhancedOrganizationDashboard() {
  return (
    <ScreenPlaceholder
      title="Organization Dashboard"
      description="Your organization's projects, people and activity at a glance."
      area="public"
    />
  );
}
