import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Create Project: built in a later release. */
export function CreateProject() {
  return (
    <ScreenPlaceholder
      title="Create Project"
      description="Start a new project with a title, dates, budget and team."
    />
  );
}
