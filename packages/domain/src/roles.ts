// The role and account-type lists on their own, without zod: the permission checks of the first page (the session,
// the guards) need them, and importing them from user.ts would bring its schemas and zod into that download.

/** Legacy `role` and `systemRole` values. */
export const SYSTEM_ROLES = ['user', 'admin'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

/**
 * Platform roles (spec 6.1): platform_admin and super_admin; 'admin' is also treated as platform admin by the
 * account-level check.
 */
export const PLATFORM_ROLES = ['platform_admin', 'super_admin', 'admin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/**
 * Organization roles (spec 6.1 and 6.3). 'admin' and 'owner' make an org admin (spec 6.1); 'member' is a plain
 * member; 'all' is the wildcard used in role lists for every organization member.
 */
export const ORG_ROLES = [
  'org_admin',
  'dept_manager',
  'enterprise_admin',
  'admin',
  'owner',
  'member',
  'all',
] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const ACCOUNT_TYPES = ['individual', 'organization'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
