import {
  criticalPath,
  localDayOf,
  scheduleMove,
  TIMELINE_SCREEN_TEXTS,
  TIMELINE_TEXTS,
  type Timeline as TimelineData,
  type TimelineTask,
  type TimelineZoom,
  undoMoves,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useScheduleTasks, useTimeline } from '@app/sdk/react';
import { QueryState, Timeline, useToast } from '@app/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';

export interface TimelinePanelProps {
  /** One project's timeline; every project the user sees without it. */
  projectId?: string;
  /** The exported image's name. */
  exportName: string;
}

/** The server's timeline as the widget draws it: done tasks muted, each row with its project's name. */
function timelineTasks(data: TimelineData | undefined): TimelineTask[] {
  if (!data) return [];
  const titles = new Map(data.projects.map((project) => [project._id, project.title]));
  return data.tasks.map((task) => ({
    id: task._id,
    title: task.title,
    startDate: task.startDate,
    dueDate: task.dueDate,
    done: task.statusCategory === 'done',
    estimate: task.estimate,
    ...(task.projectId
      ? { projectId: task.projectId, projectName: titles.get(task.projectId) ?? TIMELINE_TEXTS.noProject }
      : {}),
  }));
}

/**
 * A timeline of dated tasks (a project's Timeline tab, or /tasks/timeline across projects): drag or use the arrow
 * keys to move a bar; a task moved later pushes the tasks it blocks by as much (`scheduleMove`), all saved in one
 * change, and the toast's Undo puts every one of them back.
 */
export function TimelinePanel({ projectId, exportName }: TimelinePanelProps) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const timeline = useTimeline(api, projectId ? { projectId } : {});
  const schedule = useScheduleTasks(api);
  const [zoom, setZoom] = useState<TimelineZoom>('week');
  const [showCritical, setShowCritical] = useState(true);
  const tasks = useMemo(() => timelineTasks(timeline.data), [timeline.data]);
  const dependencies = timeline.data?.dependencies ?? [];
  const critical = useMemo(() => criticalPath(tasks, dependencies), [tasks, dependencies]);
  const editable = useMemo(
    () => new Set((timeline.data?.tasks ?? []).filter((task) => task.canSchedule).map((task) => task._id)),
    [timeline.data],
  );
  const today = localDayOf(new Date());

  const save = (
    moves: { id: string; startDate: string | null; dueDate: string | null }[],
    done: () => void,
  ) =>
    schedule.mutate(
      moves.map((move) => ({ taskId: move.id, startDate: move.startDate, dueDate: move.dueDate })),
      {
        onSuccess: done,
        onError: (error) =>
          showToast(failureText(error, TIMELINE_SCREEN_TEXTS.moveFailed), { variant: 'error' }),
      },
    );

  const move = (taskId: string, startDate: string | null, dueDate: string | null) => {
    const moves = scheduleMove(tasks, dependencies, taskId, startDate, dueDate);
    const task = tasks.find((item) => item.id === taskId);
    if (!moves.length || !task) return;
    save(moves, () =>
      showToast(TIMELINE_TEXTS.moved(task.title, moves.length - 1), {
        variant: 'success',
        action: {
          label: TIMELINE_TEXTS.undo,
          onClick: () =>
            save(undoMoves(moves), () =>
              showToast(TIMELINE_TEXTS.undone(moves.length), { variant: 'success' }),
            ),
        },
      }),
    );
  };

  if (timeline.isError) {
    return (
      <QueryState
        status="error"
        title={TIMELINE_SCREEN_TEXTS.loadFailed}
        message={failureText(timeline.error, 'Please try again.')}
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  if (!timeline.data) return <QueryState status="loading" label={TIMELINE_SCREEN_TEXTS.loading} />;
  return (
    <Stack spacing={2}>
      {timeline.data.truncated ? (
        <Alert severity="info">{TIMELINE_SCREEN_TEXTS.truncated(tasks.length)}</Alert>
      ) : null}
      <Timeline
        tasks={tasks}
        dependencies={dependencies}
        zoom={zoom}
        onZoomChange={setZoom}
        today={today}
        criticalPath={critical}
        showCriticalPath={showCritical}
        onShowCriticalPathChange={setShowCritical}
        onMove={move}
        onOpen={(id) => navigate(paths.tasks.detail.href(id))}
        canEdit={(id) => editable.has(id)}
        groupByProject={!projectId}
        exportName={exportName}
        aria-label={TIMELINE_TEXTS.title}
      />
      {timeline.data.unscheduled > 0 ? (
        <Alert severity="info" variant="outlined">
          {TIMELINE_SCREEN_TEXTS.unscheduled(timeline.data.unscheduled)}
        </Alert>
      ) : null}
    </Stack>
  );
}
