// The values of time-tracking.ts that need no schema (lists, labels, limits, texts, pure helpers), apart from its zod
// schemas so that importing one of them does not bring zod: time-tracking.ts re-exports them.

import { addDays, daysBetween } from './calendar';
import type { ProjectAccessRole } from './project';
import type {
  HourlyRate,
  TimeAccessFacts,
  TimeReportGroup,
  TimesheetReviewFacts,
  TimesheetState,
} from './time-tracking';

/**
 * Time tracking (issue 40): time logged on tasks by hand or with a timer, a week's timesheet per person
 * (draft → submitted → approved, locked | rejected, editable again), reports, and billable time's labour cost in
 * finance. Durations are whole seconds; days are YYYY-MM-DD in the user's time zone (users keep no time zone: a
 * logged entry carries the client's `date`; a timer dates its entry by the `timeZone` the client sent when
 * starting it, or UTC); weeks are ISO weeks, Monday first. Money is integer minor units (USD or INR).
 */

// ---------------------------------------------------------------------------------------------------------------
// Constants and texts

export const TIMESHEET_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;

/** A week in these states is locked: its entries cannot be created, edited or deleted. */
export const LOCKED_TIMESHEET_STATES: readonly TimesheetState[] = ['submitted', 'approved'];

export const TIME_REPORT_GROUPS = ['project', 'user', 'week'] as const;

export const TIME_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** One entry is at most a day. */
export const TIME_ENTRY_MAX_SECONDS = 24 * 60 * 60;

export const TIME_NOTE_MAX = 1000;

export const TIMESHEET_REASON_MAX = 500;

/** At most this many days in one report or list range. */
export const TIME_RANGE_MAX_DAYS = 366;

/** An hourly rate is at most this many minor units (1,000,000.00). */
export const HOURLY_RATE_MAX_MINOR = 100_000_000;

/** Project roles that manage a project's time: they read its entries and approve timesheets of its work. */
export const TIME_MANAGER_PROJECT_ROLES: readonly ProjectAccessRole[] = ['owner', 'supervisor', 'team-lead'];

export const TIMESHEET_STATE_LABELS: Record<TimesheetState, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const TIME_TEXTS = {
  title: 'Time tracking',
  timesheet: 'Timesheet',
  timesheets: 'Timesheets',
  pending: 'Awaiting your approval',
  reports: 'Time reports',
  logTime: 'Log time',
  startTimer: 'Start timer',
  stopTimer: 'Stop timer',
  running: 'Timer running',
  date: 'Date',
  duration: 'Duration',
  note: 'Note',
  billable: 'Billable',
  task: 'Task',
  project: 'Project',
  person: 'Person',
  week: 'Week',
  total: 'Total',
  billableTotal: 'Billable',
  labourCost: 'Labour cost',
  submit: 'Submit week',
  approve: 'Approve',
  reject: 'Reject',
  reason: 'Reason',
  rates: 'Rates',
  projectRate: 'Project rate (per hour)',
  memberRates: 'Member rates (per hour)',
  rateHint: "A member's rate wins over the project's rate.",
  noEntries: 'No time logged.',
  noTimer: 'No timer running.',
  export: 'Export',
  groupBy: { project: 'Project', user: 'Person', week: 'Week' } satisfies Record<TimeReportGroup, string>,
} as const;

