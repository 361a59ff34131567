import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Create your account: built in a later release. */
export function RegisterOptions() {
  return (
    <ScreenPlaceholder
      title="Create your account"
      description="Choose an individual account or register your organization."
      area="auth"
    />
  );
}
