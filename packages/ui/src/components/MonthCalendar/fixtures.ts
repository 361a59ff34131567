import type { CalendarEvent } from './MonthCalendar';

/** The reference time of the stories and tests: Wednesday, March 12, 2025, 9:00. */
export const CALENDAR_NOW = new Date(2025, 2, 12, 9, 0);

export const calendarEvents: CalendarEvent[] = [
  { id: 'e1', title: 'Ship sidebar collapse', date: '2025-03-03', tone: 'warning', done: true },
  { id: 'e2', title: 'Fix invoice rounding for INR', date: '2025-03-10', tone: 'error' },
  { id: 'e3', title: 'Review dashboard charts', date: '2025-03-12', tone: 'info' },
  { id: 'e4', title: 'Audit password reset emails', date: '2025-03-13', tone: 'warning' },
  { id: 'e5', title: 'Write release notes', date: '2025-03-14', tone: 'info' },
  { id: 'e6', title: 'Draft Q2 roadmap', date: '2025-03-18', tone: 'success' },
  { id: 'e7', title: 'Translate legal pages', date: '2025-03-18', tone: 'info' },
  { id: 'e8', title: 'Tune socket reconnection', date: '2025-03-18', tone: 'warning' },
  { id: 'e9', title: 'Refresh demo data', date: '2025-03-18', tone: 'success' },
  { id: 'e10', title: 'Record onboarding video', date: '2025-03-18', tone: 'default' },
  { id: 'e11', title: 'Plan finance gate review', date: '2025-03-27', tone: 'error' },
  { id: 'e12', title: 'Profile dashboard load time', date: '2025-03-31', tone: 'info' },
  { id: 'e13', title: 'Add CSV export to reports', date: '2025-04-02', tone: 'success' },
];

/** A crowded month: two or more events on most weekdays. */
export const manyCalendarEvents: CalendarEvent[] = [
  ...calendarEvents,
  ...Array.from({ length: 30 }, (_, i): CalendarEvent => {
    const day = 1 + ((i * 7) % 28);
    return {
      id: `x${i + 1}`,
      title: `Sprint task ${i + 1}`,
      date: `2025-03-${String(day).padStart(2, '0')}`,
      tone: (['primary', 'info', 'success', 'warning', 'error'] as const)[i % 5],
      done: i % 6 === 0,
    };
  }),
];
