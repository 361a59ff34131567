import { isTaskFinished, PAGE_LIMIT_MAX, PRIORITIES, parseDate, shortDateText, type Task } from '@app/domain';
import { useProjects, useTasks, useUpdateTask } from '@app/sdk/react';
import {
  type CalendarEvent,
  type CalendarMove,
  LoadingScreen,
  MonthCalendar,
  PRIORITY_LABELS,
  PRIORITY_TONES,
  toneColor,
  toneTint,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { failureText, LoadError } from './projects/shared';
import { rolesById, taskAccess } from './tasks/access';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The calendar's weeks start on Monday (MonthCalendar's default). */
const WEEK_STARTS_ON = 1;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthParam = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** The month in the URL (`month=YYYY-MM`), or the current one. */
function readMonth(value: string | null): Date {
  const match = value ? MONTH.exec(value) : null;
  const now = new Date();
  return match
    ? new Date(Number(match[1]), Number(match[2]) - 1, 1)
    : new Date(now.getFullYear(), now.getMonth(), 1);
}

/** The first and last day the month grid shows: whole weeks from Monday to Sunday around the month. */
function shownRange(month: Date): { first: Date; last: Date } {
  const start = new Date(month.getFullYear(), month.getMonth(), 1);
  const end = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  const first = new Date(start);
  first.setDate(start.getDate() - ((start.getDay() - WEEK_STARTS_ON + 7) % 7));
  const last = new Date(end);
  last.setDate(end.getDate() + ((WEEK_STARTS_ON + 6 - end.getDay() + 7) % 7));
  return { first, last };
}

interface TaskEvent extends CalendarEvent {
  task: Task;
}

/** The colour key: an event's accent is its priority; finished tasks are struck through. */
function Legend() {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
    >
      {PRIORITIES.map((priority) => (
        <Box component="li" key={priority} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 14,
              height: 14,
              borderRadius: 0.5,
              borderLeft: `3px solid ${toneColor(theme, PRIORITY_TONES[priority])}`,
              bgcolor: toneTint(theme, PRIORITY_TONES[priority]),
            })}
          />
          <Typography variant="body2">{PRIORITY_LABELS[priority]} priority</Typography>
        </Box>
      ))}
      <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
          Done
        </Typography>
        <Typography variant="body2">tasks are struck through</Typography>
      </Box>
    </Box>
  );
}

/**
 * Calendar (/tasks/calendar): the visible tasks on their due days for the month in the URL; a task opens on
 * click, and moving it to another day (drag, or its 'Move to date' action by keyboard) reschedules it at once.
 */
export function TaskCalendar() {
  useDocumentTitle('Calendar');
  const navigate = useNavigate();
  const { user } = useSession();
  const { showToast } = useToast();
  const [params, setParams] = useSearchParams();
  const monthValue = params.get('month');
  const month = useMemo(() => readMonth(monthValue), [monthValue]);
  const { first, last } = shownRange(month);
  const tasks = useTasks(api, {
    dueAfter: isoDay(first),
    dueBefore: isoDay(last),
    limit: PAGE_LIMIT_MAX,
    sort: 'dueDate',
  });
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h1" variant="h4">
            Calendar
          </Typography>
          <Typography color="text.secondary">
            Your tasks on their due dates. Drag a task to another day, or focus it and press M, to reschedule
            it.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" href={paths.tasks.list.href()} startIcon={<ViewListRoundedIcon />}>
            My Tasks
          </Button>
          <Button variant="contained" href={paths.tasks.create.href()} startIcon={<AddRoundedIcon />}>
            New Task
          </Button>
        </Stack>
      </Box>
      {tasks.isError ? (
        <LoadError
          title="Tasks could not be loaded."
          error={tasks.error}
          onRetry={() => void tasks.refetch()}
        />
      ) : null}
      {total > PAGE_LIMIT_MAX ? (
        <Alert severity="info">
          This month holds {total} tasks; the calendar shows the first {PAGE_LIMIT_MAX} by due date.
        </Alert>
      ) : null}
      {tasks.isPending && !tasks.data ? (
        <LoadingScreen label="Loading tasks..." />
      ) : (
        <MonthCalendar
          events={events}
          month={month}
          onMonthChange={(next) => {
            const value = monthParam(next);
            if (value !== monthValue) setParams({ month: value });
          }}
          onOpen={(id) => navigate(paths.tasks.detail.href(id))}
          onMove={move}
          busy={tasks.isFetching || updateTask.isPending}
          itemNoun="task"
          headingLevel={2}
          weekStartsOn={WEEK_STARTS_ON}
        />
      )}
      <Legend />
      {!tasks.isPending && events.length === 0 && !tasks.isError ? (
        <Typography color="text.secondary">
          No tasks are due in the days shown. Give a task a due date to see it here.
        </Typography>
      ) : null}
    </Stack>
  );
}
