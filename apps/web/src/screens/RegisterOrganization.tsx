import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Register your organization: built in a later release. */
export function RegisterOrganization() {
  return (
    <ScreenPlaceholder
      title="Register your organization"
      description="Set up your organization and its first administrator in two steps."
      area="auth"
    />
  );
}
