export { DEFAULT_WEEK_STARTS_ON, monthGridRange } from './calendarDates';
export {
  type CalendarEvent,
  type CalendarEventTone,
  type CalendarMove,
  MonthCalendar,
  type MonthCalendarProps,
} from './MonthCalendar';
