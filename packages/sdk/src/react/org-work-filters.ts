import { type DepartmentNode, PAGE_LIMIT_MAX } from '@app/domain';
import { useMemo } from 'react';
import type { ApiClient } from '../http';
import { useDepartments, useTeams } from './organizations';

/** One choice of a department or team filter. */
export interface OrgFilterOption {
  value: string;
  label: string;
}

/** The tree's departments in tree order, each named by its path ('Engineering / Platform'). */
export function departmentOptions(tree: readonly DepartmentNode[], parents = ''): OrgFilterOption[] {
  return tree.flatMap((node) => {
    const label = parents ? `${parents} / ${node.name}` : node.name;
    return [{ value: node._id, label }, ...departmentOptions(node.children, label)];
  });
}

/**
 * The department and team choices of the organization's project and task lists: every department, and the
 * teams (of the chosen department, when one is).
 */
export function useOrgWorkFilterOptions(
  client: ApiClient,
  organizationId: string | undefined,
  departmentId: string | undefined,
): { departments: OrgFilterOption[]; teams: OrgFilterOption[] } {
  const departments = useDepartments(client, organizationId);
  const teams = useTeams(client, organizationId, { limit: PAGE_LIMIT_MAX });
  return useMemo(
    () => ({
      departments: departmentOptions(departments.data ?? []),
      teams: (teams.data?.data ?? [])
        .filter((team) => !departmentId || team.departmentId === departmentId)
        .map((team) => ({ value: team._id, label: team.name })),
    }),
    [departments.data, teams.data, departmentId],
  );
}
