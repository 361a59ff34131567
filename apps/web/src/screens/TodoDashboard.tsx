import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Quick Todo: built in a later release. */
export function TodoDashboard() {
  return <ScreenPlaceholder title="Quick Todo" description="A quick personal and shared to-do list." />;
}
