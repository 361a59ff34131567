import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Users: built in a later release. */
export function OrganizationUsers() {
  return (
    <ScreenPlaceholder title="Users" description="The organization's members, their roles and departments." />
  );
}
