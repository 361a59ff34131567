import { type User, userNotificationPreferencesOf } from '@app/domain';
import type { CurrentUser } from './auth.queries';

type RoleValue<K extends keyof User> = Exclude<User[K], undefined>;

/**
 * The user as the API shows it (spec section 3): `_id` and `id`, roles, account type, organization and
 * department, job title and notification preferences. Built field by field from an allow-list, so a column
 * added later (or the password hash) never slips into an answer.
 */
export function toUser(user: CurrentUser): User {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: user.profileImage,
    role: user.role as RoleValue<'role'>,
    systemRole: user.systemRole as RoleValue<'systemRole'>,
    platformRole: user.platformRole as RoleValue<'platformRole'>,
    orgRole: user.orgRole as RoleValue<'orgRole'>,
    accountType: user.accountType,
    organizationId: user.organizationId,
    departmentId: user.departmentId,
    departments:
      user.departmentId && user.departmentName ? [{ _id: user.departmentId, name: user.departmentName }] : [],
    isOrgAdmin: user.isOrgAdmin,
    isDeptManager: user.isDeptManager,
    ...(user.jobTitle ? { jobTitle: user.jobTitle } : {}),
    // Every known preference: a stored one from its value, one added later at its default.
    notificationPreferences: userNotificationPreferencesOf(user.notificationPreferences),
    createdAt: user.createdAt.toISOString(),
  };
}
