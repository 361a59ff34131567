import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Reports & Analytics: built in a later release. */
export function Reports() {
  return (
    <ScreenPlaceholder
      title="Reports & Analytics"
      description="Reports on projects, tasks and team performance."
    />
  );
}
