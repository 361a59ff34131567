import type { Dashboard } from '@app/domain';
import type { StatCardGridItem } from '@app/ui';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DonutLargeRoundedIcon from '@mui/icons-material/DonutLargeRounded';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';

// The dashboard's stat cards, read from its cached answer (which the socket's live figures update).

/** Projects, tasks, overdue, due this week and average progress. */
export function keyFigures(data: Dashboard | undefined): StatCardGridItem[] {
  return [
    { label: 'Projects', value: data?.projects.total ?? 0, icon: <FolderOutlinedIcon /> },
    { label: 'Tasks', value: data?.tasks.total ?? 0, color: 'secondary', icon: <AssignmentOutlinedIcon /> },
    { label: 'Overdue', value: data?.tasks.overdue ?? 0, color: 'error', icon: <WarningAmberRoundedIcon /> },
    {
      label: 'Due this week',
      value: data?.tasks.dueThisWeek ?? 0,
      color: 'warning',
      icon: <EventOutlinedIcon />,
    },
    {
      label: 'Average progress',
      value: `${data?.averageProgress ?? 0}%`,
      color: 'success',
      icon: <DonutLargeRoundedIcon />,
    },
  ];
}

/** How the work gets done: completion and on-time rates, and tasks finished in the last 7 days. */
export function performanceFigures(data: Dashboard | undefined): StatCardGridItem[] {
  const performance = data?.performance;
  return [
    {
      label: 'Completion rate',
      value: `${performance?.completionRate ?? 0}%`,
      color: 'success',
      icon: <TaskAltRoundedIcon />,
    },
    {
      label: 'Finished on time',
      value: `${performance?.onTimeRate ?? 0}%`,
      color: 'info',
      icon: <EventAvailableOutlinedIcon />,
    },
    {
      label: 'Done in the last 7 days',
      value: performance?.tasksCompletedThisWeek ?? 0,
      icon: <TrendingUpRoundedIcon />,
    },
  ];
}
