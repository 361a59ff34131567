// Date helpers with no schema (and so no zod): they are part of the first download of signed-in screens.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a date value. A date-only string is read as a local calendar date (not UTC midnight), so a due date
 * of '2025-12-03' is Dec 3 wherever the user is. Returns undefined for missing or unparsable values.
 */
export function parseDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `from` to `to` in local time (positive when `to` is later); immune to DST shifts. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / DAY_MS);
}

/** The local calendar day of a moment, 'YYYY-MM-DD' (what 'today' is to the person looking). */
export function localDayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `day` plus `days` calendar days, both as YYYY-MM-DD (UTC days: no DST shift). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another (UTC days: no DST shift). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A calendar date as the reader's locale writes it ('Jun 10, 2025'); an em dash without one. */
export function formatDay(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? dayFormat.format(date) : '—';
}
