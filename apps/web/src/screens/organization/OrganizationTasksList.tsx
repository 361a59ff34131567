import {
  isPlatformView,
  LIST_SCREEN_TEXTS,
  ORG_SETTINGS_TEXTS,
  TASK_SORT_LABELS,
  TASK_SORTS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  TaskListQuerySchema,
  userAvatarUrl,
} from '@app/domain';
import { useOrgWorkFilterOptions, useTasks } from '@app/sdk/react';
import { FilterBar, FilterSelect, filterOptions, PagedList, PageHeader, RowList, TaskRow } from '@app/ui';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { useOrganizationIdInView } from '../../app/organizationInView';
import { usePagedList } from '../../app/pagedListState';
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
  const paged = usePagedList(tasks, query, setQuery);
  const options = useOrgWorkFilterOptions(api, organizationId, query.departmentId);
  // A filter starts the list again from its first page, without a history entry per change.
  const filter = (patch: Partial<typeof query>) =>
    setQuery({ ...query, ...patch, page: 1 }, { replace: true });

  const filtered = Boolean(query.search || query.status || query.departmentId || query.teamId);
  const now = new Date();

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
      <PagedList
        {...paged}
        texts={LIST_SCREEN_TEXTS.orgTasks}
        emptyIcon={<ChecklistRoundedIcon />}
        filtered={filtered}
        onClearFilters={() => setQuery({}, { replace: true })}
      >
        <RowList label="Organization tasks" busy={tasks.isFetching} stale={tasks.isPlaceholderData}>
          {tasks.data?.data.map((task) => (
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
        </RowList>
      </PagedList>
    </Stack>
  );
}
