import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Reset your password: built in a later release. */
export function ResetPassword() {
  return (
    <ScreenPlaceholder
      title="Reset your password"
      description="Choose a new password for your account."
      area="auth"
    />
  );
}
