import {
  type Project,
  type ProjectPermissions,
  resolveState,
  statesOrDefault,
  TASK_MODEL_TEXTS,
  type Task,
  userAvatarUrl,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useProjectTasks, useProjectWorkflow, useUpdateTask } from '@app/sdk/react';
import {
  EmptyState,
  KanbanBoard,
  type KanbanMove,
  QueryState,
  SectionCard,
  TaskRow,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';

import { useBlockedDoneConfirm } from '../tasks/useBlockedDoneConfirm';
import { useTaskSelection } from '../tasks/useTaskSelection';
import { ProjectTableView } from './ProjectTableView';
import { fieldFilterQuery, ProjectTasksToolbar, useProjectTaskFilters } from './ProjectTasksToolbar';
import { projectTaskListQuery, type TaskView } from './projectTabs';

type TasksProps = { project: Project; permissions: ProjectPermissions; view: TaskView };
type BoardCard = Task & { id: string; href: string };
const NO_TASKS: Task[] = [];

/**
 * The Tasks tab: a list with quick status changes, a board whose columns are the project's states, or a table;
 * filtered by a label, with or without sub-tasks, and a selection of tasks for one bulk change.
 */
export function ProjectTasksTab({ project, permissions, view }: TasksProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { showSubtasks, q, field } = useProjectTaskFilters();
  const filtered = Boolean(q.q || field || !showSubtasks);
  const tasks = useProjectTasks(
    api,
    project._id,
    projectTaskListQuery({ showSubtasks, q: q.requestQ, field: fieldFilterQuery(field) }),
  );
  // The project's states: the board's columns and the status menus' choices, in their order.
  const states = statesOrDefault(useProjectWorkflow(api, project._id).data?.states);
  const selection = useTaskSelection(project.members ?? [], states);
  const blockedDone = useBlockedDoneConfirm();
  const updateTask = useUpdateTask(api);
  const list = tasks.data?.data ?? NO_TASKS;
  // Team members move their own tasks and unassigned ones (the server checks the same rule).
  const canMove = (task: Task) =>
    permissions.canUpdateTaskStatus &&
    (permissions.canManageTasks || !task.assignedTo || task.assignedTo === user?._id);
  const changeStatus = (task: Pick<Task, '_id' | 'title' | 'blocked'>, status: string) => {
    const state = resolveState(states, status);
    if (!state) return;
    blockedDone.guard(task, state.category, () =>
      updateTask.mutate(
        { id: task._id, payload: { status: state.id } },
        {
          onSuccess: () => showToast(`${task.title} moved to ${state.name}`, { variant: 'success' }),
          onError: (error) =>
            showToast(failureText(error, 'The task could not be updated.'), { variant: 'error' }),
        },
      ),
    );
  };
  const move = ({ itemId, fromColumn, toColumn }: KanbanMove) => {
    const task = list.find((candidate) => candidate._id === itemId);
    if (task && fromColumn !== toColumn) changeStatus(task, toColumn);
  };
  const openTask = useCallback((id: string) => navigate(paths.tasks.detail.href(id)), [navigate]);
  // The board's columns change only with the tasks or the states, and a card keeps its object while its task
  // does: the board's cards are memoised, so a move or a refresh redraws only the cards that changed.
  const cards = useRef(new WeakMap<Task, BoardCard>());
  const columns = useMemo(
    () =>
      states.map((state) => ({
        id: state.id,
        title: state.name,
        items: list
          .filter((task) => task.status === state.id)
          .map((task) => {
            let card = cards.current.get(task);
            if (!card) {
              card = { ...task, id: task._id, href: paths.tasks.detail.href(task._id) };
              cards.current.set(task, card);
            }
            return card;
          }),
      })),
    [states, list],
  );
  const newTask = permissions.canManageTasks ? (
    <Button
      variant="contained"
      href={paths.projects.createTask.href(project._id)}
      startIcon={<AddRoundedIcon />}
    >
      New task
    </Button>
  ) : null;

  if (tasks.isPending) return <QueryState status="loading" label="Loading tasks..." />;
  if (tasks.isError && !tasks.data) {
    const message = failureText(tasks.error, 'Please try again.');
    return (
      <QueryState
        status="error"
        title="The tasks could not be loaded."
        message={message}
        onRetry={tasks.refetch}
      />
    );
  }
  if (list.length === 0 && !filtered) {
    const description = permissions.canManageTasks
      ? 'Break the project into tasks and follow them on the list or the board.'
      : 'Tasks of this project appear here once they are created.';
    return (
      <EmptyState
        icon={<AssignmentOutlinedIcon />}
        title="No tasks yet"
        description={description}
        action={newTask}
      />
    );
  }
  const total = tasks.data?.pagination.total ?? 0;
  return (
    <Stack spacing={2}>
      <ProjectTasksToolbar
        projectId={project._id}
        view={view}
        actions={
          <>
            {view !== 'table' && list.length > 0 ? selection.toggle : null}
            {newTask}
          </>
        }
      />

      {total > list.length ? (
        <Typography variant="body2" color="text.secondary">
          Showing the first {list.length} of {total} tasks.{' '}
          <Link href={paths.tasks.list.href()}>See all tasks</Link>
        </Typography>
      ) : null}
      {list.length === 0 ? (
        <Typography color="text.secondary">{TASK_MODEL_TEXTS.noTasksWithLabel}</Typography>
      ) : view === 'table' ? (
        <ProjectTableView project={project} permissions={permissions} tasks={list} states={states} />
      ) : view === 'board' ? (
        // The board's screen-reader-only texts are positioned against this box, so they cannot widen the page.
        <Box sx={{ position: 'relative', overflow: 'hidden' }}>
          <KanbanBoard
            columns={columns}
            onMove={move}
            onOpen={openTask}
            disabled={!permissions.canUpdateTaskStatus}
            busy={updateTask.isPending}
            label={`Task board of ${project.title}`}
            headingLevel={2}
            {...(selection.boardSelection ? { selection: selection.boardSelection } : {})}
          />
        </Box>
      ) : (
        <SectionCard title={`Tasks of ${project.title}`} flush>
          <Box component="ul" aria-label={`Tasks of ${project.title}`} sx={{ m: 0, p: 0 }}>
            {list.map((task) => (
              <TaskRow
                key={task._id}
                component="li"
                task={task}
                href={paths.tasks.detail.href(task._id)}
                assignee={
                  task.assignee ? { name: task.assignee.name, avatarUrl: userAvatarUrl(task.assignee) } : null
                }
                disabled={!canMove(task)}
                states={states}
                onStatusChange={(status) => changeStatus(task, status)}
                onToggleComplete={(completed) => changeStatus(task, completed ? 'done' : 'todo')}
                {...selection.rowProps(task)}
              />
            ))}
          </Box>
        </SectionCard>
      )}
      {view !== 'table' ? selection.bar : null}
      {blockedDone.dialog}
    </Stack>
  );
}
