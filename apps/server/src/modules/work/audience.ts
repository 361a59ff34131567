import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projectMembers, projects } from '../../db/schema';
import { rooms } from '../../realtime/rooms';

/**
 * The rooms of everyone who may see a project's data: its organization (everyone in it sees its projects), or for a
 * personal project each member's own room; and the project's room. One indexed query.
 */
async function queryProjectAudience(db: AppDb, projectId: string): Promise<string[]> {
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

// The events of one change are published together; they share one look-up of the project's audience.
const audiences = new Map<string, Promise<string[]>>();

/** The rooms that may see a project's data, looked up once for the events published together. */
export function projectAudience(db: AppDb, projectId: string): Promise<string[]> {
  let pending = audiences.get(projectId);
  if (!pending) {
    pending = queryProjectAudience(db, projectId);
    audiences.set(projectId, pending);
    if (audiences.size === 1) setImmediate(() => audiences.clear());
  }
  return pending;
}

/**
 * Who may see a thing that lives in a project, or without project, the people it names. Not an async function: a
 * project's look-up is the very promise every event of the change awaits, so their broadcasts go out in the order
 * the bus published them (the change itself first, its feed entry last) instead of an extra turn later.
 */
export function audienceOf(
  db: AppDb,
  projectId: string | null,
  people: readonly (string | null | undefined)[],
): Promise<string[]> {
  if (projectId) return projectAudience(db, projectId);
  return Promise.resolve([...new Set(people.filter((id): id is string => Boolean(id)).map(rooms.user))]);
}
