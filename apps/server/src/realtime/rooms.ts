/**
 * Room names. The server alone decides who is in which room: every socket joins its user's room and, for
 * organization accounts, its organization's; a project's room only after `join_project` passed the same access
 * check as a REST read of the project.
 */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  organization: (organizationId: string) => `org:${organizationId}`,
  project: (projectId: string) => `project:${projectId}`,
  dashboard: (userId: string) => `dashboard:${userId}`,
  /** Every socket opened with one session's token: ending the session closes them. */
  session: (sessionId: string) => `session:${sessionId}`,
};

export const PROJECT_ROOM_PREFIX = 'project:';
