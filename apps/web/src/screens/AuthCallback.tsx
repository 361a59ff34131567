import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Signing you in: built in a later release. */
export function AuthCallback() {
  return (
    <ScreenPlaceholder
      title="Signing you in"
      description="Completing sign-in with your identity provider."
      area="auth"
    />
  );
}
