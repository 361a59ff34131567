export {
  TIMESHEET_STATE_TONES,
  TimesheetWeek,
  type TimesheetWeekProps,
  type TimesheetWeekRow,
} from './TimesheetWeek';
