import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  CALENDAR_FEED_EVENTS_MAX,
  CALENDAR_FEED_MESSAGES,
  CALENDAR_FEED_TEXTS,
  type CalendarFeedStatus,
  type CalendarFeedUrl,
  WEB_PATHS,
} from '@app/domain';
import { and, asc, eq, gte, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { tasks, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { todayUtc, visibleTasks } from '../work';
import { calendarFeeds } from './planning.schema';

/** The feed's path outside the API (no session: the token is the key). */
export const CALENDAR_FEED_PATH = '/ical/:token';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function feedUrl(appOrigin: string, token: string): string {
  return `${appOrigin}/ical/${token}.ics`;
}

export async function calendarFeedStatus(db: AppDb, userId: string): Promise<CalendarFeedStatus> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { enabled: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

/** POST /calendar-feed: turns the feed on; one that is on already is a 409 (its URL cannot be shown again). */
export async function turnOnCalendarFeed(
  db: AppDb,
  userId: string,
  appOrigin: string,
): Promise<CalendarFeedUrl> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoNothing({ target: calendarFeeds.userId })
    .returning({ userId: calendarFeeds.userId });
  if (!row) throw new AppError(409, CALENDAR_FEED_MESSAGES.alreadyOn);
  return { url: feedUrl(appOrigin, token) };
}

/** POST /calendar-feed/rotate: a new token; the old one answers 404 at once. */
export async function rotateCalendarFeed(
  db: AppDb,
  userId: string,
  appOrigin: string,
): Promise<CalendarFeedUrl> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .update(calendarFeeds)
    .set({ tokenHash: hashToken(token), createdAt: new Date() })
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  if (!row) throw new AppError(404, CALENDAR_FEED_MESSAGES.notOn);
  return { url: feedUrl(appOrigin, token) };
}

/** DELETE /calendar-feed. */
export async function turnOffCalendarFeed(db: AppDb, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * GET /ical/{token}.ics: the owner's tasks with a due date, assigned to them or made by them, that they can see,
 * due from a year back, soonest first, at most CALENDAR_FEED_EVENTS_MAX. Each task is an all-day event on its due
 * day with a stable UID; a recurring task carries its rule. An unknown token (or a disabled owner) is a 404.
 */
export async function renderCalendarFeed(
  db: AppDb,
  token: string,
  appOrigin: string,
  now = new Date(),
): Promise<string> {
  const [owner] = await db
    .select({ id: users.id, name: users.name, organizationId: users.organizationId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(users.disabledAt)));
  if (!owner) throw new AppError(404, CALENDAR_FEED_MESSAGES.notFound);
  const viewer = { ...owner, isOrgAdmin: false };
  const from = addDays(todayUtc(now), -365);
  // Served by tasks_assigned_due_idx and tasks_created_by_updated_idx (a bitmap OR), then the due-date sort.
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      status: tasks.status,
      dueDate: tasks.dueDate,
      recurrence: tasks.recurrence,
      createdAt: tasks.createdAt,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .where(
      and(
        or(eq(tasks.assignedTo, owner.id), eq(tasks.createdBy, owner.id)),
        isNotNull(tasks.dueDate),
        gte(tasks.dueDate, from),
        visibleTasks(db, viewer),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(CALENDAR_FEED_EVENTS_MAX);
  const host = new URL(appOrigin).hostname;
  // Loaded by the first feed read (issue 43).
  const { default: ical, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({
    name: CALENDAR_FEED_TEXTS.calendarName,
    prodId: { company: 'TaskFlow', product: 'Tasks', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const task of rows) {
    const day = task.dueDate as string;
    const link = `${appOrigin}${WEB_PATHS.tasks.detail.href(task.id)}`;
    const text = task.description?.trim();
    calendar.createEvent({
      id: `task-${task.id}@${host}`,
      start: new Date(`${day}T00:00:00Z`),
      end: new Date(`${addDays(day, 1)}T00:00:00Z`),
      allDay: true,
      summary: task.status === 'done' ? `✓ ${task.title}` : task.title,
      description: text ? `${text}\n\n${CALENDAR_FEED_TEXTS.openTask}: ${link}` : link,
      url: link,
      stamp: now,
      created: task.createdAt,
      lastModified: task.updatedAt,
      // VEVENT knows no 'done': a finished task stays on its day, ticked in its title.
      status: ICalEventStatus.CONFIRMED,
      // The open instance of a series carries its rule; done instances stay single events (no repeats twice).
      ...(task.recurrence && task.status !== 'done' ? { repeating: task.recurrence } : {}),
    });
  }
  return calendar.toString();
}
