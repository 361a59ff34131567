import { parseDate } from '@app/domain';
import {
  addDays,
  type Day,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** A local calendar day as yyyy-mm-dd. */
export function isoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The local calendar day of an event date (yyyy-mm-dd, timestamp or Date), or undefined when unreadable. */
export function eventDay(value: string | Date | null | undefined): string | undefined {
  const date = parseDate(value);
  return date ? isoDate(date) : undefined;
}

/** 'Monday, March 3, 2025'. */
export function fullDateText(date: Date): string {
  return format(date, 'EEEE, MMMM d, yyyy');
}

/** The calendar's weeks start on Monday unless told otherwise. */
export const DEFAULT_WEEK_STARTS_ON: Day = 1;

/** The whole weeks covering a month, each seven days long, starting on `weekStartsOn`. */
export function monthWeeks(month: Date, weekStartsOn: Day): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), { weekStartsOn }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn }),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The seven days of the week starting on `weekStartsOn`, for the column headers. */
export function weekDays(weekStartsOn: Day): Date[] {
  const start = startOfWeek(new Date(2024, 0, 10), { weekStartsOn });
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/**
 * The first and last day (yyyy-mm-dd) the month grid shows for `month`: whole weeks around it. A screen asks
 * its data for this range, so every day on the grid has its events.
 */
export function monthGridRange(
  month: Date,
  weekStartsOn: Day = DEFAULT_WEEK_STARTS_ON,
): { first: string; last: string } {
  const weeks = monthWeeks(month, weekStartsOn);
  return { first: isoDate(weeks[0]![0]!), last: isoDate(weeks.at(-1)![6]!) };
}
