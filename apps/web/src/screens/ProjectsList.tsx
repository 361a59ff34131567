import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** My Projects: built in a later release. */
export function ProjectsList() {
  return (
    <ScreenPlaceholder
      title="My Projects"
      description="Every project you own or belong to, with status and progress."
    />
  );
}
