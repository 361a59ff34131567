import type {
  AvailabilityResult,
  Department,
  DepartmentCreatePayload,
  DepartmentNode,
  DepartmentUpdatePayload,
  DomainCheckResult,
  OnlineUser,
  Organization,
  OrganizationCreatePayload,
  OrganizationDashboard,
  OrganizationRegistrationPayload,
  OrganizationRegistrationResult,
  OrganizationUpdatePayload,
  OrgMember,
  OrgMemberListQueryInput,
  PageQueryInput,
  Paginated,
  Team,
  TeamCreatePayload,
  TeamListQueryInput,
  TeamUpdatePayload,
  UpdateUserRolePayload,
} from '@app/domain';
import { ORG_MESSAGES } from '@app/domain';
import { ApiError, withFallback } from './errors';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the screen: see schemas/account.ts.
const schemas = () => import('./schemas/account');
const AvailabilityAnswerSchema = lazySchema(schemas, 'AvailabilityAnswerSchema');
const DomainCheckAnswerSchema = lazySchema(schemas, 'DomainCheckAnswerSchema');
const OrganizationRegistrationAnswerSchema = lazySchema(schemas, 'OrganizationRegistrationAnswerSchema');
const CurrentOrganizationAnswerSchema = lazySchema(schemas, 'CurrentOrganizationAnswerSchema');

// The workspace's answers load with its first call: see schemas/organization.ts.
const workspaceSchemas = () => import('./schemas/organization');
const ApiMessageSchema = lazySchema(workspaceSchemas, 'ApiMessageSchema');
const OrganizationAnswerSchema = lazySchema(workspaceSchemas, 'OrganizationAnswerSchema');
const OrganizationPageSchema = lazySchema(workspaceSchemas, 'OrganizationPageSchema');
const OrganizationStatsAnswerSchema = lazySchema(workspaceSchemas, 'OrganizationStatsAnswerSchema');
const OrganizationOnlineAnswerSchema = lazySchema(workspaceSchemas, 'OrganizationOnlineAnswerSchema');
const DepartmentTreeAnswerSchema = lazySchema(workspaceSchemas, 'DepartmentTreeAnswerSchema');
const DepartmentAnswerSchema = lazySchema(workspaceSchemas, 'DepartmentAnswerSchema');
const OrgMemberPageSchema = lazySchema(workspaceSchemas, 'OrgMemberPageSchema');
const OrgMemberAnswerSchema = lazySchema(workspaceSchemas, 'OrgMemberAnswerSchema');
const TeamPageSchema = lazySchema(workspaceSchemas, 'TeamPageSchema');
const TeamAnswerSchema = lazySchema(workspaceSchemas, 'TeamAnswerSchema');

const organizationPath = (id: string) => `organizations/${encodeURIComponent(id)}`;
const departmentPath = (id: string) => `organizations/departments/${encodeURIComponent(id)}`;
const memberPath = (userId: string) => `organizations/users/${encodeURIComponent(userId)}`;
const teamPath = (id: string) => `organizations/teams/${encodeURIComponent(id)}`;

/** The organization registration answer: token, admin user, organization and the server's message. */
export type OrganizationRegistration = OrganizationRegistrationResult & { message?: string };

/** The domain check (spec section 3) with the server's message; `suggestions` is always a list. */
export type DomainCheck = DomainCheckResult & { message: string; suggestions: string[] };

/**
 * Registers an organization and its admin (POST /organizations/register) and signs the admin in: the token is
 * kept in the client's token storage. On a taken domain the ApiError carries free alternatives, see
 * {@link errorSuggestions}.
 */
export async function registerOrganization(
  client: ApiClient,
  payload: OrganizationRegistrationPayload,
): Promise<OrganizationRegistration> {
  const answer = await client.post('organizations/register', OrganizationRegistrationAnswerSchema, payload);
  client.tokenStorage.set(answer.data.token);
  return answer.message === undefined ? answer.data : { ...answer.data, message: answer.message };
}

/**
 * Looks a domain up (GET /organizations/domain-check/{domain}): whether it is free, the organization that has
 * it, and free alternatives. Also answers the individual registration's 'you will join' question.
 */
export async function checkDomain(client: ApiClient, domain: string): Promise<DomainCheck> {
  const answer = await client.get(
    `organizations/domain-check/${encodeURIComponent(domain.trim().toLowerCase())}`,
    DomainCheckAnswerSchema,
  );
  return {
    ...answer.data,
    message: answer.message,
    suggestions: answer.data.suggestions ?? answer.suggestions,
  };
}

