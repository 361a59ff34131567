import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** System Test Suite: built in a later release. */
export function SystemTestSuite() {
  return (
    <ScreenPlaceholder title="System Test Suite" description="Health checks of the system's services." />
  );
}
