import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Task details: built in a later release. */
export function TaskDetails() {
  return (
    <ScreenPlaceholder
      title="Task details"
      description="The task's description, status, assignees, due date and comments."
    />
  );
}