/** Whether a domain is free for a new organization (POST /organizations/check-domain). */
export async function checkDomainAvailability(
  client: ApiClient,
  domain: string,
): Promise<AvailabilityResult> {
  const { available, suggestions } = await withFallback(
    ORG_MESSAGES.checkDomainFailed,
    client.post('organizations/check-domain', AvailabilityAnswerSchema, { domain }),
  );
  return suggestions === undefined ? { available } : { available, suggestions };
}

/** Whether a subdomain is free (POST /organizations/check-subdomain). */
export async function checkSubdomain(client: ApiClient, subdomain: string): Promise<AvailabilityResult> {
  const { available, suggestions } = await withFallback(
    ORG_MESSAGES.checkSubdomainFailed,
    client.post('organizations/check-subdomain', AvailabilityAnswerSchema, { subdomain }),
  );
  return suggestions === undefined ? { available } : { available, suggestions };
}

/**
 * The alternatives a failed organization registration suggests (spec 7.7: shown one by one as info toasts);
 * empty for any other error.
 */
export function errorSuggestions(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details as { suggestions?: unknown } | null | undefined;
  const suggestions = details?.suggestions;
  return Array.isArray(suggestions)
    ? suggestions.filter((item): item is string => typeof item === 'string')
    : [];
}

/** The signed-in user's organization (GET /organizations/current), with its branding; 404 for individuals. */
export async function getCurrentOrganization(client: ApiClient): Promise<Organization> {
  return (
    await withFallback(
      ORG_MESSAGES.fetchCurrentFailed,
      client.get('organizations/current', CurrentOrganizationAnswerSchema),
    )
  ).data;
}

/** An organization its member (or a platform admin) may read (GET /organizations/{id}). */
export async function getOrganization(client: ApiClient, id: string): Promise<Organization> {
  return (
    await withFallback(ORG_MESSAGES.fetchFailed, client.get(organizationPath(id), OrganizationAnswerSchema))
  ).data;
}

/**
 * Changes an organization's profile and branding (PUT /organizations/{id}; its admins): name, description,
 * logo address, subdomain, branding. Its members' open screens take the new branding over the socket.
 */
export async function updateOrganization(
  client: ApiClient,
  id: string,
  payload: OrganizationUpdatePayload,
): Promise<Organization> {
  return (
    await withFallback(
      ORG_MESSAGES.updateFailed,
      client.put(organizationPath(id), OrganizationAnswerSchema, payload),
    )
  ).data;
}

/** Creates an organization (POST /organizations; platform admins). */
export async function createOrganization(
  client: ApiClient,
  payload: OrganizationCreatePayload,
): Promise<Organization> {
  return (
    await withFallback(
      ORG_MESSAGES.createFailed,
      client.post('organizations', OrganizationAnswerSchema, payload),
    )
  ).data;
}

/** Deletes an organization with its departments, teams and work (DELETE /organizations/{id}; platform admins). */
export async function deleteOrganization(client: ApiClient, id: string): Promise<void> {
  await withFallback(ORG_MESSAGES.deleteFailed, client.delete(organizationPath(id), ApiMessageSchema));
}

/** One page of every organization (GET /organizations/all; platform admins), with search. */
export function listAllOrganizations(
  client: ApiClient,
  query?: PageQueryInput,
): Promise<Paginated<Organization>> {
  return withFallback(
    ORG_MESSAGES.fetchAllFailed,
    client.get('organizations/all', OrganizationPageSchema, searchParamsOrNone(query)),
  );
}

/**
 * An organization's dashboard numbers (GET /organizations/{id}/stats): members, departments, teams, projects
 * and tasks by status, overdue tasks, members active in the last 7 days, and the last entries of its feed.
 */
export async function getOrganizationStats(client: ApiClient, id: string): Promise<OrganizationDashboard> {
  return (
    await withFallback(
      ORG_MESSAGES.fetchStatsFailed,
      client.get(`${organizationPath(id)}/stats`, OrganizationStatsAnswerSchema),
    )
  ).data;
}

/** The organization's members with the app open now, once each, by name (GET /organizations/{id}/online). */
export async function getOrganizationOnline(client: ApiClient, id: string): Promise<OnlineUser[]> {
  return (await client.get(`${organizationPath(id)}/online`, OrganizationOnlineAnswerSchema)).data;
}

/** An organization's departments as a tree, with managers and counts (GET /organizations/{id}/departments). */
export async function listDepartments(client: ApiClient, organizationId: string): Promise<DepartmentNode[]> {
  return (
    await withFallback(
      ORG_MESSAGES.fetchDepartmentsFailed,
      client.get(`${organizationPath(organizationId)}/departments`, DepartmentTreeAnswerSchema),
    )
  ).data;
}

