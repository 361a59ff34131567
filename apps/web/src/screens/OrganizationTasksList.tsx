import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Tasks: built in a later release. */
export function OrganizationTasksList() {
  return <ScreenPlaceholder title="Tasks" description="Every task in the organization." />;
}
