import {
  hasRole,
  LIST_SCREEN_TEXTS,
  PRIORITIES,
  PRIORITY_LABELS,
  PROJECT_SORT_LABELS,
  PROJECT_SORTS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  ProjectListQuerySchema,
  ROUTE_ROLES,
  WORK_LIMITS,
} from '@app/domain';
import { useCurrency, useProjects } from '@app/sdk/react';
import {
  CurrencySwitcher,
  FilterBar,
  FilterSelect,
  filterOptions,
  PagedList,
  PageHeader,
  ProjectCardGrid,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { usePagedList } from '../../app/pagedListState';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useSearchParamsState } from '../../app/useSearchParamsState';

/** Projects per page: fills rows of 1, 2, 3 or 4 cards. */
const PAGE_SIZE = 12;
const STATUS_OPTIONS = filterOptions(PROJECT_STATUSES, PROJECT_STATUS_LABELS);
const PRIORITY_OPTIONS = filterOptions(PRIORITIES, PRIORITY_LABELS);
const SORT_OPTIONS = filterOptions(PROJECT_SORTS, PROJECT_SORT_LABELS);

/**
 * My Projects (/projects): the projects the user owns or belongs to as cards with progress, status, priority,
 * team size and budget in the chosen currency; search, filters and sort in the URL; pages of 12.
 */
export function ProjectsList() {
  const { user } = useSession();
  const { currency, rates, setCurrency } = useCurrency(api.currency);
  // Search, filters, sort and page live in the URL, read and written through the list's own query schema.
  const [query, setQuery] = useSearchParamsState(ProjectListQuerySchema);
  const projects = useProjects(api, { ...query, limit: PAGE_SIZE });
  const paged = usePagedList(projects, query, setQuery);
  const filter = (patch: Partial<typeof query>) => setQuery({ ...query, ...patch, page: 1 });

  const canCreate = hasRole(user, ROUTE_ROLES.projectCreateEdit);
  const filtered = Boolean(query.search || query.status || query.priority);
  const total = projects.data?.pagination.total ?? 0;

  return (
    <Stack spacing={3}>
      {/* 'New Project' is the header's action on every screen (spec 2.2); the empty list offers it too. */}
      <PageHeader
        title="My Projects"
        subtitle={
          total > 0
            ? `${total} ${total === 1 ? 'project' : 'projects'}${filtered ? ' match' : ''}`
            : 'Every project you own or belong to.'
        }
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <CurrencySwitcher value={currency} onChange={setCurrency} label="Budget currency" />
      </Stack>
      <FilterBar
        label="Filter projects"
        searchLabel="Search projects"
        search={query.search ?? ''}
        onSearchChange={(search) => setQuery({ ...query, search, page: 1 }, { replace: true })}
        clearable={filtered || query.sort !== 'updated'}
        onClear={() => setQuery({})}
        searchMaxLength={WORK_LIMITS.searchMax}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={query.status ?? ''}
          onChange={(status) => filter({ status: status || undefined })}
        />
        <FilterSelect
          label="Priority"
          allLabel="All priorities"
          options={PRIORITY_OPTIONS}
          value={query.priority ?? ''}
          onChange={(priority) => filter({ priority: priority || undefined })}
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
        texts={LIST_SCREEN_TEXTS.myProjects}
        siblingCount={0}
        emptyIcon={<FolderOpenRoundedIcon />}
        emptyAction={
          canCreate ? (
            <Button variant="contained" href={paths.projects.create.href()} startIcon={<AddRoundedIcon />}>
              New Project
            </Button>
          ) : undefined
        }
        filtered={filtered}
        onClearFilters={() => setQuery({})}
      >
        <ProjectCardGrid
          label="Projects"
          minItemWidth={300}
          busy={projects.isPlaceholderData}
          projects={projects.data?.data}
          href={paths.projects.detail.href}
          currency={currency}
          rates={rates}
          headingComponent="h2"
        />
      </PagedList>
    </Stack>
  );
}
