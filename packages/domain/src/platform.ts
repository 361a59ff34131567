import { z } from 'zod';
import { apiSuccess, PageQuerySchema, paginated } from './api';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { PERMISSION_MESSAGES } from './messages';
import { DomainSchema, OrganizationCreatePayloadSchema, SubscriptionTierSchema } from './organization';
import { isOrgAdmin, isPlatformAdmin, type RoleSubject } from './permissions';
import { type SystemStats, SystemStatsSchema } from './socket-events';
import { PlatformRoleSchema } from './user';

// The platform console (/platform/admin), system users (/users) and the multi-organization dashboard
// (/enterprise/dashboard). Schemas, the rules that decide who may do what, and the server's refusals.

type Subject = RoleSubject | null | undefined;

/** The platform's figures (`GET /platform/stats`), the same as the `system_stats_update` socket event. */
export const PlatformFiguresSchema = SystemStatsSchema;
export type PlatformFigures = SystemStats;
export const PlatformFiguresAnswerSchema = apiSuccess(PlatformFiguresSchema);

/** PUT /platform/organizations/{id}: a platform admin edits an organization's profile and plan. */
export const PlatformOrganizationUpdatePayloadSchema = z
  .object({
    name: OrganizationCreatePayloadSchema.shape.name,
    domain: DomainSchema,
    description: z.string().trim().max(2000).nullable(),
    subscriptionTier: SubscriptionTierSchema,
  })
  .partial()
  .refine((payload) => Object.values(payload).some((value) => value !== undefined), {
    error: 'Change at least one field',
  });
export type PlatformOrganizationUpdatePayload = z.infer<typeof PlatformOrganizationUpdatePayloadSchema>;

/** The refusal of a trial end that is not in the future. */
const TRIAL_END_NOT_FUTURE = 'The trial end must be a future date';

/**
 * Whether a trial end a platform admin sets is acceptable: a date after `now` (a trial already over is set by
 * clearing it, with null).
 */
export function isFutureTrialEnd(value: string, now: Date): boolean {
  const time = new Date(value).getTime();
  return !Number.isNaN(time) && time > now.getTime();
}

/** The trial end of a day picked in a form: the end of that day, in the picker's time zone. */
export function trialEndOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999).toISOString();
}

/** The day (YYYY-MM-DD, in the viewer's time zone) a stored trial end falls on, for a date field. */
export function trialDayOf(trialEndsAt: string | null | undefined): string {
  if (!trialEndsAt) return '';
  const at = new Date(trialEndsAt);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * PUT /platform/organizations/{id}/plan (billing support): the plan, and the end of the trial (a future
 * date, or null for no trial). Both are given: the dialog shows and sends the organization's whole terms.
 */
export const PlatformPlanPayloadSchema = z
  .object({
    plan: SubscriptionTierSchema,
    trialEndsAt: DateTimeStringSchema.nullable().describe(
      'The end of the trial: a future date-time, or null for no trial',
    ),
  })
  .strict()
  .refine((payload) => payload.trialEndsAt === null || isFutureTrialEnd(payload.trialEndsAt, new Date()), {
    error: TRIAL_END_NOT_FUTURE,
    path: ['trialEndsAt'],
  });
export type PlatformPlanPayload = z.infer<typeof PlatformPlanPayloadSchema>;

/** PUT /platform/organizations/{id}/status: activate or deactivate an organization. */
export const OrganizationStatusPayloadSchema = z.object({ isActive: z.boolean() });
export type OrganizationStatusPayload = z.infer<typeof OrganizationStatusPayloadSchema>;

/** A user's standing: a disabled user cannot sign in and has no session. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** One row of the platform's user search and of the system users list. */
export const AdminUserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  systemRole: z.string(),
  platformRole: z.string().nullable(),
  orgRole: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  lastLoginAt: DateTimeStringSchema.nullable(),
  createdAt: DateTimeStringSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = paginated(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;
export const AdminUserAnswerSchema = apiSuccess(AdminUserSchema);

/** GET /platform/users and GET /admin/users: page, limit and a search on name or email. */
export const AdminUserListQuerySchema = PageQuerySchema;
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** PUT /platform/users/{id}/platform-role: null takes the platform role away. */
export const PlatformRolePayloadSchema = z.object({ platformRole: PlatformRoleSchema.nullable() });
export type PlatformRolePayload = z.infer<typeof PlatformRolePayloadSchema>;

/** PUT /admin/users/{id}/status: disable or enable a user. */
export const UserStatusPayloadSchema = z.object({ status: z.enum(USER_STATUSES) });
export type UserStatusPayload = z.infer<typeof UserStatusPayloadSchema>;

/** One organization of the multi-organization dashboard, with its figures. */
export const AdministeredOrganizationSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  domain: z.string(),
  isActive: z.boolean(),
  subscriptionTier: z.string(),
  current: z.boolean(),
  members: z.number().int().nonnegative(),
  projects: z.number().int().nonnegative(),
  openTasks: z.number().int().nonnegative(),
  overdueTasks: z.number().int().nonnegative(),
});
export type AdministeredOrganization = z.infer<typeof AdministeredOrganizationSchema>;

