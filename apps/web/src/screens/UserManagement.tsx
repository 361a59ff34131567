import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** System Users: built in a later release. */
export function UserManagement() {
  return <ScreenPlaceholder title="System Users" description="Every user of the system, with their roles." />;
}
