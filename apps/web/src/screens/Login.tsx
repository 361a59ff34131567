import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Sign in: built in a later release. */
export function Login() {
  return (
    <ScreenPlaceholder
      title="Sign in"
      description="Sign in with your email and password or with Google."
      area="auth"
    />
  );
}
