/**
 * "Due soon" notifications (issue 38): the assignee of an unfinished task hears once, in the app and (when they
 * keep that mail on) by mail, that it is due today or tomorrow. Days are calendar days in UTC, the server's.
 */

/** The due dates (YYYY-MM-DD, UTC) that count as due soon at `now`: today and tomorrow. */
export function dueSoonDates(now: Date): { today: string; tomorrow: string } {
  const today = now.toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
  return { today, tomorrow };
}

/** The due-soon notification's words, written once. */
export const DUE_SOON_TEXTS = {
  title: 'Task due soon',
  message: (title: string, dueDate: string, now: Date) =>
    `"${title}" is due ${dueDate === dueSoonDates(now).today ? 'today' : 'tomorrow'}`,
} as const;
