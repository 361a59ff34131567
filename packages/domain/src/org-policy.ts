import { ORG_POLICY_MESSAGES } from './messages';
import {
  isDeptManager,
  isEnterpriseAdmin,
  isOrgAdmin,
  isPlatformAdmin,
  type RoleSubject,
} from './permissions';

// Spec 6.4: who may do what inside an organization. One function answers "may this actor do this
// action to that target"; the server's routes and the client's screens both ask it. No zod here: screens load it
// with their first chunk.

/** The roles an organization member can be given (spec 6.1), lowest first. */
export const ASSIGNABLE_ORG_ROLES = ['member', 'dept_manager', 'enterprise_admin', 'org_admin'] as const;
export type AssignableOrgRole = (typeof ASSIGNABLE_ORG_ROLES)[number];

/** Every role name as people read it (organization, platform and system roles), in one place. */
const ROLE_LABELS: Record<string, string> = {
  all: 'All members',
  member: 'Member',
  org_admin: 'Organization Admin',
  dept_manager: 'Department Manager',
  enterprise_admin: 'Enterprise Admin',
  platform_admin: 'Platform Admin',
  super_admin: 'Super Admin',
  admin: 'Admin',
  user: 'User',
  owner: 'Owner',
};

/** A role name as people read it: 'dept_manager' becomes 'Department Manager'; an unknown name is title-cased. */
export function roleLabel(role: string): string {
  return (
    ROLE_LABELS[role] ??
    role
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export const ORG_ROLE_LABELS: Record<AssignableOrgRole, string> = {
  member: roleLabel('member'),
  dept_manager: roleLabel('dept_manager'),
  enterprise_admin: roleLabel('enterprise_admin'),
  org_admin: roleLabel('org_admin'),
};

export function isAssignableOrgRole(value: unknown): value is AssignableOrgRole {
  return typeof value === 'string' && (ASSIGNABLE_ORG_ROLES as readonly string[]).includes(value);
}

/** Everything the policy decides, by name. */
export const ORG_ACTIONS = [
  'organization.view',
  'organization.update',
  'organization.create',
  'organization.delete',
  'organization.listAll',
  'department.create',
  'department.update',
  'department.delete',
  'member.view',
  'member.invite',
  'member.changeRole',
  'member.remove',
  'team.create',
  'team.update',
  'team.delete',
  'project.manage',
] as const;
export type OrgAction = (typeof ORG_ACTIONS)[number];

/** The actor: a user's role fields and the departments they manage (department_managers). */
export interface OrgActor extends RoleSubject {
  managedDepartmentIds?: readonly string[] | null;
}

/**
 * What the action is done to: an organization, and where in its department tree. `departmentId` is the
 * department whose managers may act (a member's department, a team's or project's department, the parent of a
 * department being created, moved or deleted, the department itself when renamed); null or absent means the
 * organization as a whole, which only its admins manage. `departmentParents` maps each of the organization's
 * departments to its parent, so that a manager's scope takes in the sub-departments.
 */
export interface OrgTarget {
  organizationId: string | null | undefined;
  departmentId?: string | null;
  departmentParents?: ReadonlyMap<string, string | null>;
}

export type OrgDecision = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: OrgDecision = { allowed: true };
const refuse = (reason: string): OrgDecision => ({ allowed: false, reason });

// Reading the organization's structure is for all of its members (the /org screens filter by department and team).
const MEMBER_READS: ReadonlySet<OrgAction> = new Set(['organization.view']);
// Platform-wide calls (spec 6.4: platform admin only).
const PLATFORM_ONLY: ReadonlySet<OrgAction> = new Set([
  'organization.create',
  'organization.delete',
  'organization.listAll',
]);
// What only the organization's admins do (settings, branding, logo).
const ORG_ADMIN_ONLY: ReadonlySet<OrgAction> = new Set(['organization.update']);

/** The 403 text of a refused action: spec 8.5's where one matches, else the catalogue's text in the same style. */
export function orgActionDeniedMessage(action: OrgAction): string {
  return ORG_POLICY_MESSAGES.denied[action];
}

/** Whether `departmentId` is one of `managed` or below one of them in the tree. */
export function isInDepartmentScope(
  departmentId: string | null | undefined,
  managed: readonly string[],
  parents: ReadonlyMap<string, string | null> | undefined,
): boolean {
  if (!departmentId || managed.length === 0) return false;
  const roots = new Set(managed);
  const seen = new Set<string>();
  let current: string | null | undefined = departmentId;
  // The walk stops at a cycle too: a damaged tree grants nothing more.
  while (current && !seen.has(current)) {
    if (roots.has(current)) return true;
    seen.add(current);
    current = parents?.get(current) ?? null;
  }
  return false;
}

/**
 * May `actor` do `action` to `target`? Platform admin: everything. Otherwise nothing outside the actor's own
 * organization. Inside it: its admins everything but the platform calls; a department manager the people, teams,
 * projects and sub-departments of the departments they manage (and their sub-departments), nothing
 * organization-wide; every member reads the organization; a member does nothing administrative.
 */
export function decideOrgAction(
  actor: OrgActor | null | undefined,
  action: OrgAction,
  target: OrgTarget,
): OrgDecision {
  const denied = refuse(orgActionDeniedMessage(action));
  if (!actor) return denied;
  if (isPlatformAdmin(actor)) return ALLOWED;
  if (PLATFORM_ONLY.has(action)) return denied;
  if (!actor.organizationId || !target.organizationId || actor.organizationId !== target.organizationId) {
    return denied;
  }
  if (MEMBER_READS.has(action)) return ALLOWED;
  if (isOrgAdmin(actor)) return ALLOWED;
  if (ORG_ADMIN_ONLY.has(action)) return denied;
  if (
    isDeptManager(actor) &&
    isInDepartmentScope(target.departmentId, actor.managedDepartmentIds ?? [], target.departmentParents)
  ) {
    return ALLOWED;
  }
  return denied;
}

/** The boolean form of {@link decideOrgAction}, for screens that show or hide an action. */
export function canDoOrgAction(
  actor: OrgActor | null | undefined,
  action: OrgAction,
  target: OrgTarget,
): boolean {
  return decideOrgAction(actor, action, target).allowed;
}

/** How high a role reaches: member 0, department manager 1, enterprise admin 2, organization admin 3. */
export function orgRoleRank(role: string | null | undefined): number {
  switch (role) {
    case 'org_admin':
    case 'admin':
    case 'owner':
      return 3;
    case 'enterprise_admin':
      return 2;
    case 'dept_manager':
      return 1;
    default:
      return 0;
  }
}

const PLATFORM_RANK = 4;

/** The rank an actor acts with: their own role alone (platform admins above every organization role). */
export function actorRank(actor: OrgActor | null | undefined): number {
  if (!actor) return -1;
  if (isPlatformAdmin(actor)) return PLATFORM_RANK;
  if (isOrgAdmin(actor)) return 3;
  if (isEnterpriseAdmin(actor)) return 2;
  if (isDeptManager(actor)) return 1;
  return 0;
}

/** The roles this actor may hand out: none above their own (platform admins any). */
export function grantableOrgRoles(actor: OrgActor | null | undefined): AssignableOrgRole[] {
  const rank = actorRank(actor);
  if (rank < 1) return [];
  return ASSIGNABLE_ORG_ROLES.filter((role) => orgRoleRank(role) <= rank);
}

/** A member whose role is being changed or who is being removed. */
export interface OrgMemberTarget extends OrgTarget {
  userId: string;
  role: string | null | undefined;
  isOrgAdmin?: boolean | null;
}

/** Facts about the organization that the invariants need. */
export interface OrgAdminCount {
  /** How many organization admins it has now, the target included. */
  orgAdminCount: number;
}

export type RoleDecision = { allowed: true } | { allowed: false; status: 403 | 409; reason: string };

function targetIsAdmin(target: OrgMemberTarget): boolean {
  return target.isOrgAdmin === true || orgRoleRank(target.role) === 3;
}

function actorId(actor: OrgActor): string | null | undefined {
  return actor._id ?? actor.id;
}

/**
 * The shared checks of a role change and a removal: never one's own, within the actor's scope, another admin
 * only by an organization admin (the actor's own role decides, never the target's).
 */
function memberChangeProblem(
  actor: OrgActor | null | undefined,
  action: 'member.changeRole' | 'member.remove',
  target: OrgMemberTarget,
): RoleDecision | undefined {
  const scope = decideOrgAction(actor, action, target);
  if (!scope.allowed) return { allowed: false, status: 403, reason: scope.reason };
  if (!actor) return { allowed: false, status: 403, reason: orgActionDeniedMessage(action) };
  if (actorId(actor) === target.userId) {
    return {
      allowed: false,
      status: 403,
      reason: action === 'member.remove' ? ORG_POLICY_MESSAGES.removeSelf : ORG_POLICY_MESSAGES.ownRole,
    };
  }
  const rank = actorRank(actor);
  if (targetIsAdmin(target) && rank < 3) {
    return { allowed: false, status: 403, reason: ORG_POLICY_MESSAGES.onlyAdminsChangeAdmins };
  }
  if (orgRoleRank(target.role) > rank) {
    return { allowed: false, status: 403, reason: ORG_POLICY_MESSAGES.targetAboveActor };
  }
  return undefined;
}

/**
 * May `actor` give `target` the role `newRole`? Nobody changes their own role; nobody grants a role above their
 * own; only organization admins change another admin; the last organization admin cannot be demoted.
 */
export function decideRoleChange(
  actor: OrgActor | null | undefined,
  target: OrgMemberTarget,
  newRole: AssignableOrgRole,
  facts: OrgAdminCount,
): RoleDecision {
  const problem = memberChangeProblem(actor, 'member.changeRole', target);
  if (problem) return problem;
  if (orgRoleRank(newRole) > actorRank(actor)) {
    return { allowed: false, status: 403, reason: ORG_POLICY_MESSAGES.roleAboveOwn };
  }
  if (targetIsAdmin(target) && orgRoleRank(newRole) < 3 && facts.orgAdminCount <= 1) {
    return { allowed: false, status: 409, reason: ORG_POLICY_MESSAGES.lastAdminDemoted };
  }
  return { allowed: true };
}

/** May `actor` remove `target` from the organization? Not oneself, not the last admin, an admin only by an admin. */
export function decideMemberRemoval(
  actor: OrgActor | null | undefined,
  target: OrgMemberTarget,
  facts: OrgAdminCount,
): RoleDecision {
  const problem = memberChangeProblem(actor, 'member.remove', target);
  if (problem) return problem;
  if (targetIsAdmin(target) && facts.orgAdminCount <= 1) {
    return { allowed: false, status: 409, reason: ORG_POLICY_MESSAGES.lastAdminRemoved };
  }
  return { allowed: true };
}

/** The role fields that go with an organization role, kept consistent (spec 6.1: isOrgAdmin, isDeptManager). */
export function roleFieldsFor(role: AssignableOrgRole): {
  orgRole: AssignableOrgRole;
  isOrgAdmin: boolean;
  isDeptManager: boolean;
} {
  return { orgRole: role, isOrgAdmin: role === 'org_admin', isDeptManager: role === 'dept_manager' };
}
