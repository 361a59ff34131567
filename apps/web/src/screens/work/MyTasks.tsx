import {
  filterPriorities,
  LIST_SCREEN_TEXTS,
  PAGE_LIMIT_MAX,
  PRIORITIES,
  PRIORITY_LABELS,
  TASK_MODEL_TEXTS,
  TASK_SORT_LABELS,
  TASK_SORTS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  TaskListQuerySchema,
  type TaskStatus,
  userAvatarUrl,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useLabels, useProjects, useTasks, useUpdateTask } from '@app/sdk/react';
import {
  FilterBar,
  FilterSelect,
  FilterSwitch,
  filterOptions,
  PagedList,
  PageHeader,
  RowList,
  TaskRow,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { usePagedList } from '../../app/pagedListState';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { filterQueryFieldProps, useFilterQuery, useFoldLegacyFilters } from '../../app/useFilterQuery';
import { useSearchParamsState } from '../../app/useSearchParamsState';
import { rolesById, taskAccess } from './tasks/access';
import { ManageLabels } from './tasks/ManageLabels';
import { TaskSavedViews } from './tasks/TaskSavedViews';
import { useBlockedDoneConfirm } from './tasks/useBlockedDoneConfirm';
import { useTaskSelection } from './tasks/useTaskSelection';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = filterOptions(TASK_STATUSES, TASK_STATUS_LABELS);
const PRIORITY_OPTIONS = filterOptions(PRIORITIES, PRIORITY_LABELS);
const SORT_OPTIONS = filterOptions(TASK_SORTS, TASK_SORT_LABELS);

/**
 * My Tasks (/tasks): every task the user can see (or only those assigned to them), filtered, searched and
 * sorted through the URL, ten a page; each row changes its status at once and rolls back if the server refuses.
 */
export function MyTasks() {
  const { user } = useSession();
  const { showToast } = useToast();
  // Filters, sort and page live in the URL, read and written through the list's own query schema.
  const [query, setQuery] = useSearchParamsState(TaskListQuerySchema);
  // A filter starts the list again from its first page, without a history entry per keystroke.
  const filter = (patch: Partial<typeof query>) =>
    setQuery({ ...query, ...patch, page: 1 }, { replace: true });
  const q = useFilterQuery(query.q ?? '', (text) => filter({ q: text || undefined }));
  useFoldLegacyFilters(q.q, query, (folded, cleared) => filter({ ...cleared, q: folded || undefined }));
  const tasks = useTasks(api, { ...query, q: q.requestQ, limit: PAGE_SIZE });
  const paged = usePagedList(tasks, query, setQuery);
  const projects = useProjects(api, { limit: PAGE_LIMIT_MAX, sort: 'title' });
  const updateTask = useUpdateTask(api);
  const labels = useLabels(api);
  const blockedDone = useBlockedDoneConfirm();
  // A change to many tasks across projects assigns only to the user (a member of each of their projects).
  const selection = useTaskSelection(user ? [{ _id: user._id, name: `${user.name} (you)` }] : []);
  const roles = useMemo(() => rolesById(projects.data?.data), [projects.data]);
  const projectOptions = useMemo(
    () => (projects.data?.data ?? []).map((project) => ({ value: project._id, label: project.title })),
    [projects.data],
  );

  const changeStatus = (task: Task, status: TaskStatus) =>
    blockedDone.guard(task, status, () =>
      updateTask.mutate(
        { id: task._id, payload: { status } },
        {
          onSuccess: () =>
            showToast(`“${task.title}” is now ${TASK_STATUS_LABELS[status]}`, { variant: 'success' }),
          onError: (error) =>
            showToast(failureText(error, 'The status could not be changed.'), { variant: 'error' }),
        },
      ),
    );

  const now = new Date();
  // The header's action, offered again by the list while it has no task.
  const newTask = (
    <Button variant="contained" href={paths.tasks.create.href()} startIcon={<AddRoundedIcon />}>
      New Task
    </Button>
  );
  const filtered = Boolean(q.requestQ || query.parentId);
  const labelOptions = (labels.data ?? []).map((label) => ({ value: label._id, label: label.name }));
  // A select shows the option its term names, by id or by name in any case.
  const chosen = (options: { value: string; label: string }[], key: 'project' | 'label') => {
    const wanted = q.values(key)[0]?.toLowerCase();
    return options.find((option) => option.value === wanted || option.label.toLowerCase() === wanted);
  };
  const choose = (options: { value: string; label: string }[], key: 'project' | 'label', id: string) =>
    q.set(key, id ? [options.find((option) => option.value === id)?.label ?? id] : []);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader
        title="My Tasks"
        subtitle="Everything you can work on, across your projects."
        action={newTask}
      />
      {/* The other view of the same tasks, in the page: on a phone the header keeps room for the title. */}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
        <TaskSavedViews
          query={q.q}
          layout="list"
          onOpen={(view) => setQuery({ sort: query.sort, q: view.query || undefined })}
        />
        {selection.toggle}
        <ManageLabels />
        <Button
          variant="outlined"
          href={paths.tasks.calendar.href()}
          startIcon={<CalendarMonthRoundedIcon />}
        >
          Calendar
        </Button>
      </Stack>
      <FilterBar
        label="Filter tasks"
        {...filterQueryFieldProps(q)}
        clearable={filtered || query.sort !== 'updated'}
        onClear={() => setQuery({}, { replace: true })}
      >
        <FilterSelect
          label="Status"
          multiple
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={q.values('status') as TaskStatus[]}
          onChange={(status) => q.set('status', status)}
        />
        <FilterSelect
          label="Priority"
          multiple
          allLabel="All priorities"
          options={PRIORITY_OPTIONS}
          value={filterPriorities(q.q)}
          onChange={(priority) => q.set('priority', priority)}
        />
        {projectOptions.length > 0 ? (
          <FilterSelect
            label="Project"
            allLabel="All projects"
            options={projectOptions}
            value={chosen(projectOptions, 'project')?.value ?? ''}
            onChange={(projectId) => choose(projectOptions, 'project', projectId)}
          />
        ) : null}
        {labelOptions.length > 0 ? (
          <FilterSelect
            label={TASK_MODEL_TEXTS.labelFilter}
            allLabel={TASK_MODEL_TEXTS.allLabels}
            options={labelOptions}
            value={chosen(labelOptions, 'label')?.value ?? ''}
            onChange={(labelId) => choose(labelOptions, 'label', labelId)}
          />
        ) : null}
        <FilterSelect
          label="Sort by"
          options={SORT_OPTIONS}
          value={query.sort}
          onChange={(sort) => filter({ sort: sort || 'updated' })}
        />
        <FilterSwitch
          label="Assigned to me"
          checked={q.values('assignee').includes('me')}
          onChange={(mine) =>
            q.set('assignee', mine ? ['me'] : q.values('assignee').filter((who) => who !== 'me'))
          }
        />
        <FilterSwitch
          label={TASK_MODEL_TEXTS.showSubtasks}
          checked={query.parentId !== 'none'}
          onChange={(shown) => filter({ parentId: shown ? undefined : 'none' })}
        />
      </FilterBar>
      <PagedList
        {...paged}
        texts={LIST_SCREEN_TEXTS.myTasks}
        emptyIcon={<ChecklistRoundedIcon />}
        emptyAction={newTask}
        filtered={filtered}
        onClearFilters={() => setQuery({ sort: query.sort }, { replace: true })}
      >
        <RowList label="Tasks" busy={tasks.isFetching} stale={tasks.isPlaceholderData}>
          {tasks.data?.data.map((task) => {
            const access = taskAccess(task, user, task.projectId ? roles.get(task.projectId) : undefined);
            return (
              <TaskRow
                key={task._id}
                component="li"
                task={task}
                now={now}
                href={paths.tasks.detail.href(task._id)}
                assignee={
                  task.assignee ? { name: task.assignee.name, avatarUrl: userAvatarUrl(task.assignee) } : null
                }
                disabled={!access.canUpdateStatus}
                // Across projects the menu offers the four categories: each is the task's project's first state of it.
                onStatusChange={(status) => changeStatus(task, status as TaskStatus)}
                onToggleComplete={(done) => changeStatus(task, done ? 'done' : 'todo')}
                {...selection.rowProps(task)}
              />
            );
          })}
        </RowList>
      </PagedList>
      {selection.bar}
      {blockedDone.dialog}
    </Stack>
  );
}
