import {
  isPlatformView,
  ORG_SETTINGS_TEXTS,
  TASK_SORT_LABELS,
  TASK_SORTS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  TaskListQuerySchema,
  userAvatarUrl,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useOrgWorkFilterOptions, useTasks } from '@app/sdk/react';
import {
  EmptyState,
  FilterBar,
  FilterSelect,
  filterOptions,
  ListPagination,
  PageHeader,
  QueryState,
  TaskRow,
} from '@app/ui';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { api } from '../../app/api';
import { useOrganizationIdInView } from '../../app/organizationInView';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useSearchParamsState } from '../../app/useSearchParamsState';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = filterOptions(TASK_STATUSES, TASK_STATUS_LABELS);
const SORT_OPTIONS = filterOptions(TASK_SORTS, TASK_SORT_LABELS);

/**
 * The organization's tasks (/org/tasks): the tasks of the organization's projects the person may see, filtered
 * by department, team, status and search through the URL, ten a page; each leads to the task's own screen,
 * where it is changed.
 */
export function OrganizationTasksList() {
  // The organization in view: the member's own, or the one a platform admin chose (`?organization=`, which the
  // list's query passes on to the server).
  const organizationId = useOrganizationIdInView();
  const { user } = useSession();
  // A platform admin reads another organization's list; its projects and tasks stay their members' to open.
  const platformView = isPlatformView(user, organizationId);
  const [query, setQuery] = useSearchParamsState(TaskListQuerySchema);
  const tasks = useTasks(api, { ...query, limit: PAGE_SIZE });
  const options = useOrgWorkFilterOptions(api, organizationId, query.departmentId);
  // A filter starts the list again from its first page, without a history entry per change.
  const filter = (patch: Partial<typeof query>) =>
    setQuery({ ...query, ...patch, page: 1 }, { replace: true });

  const page = tasks.data;
  const filtered = Boolean(query.search || query.status || query.departmentId || query.teamId);

  let content: React.ReactNode;
  if (tasks.isPending) {
    content = <QueryState status="loading" label="Loading tasks..." />;
  } else if (tasks.isError && !page) {
    content = (
      <QueryState
        status="error"
        title="The organization's tasks could not be loaded."
        message={failureText(tasks.error, 'Please try again.')}
        onRetry={() => void tasks.refetch()}
      />
    );
  } else if (!page || page.data.length === 0) {
    content = filtered ? (
      <EmptyState
        icon={<SearchOffRoundedIcon />}
        title={ORG_SETTINGS_TEXTS.noTasksMatch}
        description="Try another department, team or search, or clear the filters."
        action={
          <Button variant="outlined" onClick={() => setQuery({}, { replace: true })}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<ChecklistRoundedIcon />}
        title={ORG_SETTINGS_TEXTS.noTasks}
        description="Tasks of the organization's projects show here."
      />
    );
  } else {
    const now = new Date();
    const total = page.pagination.total;
    content = (
      <>
        <Box
          component="ul"
          aria-label="Organization tasks"
          aria-busy={tasks.isFetching || undefined}
          sx={{
            m: 0,
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            overflow: 'hidden',
            opacity: tasks.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {page.data.map((task) => (
            <TaskRow
              key={task._id}
              component="li"
              task={task}
              now={now}
              href={platformView ? undefined : paths.tasks.detail.href(task._id)}
              assignee={
                task.assignee ? { name: task.assignee.name, avatarUrl: userAvatarUrl(task.assignee) } : null
              }
            />
          ))}
        </Box>
        <ListPagination
          page={query.page}
          pages={page.pagination.pages}
          onChange={(next) => setQuery({ ...query, page: next })}
          label="Task pages"
          summary={total === 1 ? '1 task' : `${total} tasks`}
        />
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader title="Tasks" subtitle="The work of the organization's projects, by department and team." />
      <FilterBar
        label="Filter tasks"
        searchLabel="Search tasks"
        search={query.search ?? ''}
        onSearchChange={(search) => filter({ search })}
        clearable={filtered || query.sort !== 'updated'}
        onClear={() => setQuery({}, { replace: true })}
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
          multiple
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={query.status ?? []}
          onChange={(status) => filter({ status })}
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
