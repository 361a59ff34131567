import type { SystemStats } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { organizations, projects, tasks, users } from '../db/schema';

/** A platform admin's `system_stats_update`: organizations, people, projects and tasks on the platform, and who is online now. */
export async function systemStats(db: AppDb, onlineUsers: number): Promise<SystemStats> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*)::int from ${users})`,
      totalProjects: sql<number>`(select count(*)::int from ${projects})`,
      totalTasks: sql<number>`(select count(*)::int from ${tasks})`,
      activeOrganizations: sql<number>`(select count(*)::int from ${organizations} where ${organizations.isActive})`,
      inactiveOrganizations: sql<number>`(select count(*)::int from ${organizations} where not ${organizations.isActive})`,
    })
    .from(sql`(select 1) as one`);
  return {
    onlineUsers,
    totalUsers: row?.totalUsers ?? 0,
    totalProjects: row?.totalProjects ?? 0,
    totalTasks: row?.totalTasks ?? 0,
    activeOrganizations: row?.activeOrganizations ?? 0,
    inactiveOrganizations: row?.inactiveOrganizations ?? 0,
  };
}
