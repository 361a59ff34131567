import type { Dashboard, ProjectStats, TaskStats } from '@app/domain';

/** The dashboard's task counts as the socket's `task_stats_update`. */
export function taskStats(dashboard: Dashboard): TaskStats {
  const { byStatus, total, overdue } = dashboard.tasks;
  return {
    total,
    todo: byStatus.todo,
    inProgress: byStatus['in-progress'],
    review: byStatus.review,
    done: byStatus.done,
    overdue,
  };
}

/** The dashboard's project counts as the socket's `project_stats_update`. */
export function projectStats(dashboard: Dashboard): ProjectStats {
  const { byStatus, total } = dashboard.projects;
  return {
    total,
    planning: byStatus.planning,
    active: byStatus.active,
    onHold: byStatus['on-hold'],
    completed: byStatus.completed,
    cancelled: byStatus.cancelled,
    averageProgress: dashboard.averageProgress,
  };
}