/** Creates a department, optionally inside another and with its managers (POST /organizations/departments). */
export async function createDepartment(
  client: ApiClient,
  payload: DepartmentCreatePayload,
): Promise<Department> {
  return (
    await withFallback(
      ORG_MESSAGES.createDepartmentFailed,
      client.post('organizations/departments', DepartmentAnswerSchema, payload),
    )
  ).data;
}

/**
 * Renames, moves (parentId; null makes it top-level) or describes a department, or sets its managers
 * (managerIds replaces them) (PUT /organizations/departments/{id}).
 */
export async function updateDepartment(
  client: ApiClient,
  id: string,
  payload: DepartmentUpdatePayload,
): Promise<Department> {
  return (
    await withFallback(
      ORG_MESSAGES.updateDepartmentFailed,
      client.put(departmentPath(id), DepartmentAnswerSchema, payload),
    )
  ).data;
}

/** Deletes a department without sub-departments (DELETE /organizations/departments/{id}). */
export async function deleteDepartment(client: ApiClient, id: string): Promise<void> {
  await withFallback(
    ORG_MESSAGES.deleteDepartmentFailed,
    client.delete(departmentPath(id), ApiMessageSchema),
  );
}

/**
 * One page of an organization's people (GET /organizations/{id}/users), with search and the department and
 * role filters.
 */
export function listOrganizationMembers(
  client: ApiClient,
  organizationId: string,
  query?: OrgMemberListQueryInput,
): Promise<Paginated<OrgMember>> {
  return withFallback(
    ORG_MESSAGES.fetchUsersFailed,
    client.get(`${organizationPath(organizationId)}/users`, OrgMemberPageSchema, searchParamsOrNone(query)),
  );
}

/** Changes a member's organization role, optionally with their department (PUT /organizations/users/{id}/role). */
export async function changeMemberRole(
  client: ApiClient,
  userId: string,
  payload: UpdateUserRolePayload,
): Promise<OrgMember> {
  return (
    await withFallback(
      ORG_MESSAGES.updateUserRoleFailed,
      client.put(`${memberPath(userId)}/role`, OrgMemberAnswerSchema, payload),
    )
  ).data;
}

/**
 * Removes a member from the organization (DELETE /organizations/users/{id}): their sessions end and their open
 * tasks in its projects lose their assignee.
 */
export async function removeMember(client: ApiClient, userId: string): Promise<void> {
  await withFallback(ORG_MESSAGES.removeUserFailed, client.delete(memberPath(userId), ApiMessageSchema));
}

/** One page of an organization's teams (GET /organizations/{id}/teams), with search and a department filter. */
export function listTeams(
  client: ApiClient,
  organizationId: string,
  query?: TeamListQueryInput,
): Promise<Paginated<Team>> {
  return client.get(`${organizationPath(organizationId)}/teams`, TeamPageSchema, searchParamsOrNone(query));
}

/** Creates a team with its department, lead and members (POST /organizations/teams). */
export async function createTeam(client: ApiClient, payload: TeamCreatePayload): Promise<Team> {
  return (await client.post('organizations/teams', TeamAnswerSchema, payload)).data;
}

/** Changes a team; memberIds replaces its members (PUT /organizations/teams/{id}). */
export async function updateTeam(client: ApiClient, id: string, payload: TeamUpdatePayload): Promise<Team> {
  return (await client.put(teamPath(id), TeamAnswerSchema, payload)).data;
}

/** Deletes a team (DELETE /organizations/teams/{id}). */
export async function deleteTeam(client: ApiClient, id: string): Promise<void> {
  await client.delete(teamPath(id), ApiMessageSchema);
}

/** Uploads the organization's logo, a PNG, JPEG or WebP image of at most 1 MiB (PUT /organizations/{id}/logo). */
export async function uploadOrganizationLogo(
  client: ApiClient,
  organizationId: string,
  file: Blob,
): Promise<Organization> {
  return (await client.put(`${organizationPath(organizationId)}/logo`, OrganizationAnswerSchema, file)).data;
}

/** Removes the organization's uploaded logo (DELETE /organizations/{id}/logo). */
export async function removeOrganizationLogo(
  client: ApiClient,
  organizationId: string,
): Promise<Organization> {
  return (await client.delete(`${organizationPath(organizationId)}/logo`, OrganizationAnswerSchema)).data;
}
