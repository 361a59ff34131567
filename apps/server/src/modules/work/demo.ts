import type { ActivityType } from '@app/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { activities } from '../../db/schema';
import { recordActivity } from './activity';

// What the demo data of projects, tasks and to-dos share: dates relative to the seeding day, and feed entries
// written as the services write them, then dated when each thing happened.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** The calendar day `days` from `now` (UTC), as the date columns keep it. */
export function dayFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The moment `days` and `hours` before `now`. */
export function timeAgo(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
}

/** 'Alex Morgan created project "Website Redesign"', the feed's sentence (as the services write it). */
export function demoActivityMessage(actor: string, action: string, thing: string, title: string): string {
  return `${actor} ${action} ${thing} "${title}"`;
}

export interface DemoFeedEntry {
  type: ActivityType;
  at: Date;
  message: string;
  actor: { id: string; name: string };
  entity: {
    type: 'project' | 'task';
    id: string;
    title: string;
    projectId: string | null;
    organizationId: string | null;
  };
}

/**
 * Writes the feed entries as the services would have, in order, then dates each when it happened (inside one
 * transaction now() is the same for every row).
 */
export async function recordDemoFeed(tx: AppDb, feed: readonly DemoFeedEntry[]): Promise<void> {
  if (feed.length === 0) return;
  const dated: SQL[] = [];
  for (const entry of feed) {
    const row = await recordActivity(tx, {
      type: entry.type,
      message: entry.message,
      actor: entry.actor,
      projectId: entry.entity.projectId,
      organizationId: entry.entity.organizationId,
      entity: { type: entry.entity.type, id: entry.entity.id, title: entry.entity.title },
    });
    dated.push(sql`(${row.id}, ${entry.at.toISOString()}::timestamptz)`);
  }
  await tx.execute(
    sql`update ${activities} set created_at = dated.at from (values ${sql.join(dated, sql`, `)}) as dated(id, at) where ${activities.id} = dated.id`,
  );
}
