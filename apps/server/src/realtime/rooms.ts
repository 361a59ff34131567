import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { projectMembers, projects } from '../db/schema';

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

/**
 * The rooms of everyone who may see a project's data: its organization (everyone in it sees its projects), or for a
 * personal project each member's own room; and the project's room. One indexed query.
 */
export async function projectAudience(db: AppDb, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ organizationId: projects.organizationId, userId: projectMembers.userId })
    .from(projects)
    .leftJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(eq(projects.id, projectId));
  const audience = new Set([rooms.project(projectId)]);
  const organizationId = rows[0]?.organizationId;
  if (organizationId) audience.add(rooms.organization(organizationId));
  else for (const row of rows) if (row.userId) audience.add(rooms.user(row.userId));
  return [...audience];
}
