import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Help: built in a later release. */
export function Help() {
  return <ScreenPlaceholder title="Help" description="Guides and answers to common questions." />;
}
