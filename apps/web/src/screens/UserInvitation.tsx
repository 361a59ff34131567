import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Invite Users: built in a later release. */
export function UserInvitation() {
  return (
    <ScreenPlaceholder title="Invite Users" description="Invite people to your organization by email." />
  );
}
