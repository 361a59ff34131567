import { z } from 'zod';
import { DateTimeStringSchema } from './dates';

/**
 * A person's private calendar feed (issue 40): an iCal URL of their tasks with due dates, for Google Calendar,
 * Apple Calendar and Outlook. The token is stored hashed, so the URL is shown once, when the feed is turned on or
 * rotated; turning it on again while it is on is refused (409): rotate for a new URL.
 */

/** The most events one feed lists (the soonest due first, from a year back). */
export const CALENDAR_FEED_EVENTS_MAX = 1000;

/** GET /calendar-feed. */
export const CalendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  createdAt: DateTimeStringSchema.nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** POST /calendar-feed and POST /calendar-feed/rotate: the URL, shown this once. */
export const CalendarFeedUrlSchema = z.object({ url: z.string() });
export type CalendarFeedUrl = z.infer<typeof CalendarFeedUrlSchema>;

export const CALENDAR_FEED_MESSAGES = {
  alreadyOn: 'Your calendar feed is already on; rotate it to get a new link',
  notOn: 'Your calendar feed is off',
  turnedOff: 'Calendar feed turned off',
  notFound: 'Calendar feed not found',
} as const;

/** The Settings card's words. */
export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar feed',
  intro: 'Subscribe to your tasks with due dates from Google Calendar, Apple Calendar or Outlook.',
  on: (since: string) => `On since ${since}`,
  off: 'Off',
  turnOn: 'Turn on',
  rotate: 'Get a new link',
  rotateHint: 'The old link stops working at once.',
  turnOff: 'Turn off',
  copy: 'Copy link',
  copied: 'Link copied',
  urlLabel: 'Your private calendar link',
  shownOnce: 'This link is shown once. Keep it private: anyone with it can read your tasks.',
  howTo: {
    google: 'Google Calendar: Other calendars → + → From URL, paste the link.',
    apple: 'Apple Calendar: File → New Calendar Subscription, paste the link.',
    outlook: 'Outlook: Add calendar → Subscribe from web, paste the link.',
  },
  calendarName: 'TaskFlow tasks',
  openTask: 'Open the task',
} as const;
