import type { ActivityEntry, ActivityType } from '@app/domain';
import { desc } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { type ActivityRow, activities } from '../../db/schema';
import type { EventOutbox } from '../../events/bus';
import { type Viewer, visibleActivities } from './scope';

export interface ActivityInput {
  type: ActivityType;
  /** Human text for the feed, e.g. 'Alex completed "Write the brief"'. */
  message: string;
  /** `via: 'assistant'` (a viewer acting through the assistant) marks the entry's message. */
  actor: { id: string; name: string; via?: 'assistant' | undefined };
  projectId: string | null;
  organizationId: string | null;
  entity: { type: NonNullable<ActivityEntry['entityType']>; id: string; title: string };
}

/** Appended to the message of a feed entry written by a change made through the assistant. */
export const VIA_ASSISTANT = ' (via the assistant)';

/**
 * Appends an entry to the activity feed. Call it from the service function that made the change, with the same
 * database handle (inside its transaction when it has one), so the feed never disagrees with the data. With an
 * outbox, the entry is also told to the live feeds (`activity_update`) once the transaction has committed.
 */
export async function recordActivity(
  db: AppDb,
  input: ActivityInput,
  outbox?: EventOutbox,
): Promise<ActivityRow> {
  const [row] = await db
    .insert(activities)
    .values({
      type: input.type,
      message: input.actor.via === 'assistant' ? `${input.message}${VIA_ASSISTANT}` : input.message,
      actorId: input.actor.id,
      actorName: input.actor.name,
      projectId: input.projectId,
      organizationId: input.organizationId,
      entityType: input.entity.type,
      entityId: input.entity.id,
      entityTitle: input.entity.title,
    })
    .returning();
  if (!row) throw new Error('Activity insert returned nothing');
  outbox?.add({
    type: 'activity.recorded',
    entry: toActivityEntry(row),
    projectId: row.projectId,
    organizationId: row.organizationId,
    actorId: input.actor.id,
  });
  return row;
}

/** The viewer's most recent activity entries, newest first. */
export async function listRecentActivity(db: AppDb, viewer: Viewer, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(visibleActivities(db, viewer))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
  return rows.map(toActivityEntry);
}

export function toActivityEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    userName: row.actorName,
    projectId: row.projectId,
    entityType: row.entityType as ActivityEntry['entityType'],
    entityId: row.entityId,
    entityTitle: row.entityTitle,
    timestamp: row.createdAt.toISOString(),
  };
}
