import {
  isPlatformView,
  ORG_SETTINGS_TEXTS,
  PROJECT_SORT_LABELS,
  PROJECT_SORTS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  ProjectListQuerySchema,
  WORK_LIMITS,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useCurrency, useOrgWorkFilterOptions, useProjects } from '@app/sdk/react';
import {
  CardGrid,
  EmptyState,
  FilterBar,
  FilterSelect,
  filterOptions,
  ListPagination,
  PageHeader,
  ProjectCard,
  QueryState,
} from '@app/ui';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { api } from '../../app/api';
import { useOrganizationIdInView } from '../../app/organizationInView';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useSearchParamsState } from '../../app/useSearchParamsState';

/** Projects per page: fills rows of 1, 2, 3 or 4 cards. */
const PAGE_SIZE = 12;
const STATUS_OPTIONS = filterOptions(PROJECT_STATUSES, PROJECT_STATUS_LABELS);
const SORT_OPTIONS = filterOptions(PROJECT_SORTS, PROJECT_SORT_LABELS);

/**
 * The organization's projects (/org/projects): cards of every project of the organization the person may see,
 * filtered by department, team, status and search through the URL; each leads to the project's own screen.
 */
export function OrganizationProjectsList() {
  // The organization in view: the member's own, or the one a platform admin chose (`?organization=`, which the
  // list's query passes on to the server).
  const organizationId = useOrganizationIdInView();
  const { user } = useSession();
  // A platform admin reads another organization's list; its projects and tasks stay their members' to open.
  const platformView = isPlatformView(user, organizationId);
  const { currency, rates } = useCurrency(api.currency);
  const [query, setQuery] = useSearchParamsState(ProjectListQuerySchema);
  const projects = useProjects(api, { ...query, limit: PAGE_SIZE });
  const options = useOrgWorkFilterOptions(api, organizationId, query.departmentId);
  // A filter starts the list again from its first page, without a history entry per change.
  const filter = (patch: Partial<typeof query>) =>
    setQuery({ ...query, ...patch, page: 1 }, { replace: true });

  const filtered = Boolean(query.search || query.status || query.departmentId || query.teamId);
  const page = projects.data;
  const total = page?.pagination.total ?? 0;

  let content: React.ReactNode;
  if (projects.isPending) {
    content = <QueryState status="loading" label="Loading projects..." />;
  } else if (projects.isError && !page) {
    content = (
      <QueryState
        status="error"
        title="The organization's projects could not be loaded."
        message={failureText(projects.error, 'Please try again.')}
        onRetry={() => void projects.refetch()}
      />
    );
  } else if (page) {
    const empty = filtered ? (
      <EmptyState
        icon={<SearchOffRoundedIcon />}
        title={ORG_SETTINGS_TEXTS.noProjectsMatch}
        description="Try another department, team or search, or clear the filters."
        action={
          <Button variant="outlined" onClick={() => setQuery({}, { replace: true })}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<FolderOpenRoundedIcon />}
        title={ORG_SETTINGS_TEXTS.noProjects}
        description="Projects that members create show here, with their departments' and teams' work."
      />
    );
    content = (
      <>
        <CardGrid
          label="Organization projects"
          minItemWidth={300}
          busy={projects.isPlaceholderData}
          empty={total === 0 ? empty : undefined}
        >
          {page.data.map((project) => (
            <ProjectCard
              key={project._id}
              project={project}
              teamSize={project.teamSize}
              href={platformView ? undefined : paths.projects.detail.href(project._id)}
              currency={currency}
              rates={rates}
              headingComponent="h2"
            />
          ))}
        </CardGrid>
        <ListPagination
          page={query.page}
          pages={page.pagination.pages}
          onChange={(next) => setQuery({ ...query, page: next })}
          label="Project pages"
          siblingCount={0}
        />
      </>
    );
  }

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
        <FilterSelect
          label="Department"
          allLabel={ORG_SETTINGS_TEXTS.allDepartments}
          options={options.departments}
          value={query.departmentId ?? ''}
          // A team of another department would match nothing.
          onChange={(departmentId) => filter({ departmentId: departmentId || undefined, teamId: undefined })}
        />
        <FilterSelect
          label="Team"
          allLabel={ORG_SETTINGS_TEXTS.allTeams}
          options={options.teams}
          value={query.teamId ?? ''}
          onChange={(teamId) => filter({ teamId: teamId || undefined })}
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
      {content}
    </Stack>
  );
}
