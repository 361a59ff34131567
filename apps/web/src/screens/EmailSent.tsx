import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Check your email: built in a later release. */
export function EmailSent() {
  return (
    <ScreenPlaceholder
      title="Check your email"
      description="If an account exists for that address, a password reset link is on its way."
      area="auth"
    />
  );
}
