import {
  hasRole,
  PRIORITIES,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  type Priority,
  type ProjectSort,
  type ProjectStatus,
  ROUTE_ROLES,
} from '@app/domain';
import { useCurrency, useProjects } from '@app/sdk/react';
import {
  CurrencySwitcher,
  EMPTY_PROJECT_FILTERS,
  EmptyState,
  hasProjectFilters,
  LoadingScreen,
  ProjectCard,
  ProjectFilters,
  type ProjectFiltersValue,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { LoadError } from './projects/shared';

/** Projects per page: fills rows of 1, 2, 3 or 4 cards. */
const PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 300;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The filters and page kept in the URL query, so a reload or Back returns to the same list. */
function readQuery(params: URLSearchParams): ProjectFiltersValue & { page: number } {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: oneOf<ProjectStatus>(PROJECT_STATUSES, params.get('status')) ?? '',
    priority: oneOf<Priority>(PRIORITIES, params.get('priority')) ?? '',
    sort: oneOf<ProjectSort>(PROJECT_SORTS, params.get('sort')) ?? EMPTY_PROJECT_FILTERS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeQuery(filters: ProjectFiltersValue, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.sort !== EMPTY_PROJECT_FILTERS.sort) params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * My Projects (/projects): the projects the user owns or belongs to as cards with progress, status, priority,
 * team size and budget in the chosen currency; search, filters and sort in the URL; pages of 12.
 */
export function ProjectsList() {
  useDocumentTitle('My Projects');
  const { user } = useSession();
  const { currency, rates, setCurrency } = useCurrency();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);

  // The search box answers every keystroke; the URL (and the request) follow once typing pauses.
  const [searchText, setSearchText] = useState(query.search);
  const [urlSearch, setUrlSearch] = useState(query.search);
  if (urlSearch !== query.search) {
    // The URL changed from outside (Back, a link, clear): the box follows it.
    setUrlSearch(query.search);
    if (searchText.trim() !== query.search) setSearchText(query.search);
  }
  useEffect(() => {
    if (searchText.trim() === query.search.trim()) return;
    const timer = window.setTimeout(() => {
      setParams(writeQuery({ ...query, search: searchText }, 1), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, query, setParams]);

  const projects = useProjects(api, {
    page: query.page,
    limit: PAGE_SIZE,
    sort: query.sort,
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.priority ? { priority: query.priority } : {}),
  });

  const canCreate = hasRole(user, ROUTE_ROLES.projectCreateEdit);
  const filtered = hasProjectFilters(query);
  const page = projects.data;
  const pages = page?.pagination.pages ?? 0;

  const newProjectButton = canCreate ? (
    <Button variant="contained" href={paths.projects.create.href()} startIcon={<AddRoundedIcon />}>
      New Project
    </Button>
  ) : null;

  let content: React.ReactNode;
  if (projects.isPending) {
    content = <LoadingScreen label="Loading projects..." />;
  } else if (projects.isError && !page) {
    content = (
      <LoadError
        title="Your projects could not be loaded."
        error={projects.error}
        onRetry={() => void projects.refetch()}
      />
    );
  } else if (page && page.data.length === 0 && page.pagination.total === 0) {
    content = filtered ? (
      <EmptyState
        icon={<SearchOffRoundedIcon />}
        title="No projects match these filters"
        description="Try other words or filters, or clear them to see all your projects."
        action={
          <Button variant="outlined" onClick={() => setParams(new URLSearchParams())}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<FolderOpenRoundedIcon />}
        title="No projects yet"
        description="Create your first project to plan the work, break it into tasks and follow its progress."
        action={canCreate ? newProjectButton : undefined}
      />
    );
  } else if (page) {
    content = (
      <>
        {projects.isError ? (
          <LoadError
            title="The list could not be refreshed."
            error={projects.error}
            onRetry={() => void projects.refetch()}
          />
        ) : null}
        <Box
          component="ul"
          aria-label="Projects"
          aria-busy={projects.isPlaceholderData || undefined}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
            opacity: projects.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {page.data.map((project) => (
            <Box component="li" key={project._id}>
              <ProjectCard
                project={project}
                teamSize={project.teamSize}
                href={paths.projects.detail.href(project._id)}
                currency={currency}
                rates={rates}
                headingComponent="h2"
              />
            </Box>
          ))}
        </Box>
        {pages > 1 ? (
          <Stack sx={{ alignItems: 'center', mt: 3 }}>
            <Pagination
              count={pages}
              page={Math.min(query.page, pages)}
              onChange={(_event, next) => setParams(writeQuery(query, next))}
              color="primary"
              siblingCount={0}
              aria-label="Project pages"
            />
          </Stack>
        ) : null}
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Box>
          <Typography component="h1" variant="h4">
            My Projects
          </Typography>
          <Typography color="text.secondary">
            {page && page.pagination.total > 0
              ? `${page.pagination.total} ${page.pagination.total === 1 ? 'project' : 'projects'}${filtered ? ' match' : ''}`
              : 'Every project you own or belong to.'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {/* 'New Project' is the header's action on every screen (spec 2.2); the empty list offers it too. */}
          <CurrencySwitcher value={currency} onChange={setCurrency} label="Budget currency" />
        </Stack>
      </Stack>
      <Box>
        <ProjectFilters
          value={{ ...query, search: searchText }}
          onChange={(change) => {
            if (change.search !== undefined) setSearchText(change.search);
            const { search: _search, ...rest } = change;
            if (Object.keys(rest).length > 0) {
              setParams(writeQuery({ ...query, search: searchText, ...rest }, 1));
            }
          }}
          onClear={() => {
            setSearchText('');
            setParams(new URLSearchParams());
          }}
        />
        <Box sx={{ height: 2, mt: 1.5 }}>
          {projects.isFetching && !projects.isPending ? (
            <LinearProgress aria-label="Updating projects" sx={{ height: 2 }} />
          ) : null}
        </Box>
      </Box>
      {content}
    </Stack>
  );
}
