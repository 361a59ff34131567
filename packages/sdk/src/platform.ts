import type {
  AdminUser,
  AdminUserPage,
  EnterpriseOverview,
  Organization,
  OrganizationStatusPayload,
  PageQueryInput,
  PlatformFigures,
  PlatformOrganizationUpdatePayload,
  PlatformPlanPayload,
  PlatformRolePayload,
  User,
  UserStatusPayload,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// The platform console, system users and the multi-organization dashboard.

const schemas = () => import('./schemas/platform');
const AdminUserAnswerSchema = lazySchema(schemas, 'AdminUserAnswerSchema');
const AdminUserPageSchema = lazySchema(schemas, 'AdminUserPageSchema');
const EnterpriseOverviewAnswerSchema = lazySchema(schemas, 'EnterpriseOverviewAnswerSchema');
const OrganizationAnswerSchema = lazySchema(schemas, 'OrganizationAnswerSchema');
const PlatformFiguresAnswerSchema = lazySchema(schemas, 'PlatformFiguresAnswerSchema');
const UserAnswerSchema = lazySchema(schemas, 'UserAnswerSchema');

const platformOrganizationPath = (id: string) => `platform/organizations/${encodeURIComponent(id)}`;

/** The platform's figures (GET /platform/stats; platform admins); kept live by `system_stats_update`. */
export async function getPlatformFigures(client: ApiClient): Promise<PlatformFigures> {
  return (await client.get('platform/stats', PlatformFiguresAnswerSchema)).data;
}

/** Edits an organization's name, domain, description or plan (PUT /platform/organizations/{id}). */
export async function editPlatformOrganization(
  client: ApiClient,
  id: string,
  payload: PlatformOrganizationUpdatePayload,
): Promise<Organization> {
  return (await client.put(platformOrganizationPath(id), OrganizationAnswerSchema, payload)).data;
}

/** Activates or deactivates an organization (PUT /platform/organizations/{id}/status). */
export async function setPlatformOrganizationStatus(
  client: ApiClient,
  id: string,
  payload: OrganizationStatusPayload,
): Promise<Organization> {
  return (await client.put(`${platformOrganizationPath(id)}/status`, OrganizationAnswerSchema, payload)).data;
}

/** Sets an organization's plan and trial end for billing support (PUT /platform/organizations/{id}/plan). */
export async function setPlatformOrganizationPlan(
  client: ApiClient,
  id: string,
  payload: PlatformPlanPayload,
): Promise<Organization> {
  return (await client.put(`${platformOrganizationPath(id)}/plan`, OrganizationAnswerSchema, payload)).data;
}

/** A page of the platform's users with their platform roles (GET /platform/users). */
export function listPlatformUsers(client: ApiClient, query?: PageQueryInput): Promise<AdminUserPage> {
  return client.get('platform/users', AdminUserPageSchema, searchParamsOrNone(query));
}

/** Gives or takes a platform role (PUT /platform/users/{id}/platform-role). */
export async function setPlatformRole(
  client: ApiClient,
  userId: string,
  payload: PlatformRolePayload,
): Promise<AdminUser> {
  const path = `platform/users/${encodeURIComponent(userId)}/platform-role`;
  return (await client.put(path, AdminUserAnswerSchema, payload)).data;
}

/** A page of the users the caller administers (GET /admin/users). */
export function listSystemUsers(client: ApiClient, query?: PageQueryInput): Promise<AdminUserPage> {
  return client.get('admin/users', AdminUserPageSchema, searchParamsOrNone(query));
}

/** Disables or enables a user (PUT /admin/users/{id}/status). */
export async function setUserStatus(
  client: ApiClient,
  userId: string,
  payload: UserStatusPayload,
): Promise<AdminUser> {
  return (
    await client.put(`admin/users/${encodeURIComponent(userId)}/status`, AdminUserAnswerSchema, payload)
  ).data;
}

/** The organizations the user administers with their figures (GET /enterprise/organizations). */
export async function getEnterpriseOverview(client: ApiClient): Promise<EnterpriseOverview> {
  return (await client.get('enterprise/organizations', EnterpriseOverviewAnswerSchema)).data;
}

/** Makes another administered organization the current one (PUT /organizations/current): the updated user. */
export async function switchOrganization(client: ApiClient, organizationId: string): Promise<User> {
  return (await client.put('organizations/current', UserAnswerSchema, { organizationId })).data;
}
