import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** My Profile: built in a later release. */
export function UserProfile() {
  return <ScreenPlaceholder title="My Profile" description="Your name, picture and account details." />;
}
