import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Edit project: built in a later release. */
export function EditProject() {
  return (
    <ScreenPlaceholder
      title="Edit project"
      description="Change the project's details, dates, budget and team."
    />
  );
}