export const EnterpriseTotalsSchema = z.object({
  organizations: z.number().int().nonnegative(),
  members: z.number().int().nonnegative(),
  projects: z.number().int().nonnegative(),
  openTasks: z.number().int().nonnegative(),
  overdueTasks: z.number().int().nonnegative(),
});
export type EnterpriseTotals = z.infer<typeof EnterpriseTotalsSchema>;

/** GET /enterprise/organizations. */
export const EnterpriseOverviewSchema = z.object({
  organizations: z.array(AdministeredOrganizationSchema),
  totals: EnterpriseTotalsSchema,
});
export type EnterpriseOverview = z.infer<typeof EnterpriseOverviewSchema>;
export const EnterpriseOverviewAnswerSchema = apiSuccess(EnterpriseOverviewSchema);

/** PUT /organizations/current: the organization the user works in from now on. */
export const SwitchOrganizationPayloadSchema = z.object({ organizationId: IdSchema });
export type SwitchOrganizationPayload = z.infer<typeof SwitchOrganizationPayloadSchema>;

/** The totals of the organizations' figures. */
export function enterpriseTotals(rows: readonly AdministeredOrganization[]): EnterpriseTotals {
  return rows.reduce<EnterpriseTotals>(
    (sum, row) => ({
      organizations: sum.organizations + 1,
      members: sum.members + row.members,
      projects: sum.projects + row.projects,
      openTasks: sum.openTasks + row.openTasks,
      overdueTasks: sum.overdueTasks + row.overdueTasks,
    }),
    { organizations: 0, members: 0, projects: 0, openTasks: 0, overdueTasks: 0 },
  );
}

// Rules.

/**
 * The organizations a user administers (the multi-organization dashboard): their own when they are its admin or
 * enterprise admin, plus those the organization_admins table gives them. Platform admins administer all (the
 * caller passes every id as `granted`).
 */
export function administeredOrganizationIds(user: Subject, granted: readonly string[]): string[] {
  if (!user) return [];
  const own =
    user.organizationId && (isOrgAdmin(user) || user.orgRole === 'enterprise_admin')
      ? [user.organizationId]
      : [];
  return [...new Set([...own, ...granted])];
}

/** Spec 8.5: switching to an organization the user does not administer is refused. */
export function canSwitchOrganization(
  user: Subject,
  targetOrganizationId: string,
  granted: readonly string[],
): boolean {
  if (!user) return false;
  if (isPlatformAdmin(user)) return true;
  return administeredOrganizationIds(user, granted).includes(targetOrganizationId);
}

/** What the server answers when a platform, system-users or switch call is refused or invalid. */
export const PLATFORM_MESSAGES = {
  switchDenied: PERMISSION_MESSAGES.switchOrganizations,
  userNotFound: 'User not found',
  manageUserDenied: 'Insufficient permissions to manage this user',
  ownAccount: 'You cannot change your own account here',
  organizationNotFound: 'Organization not found',
  domainTaken: 'An organization with this domain already exists',
  organizationSwitched: 'Organization switched',
  trialEndNotFuture: TRIAL_END_NOT_FUTURE,
} as const;
