import {
  canDoOrgAction,
  type DepartmentNode,
  grantableOrgRoles,
  isInDepartmentScope,
  type OrgActor,
  type OrgMember,
  type OrgMemberTarget,
} from '@app/domain';
import { useDepartments } from '@app/sdk/react';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { useOrganizationIdInView } from '../../app/organizationInView';
import { useSession } from '../../app/session';

/** Every department once, parents before children, from the tree answer. */
export function flattenDepartments(
  nodes: readonly DepartmentNode[],
  seen = new Set<string>(),
): DepartmentNode[] {
  const out: DepartmentNode[] = [];
  for (const node of nodes) {
    if (seen.has(node._id)) continue;
    seen.add(node._id);
    out.push(node, ...flattenDepartments(node.children, seen));
  }
  return out;
}

/**
 * The signed-in person as the organization policy sees them: their role fields and the departments they manage
 * (read from the departments' managers, as the server reads department_managers), with the department tree the
 * policy walks and the departments they may act in.
 */
export function useOrgAccess() {
  const { user } = useSession();
  // The member's own organization, or the one a platform admin chose (the platform view).
  const organizationId = useOrganizationIdInView();
  const departmentsQuery = useDepartments(api, organizationId);
  return useMemo(() => {
    const all = flattenDepartments(departmentsQuery.data ?? []);
    const parents = new Map(all.map((department) => [department._id, department.parentId]));
    const managed = user
      ? all.filter((d) => d.managers.some((manager) => manager._id === user._id)).map((d) => d._id)
      : [];
    const actor: OrgActor | null = user ? { ...user, managedDepartmentIds: managed } : null;
    // Organization admins act on the whole organization; a manager in the departments below theirs.
    const wholeOrganization = canDoOrgAction(actor, 'member.invite', { organizationId, departmentId: null });
    const departments = wholeOrganization
      ? all
      : all.filter((department) => isInDepartmentScope(department._id, managed, parents));
    const grantable = grantableOrgRoles(actor);
    const memberTarget = (member: OrgMember): OrgMemberTarget => ({
      organizationId,
      departmentId: member.departmentId,
      departmentParents: parents,
      userId: member._id,
      role: member.orgRole,
      isOrgAdmin: member.isOrgAdmin,
    });
    return {
      user,
      organizationId,
      actor,
      wholeOrganization,
      /** The departments the viewer may act in (all of them for an organization admin). */
      departments,
      /** A department manager's first department: where their invitations go unless they choose. */
      homeDepartmentId: wholeOrganization ? undefined : managed[0],
      grantable,
      canInvite: grantable.length > 0 && (wholeOrganization || managed.length > 0),
      memberTarget,
      departmentsLoading: departmentsQuery.isPending,
    };
  }, [user, organizationId, departmentsQuery.data, departmentsQuery.isPending]);
}

export type OrgAccess = ReturnType<typeof useOrgAccess>;
