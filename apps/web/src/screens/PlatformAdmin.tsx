import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Platform Admin: built in a later release. */
export function PlatformAdmin() {
  return (
    <ScreenPlaceholder title="Platform Admin" description="Organizations, plans and platform settings." />
  );
}
