export const TASK_STATUSES = ['todo', 'in-progress', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The one display name of each task status: chips, board columns, filters, menus, charts. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  'in-progress': 'In progress',
  review: 'Review',
  done: 'Done',
};

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** The one display name of each priority. */
export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** 'done' and the legacy 'completed' both count as finished (spec section 3). */
export function isTaskFinished(status: string | null | undefined): boolean {
  return status === 'done' || status === 'completed';
}

export const TASK_SORTS = ['updated', 'dueDate', 'title', 'priority'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** The one display name of each task list sort. */
export const TASK_SORT_LABELS: Record<TaskSort, string> = {
  updated: 'Recently updated',
  dueDate: 'Due date',
  title: 'Title',
  priority: 'Priority',
};
