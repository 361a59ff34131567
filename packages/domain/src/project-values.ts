// Project values without a schema, so that a screen showing a project's status does not load zod.

export const PROJECT_STATUSES = ['planning', 'active', 'on-hold', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The one display name of each project status. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  'on-hold': 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PROJECT_SORTS = ['updated', 'dueDate', 'title'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The one display name of each project list sort. */
export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  updated: 'Recently updated',
  dueDate: 'Due date',
  title: 'Title',
};
