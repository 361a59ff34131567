import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** My Tasks: built in a later release. */
export function MyTasks() {
  return (
    <ScreenPlaceholder
      title="My Tasks"
      description="The tasks assigned to you, as a list or a kanban board."
    />
  );
}
