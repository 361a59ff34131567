import {
  LIST_SCREEN_TEXTS,
  TASK_SORT_LABELS,
  TASK_SORTS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  TaskListQuerySchema,
  type TaskStatus,
  userAvatarUrl,
} from '@app/domain';
import { useTasks } from '@app/sdk/react';
import { FilterBar, FilterSelect, filterOptions, PagedList, PageHeader, RowList, TaskRow } from '@app/ui';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { usePagedList } from '../../app/pagedListState';
import { paths } from '../../app/paths';
import { filterQueryFieldProps, useFilterQuery, useFoldLegacyFilters } from '../../app/useFilterQuery';
import { useSearchParamsState } from '../../app/useSearchParamsState';
import { DepartmentTeamFilters, useOrgWorkView } from './orgWorkFilters';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = filterOptions(TASK_STATUSES, TASK_STATUS_LABELS);
const SORT_OPTIONS = filterOptions(TASK_SORTS, TASK_SORT_LABELS);

/**
 * The organization's tasks (/org/tasks): the tasks of the organization's projects the person may see, filtered
 * by department, team, status and search through the URL, ten a page; each leads to the task's own screen,
 * where it is changed.
 */
export function OrganizationTasksList() {
  const { organizationId, platformView } = useOrgWorkView();
  const [query, setQuery] = useSearchParamsState(TaskListQuerySchema);
  // A filter starts the list again from its first page, without a history entry per change.
  const filter = (patch: Partial<typeof query>) =>
    setQuery({ ...query, ...patch, page: 1 }, { replace: true });
  const q = useFilterQuery(query.q ?? '', (text) => filter({ q: text || undefined }));
  useFoldLegacyFilters(q.q, query, (folded, cleared) => filter({ ...cleared, q: folded || undefined }));
  const tasks = useTasks(api, { ...query, q: q.requestQ, limit: PAGE_SIZE });
  const paged = usePagedList(tasks, query, setQuery);

  const filtered = Boolean(q.requestQ || query.departmentId || query.teamId);
  const now = new Date();

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader title="Tasks" subtitle="The work of the organization's projects, by department and team." />
      <FilterBar
        label="Filter tasks"
        {...filterQueryFieldProps(q)}
        clearable={filtered || query.sort !== 'updated'}
        onClear={() => setQuery({}, { replace: true })}
      >
        <DepartmentTeamFilters
          organizationId={organizationId}
          departmentId={query.departmentId}
          teamId={query.teamId}
          onChange={filter}
        />
        <FilterSelect
          label="Status"
          multiple
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={q.values('status') as TaskStatus[]}
          onChange={(status) => q.set('status', status)}
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
