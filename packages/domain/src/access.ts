import { roleLabel } from './org-policy';
import { hasPermission, hasRole, type Permission, type RoleSubject } from './permissions';
import {
  isFeatureGated,
  PLANS,
  type PlanFeature,
  type PlanId,
  type PlanSubject,
  planForFeature,
} from './plans';

/**
 * What a piece of the screen needs (spec 6.5 access wrapper). Every listed requirement must hold.
 * - platformRoles: one of these platform roles (missing: 'denied');
 * - orgRoles: one of these organization roles (missing: 'restricted' with the roles);
 * - department: the user is assigned to a department;
 * - permissions: every one of these named permissions;
 * - organizationMember: the user belongs to an organization;
 * - feature: the organization's plan opens this feature (missing: 'upgrade');
 * - check: a custom rule (false: 'denied').
 */
export interface AccessRequirement {
  platformRoles?: readonly string[];
  orgRoles?: readonly string[];
  department?: boolean;
  permissions?: readonly Permission[];
  organizationMember?: boolean;
  feature?: PlanFeature;
  check?: (user: RoleSubject) => boolean;
}

export type AccessDecision =
  | { kind: 'ok' }
  | { kind: 'denied' }
  | { kind: 'restricted'; roles: readonly string[] }
  | { kind: 'upgrade'; feature: PlanFeature; plan: PlanId };

const OK: AccessDecision = { kind: 'ok' };

/**
 * The multi-organization dashboard's subscription gate (spec 6.3, 6.5): the Enterprise plan's feature. Its route
 * guard decides it with `checkAccess` and its API (`GET /enterprise/organizations`) refuses with the same rule, so
 * the screen never shows 'Upgrade Required' over data the server still gives.
 */
export const ENTERPRISE_DASHBOARD_ACCESS = {
  feature: 'multiOrganization',
} as const satisfies AccessRequirement;

/**
 * Decides an access requirement for a user in their organization (spec 6.5). Without a signed-in user
 * everything is denied. Role checks come first (a missing platform role is 'denied', a missing organization
 * role, department, permission or membership is 'restricted'), then the custom check, then the plan.
 */
export function checkAccess(
  user: RoleSubject | null | undefined,
  org: PlanSubject | null | undefined,
  requirement: AccessRequirement,
  now: Date,
): AccessDecision {
  if (!user) return { kind: 'denied' };
  const { platformRoles, orgRoles, department, permissions, organizationMember, feature, check } =
    requirement;
  if (platformRoles && !platformRoles.includes(user.platformRole ?? '')) return { kind: 'denied' };
  if (orgRoles && !hasRole(user, orgRoles)) return { kind: 'restricted', roles: orgRoles };
  if (department && !user.departmentId) return { kind: 'restricted', roles: [] };
  if (permissions?.some((permission) => !hasPermission(user, permission))) {
    return { kind: 'restricted', roles: [] };
  }
  if (organizationMember && !user.organizationId) return { kind: 'restricted', roles: [] };
  if (check && !check(user)) return { kind: 'denied' };
  if (feature && isFeatureGated(user, org, feature, now)) {
    return { kind: 'upgrade', feature, plan: planForFeature(feature) };
  }
  return OK;
}

/** The explanation a disabled element shows in its tooltip (mode 'disable' of the access wrapper). */
export function accessExplanation(decision: AccessDecision): string {
  switch (decision.kind) {
    case 'ok':
      return '';
    case 'denied':
      return 'Access Denied: your account does not have the platform role this needs.';
    case 'restricted':
      return decision.roles.length > 0
        ? `Access Restricted: this needs one of these roles: ${decision.roles.map(roleLabel).join(', ')}.`
        : 'Access Restricted: your role in the organization does not allow this.';
    case 'upgrade':
      return `Upgrade Required: this needs the ${PLANS[decision.plan].name} plan.`;
  }
}
