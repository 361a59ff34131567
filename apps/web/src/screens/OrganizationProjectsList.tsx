import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Projects: built in a later release. */
export function OrganizationProjectsList() {
  return <ScreenPlaceholder title="Projects" description="Every project in the organization." />;
}
