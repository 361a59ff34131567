import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Project details: built in a later release. */
export function ProjectDetails() {
  return (
    <ScreenPlaceholder
      title="Project details"
      description="The project's tasks, team, discussion and progress."
    />
  );
}
