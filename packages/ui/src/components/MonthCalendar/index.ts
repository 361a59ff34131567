export {
  type CalendarEvent,
  type CalendarEventTone,
  type CalendarMove,
  MonthCalendar,
  type MonthCalendarProps,
} from './MonthCalendar';
