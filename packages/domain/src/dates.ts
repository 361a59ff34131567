import { z } from 'zod';

/** Timestamps travel as ISO 8601 strings; a plain calendar date (YYYY-MM-DD) is accepted for due and start dates. */
export const DateTimeStringSchema = z.iso.datetime({ offset: true });
export const DateStringSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** A calendar day typed into a form: YYYY-MM-DD, and a day that exists (no February 30). */
export const CalendarDaySchema = z.iso.date({ error: 'Enter a valid date.' });

/** The calendar's 'Move to date' form: the day an item moves to. */
export const MoveToDateSchema = z.object({ date: CalendarDaySchema });
export type MoveToDate = z.infer<typeof MoveToDateSchema>;

// The pure helpers live in their own module: a screen that parses a date must not load zod for it.
export { addDays, calendarDaysBetween, daysBetween, formatDay, localDayOf, parseDate } from './calendar';
