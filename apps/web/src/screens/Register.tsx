import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Create an individual account: built in a later release. */
export function Register() {
  return (
    <ScreenPlaceholder
      title="Create an individual account"
      description="Sign up with your name, email and a password."
      area="auth"
    />
  );
}
