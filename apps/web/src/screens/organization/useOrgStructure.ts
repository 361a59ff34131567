import {
  type DepartmentNode,
  departmentPathLabels,
  flattenDepartments,
  type OrgPerson,
  orgStructureAccess,
  PAGE_LIMIT_MAX,
} from '@app/domain';
import { useDepartments, useOrganizationMembers } from '@app/sdk/react';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { useOrganizationIdInView } from '../../app/organizationInView';
import { useSession } from '../../app/session';

const NO_DEPARTMENTS: DepartmentNode[] = [];
const NO_PEOPLE: OrgPerson[] = [];

/**
 * The viewer's organization structure: the department tree, what the policy lets the viewer do to it, each
 * department's path label, and the people managers and team members are chosen among (those the viewer may see;
 * nobody is loaded for a viewer who may change nothing).
 */
export function useOrgStructure() {
  const { user } = useSession();
  // The member's own organization, or the one a platform admin chose (the platform view).
  const organizationId = useOrganizationIdInView();
  const departments = useDepartments(api, organizationId);
  const tree = departments.data ?? NO_DEPARTMENTS;
  const flat = useMemo(() => flattenDepartments(tree), [tree]);
  const access = useMemo(() => orgStructureAccess(user, organizationId, tree), [user, organizationId, tree]);
  const pathLabels = useMemo(() => departmentPathLabels(flat), [flat]);
  const members = useOrganizationMembers(api, access.managesAnything ? organizationId : undefined, {
    limit: PAGE_LIMIT_MAX,
  });
  return {
    organizationId,
    departments,
    tree,
    flat,
    access,
    pathLabels,
    people: members.data?.data ?? NO_PEOPLE,
  };
}
