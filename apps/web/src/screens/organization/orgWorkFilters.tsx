import { isPlatformView, ORG_SETTINGS_TEXTS } from '@app/domain';
import { useOrgWorkFilterOptions } from '@app/sdk/react';
import { FilterSelect } from '@app/ui';
import { api } from '../../app/api';
import { useOrganizationIdInView } from '../../app/organizationInView';
import { useSession } from '../../app/session';

/**
 * The organization whose work a list shows: the member's own, or the one a platform admin chose
 * (`?organization=`, which the list's query passes on to the server), and whether a platform admin is reading
 * another organization's list, whose projects and tasks stay their members' to open.
 */
export function useOrgWorkView(): { organizationId: string | undefined; platformView: boolean } {
  const organizationId = useOrganizationIdInView();
  const { user } = useSession();
  return { organizationId, platformView: isPlatformView(user, organizationId) };
}

interface DepartmentTeamFiltersProps {
  organizationId: string | undefined;
  departmentId: string | undefined;
  teamId: string | undefined;
  onChange: (patch: { departmentId?: string; teamId?: string }) => void;
}

/**
 * The department and team selects of an organization's work list (inside its `FilterBar`): the teams offered
 * are the chosen department's, and choosing a department clears the team, since a team of another department
 * would match nothing.
 */
export function DepartmentTeamFilters({
  organizationId,
  departmentId,
  teamId,
  onChange,
}: DepartmentTeamFiltersProps) {
  const options = useOrgWorkFilterOptions(api, organizationId, departmentId);
  return (
    <>
      <FilterSelect
        label="Department"
        allLabel={ORG_SETTINGS_TEXTS.allDepartments}
        options={options.departments}
        value={departmentId ?? ''}
        onChange={(department) => onChange({ departmentId: department || undefined, teamId: undefined })}
      />
      <FilterSelect
        label="Team"
        allLabel={ORG_SETTINGS_TEXTS.allTeams}
        options={options.teams}
        value={teamId ?? ''}
        onChange={(team) => onChange({ teamId: team || undefined })}
      />
    </>
  );
}
