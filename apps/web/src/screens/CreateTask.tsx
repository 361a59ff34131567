import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Create task: built in a later release. */
export function CreateTask() {
  return (
    <ScreenPlaceholder
      title="Create task"
      description="Add a task with a title, priority, due date and assignees."
    />
  );
}
