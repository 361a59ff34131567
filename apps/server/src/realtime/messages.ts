/** The texts of the socket layer's refusals, its own and its modules' event handlers'. */
export const REALTIME_MESSAGES = {
  originRefused: 'Origin not allowed',
  notConnected: 'Not connected',
  projectNotFound: 'Project not found',
  taskNotFound: 'Task not found',
  messageNotFound: 'Message not found',
  notInProject: 'Join the project first',
  tooManyEvents: 'Too many events: please slow down',
  failed: 'Something went wrong',
  discussionMismatch: 'The discussion of a project is named by its id',
  activityClock: 'The activity time is too far from the present',
} as const;
