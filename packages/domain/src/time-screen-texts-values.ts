// The values of time-screen-texts.ts that need no schema (lists, labels, limits, texts, pure helpers), apart from its zod
// schemas so that importing one of them does not bring zod: time-screen-texts.ts re-exports them.

// Part of the message catalogue: what the time-tracking screens and parts say (issue 40), and the helpers that
// turn a typed duration into seconds and seconds into a running clock or words. The labels the server shares
// (TIME_TEXTS, TIME_MESSAGES, TIMESHEET_STATE_LABELS) live in time-tracking.ts.

const HOUR = 3600;

const UNIT_SECONDS: Record<string, number> = {
  h: HOUR,
  hr: HOUR,
  hrs: HOUR,
  hour: HOUR,
  hours: HOUR,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
};

const NUMBER = String.raw`\d+(?:[.,]\d+)?|[.,]\d+`;

const PART = new RegExp(String.raw`^(${NUMBER})\s*([a-z]+)`, 'u');

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * A duration as people type it, in whole seconds: '1h 30m', '1h30m', '90m', '45 min', '1.5h', '1.5' or '1,5'
 * (hours), '1:30' (hours and minutes), '2h 5m 10s'. Null when it is not a duration or is not above zero.
 */
export function parseDuration(input: string): number | null {
  const text = input.trim().toLowerCase();
  if (!text) return null;
  // A bare number is hours.
  if (new RegExp(`^(?:${NUMBER})$`, 'u').test(text)) return positive(toNumber(text) * HOUR);
  // h:mm or h:mm:ss.
  const clock = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/u.exec(text);
  if (clock) {
    return positive(Number(clock[1]) * HOUR + Number(clock[2]) * 60 + Number(clock[3] ?? 0));
  }
  let rest = text;
  let total = 0;
  const seen = new Set<number>();
  while (rest) {
    const match = PART.exec(rest);
    const unit = match ? UNIT_SECONDS[match[2] ?? ''] : undefined;
    // Each unit once, largest first: '30m 1h' and '1h 1h' are not durations.
    if (!match || unit === undefined || seen.has(unit) || [...seen].some((bigger) => bigger < unit)) {
      return null;
    }
    seen.add(unit);
    total += toNumber(match[1] ?? '') * unit;
    rest = rest.slice(match[0].length).replace(/^[\s,]+/u, '');
  }
  return positive(total);
}

function positive(seconds: number): number | null {
  if (!Number.isFinite(seconds)) return null;
  const whole = Math.round(seconds);
  return whole > 0 ? whole : null;
}

/** A running clock: 'h:mm:ss' (0:00:05, 1:02:03, 12:00:00). */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / HOUR);
  const minutes = Math.floor((total % HOUR) / 60);
  const rest = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** A duration in words for assistive technology: '1 hour 2 minutes', '45 minutes', '2 hours', '30 seconds'. */
export function durationInWords(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < 60) return plural(total, 'second');
  const hours = Math.floor(total / HOUR);
  const minutes = Math.floor((total % HOUR) / 60);
  if (hours === 0) return plural(minutes, 'minute');
  return minutes === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
}

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '8 Dec' for 2026-12-08. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]}`;
}

/** The screens' texts of time tracking: the header's timer, the task's time, timesheets, reports and rates. */
export const TIME_SCREEN_TEXTS = {
  /** The header's timer chip: its accessible name. */
  timerRunningOn: (taskTitle: string, elapsed: number) =>
    `Timer running on “${taskTitle}”, ${durationInWords(elapsed)}`,
  timerOpenTask: (taskTitle: string) => `Open “${taskTitle}”`,
  stopping: 'Stopping the timer...',
  timerHere: 'The timer is running on this task',
  totalLogged: 'Total logged',
  entries: 'Time entries',
  editEntry: (date: string) => `Edit the entry of ${shortDay(date)}`,
  deleteEntry: (date: string) => `Delete the entry of ${shortDay(date)}`,
  lockedEntry: 'Locked: its week is submitted or approved',
  deleteTitle: 'Delete this time entry?',
  deleteMessage: (duration: string, date: string) => `${duration} on ${shortDay(date)} will be removed.`,
  delete: 'Delete',
  edit: 'Edit time',
  save: 'Save',
  durationHelp: 'Like 1h 30m, 90m or 1.5 (hours)',
  durationParsed: (text: string) => `= ${text}`,
  durationInvalid: 'Enter a duration such as 1h 30m, 90m or 1.5',
  durationTooLong: 'An entry is at most 24 hours',
  dateInvalid: 'Choose the day the work was done',
  billableHint: 'Counts as labour cost at the project’s rates',
  logFailed: 'The time could not be logged.',
  saveFailed: 'The entry could not be saved.',
  deleteFailed: 'The entry could not be deleted.',
  timerFailed: 'The timer could not be changed.',
  /** Timesheets. */
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  weekOf: (weekStart: string, weekEnd: string) => `${shortDay(weekStart)} – ${shortDay(weekEnd)}`,
  weekGrid: (weekStart: string) => `Time of the week of ${shortDay(weekStart)}`,
  dayNames: DAY_NAMES,
  dayTotal: 'Day total',
  weekTotal: 'Week total',
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  rejectTitle: 'Reject this timesheet?',
  rejectMessage: (person: string, week: string) =>
    `${person}'s week of ${week} goes back to them to correct.`,
  noTimeThisWeek: 'No time logged this week.',
  myWeek: 'My week',
  awaitingNone: 'No timesheets are waiting for you.',
  review: 'Review',
  /** Reports. */
  from: 'From',
  to: 'To',
  hours: 'Hours',
  billableHours: 'Billable hours',
  reportEmpty: 'No time in this range.',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  exportGroup: 'Export the time report',
  /** Rates. */
  rateFor: (name: string) => `${name}'s rate`,
  rateCurrencyFor: (name: string) => `${name}'s rate currency`,
  noRate: 'No rate: billable time costs nothing',
  rateInvalid: 'Enter an amount with at most two decimals',
  saveRates: 'Save rates',
  labourCost: 'Labour cost',
  expenses: 'Expenses',
  /** The page. */
  subtitle: 'Your week, the weeks waiting for you, and reports of time and labour cost.',
  tabs: { week: 'My week', approvals: 'Awaiting my approval', reports: 'Reports' } satisfies Record<
    'week' | 'approvals' | 'reports',
    string
  >,
  tabsLabel: 'Timesheet sections',
  loading: 'Loading the timesheet...',
  loadFailed: 'The timesheet could not be loaded.',
  pendingLoadFailed: 'The timesheets awaiting you could not be loaded.',
  reportLoadFailed: 'The report could not be loaded.',
  exportFailed: 'The report could not be exported.',
  reviewFailed: 'The timesheet could not be reviewed.',
  submitFailed: 'The week could not be submitted.',
  groupBy: 'Group by',
  pendingList: 'Timesheets awaiting my approval',
  pendingItem: (person: string, week: string, total: string) => `${person} · ${week} · ${total}`,
  ratesLoadFailed: 'The rates could not be loaded.',
  ratesSaveFailed: 'The rates could not be saved.',
  ratesLoading: 'Loading the rates...',
  labourShare: (labour: string, expenses: string) => `Labour ${labour} · expenses ${expenses}`,
} as const;

/** The tabs of /timesheets. */
export const TIMESHEETS_TABS = ['week', 'approvals', 'reports'] as const;
