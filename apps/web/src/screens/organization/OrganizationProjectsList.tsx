import {
  LIST_SCREEN_TEXTS,
  PROJECT_SORT_LABELS,
  PROJECT_SORTS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  ProjectListQuerySchema,
  WORK_LIMITS,
} from '@app/domain';
import { useCurrency, useProjects } from '@app/sdk/react';
import { FilterBar, FilterSelect, filterOptions, PagedList, PageHeader, ProjectCardGrid } from '@app/ui';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { usePagedList } from '../../app/pagedListState';
import { paths } from '../../app/paths';
import { useSearchParamsState } from '../../app/useSearchParamsState';
import { DepartmentTeamFilters, useOrgWorkView } from './orgWorkFilters';

/** Projects per page: fills rows of 1, 2, 3 or 4 cards. */
const PAGE_SIZE = 12;
const STATUS_OPTIONS = filterOptions(PROJECT_STATUSES, PROJECT_STATUS_LABELS);
const SORT_OPTIONS = filterOptions(PROJECT_SORTS, PROJECT_SORT_LABELS);

/**
 * The organization's projects (/org/projects): cards of every project of the organization the person may see,
 * filtered by department, team, status and search through the URL; each leads to the project's own screen.
 */
export function OrganizationProjectsList() {
  const { organizationId, platformView } = useOrgWorkView();
  const { currency, rates } = useCurrency(api.currency);
  const [query, setQuery] = useSearchParamsState(ProjectListQuerySchema);
  const projects = useProjects(api, { ...query, limit: PAGE_SIZE });
  const paged = usePagedList(projects, query, setQuery);
  // A filter starts the list again from its first page, without a history entry per change.
  const filter = (patch: Partial<typeof query>) =>
    setQuery({ ...query, ...patch, page: 1 }, { replace: true });

  const filtered = Boolean(query.search || query.status || query.departmentId || query.teamId);
  const total = projects.data?.pagination.total ?? 0;

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Projects"
        subtitle={
          total > 0
            ? `${total} ${total === 1 ? 'project' : 'projects'}${filtered ? ' match' : ''}`
            : 'Every project of the organization you can see.'
        }
      />
      <FilterBar
        label="Filter projects"
        searchLabel="Search projects"
        search={query.search ?? ''}
        onSearchChange={(search) => filter({ search })}
        clearable={filtered || query.sort !== 'updated'}
        onClear={() => setQuery({}, { replace: true })}
        searchMaxLength={WORK_LIMITS.searchMax}
      >
        <DepartmentTeamFilters
          organizationId={organizationId}
          departmentId={query.departmentId}
          teamId={query.teamId}
          onChange={filter}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={query.status ?? ''}
          onChange={(status) => filter({ status: status || undefined })}
        />
        <FilterSelect
          label="Sort by"
          options={SORT_OPTIONS}
          value={query.sort}
          onChange={(sort) => filter({ sort: sort || 'updated' })}
        />
      </FilterBar>
      <PagedList
        {...paged}
        texts={LIST_SCREEN_TEXTS.orgProjects}
        siblingCount={0}
        emptyIcon={<FolderOpenRoundedIcon />}
        filtered={filtered}
        onClearFilters={() => setQuery({}, { replace: true })}
      >
        <ProjectCardGrid
          label="Organization projects"
          minItemWidth={300}
          busy={projects.isPlaceholderData}
          projects={projects.data?.data}
          href={platformView ? undefined : paths.projects.detail.href}
          currency={currency}
          rates={rates}
          headingComponent="h2"
        />
      </PagedList>
    </Stack>
  );
}
