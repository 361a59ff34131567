import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Accept invitation: built in a later release. */
export function AcceptInvitation() {
  return (
    <ScreenPlaceholder
      title="Accept invitation"
      description="Join the project you were invited to, signing in or creating an account with the invited email."
      area="auth"
    />
  );
}
