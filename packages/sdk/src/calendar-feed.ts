import type { CalendarFeedStatus, CalendarFeedUrl } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/calendar-feed.ts.
const schemas = () => import('./schemas/calendar-feed');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const StatusAnswerSchema = lazySchema(schemas, 'StatusAnswerSchema');
const UrlAnswerSchema = lazySchema(schemas, 'UrlAnswerSchema');

/** Whether the caller's calendar feed is on, and since when (GET /calendar-feed). */
export async function getCalendarFeed(client: ApiClient): Promise<CalendarFeedStatus> {
  return (await client.get('calendar-feed', StatusAnswerSchema)).data;
}

/** Turns the feed on (POST /calendar-feed); answers its URL, shown this once. A feed already on is a 409. */
export async function turnOnCalendarFeed(client: ApiClient): Promise<CalendarFeedUrl> {
  return (await client.post('calendar-feed', UrlAnswerSchema)).data;
}

/** A new URL for the feed (POST /calendar-feed/rotate); the old one stops working at once. */
export async function rotateCalendarFeed(client: ApiClient): Promise<CalendarFeedUrl> {
  return (await client.post('calendar-feed/rotate', UrlAnswerSchema)).data;
}

/** Turns the feed off (DELETE /calendar-feed). */
export async function turnOffCalendarFeed(client: ApiClient): Promise<void> {
  await client.delete('calendar-feed', ApiMessageSchema);
}
