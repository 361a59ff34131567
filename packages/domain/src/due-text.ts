import { calendarDaysBetween, parseDate } from './calendar';
import { isTaskFinished } from './task';

type DateValue = string | Date | null | undefined;

/** The task fields the due text reads (spec section 3). */
export interface DueTextTask {
  status?: string | null;
  /** A task's category, when its state is one of its project's own: what 'finished' reads then. */
  statusCategory?: string | null;
  completedAt?: DateValue;
  updatedAt?: DateValue;
  dueDate?: DateValue;
}

/** How far ahead 'Due in N days' is used; later dates show a short date. */
export const DUE_SOON_DAYS = 7;

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * 'yesterday', '2 hours ago', '3 days ago': seconds, minutes and hours by elapsed time, then calendar days
 * (so anything on the previous calendar day a day or more ago reads 'yesterday'), weeks, months and years.
 */
export function relativeTimeText(date: Date, now: Date): string {
  const elapsed = now.getTime() - date.getTime();
  const abs = Math.abs(elapsed);
  const sign = elapsed >= 0 ? -1 : 1;
  if (abs < MINUTE) return relativeTime.format(sign * Math.floor(abs / SECOND), 'second');
  if (abs < HOUR) return relativeTime.format(sign * Math.floor(abs / MINUTE), 'minute');
  if (abs < 24 * HOUR) return relativeTime.format(sign * Math.floor(abs / HOUR), 'hour');
  const days = Math.abs(calendarDaysBetween(date, now));
  if (days < 7) return relativeTime.format(sign * days, 'day');
  if (days < 30) return relativeTime.format(sign * Math.floor(days / 7), 'week');
  if (days < 365) return relativeTime.format(sign * Math.floor(days / 30), 'month');
  return relativeTime.format(sign * Math.floor(days / 365), 'year');
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const shortDateWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Dec 3', or 'Dec 3, 2026' when the date is not in the current year. */
export function shortDateText(date: Date, now: Date): string {
  return (date.getFullYear() === now.getFullYear() ? shortDate : shortDateWithYear).format(date);
}

/**
 * Spec 4.7 task due text, comparing calendar days in local time:
 * finished -> 'Completed {relative time}' (from completedAt, else updatedAt); past -> 'Overdue by N day(s)';
 * 'Due today'; 'Due tomorrow'; 'Due in N days' up to 7 days; later -> short date; no date -> 'No due date'.
 */
export function dueText(task: DueTextTask, now: Date): string {
  if (isTaskFinished(task.statusCategory ?? task.status)) {
    const finishedAt = parseDate(task.completedAt) ?? parseDate(task.updatedAt);
    return finishedAt ? `Completed ${relativeTimeText(finishedAt, now)}` : 'Completed';
  }
  const due = parseDate(task.dueDate);
  if (!due) return 'No due date';
  const days = calendarDaysBetween(now, due);
  if (days < 0) return `Overdue by ${-days} ${days === -1 ? 'day' : 'days'}`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days <= DUE_SOON_DAYS) return `Due in ${days} days`;
  return shortDateText(due, now);
}

/** True when the task is unfinished and its due day is before today. */
export function isOverdue(task: DueTextTask, now: Date): boolean {
  if (isTaskFinished(task.statusCategory ?? task.status)) return false;
  const due = parseDate(task.dueDate);
  return due !== undefined && calendarDaysBetween(now, due) < 0;
}