export const TIME_MESSAGES = {
  logged: 'Time logged',
  updated: 'Time entry updated',
  deleted: 'Time entry deleted',
  timerStarted: 'Timer started',
  timerStopped: 'Timer stopped',
  submitted: 'Timesheet submitted',
  approved: 'Timesheet approved',
  rejected: 'Timesheet rejected',
  ratesSaved: 'Rates saved',
  entryNotFound: 'Time entry not found',
  taskNotFound: 'Task not found',
  timesheetNotFound: 'Timesheet not found',
  noTimer: 'No timer is running.',
  cannotLog: 'You cannot log time on this task.',
  cannotEdit: 'Only the person who logged this time can change it.',
  cannotRead: "You cannot see this person's time.",
  cannotApprove:
    'Only a manager of the project, the department or the organization can review this timesheet.',
  ownTimesheet: 'You cannot review your own timesheet.',
  weekLocked: (day: string, state: TimesheetState) =>
    `The week of ${day} is ${state === 'approved' ? 'approved' : 'submitted'}: its time cannot be changed.`,
  timerWeekLocked: (day: string, state: TimesheetState) =>
    `The timer's week (${day}) is ${state === 'approved' ? 'approved' : 'submitted'}: its time was not recorded. ` +
    'Ask for the timesheet to be rejected, then log the time by hand.',
  cannotSubmit: (state: TimesheetState) => `This timesheet is ${state}: it cannot be submitted.`,
  cannotReview: (state: TimesheetState) =>
    `This timesheet is ${state}: only a submitted one can be reviewed.`,
  emptyWeek: 'There is no time logged in this week.',
  notMonday: 'A week is given by its Monday (YYYY-MM-DD).',
  rangeOrder: 'The start must be on or before the end.',
  rangeTooLong: `A range is at most ${TIME_RANGE_MAX_DAYS} days.`,
  durationWhole: 'The duration is a whole number of seconds.',
  durationPositive: 'The duration must be at least one second.',
  durationTooLong: 'An entry is at most 24 hours.',
  noteTooLong: `A note is at most ${TIME_NOTE_MAX} characters.`,
  reasonRequired: 'Say why the timesheet is rejected.',
  reasonTooLong: `A reason is at most ${TIMESHEET_REASON_MAX} characters.`,
  nothingToChange: 'Nothing to change.',
  invalidTimeZone: 'Unknown time zone.',
  rateWhole: 'A rate is a whole number of minor units (cents, paise) per hour.',
  rateTooLarge: 'That rate is too large.',
  rateMemberTwice: 'A member has one rate.',
  rateNotMember: (name: string) => `${name} is not a member of this project.`,
} as const;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` after `day` (YYYY-MM-DD). */
export const shiftDay = addDays;

/** The Sunday that ends the week starting `weekStart`. */
export function weekEndOf(weekStart: string): string {
  return shiftDay(weekStart, 6);
}

/** The seven days of the week starting `weekStart`, Monday first. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => shiftDay(weekStart, index));
}

/** Days from `from` to `to`, both counted. */
export function rangeDays(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** Whether `timeZone` is an IANA zone this runtime knows ('Asia/Kolkata'). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of `moment` in `timeZone` (UTC when none or unknown). */
export function dayInTimeZone(moment: Date, timeZone?: string | null): string {
  if (!timeZone || !isValidTimeZone(timeZone)) return dayOf(moment);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The whole seconds a timer ran from `startedAt` to `now`, at least one. */
export function timerDurationSeconds(startedAt: Date | string, now: Date): number {
  const start = typeof startedAt === 'string' ? Date.parse(startedAt) : startedAt.getTime();
  return Math.min(TIME_ENTRY_MAX_SECONDS, Math.max(1, Math.floor((now.getTime() - start) / 1000)));
}

/** The rate of a member's billable time on a project: the member's own rate wins over the project's. */
export function effectiveRate(
  projectRate: HourlyRate | null | undefined,
  memberRate: HourlyRate | null | undefined,
): HourlyRate | null {
  return memberRate ?? projectRate ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Timesheet states and permissions

export function isTimesheetLocked(state: TimesheetState | null | undefined): boolean {
  return state === 'submitted' || state === 'approved';
}

/** draft and rejected → submitted; submitted → approved | rejected. */
export function canTransitionTimesheet(from: TimesheetState, to: TimesheetState): boolean {
  if (to === 'submitted') return from === 'draft' || from === 'rejected';
  if (to === 'approved' || to === 'rejected') return from === 'submitted';
  return false;
}

/** Whether a project role manages the project's time (reads its entries, reviews timesheets of its work). */
export function managesProjectTime(role: ProjectAccessRole | null | undefined): boolean {
  return Boolean(role && TIME_MANAGER_PROJECT_ROLES.includes(role));
}

/**
 * Who may read an entry: its owner; a manager of its project (owner, supervisor, team lead; organization admins
 * act as supervisors on the organization's projects); the manager of the owner's department; an admin of the
 * owner's organization.
 */
export function canReadTimeEntry(facts: TimeAccessFacts): boolean {
  return (
    facts.readerId === facts.ownerId ||
    facts.orgAdminOfOwner ||
    facts.managesOwnerDepartment ||
    managesProjectTime(facts.projectRole)
  );
}

/** Only the person who logged an entry changes or deletes it (while its week is not locked). */
export function canEditTimeEntry(readerId: string, ownerId: string): boolean {
  return readerId === ownerId;
}

/**
 * Who approves or rejects a timesheet: a manager of a project the week's time was spent on, the manager of the
 * person's department, or an admin of their organization; nobody their own.
 */
export function canApproveTimesheet(facts: TimesheetReviewFacts): boolean {
  if (facts.reviewerId === facts.ownerId) return false;
  return facts.orgAdminOfOwner || facts.managesOwnerDepartment || facts.managesProjectOfWeek;
}
