import type { SystemStats } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { projects, tasks, users } from '../db/schema';

/** A platform admin's `system_stats_update`: people, projects and tasks on the platform, and who is online now. */
export async function systemStats(db: AppDb, onlineUsers: number): Promise<SystemStats> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*)::int from ${users})`,
      totalProjects: sql<number>`(select count(*)::int from ${projects})`,
      totalTasks: sql<number>`(select count(*)::int from ${tasks})`,
    })
    .from(sql`(select 1) as one`);
  return {
    onlineUsers,
    totalUsers: row?.totalUsers ?? 0,
    totalProjects: row?.totalProjects ?? 0,
    totalTasks: row?.totalTasks ?? 0,
  };
}
