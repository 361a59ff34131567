// Part of the message catalogue (messages.ts re-exports it).

/** Shell, guard and status texts (spec 2.2, 2.5, 2.7, 2.9, 8.6). */
export const SCREEN_TEXTS = {
  accessRestricted: 'Access Restricted',
  accessDenied: 'Access Denied',
  upgradeRequired: 'Upgrade Required',
  upgradeNow: 'Upgrade Now',
  goBack: 'Go Back',
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'The application encountered an unexpected error',
  reloadPage: 'Reload Page',
  emergencyLogin: 'Go to Emergency Login',
  loading: 'Loading...',
  notifications: 'Notifications',
  clearAll: 'Clear All',
  noNotifications: 'No notifications yet',
  newProject: 'New Project',
  yourProfile: 'Your Profile',
  settings: 'Settings',
  signOut: 'Sign out',
  // The alternative organization layout spells it with a capital O.
  signOutAlt: 'Sign Out',
  adminBadge: 'Admin',
  mostPopular: 'Most Popular',
  retry: 'Retry',
  tryAgain: 'Please try again.',
  clearFilters: 'Clear filters',
} as const;

/** What an item's URL shows when the item does not exist or the user may not see it (the server answers 404). */
export const NOT_FOUND_TEXTS = {
  project: {
    heading: 'Project not found',
    title: 'This project is not available',
    description:
      'It may have been deleted, or you do not have access to it. Ask its owner to add you if you need it.',
    backLabel: 'Back to My Projects',
  },
  task: {
    heading: 'Task not found',
    title: 'This task is not available',
    description: 'It may have been deleted, or you do not have access to it.',
    backLabel: 'Back to My Tasks',
  },
} as const;
