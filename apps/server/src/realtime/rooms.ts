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
};

export const PROJECT_ROOM_PREFIX = 'project:';
