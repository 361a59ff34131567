import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Analytics: built in a later release. */
export function AdminAnalytics() {
  return (
    <ScreenPlaceholder
      title="Analytics"
      description="Analytics across the organization's projects, tasks and people."
    />
  );
}
