import { paths } from '../../app/paths';
import { NotFoundScreen } from '../projects/shared';

/** What a task URL shows for a task that does not exist or that the user may not see (the server answers 404). */
export function TaskNotFound() {
  return (
    <NotFoundScreen
      heading="Task not found"
      title="This task is not available"
      description="It may have been deleted, or you do not have access to it."
      backHref={paths.tasks.list.href()}
      backLabel="Back to My Tasks"
    />
  );
}
