import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Organization Settings: built in a later release. */
export function OrganizationSettings() {
  return (
    <ScreenPlaceholder
      title="Organization Settings"
      description="Your organization's profile, domain and branding."
    />
  );
}
