import { z } from 'zod';

/** Timestamps travel as ISO 8601 strings; a plain calendar date (YYYY-MM-DD) is accepted for due and start dates. */
export const DateTimeStringSchema = z.iso.datetime({ offset: true });
export const DateStringSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

// The pure helpers live in their own module: a screen that parses a date must not load zod for it.
export { addDays, calendarDaysBetween, daysBetween, formatDay, parseDate } from './calendar';
