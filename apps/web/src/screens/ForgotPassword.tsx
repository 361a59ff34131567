import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Forgot your password?: built in a later release. */
export function ForgotPassword() {
  return (
    <ScreenPlaceholder
      title="Forgot your password?"
      description="Enter your email address and we will send you a link to reset your password."
      area="auth"
    />
  );
}
