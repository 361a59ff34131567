import { describe, expect, it } from 'vitest';
import { dueText, isOverdue, relativeTimeText } from './due-text';

// Local-time dates throughout: the due text compares calendar days in the user's time zone.
const now = new Date(2025, 5, 15, 10, 0, 0); // Sun Jun 15 2025, 10:00 local
const at = (month: number, day: number, hour = 12, year = 2025) =>
  new Date(year, month, day, hour).toISOString();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('dueText', () => {
  it('reads "No due date" without a usable date', () => {
    expect(dueText({ status: 'todo' }, now)).toBe('No due date');
    expect(dueText({ status: 'todo', dueDate: null }, now)).toBe('No due date');
    expect(dueText({ status: 'todo', dueDate: '' }, now)).toBe('No due date');
    expect(dueText({ status: 'todo', dueDate: 'not a date' }, now)).toBe('No due date');
  });

  it('reads "Due today" for any time today, earlier or later', () => {
    expect(dueText({ status: 'todo', dueDate: at(5, 15, 23) }, now)).toBe('Due today');
    expect(dueText({ status: 'todo', dueDate: at(5, 15, 1) }, now)).toBe('Due today');
    expect(dueText({ status: 'in-progress', dueDate: '2025-06-15' }, now)).toBe('Due today');
  });

  it('reads "Due tomorrow" for the next calendar day', () => {
    expect(dueText({ status: 'todo', dueDate: '2025-06-16' }, now)).toBe('Due tomorrow');
    expect(dueText({ status: 'todo', dueDate: at(5, 16, 0) }, now)).toBe('Due tomorrow');
  });

  it('reads "Due in N days" from 2 to 7 days', () => {
    expect(dueText({ status: 'todo', dueDate: '2025-06-17' }, now)).toBe('Due in 2 days');
    expect(dueText({ status: 'review', dueDate: '2025-06-22' }, now)).toBe('Due in 7 days');
  });

  it('shows a short date from 8 days on, with the year only outside the current year', () => {
    expect(dueText({ status: 'todo', dueDate: '2025-06-23' }, now)).toBe('Jun 23');
    expect(dueText({ status: 'todo', dueDate: '2025-12-03' }, now)).toBe('Dec 3');
    expect(dueText({ status: 'todo', dueDate: '2026-01-05' }, now)).toBe('Jan 5, 2026');
  });

  it('reads "Overdue by 1 day" and "Overdue by N days" in whole calendar days', () => {
    expect(dueText({ status: 'todo', dueDate: '2025-06-14' }, now)).toBe('Overdue by 1 day');
    expect(dueText({ status: 'todo', dueDate: at(5, 14, 23) }, now)).toBe('Overdue by 1 day');
    expect(dueText({ status: 'todo', dueDate: '2025-06-10' }, now)).toBe('Overdue by 5 days');
    expect(dueText({ status: 'todo', dueDate: '2024-06-15' }, now)).toBe('Overdue by 365 days');
  });

  it('reads "Completed {relative time}" for done and completed tasks, from completedAt', () => {
    expect(dueText({ status: 'done', completedAt: hoursAgo(2), dueDate: '2025-06-01' }, now)).toBe(
      'Completed 2 hours ago',
    );
    expect(dueText({ status: 'completed', completedAt: at(5, 14, 8) }, now)).toBe('Completed yesterday');
    expect(dueText({ status: 'done', completedAt: hoursAgo(5 / 60) }, now)).toBe('Completed 5 minutes ago');
    expect(dueText({ status: 'done', completedAt: at(5, 12, 9) }, now)).toBe('Completed 3 days ago');
  });

  it('falls back to updatedAt, then to a bare "Completed"', () => {
    expect(dueText({ status: 'done', updatedAt: hoursAgo(1) }, now)).toBe('Completed 1 hour ago');
    expect(dueText({ status: 'done', completedAt: null, updatedAt: hoursAgo(3) }, now)).toBe(
      'Completed 3 hours ago',
    );
    expect(dueText({ status: 'done' }, now)).toBe('Completed');
  });

  it('does not treat other statuses as finished', () => {
    expect(dueText({ status: 'review', completedAt: hoursAgo(1), dueDate: '2025-06-14' }, now)).toBe(
      'Overdue by 1 day',
    );
  });
});

describe('relativeTimeText', () => {
  it('uses the en numeric:auto wording', () => {
    expect(relativeTimeText(new Date(now.getTime() - 30_000), now)).toBe('30 seconds ago');
    expect(relativeTimeText(now, now)).toBe('now');
    expect(relativeTimeText(new Date(2025, 5, 1, 10), now)).toBe('2 weeks ago');
    expect(relativeTimeText(new Date(2025, 2, 1, 10), now)).toBe('3 months ago');
    expect(relativeTimeText(new Date(2023, 5, 1, 10), now)).toBe('2 years ago');
  });
});

describe('isOverdue', () => {
  it('is true only for unfinished tasks due before today', () => {
    expect(isOverdue({ status: 'todo', dueDate: '2025-06-14' }, now)).toBe(true);
    expect(isOverdue({ status: 'todo', dueDate: '2025-06-15' }, now)).toBe(false);
    expect(isOverdue({ status: 'done', dueDate: '2025-06-14' }, now)).toBe(false);
    expect(isOverdue({ status: 'todo' }, now)).toBe(false);
  });
});
