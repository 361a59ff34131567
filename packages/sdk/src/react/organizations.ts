import {
  type DepartmentCreatePayload,
  type DepartmentUpdatePayload,
  type Organization,
  type OrganizationCreatePayload,
  type OrganizationUpdatePayload,
  type OrgMemberListQueryInput,
  PAGE_LIMIT_MAX,
  type PageQueryInput,
  type TeamCreatePayload,
  type TeamListQueryInput,
  type TeamUpdatePayload,
  type UpdateUserRolePayload,
} from '@app/domain';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { type OrganizationPart, organizationQueryKeys } from '../organization-keys';
import {
  changeMemberRole,
  createDepartment,
  createOrganization,
  createTeam,
  deleteDepartment,
  deleteOrganization,
  deleteTeam,
  getCurrentOrganization,
  getOrganization,
  getOrganizationOnline,
  getOrganizationStats,
  listAllOrganizations,
  listDepartments,
  listOrganizationMembers,
  listTeams,
  removeMember,
  removeOrganizationLogo,
  updateDepartment,
  updateOrganization,
  updateTeam,
  uploadOrganizationLogo,
} from '../organizations';
import { workQueryKeys } from './keys';
import { platformQueryKeys } from './platform';

export { type OrganizationPart, organizationQueryKeys };

/**
 * The signed-in member's organization with its branding (GET /organizations/current), keyed by the user; waits
 * while there is no user.
 */
export function currentOrganizationQueryOptions(client: ApiClient, userId: string | undefined) {
  return queryOptions({
    queryKey: organizationQueryKeys.current(userId),
    queryFn: userId ? () => getCurrentOrganization(client) : skipToken,
  });
}

export function useCurrentOrganization(client: ApiClient, userId: string | undefined) {
  return useQuery(currentOrganizationQueryOptions(client, userId));
}

/** One organization; waits while the id is not known yet. */
export function organizationQueryOptions(client: ApiClient, id: string | undefined) {
  return queryOptions({
    queryKey: organizationQueryKeys.detail(id ?? ''),
    queryFn: id ? () => getOrganization(client, id) : skipToken,
  });
}

export function useOrganization(client: ApiClient, id: string | undefined) {
  return useQuery(organizationQueryOptions(client, id));
}

/** A page of every organization (platform admins); the previous page stays while the next one loads. */
export function allOrganizationsQueryOptions(client: ApiClient, query: PageQueryInput = {}) {
  return queryOptions({
    queryKey: organizationQueryKeys.list(query),
    queryFn: () => listAllOrganizations(client, query),
    placeholderData: keepPreviousData,
  });
}

export function useAllOrganizations(client: ApiClient, query: PageQueryInput = {}) {
  return useQuery(allOrganizationsQueryOptions(client, query));
}

/**
 * The organizations a platform admin chooses from (an invitation's organization, the organization whose security
 * he reviews): the first page of GET /organizations/all at its largest size, asked only when `enabled`.
 */
export function useOrganizationChoices(client: ApiClient, enabled: boolean) {
  return useQuery({ ...allOrganizationsQueryOptions(client, { limit: PAGE_LIMIT_MAX }), enabled });
}

/** The organization dashboard's numbers and feed. */
export function organizationStatsQueryOptions(client: ApiClient, organizationId: string | undefined) {
  return queryOptions({
    queryKey: organizationQueryKeys.stats(organizationId ?? ''),
    queryFn: organizationId ? () => getOrganizationStats(client, organizationId) : skipToken,
  });
}

export function useOrganizationStats(client: ApiClient, organizationId: string | undefined) {
  return useQuery(organizationStatsQueryOptions(client, organizationId));
}

/** Who in the organization has the app open now; kept live by useLiveOrganizationOnline. */
export function organizationOnlineQueryOptions(client: ApiClient, organizationId: string | undefined) {
  return queryOptions({
    queryKey: organizationQueryKeys.online(organizationId ?? ''),
    queryFn: organizationId ? () => getOrganizationOnline(client, organizationId) : skipToken,
  });
}

export function useOrganizationOnline(client: ApiClient, organizationId: string | undefined) {
  return useQuery(organizationOnlineQueryOptions(client, organizationId));
}

/** The department tree with managers and counts. */
export function departmentsQueryOptions(client: ApiClient, organizationId: string | undefined) {
  return queryOptions({
    queryKey: organizationQueryKeys.departments(organizationId ?? ''),
    queryFn: organizationId ? () => listDepartments(client, organizationId) : skipToken,
  });
}

export function useDepartments(client: ApiClient, organizationId: string | undefined) {
  return useQuery(departmentsQueryOptions(client, organizationId));
}

