import { AppError } from '../../http/errors';

/**
 * A start or due date as stored (a SQL DATE): the calendar day of the value sent, i.e. its first ten characters,
 * so '2025-12-03T23:30:00-05:00' is Dec 3 as the person who typed it meant. Null and undefined pass through.
 */
export function toDay(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return value;
  const day = value.slice(0, 10);
  // The schemas accept year 0000, which PostgreSQL's DATE does not have.
  if (day.startsWith('0000')) throw new AppError(400, 'Dates must be in year 1 or later');
  return day;
}

/** Today's calendar day in UTC ('YYYY-MM-DD'): 'overdue' means due before this day. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
