import { isOrgAdmin, isPlatformAdmin, type RoleSubject } from './permissions';

// Zod-free: the security screen and the server's security routes (audit log, sessions, reports) ask the same rule.

/** The 403 text when someone may not see an organization's security and compliance screen. */
export const SECURITY_DENIED_MESSAGE = 'Insufficient permissions to view security and compliance';

/**
 * Who sees an organization's security and compliance (audit log, sessions, policy, reports): the
 * organization's own admins for their organization, and platform admins for any organization.
 */
export function canViewSecurity(
  user: RoleSubject | null | undefined,
  organizationId: string | null | undefined,
): boolean {
  if (!user || !organizationId) return false;
  if (isPlatformAdmin(user)) return true;
  return isOrgAdmin(user) && user.organizationId === organizationId;
}
