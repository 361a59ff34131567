import * as chrono from 'chrono-node';

// Dates in plain words, read with chrono-node relative to the context's `now`, in UTC (as the rest of the app).

export interface FoundDate {
  /** Character offsets of the words that gave the date. */
  start: number;
  end: number;
  /** YYYY-MM-DD. */
  date: string;
  /** The last day of a range ('between 10 and 20 March'), when the words gave one. */
  until?: string;
  /** 'this week', 'next week': a whole week, Monday to Sunday. */
  week?: 'this' | 'next';
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/** Monday and Sunday of the week `weeks` after the one holding `now`. */
export function weekRange(now: Date, weeks: number): { from: string; to: string } {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = addDays(now, weeks * 7 - sinceMonday);
  return { from: isoDate(monday), to: isoDate(addDays(monday, 6)) };
}

const WEEK = /\b(this|next|the coming)\s+week\b/gi;

export function findDates(message: string, now: Date): FoundDate[] {
  const found: FoundDate[] = [];
  const masked = message.replace(WEEK, (words, which: string, offset: number) => {
    const next = which.toLowerCase() !== 'this';
    const range = weekRange(now, next ? 1 : 0);
    found.push({
      start: offset,
      end: offset + words.length,
      date: range.from,
      until: range.to,
      week: next ? 'next' : 'this',
    });
    return ' '.repeat(words.length);
  });
  for (const result of chrono.parse(masked, { instant: now, timezone: 0 }, { forwardDate: true })) {
    const text = result.text;
    // A bare number ('Trade Show 2025') or a time of day is not a due date.
    if (/^\d+$/.test(text.trim())) continue;
    const { start } = result;
    if (
      !start.isCertain('day') &&
      !start.isCertain('weekday') &&
      !start.isCertain('month') &&
      !/month|week/i.test(text)
    )
      continue;
    found.push({
      start: result.index,
      end: result.index + text.length,
      date: isoDate(start.date()),
      ...(result.end ? { until: isoDate(result.end.date()) } : {}),
    });
  }
  return found.sort((a, b) => a.start - b.start);
}
