import {
  PAGE_LIMIT_MAX,
  PRIORITIES,
  type Priority,
  TASK_SORTS,
  TASK_STATUSES,
  type Task,
  type TaskListQueryInput,
  type TaskSort,
  type TaskStatus,
  userAvatarUrl,
} from '@app/domain';
import { useProjects, useTasks, useUpdateTask } from '@app/sdk/react';
import {
  EmptyState,
  emptyTaskFilters,
  LoadingScreen,
  TASK_STATUS_LABELS,
  TaskFilters,
  type TaskFiltersValue,
  TaskRow,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { failureText, LoadError } from './projects/shared';
import { rolesById, taskAccess } from './tasks/access';

const PAGE_SIZE = 10;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The filters, sort and page kept in the URL query, so a reload, a link or Back shows the same list. */
function readQuery(params: URLSearchParams): TaskFiltersValue & { page: number } {
  const page = Number(params.get('page'));
  const status = (params.get('status') ?? '')
    .split(',')
    .filter((value): value is TaskStatus => TASK_STATUSES.includes(value as TaskStatus));
  return {
    search: params.get('search') ?? '',
    status: TASK_STATUSES.filter((value) => status.includes(value)),
    priority: oneOf<Priority>(PRIORITIES, params.get('priority')) ?? '',
    projectId: params.get('project') ?? '',
    sort: oneOf<TaskSort>(TASK_SORTS, params.get('sort')) ?? 'updated',
    assignedToMe: params.get('assigned') === 'me',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeQuery(filters: TaskFiltersValue, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status.length > 0) params.set('status', filters.status.join(','));
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.projectId) params.set('project', filters.projectId);
  if (filters.sort !== 'updated') params.set('sort', filters.sort);
  if (filters.assignedToMe) params.set('assigned', 'me');
  if (page > 1) params.set('page', String(page));
  return params;
}

function listQuery(query: ReturnType<typeof readQuery>): TaskListQueryInput {
  return {
    page: query.page,
    limit: PAGE_SIZE,
    sort: query.sort,
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.status.length > 0 ? { status: query.status } : {}),
    ...(query.priority ? { priority: query.priority } : {}),
    ...(query.projectId ? { projectId: query.projectId } : {}),
    ...(query.assignedToMe ? { assignedTo: 'me' } : {}),
  };
}

/**
 * My Tasks (/tasks): every task the user can see (or only those assigned to them), filtered, searched and
 * sorted through the URL, ten a page; each row changes its status at once and rolls back if the server refuses.
 */
export function MyTasks() {
  useDocumentTitle('My Tasks');
  const { user } = useSession();
  const { showToast } = useToast();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const tasks = useTasks(api, listQuery(query));
  const projects = useProjects(api, { limit: PAGE_LIMIT_MAX, sort: 'title' });
  const updateTask = useUpdateTask(api);
  const roles = useMemo(() => rolesById(projects.data?.data), [projects.data]);
  const projectOptions = useMemo(
    () => (projects.data?.data ?? []).map((project) => ({ value: project._id, label: project.title })),
    [projects.data],
  );

  const setFilters = (filters: TaskFiltersValue) => setParams(writeQuery(filters, 1), { replace: true });
  const setPage = (page: number) => setParams(writeQuery(query, page));

  const changeStatus = (task: Task, status: TaskStatus) =>
    updateTask.mutate(
      { id: task._id, payload: { status } },
      {
        onSuccess: () =>
          showToast(`“${task.title}” is now ${TASK_STATUS_LABELS[status]}`, { variant: 'success' }),
        onError: (error) =>
          showToast(failureText(error, 'The status could not be changed.'), { variant: 'error' }),
      },
    );

  const page = tasks.data;
  const filtered =
    query.search.trim() !== '' ||
    query.status.length > 0 ||
    query.priority !== '' ||
    query.projectId !== '' ||
    Boolean(query.assignedToMe);

  let content: React.ReactNode;
  if (tasks.isPending) {
    content = <LoadingScreen label="Loading tasks..." />;
  } else if (tasks.isError && !page) {
    content = (
      <LoadError
        title="Tasks could not be loaded."
        error={tasks.error}
        onRetry={() => void tasks.refetch()}
      />
    );
  } else if (!page || page.data.length === 0) {
    content = filtered ? (
      <EmptyState
        icon={<SearchOffRoundedIcon />}
        title="No tasks match these filters"
        description="Try another search, or clear the filters to see every task."
        action={
          <Button variant="outlined" onClick={() => setFilters(emptyTaskFilters(query.sort))}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<ChecklistRoundedIcon />}
        title="No tasks yet"
        description="Create a task to plan your work; give it a due date to see it on the calendar."
        action={
          <Button variant="contained" href={paths.tasks.create.href()} startIcon={<AddRoundedIcon />}>
            New Task
          </Button>
        }
      />
    );
  } else {
    const now = new Date();
    content = (
      <>
        {tasks.isError ? (
          <LoadError
            title="The list could not be refreshed."
            error={tasks.error}
            onRetry={() => void tasks.refetch()}
          />
        ) : null}
        <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
          {tasks.isFetching ? (
            <LinearProgress
              aria-label="Refreshing tasks"
              sx={{ position: 'absolute', inset: '0 0 auto 0', height: 2 }}
            />
          ) : null}
          <Box component="ul" aria-label="Tasks" sx={{ m: 0, p: 0 }}>
            {page.data.map((task) => {
              const access = taskAccess(task, user, task.projectId ? roles.get(task.projectId) : undefined);
              return (
                <TaskRow
                  key={task._id}
                  component="li"
                  task={task}
                  now={now}
                  href={paths.tasks.detail.href(task._id)}
                  assignee={
                    task.assignee
                      ? { name: task.assignee.name, avatarUrl: userAvatarUrl(task.assignee) }
                      : null
                  }
                  disabled={!access.canUpdateStatus}
                  onStatusChange={(status) => changeStatus(task, status)}
                  onToggleComplete={(done) => changeStatus(task, done ? 'done' : 'todo')}
                />
              );
            })}
          </Box>
        </Paper>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            {page.pagination.total === 1 ? '1 task' : `${page.pagination.total} tasks`}
          </Typography>
          {page.pagination.pages > 1 ? (
            <Pagination
              count={page.pagination.pages}
              page={Math.min(query.page, page.pagination.pages)}
              onChange={(_event, next) => setPage(next)}
              color="primary"
              aria-label="Task pages"
            />
          ) : null}
        </Stack>
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h1" variant="h4">
            My Tasks
          </Typography>
          <Typography color="text.secondary">Everything you can work on, across your projects.</Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            href={paths.tasks.calendar.href()}
            startIcon={<CalendarMonthRoundedIcon />}
          >
            Calendar
          </Button>
          <Button variant="contained" href={paths.tasks.create.href()} startIcon={<AddRoundedIcon />}>
            New Task
          </Button>
        </Stack>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TaskFilters value={query} onChange={setFilters} projects={projectOptions} showAssignedToMe />
      </Paper>
      {content}
    </Stack>
  );
}
