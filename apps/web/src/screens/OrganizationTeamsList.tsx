import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Teams: built in a later release. */
export function OrganizationTeamsList() {
  return <ScreenPlaceholder title="Teams" description="The organization's teams and their members." />;
}
