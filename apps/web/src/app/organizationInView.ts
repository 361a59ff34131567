import { type OrganizationInView, organizationInView } from '@app/domain';
import { useSearchParams } from 'react-router';
import { useSession } from './session';

/** The search parameter that names the organization a platform admin looks at. */
export const ORGANIZATION_PARAM = 'organization';

/**
 * The organization the current organization page is about (the domain's `organizationInView`): the user's own,
 * or for a platform admin the one named by `?organization=`.
 */
export function useOrganizationInView(): OrganizationInView {
  const { user } = useSession();
  const [params] = useSearchParams();
  return organizationInView(user, params.get(ORGANIZATION_PARAM));
}

/** The id of the organization the current organization page is about; undefined while there is none to show. */
export function useOrganizationIdInView(): string | undefined {
  const view = useOrganizationInView();
  return view.kind === 'organization' ? view.organizationId : undefined;
}

/**
 * The organization this page names (`?organization=`), as the organization's work lists pass it on to the server,
 * which answers by the same rule (a platform admin's choice; a member's own; another's refused).
 */
export function useNamedOrganization(): string | undefined {
  const [params] = useSearchParams();
  return params.get(ORGANIZATION_PARAM) || undefined;
}

/**
 * An organization-area path that keeps the organization a page names, so that a platform admin chooses once and
 * moves between the pages (the organization navigation's links). Paths outside /org stay as they are.
 */
export function withNamedOrganization(path: string, named: string | undefined): string {
  if (!named || !path.startsWith('/org/')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [ORGANIZATION_PARAM]: named })}`;
}
