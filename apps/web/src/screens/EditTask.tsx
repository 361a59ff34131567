import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Edit task: built in a later release. */
export function EditTask() {
  return (
    <ScreenPlaceholder title="Edit task" description="Change the task's details, status and assignees." />
  );
}
