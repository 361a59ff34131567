import {
  CalendarQuerySchema,
  isTaskFinished,
  PAGE_LIMIT_MAX,
  PRIORITIES,
  PRIORITY_LABELS,
  parseDate,
  shortDateText,
  type Task,
  TIMELINE_SCREEN_TEXTS,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useProjects, useTasks, useUpdateTask } from '@app/sdk/react';
import {
  type CalendarEvent,
  CalendarLegend,
  type CalendarMove,
  MonthCalendar,
  monthGridRange,
  PageHeader,
  PRIORITY_TONES,
  QueryState,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import ViewTimelineOutlinedIcon from '@mui/icons-material/ViewTimelineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useSearchParamsState } from '../../app/useSearchParamsState';
import { rolesById, taskAccess } from './tasks/access';

const pad = (n: number) => String(n).padStart(2, '0');
const monthParam = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

const LEGEND = PRIORITIES.map((priority) => ({
  tone: PRIORITY_TONES[priority],
  label: `${PRIORITY_LABELS[priority]} priority`,
}));

interface TaskEvent extends CalendarEvent {
  task: Task;
}

/**
 * Calendar (/tasks/calendar): the visible tasks on their due days for the month in the URL; a task opens on
 * click, and moving it to another day (drag, or its 'Move to date' action by keyboard) reschedules it at once.
 */
export function TaskCalendar() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { showToast } = useToast();
  const [query, setQuery] = useSearchParamsState(CalendarQuerySchema);
  // The month in the URL (`month=YYYY-MM`), or the current one.
  const month = useMemo(() => {
    const now = new Date();
    return parseDate(query.month && `${query.month}-01`) ?? new Date(now.getFullYear(), now.getMonth(), 1);
  }, [query.month]);
  // Every day the grid shows, the days of the weeks around the month included.
  const { first, last } = monthGridRange(month);
  const tasks = useTasks(api, { dueAfter: first, dueBefore: last, limit: PAGE_LIMIT_MAX, sort: 'dueDate' });
  const projects = useProjects(api, { limit: PAGE_LIMIT_MAX, sort: 'title' });
  const roles = useMemo(() => rolesById(projects.data?.data), [projects.data]);
  const updateTask = useUpdateTask(api);

  const events = useMemo<TaskEvent[]>(
    () =>
      (tasks.data?.data ?? [])
        .filter((task) => task.dueDate)
        .map((task) => ({
          id: task._id,
          title: task.title,
          date: task.dueDate as string,
          tone: PRIORITY_TONES[task.priority],
          done: isTaskFinished(task.status),
          task,
        })),
    [tasks.data],
  );

  const move = ({ id, date }: CalendarMove) => {
    const task = events.find((event) => event.id === id)?.task;
    if (!task) return;
    const access = taskAccess(task, user, task.projectId ? roles.get(task.projectId) : undefined);
    if (!access.canEdit) {
      showToast(`You cannot reschedule “${task.title}”: your role does not let you change its due date.`, {
        variant: 'error',
      });
      return;
    }
    const day = parseDate(date);
    updateTask.mutate(
      { id, payload: { dueDate: date } },
      {
        onSuccess: () =>
          showToast(`“${task.title}” is now due ${day ? shortDateText(day, new Date()) : date}`, {
            variant: 'success',
          }),
        onError: (error) =>
          showToast(failureText(error, 'The task could not be rescheduled.'), { variant: 'error' }),
      },
    );
  };

  const total = tasks.data?.pagination.total ?? 0;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader
        title="Calendar"
        subtitle="Your tasks on their due dates. Drag a task to another day, or focus it and press M, to reschedule it."
        action={
          <Button variant="contained" href={paths.tasks.create.href()} startIcon={<AddRoundedIcon />}>
            New Task
          </Button>
        }
      />
      {/* The other view of the same tasks, in the page: on a phone the header keeps room for the title. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          href={paths.tasks.timeline.href()}
          startIcon={<ViewTimelineOutlinedIcon />}
        >
          {TIMELINE_SCREEN_TEXTS.timeline}
        </Button>
        <Button variant="outlined" href={paths.tasks.list.href()} startIcon={<ViewListRoundedIcon />}>
          My Tasks
        </Button>
      </Stack>
      {tasks.isError ? (
        <QueryState
          status="error"
          title="Tasks could not be loaded."
          message={failureText(tasks.error, 'Please try again.')}
          onRetry={() => void tasks.refetch()}
        />
      ) : null}
      {total > PAGE_LIMIT_MAX ? (
        <Alert severity="info">
          This month holds {total} tasks; the calendar shows the first {PAGE_LIMIT_MAX} by due date.
        </Alert>
      ) : null}
      {tasks.isPending && !tasks.data ? (
        <QueryState status="loading" label="Loading tasks..." />
      ) : (
        <MonthCalendar
          events={events}
          month={month}
          onMonthChange={(next) => {
            const value = monthParam(next);
            if (value !== query.month) setQuery({ month: value });
          }}
          onOpen={(id) => navigate(paths.tasks.detail.href(id))}
          onMove={move}
          busy={tasks.isFetching || updateTask.isPending}
          itemNoun="task"
          headingLevel={2}
        />
      )}
      <CalendarLegend items={LEGEND} doneItemNoun="task" />
      {!tasks.isPending && events.length === 0 && !tasks.isError ? (
        <Typography color="text.secondary">
          No tasks are due in the days shown. Give a task a due date to see it here.
        </Typography>
      ) : null}
    </Stack>
  );
}
