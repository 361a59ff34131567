import { CACHE_TAGS } from '../../cache/read-cache';

const { user, organization, project } = CACHE_TAGS;

function present(...ids: (string | null | undefined)[]): string[] {
  return ids.filter((id): id is string => Boolean(id));
}

/** The read-cache tags of a thing that lives in a project (or, without one, belongs to the people it names). */
export function placeTags(
  projectId: string | null | undefined,
  organizationId: string | null | undefined,
  people: (string | null | undefined)[],
): string[] {
  return [
    ...present(projectId).map(project),
    ...present(organizationId).map(organization),
    ...present(...people).map(user),
  ];
}