/** A page of the organization's people, with search and filters; the previous page stays while the next loads. */
export function organizationMembersQueryOptions(
  client: ApiClient,
  organizationId: string | undefined,
  query: OrgMemberListQueryInput = {},
) {
  return queryOptions({
    queryKey: organizationQueryKeys.members(organizationId ?? '', query),
    queryFn: organizationId ? () => listOrganizationMembers(client, organizationId, query) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useOrganizationMembers(
  client: ApiClient,
  organizationId: string | undefined,
  query: OrgMemberListQueryInput = {},
) {
  return useQuery(organizationMembersQueryOptions(client, organizationId, query));
}

/** A page of the organization's teams; the previous page stays while the next one loads. */
export function teamsQueryOptions(
  client: ApiClient,
  organizationId: string | undefined,
  query: TeamListQueryInput = {},
) {
  return queryOptions({
    queryKey: organizationQueryKeys.teams(organizationId ?? '', query),
    queryFn: organizationId ? () => listTeams(client, organizationId, query) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useTeams(
  client: ApiClient,
  organizationId: string | undefined,
  query: TeamListQueryInput = {},
) {
  return useQuery(teamsQueryOptions(client, organizationId, query));
}

function invalidateParts(
  queryClient: QueryClient,
  organizationId: string,
  parts: readonly OrganizationPart[],
) {
  for (const part of parts) {
    void queryClient.invalidateQueries({ queryKey: organizationQueryKeys.part(organizationId, part) });
  }
}

/**
 * Puts a changed organization wherever it is cached: its detail, the platform list, and the signed-in member's
 * current organization (whose branding the app's theme reads, so the change shows at once).
 */
export function storeOrganization(queryClient: QueryClient, organization: Organization): void {
  queryClient.setQueryData(organizationQueryKeys.detail(organization._id), organization);
  queryClient.setQueriesData<Organization>({ queryKey: organizationQueryKeys.currents() }, (old) =>
    old && old._id === organization._id ? organization : old,
  );
  void queryClient.invalidateQueries({ queryKey: organizationQueryKeys.lists() });
}

export function useUpdateOrganization(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: OrganizationUpdatePayload }) =>
      updateOrganization(client, id, payload),
    onSuccess: (organization) => storeOrganization(queryClient, organization),
  });
}

export function useUploadOrganizationLogo(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadOrganizationLogo(client, organizationId, file),
    onSuccess: (organization) => storeOrganization(queryClient, organization),
  });
}

export function useRemoveOrganizationLogo(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeOrganizationLogo(client, organizationId),
    onSuccess: (organization) => storeOrganization(queryClient, organization),
  });
}

export function useCreateOrganization(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OrganizationCreatePayload) => createOrganization(client, payload),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationQueryKeys.detail(organization._id), organization);
      void queryClient.invalidateQueries({ queryKey: organizationQueryKeys.lists() });
    },
  });
}

export function useDeleteOrganization(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOrganization(client, id),
    onSuccess: (_answer, id) => {
      // Its parts went with it; the platform's figures and user list (its members are individuals now) change.
      queryClient.removeQueries({ queryKey: organizationQueryKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: organizationQueryKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: platformQueryKeys.all() });
    },
  });
}

// A department change shows in the tree, in the statistics (counts, projects by department), on the member list
// (department names, managers' roles) and on teams (their department).
const DEPARTMENT_PARTS = ['departments', 'stats', 'members', 'teams'] as const;

/** Creates a department in the organization (named in the call, so that a platform admin's choice is the one). */
export function useCreateDepartment(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DepartmentCreatePayload) =>
      createDepartment(client, { organizationId: organizationId || undefined, ...payload }),
    onSuccess: () => invalidateParts(queryClient, organizationId, DEPARTMENT_PARTS),
  });
}

/** Renames, moves or describes a department, or sets its managers (`managerIds`). */
export function useUpdateDepartment(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: DepartmentUpdatePayload }) =>
      updateDepartment(client, id, payload),
    onSuccess: () => invalidateParts(queryClient, organizationId, DEPARTMENT_PARTS),
  });
}

export function useDeleteDepartment(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDepartment(client, id),
    onSuccess: () => {
      invalidateParts(queryClient, organizationId, DEPARTMENT_PARTS);
      // Its projects lost their department.
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() });
    },
  });
}

export function useChangeMemberRole(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, payload }: { userId: string; payload: UpdateUserRolePayload }) =>
      changeMemberRole(client, userId, payload),
    // A demoted manager leaves the departments they managed; the statistics count members by role.
    onSuccess: () => invalidateParts(queryClient, organizationId, ['members', 'stats', 'departments']),
  });
}

export function useRemoveMember(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(client, userId),
    onSuccess: () => {
      invalidateParts(queryClient, organizationId, ['members', 'stats', 'departments', 'teams']);
      // Their open tasks lost their assignee and they left the organization's projects.
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
    },
  });
}

// A team change shows on the team list, in the statistics and in its department's team count.
const TEAM_PARTS = ['teams', 'stats', 'departments'] as const;

/** Creates a team in the organization (named in the call, so that a platform admin's choice is the one). */
export function useCreateTeam(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TeamCreatePayload) =>
      createTeam(client, { organizationId: organizationId || undefined, ...payload }),
    onSuccess: () => invalidateParts(queryClient, organizationId, TEAM_PARTS),
  });
}

export function useUpdateTeam(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: TeamUpdatePayload }) =>
      updateTeam(client, id, payload),
    onSuccess: () => invalidateParts(queryClient, organizationId, TEAM_PARTS),
  });
}

export function useDeleteTeam(client: ApiClient, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTeam(client, id),
    onSuccess: () => {
      invalidateParts(queryClient, organizationId, TEAM_PARTS);
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() });
    },
  });
}
