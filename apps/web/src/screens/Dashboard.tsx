import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Dashboard: built in a later release. */
export function Dashboard() {
  return (
    <ScreenPlaceholder
      title="Dashboard"
      description="Your projects, tasks and recent activity at a glance."
      area="public"
    />
  );
}
