import type { OrgMemberListQueryInput, PageQueryInput, TeamListQueryInput } from '@app/domain';
import { toSearchParams } from './search-params';

// Apart from the hooks (react/organizations.ts), without react-query: the app's first download reads the
// current organization's key for its branding (apps/web providers) and must not carry the query library for it.

/** The parts of one organization that have their own query, under its detail key. */
export type OrganizationPart = 'stats' | 'online' | 'departments' | 'members' | 'teams';

/**
 * Query keys of the organization workspace: `['organizations','current',userId]` (the signed-in member's own, with
 * its branding; per user, so a new sign-in never reads the last one's), `['organizations','list',query]` (the
 * platform admin's list), and under `['organizations','detail',id]` the organization itself and its parts:
 * `[..., 'stats']`, `[..., 'online']`, `[..., 'departments']`, `[..., 'members', query]`, `[..., 'teams', query]`.
 */
export const organizationQueryKeys = {
  all: () => ['organizations'] as const,
  currents: () => ['organizations', 'current'] as const,
  current: (userId: string | undefined) => ['organizations', 'current', userId] as const,
  lists: () => ['organizations', 'list'] as const,
  list: (query: PageQueryInput = {}) => ['organizations', 'list', toSearchParams(query)] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
  part: (id: string, part: OrganizationPart) => ['organizations', 'detail', id, part] as const,
  stats: (id: string) => organizationQueryKeys.part(id, 'stats'),
  online: (id: string) => organizationQueryKeys.part(id, 'online'),
  departments: (id: string) => organizationQueryKeys.part(id, 'departments'),
  members: (id: string, query: OrgMemberListQueryInput = {}) =>
    [...organizationQueryKeys.part(id, 'members'), toSearchParams(query)] as const,
  teams: (id: string, query: TeamListQueryInput = {}) =>
    [...organizationQueryKeys.part(id, 'teams'), toSearchParams(query)] as const,
};
