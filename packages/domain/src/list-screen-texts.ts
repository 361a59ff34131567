// Part of the message catalogue: the paged list screens' texts, each list's in one object that `PagedList` of
// @app/ui takes as it is.

const REFRESH_FAILED = 'The list could not be refreshed.';
const ORG_NO_MATCH_HINT = 'Try another department, team or search, or clear the filters.';

/**
 * What each paged list says while it loads, when it could not be loaded or refreshed, when it is empty (with no
 * filter, or with filters that match nothing), the name of its page navigation and what its items are called.
 */
export const LIST_SCREEN_TEXTS = {
  /** My Projects (/projects). */
  myProjects: {
    loading: 'Loading projects...',
    loadFailed: 'Your projects could not be loaded.',
    refreshFailed: REFRESH_FAILED,
    pages: 'Project pages',
    empty: 'No projects yet',
    emptyHint: 'Create your first project to plan the work, break it into tasks and follow its progress.',
    noMatch: 'No projects match these filters',
    noMatchHint: 'Try other words or filters, or clear them to see all your projects.',
  },
  /** My Tasks (/tasks). */
  myTasks: {
    loading: 'Loading tasks...',
    loadFailed: 'Tasks could not be loaded.',
    refreshFailed: REFRESH_FAILED,
    pages: 'Task pages',
    noun: ['task', 'tasks'],
    empty: 'No tasks yet',
    emptyHint: 'Create a task to plan your work; give it a due date to see it on the calendar.',
    noMatch: 'No tasks match these filters',
    noMatchHint: 'Try another search, or clear the filters to see every task.',
  },
  /** The organization's projects (/org/projects). */
  orgProjects: {
    loading: 'Loading projects...',
    loadFailed: "The organization's projects could not be loaded.",
    pages: 'Project pages',
    empty: 'No projects in the organization yet',
    emptyHint: "Projects that members create show here, with their departments' and teams' work.",
    noMatch: 'No projects match these filters',
    noMatchHint: ORG_NO_MATCH_HINT,
  },
  /** The organization's tasks (/org/tasks). */
  orgTasks: {
    loading: 'Loading tasks...',
    loadFailed: "The organization's tasks could not be loaded.",
    pages: 'Task pages',
    noun: ['task', 'tasks'],
    empty: 'No tasks in the organization yet',
    emptyHint: "Tasks of the organization's projects show here.",
    noMatch: 'No tasks match these filters',
    noMatchHint: ORG_NO_MATCH_HINT,
  },
} as const;
