import { z } from 'zod';
import { weekStartOf } from './analytics';
import { apiSuccess, PageQuerySchema, paginated } from './api';
import { CURRENCIES, type Currency } from './constants';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';
import { type ProjectAccessRole, taskPermissions } from './project';
import {
  HOURLY_RATE_MAX_MINOR,
  isValidTimeZone,
  rangeDays,
  TIME_ENTRY_MAX_SECONDS,
  TIME_EXPORT_FORMATS,
  TIME_MESSAGES,
  TIME_NOTE_MAX,
  TIME_RANGE_MAX_DAYS,
  TIME_REPORT_GROUPS,
  TIMESHEET_REASON_MAX,
  TIMESHEET_STATES,
} from './time-tracking-values';

export {
  canApproveTimesheet,
  canEditTimeEntry,
  canReadTimeEntry,
  canTransitionTimesheet,
  dayInTimeZone,
  effectiveRate,
  HOURLY_RATE_MAX_MINOR,
  isTimesheetLocked,
  isValidTimeZone,
  LOCKED_TIMESHEET_STATES,
  managesProjectTime,
  rangeDays,
  shiftDay,
  TIME_ENTRY_MAX_SECONDS,
  TIME_EXPORT_FORMATS,
  TIME_MANAGER_PROJECT_ROLES,
  TIME_MESSAGES,
  TIME_NOTE_MAX,
  TIME_RANGE_MAX_DAYS,
  TIME_REPORT_GROUPS,
  TIME_TEXTS,
  TIMESHEET_REASON_MAX,
  TIMESHEET_STATE_LABELS,
  TIMESHEET_STATES,
  timerDurationSeconds,
  weekDays,
  weekEndOf,
} from './time-tracking-values';
export type TimesheetState = (typeof TIMESHEET_STATES)[number];
export type TimeReportGroup = (typeof TIME_REPORT_GROUPS)[number];
export type TimeExportFormat = (typeof TIME_EXPORT_FORMATS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Durations and days

/** '1h 30m', '45m', '2h', '30s', '0m': hours and minutes, seconds only under a minute. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total === 0) return '0m';
  if (total < 60) return `${total}s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** Decimal hours, two decimals at most (5400 → 1.5): the reports' exports. */
export function secondsToHours(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}

export function isWeekStart(day: string): boolean {
  return weekStartOf(day) === day;
}

// ---------------------------------------------------------------------------------------------------------------
// Rates and labour cost

export interface HourlyRate {
  rateMinor: number;
  currency: Currency;
}

/** The cost of `seconds` at an hourly rate, in the rate's minor units, rounded to a whole minor unit. */
export function labourCostMinor(seconds: number, rateMinor: number): number {
  return Math.round((seconds * rateMinor) / 3600);
}

/**
 * The labour cost in USD minor units: the cost in the rate's currency (whole minor units) converted at `usdRate`
 * (1 unit of the rate's currency in USD, the rate in force when the entry was written), rounded again. 90 minutes
 * at $50/hour: 7500 (USD 75.00).
 */
export function labourCostUsdMinor(seconds: number, rateMinor: number, usdRate: number): number {
  return Math.round(labourCostMinor(seconds, rateMinor) * usdRate);
}

/** Who may log time on a task: whoever may move it between statuses (the task rights of `taskPermissions`). */
export function canLogTime(
  task: { projectId?: string | null; assignedTo?: string | null; createdBy?: string },
  userId: string,
  projectRole: ProjectAccessRole | null | undefined,
): boolean {
  return taskPermissions(task, userId, projectRole).canUpdateStatus;
}

/** What the server knows of a reader and of the person whose time it is. */
export interface TimeAccessFacts {
  readerId: string;
  ownerId: string;
  /** The reader is an admin of the owner's organization. */
  orgAdminOfOwner: boolean;
  /** The reader manages the owner's department (or one above it). */
  managesOwnerDepartment: boolean;
  /** The reader's role in the entry's project (undefined for a task without a project). */
  projectRole?: ProjectAccessRole | null;
}

export interface TimesheetReviewFacts {
  reviewerId: string;
  ownerId: string;
  /** The reviewer is an admin of the owner's organization. */
  orgAdminOfOwner: boolean;
  /** The reviewer manages the owner's department (or one above it). */
  managesOwnerDepartment: boolean;
  /** The reviewer manages (owner, supervisor, team lead) a project of which the week has time. */
  managesProjectOfWeek: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas

const DaySchema = z.iso.date({ error: 'Enter a valid date (YYYY-MM-DD).' });
const CurrencyCodeSchema = z.enum(CURRENCIES);
const PersonSchema = z.object({ _id: z.string(), name: z.string() });
const seconds = z.number().int();

const DurationSchema = z
  .number({ error: TIME_MESSAGES.durationWhole })
  .int({ error: TIME_MESSAGES.durationWhole })
  .min(1, { error: TIME_MESSAGES.durationPositive })
  .max(TIME_ENTRY_MAX_SECONDS, { error: TIME_MESSAGES.durationTooLong });
const NoteSchema = z.string().trim().max(TIME_NOTE_MAX, { error: TIME_MESSAGES.noteTooLong });
const TimeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => isValidTimeZone(zone), { error: TIME_MESSAGES.invalidTimeZone });

export const TimesheetStateSchema = z.enum(TIMESHEET_STATES);
export const TimeReportGroupSchema = z.enum(TIME_REPORT_GROUPS);

export const TimeEntrySchema = z.object({
  _id: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  user: PersonSchema,
  /** The day it was worked, in the user's time zone. */
  date: DaySchema,
  durationSeconds: seconds,
  note: z.string(),
  billable: z.boolean(),
  /** Billable time's hourly rate when the entry was written or last changed (null: not billable or no rate). */
  rateMinor: z.number().int().nullable(),
  rateCurrency: CurrencyCodeSchema.nullable(),
  /** The exchange rate in force then: 1 unit of `rateCurrency` in USD. */
  usdRate: z.number().nullable(),
  /** The labour cost in USD minor units (0 when not billable or without a rate). */
  costUsdMinor: z.number().int(),
  /** From a timer (true) or logged by hand. */
  fromTimer: z.boolean(),
  /** Its week is submitted or approved. */
  locked: z.boolean(),
  canEdit: z.boolean(),
  createdAt: DateTimeStringSchema,
  updatedAt: DateTimeStringSchema,
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;
export const TimeEntryAnswerSchema = apiSuccess(TimeEntrySchema);
export const TimeEntryPageSchema = paginated(TimeEntrySchema);
export type TimeEntryPage = z.infer<typeof TimeEntryPageSchema>;

/** POST /tasks/{id}/time-entries. */
export const TimeEntryCreatePayloadSchema = z.object({
  date: DaySchema,
  durationSeconds: DurationSchema,
  note: NoteSchema.default(''),
  billable: z.boolean().default(false),
});
export type TimeEntryCreatePayload = z.infer<typeof TimeEntryCreatePayloadSchema>;
export type TimeEntryCreateInput = z.input<typeof TimeEntryCreatePayloadSchema>;

/** PUT /time-entries/{id}: any of the fields. */
export const TimeEntryUpdatePayloadSchema = z
  .object({
    date: DaySchema.optional(),
    durationSeconds: DurationSchema.optional(),
    note: NoteSchema.optional(),
    billable: z.boolean().optional(),
  })
  .strict()
  .refine((payload) => Object.values(payload).some((value) => value !== undefined), {
    error: TIME_MESSAGES.nothingToChange,
  });
export type TimeEntryUpdatePayload = z.infer<typeof TimeEntryUpdatePayloadSchema>;

const rangeChecks = <S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: S,
) =>
  schema
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: TIME_MESSAGES.rangeOrder,
    })
    .refine((query) => !query.from || !query.to || rangeDays(query.from, query.to) <= TIME_RANGE_MAX_DAYS, {
      error: TIME_MESSAGES.rangeTooLong,
    });

/**
 * GET /time-entries: paged (page 1, limit 10 by default), newest day first: every entry the caller may read
 * (`canReadTimeEntry`), narrowed by range, person, project or task.
 */
export const TimeEntryListQuerySchema = rangeChecks(
  PageQuerySchema.omit({ search: true }).extend({
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    userId: IdSchema.optional(),
    projectId: IdSchema.optional(),
    taskId: IdSchema.optional(),
  }),
);
export type TimeEntryListQuery = z.infer<typeof TimeEntryListQuerySchema>;
export type TimeEntryListQueryInput = z.input<typeof TimeEntryListQuerySchema>;

// The timer

export const TimerSchema = z.object({
  taskId: z.string(),
  taskTitle: z.string(),
  projectId: z.string().nullable(),
  startedAt: DateTimeStringSchema,
  /** The zone its entry is dated in (null: UTC). */
  timeZone: z.string().nullable(),
});
export type Timer = z.infer<typeof TimerSchema>;
/** GET /timer: the running timer, or null. */
export const TimerAnswerSchema = apiSuccess(TimerSchema.nullable());

/** POST /timer/start: a running timer is stopped first (it becomes an entry). */
export const TimerStartPayloadSchema = z.object({
  taskId: IdSchema,
  /** The browser's IANA time zone: the stopped entry's day is the start's day there (UTC without it). */
  timeZone: TimeZoneSchema.optional(),
  billable: z.boolean().optional(),
});
export type TimerStartPayload = z.infer<typeof TimerStartPayloadSchema>;
export const TimerStartAnswerSchema = apiSuccess(
  z.object({ timer: TimerSchema, stopped: TimeEntrySchema.nullable() }),
);
export type TimerStartResult = z.infer<typeof TimerStartAnswerSchema>['data'];

/** POST /timer/stop: an optional note; answers the entry (with `durationSeconds`). */
export const TimerStopPayloadSchema = z
  .object({ note: NoteSchema.optional(), billable: z.boolean().optional() })
  .optional();
export type TimerStopPayload = z.infer<typeof TimerStopPayloadSchema>;

// Timesheets

export const TimesheetTaskRowSchema = z.object({
  taskId: z.string(),
  taskTitle: z.string(),
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  /** Seconds per day, Monday first (7). */
  days: z.array(seconds),
  totalSeconds: seconds,
  billableSeconds: seconds,
});
export type TimesheetTaskRow = z.infer<typeof TimesheetTaskRowSchema>;

export const TimesheetDaySchema = z.object({
  date: DaySchema,
  totalSeconds: seconds,
  billableSeconds: seconds,
});

export const TimesheetSchema = z.object({
  /** Null while the week was never submitted (a draft has no row). */
  _id: z.string().nullable(),
  user: PersonSchema,
  weekStart: DaySchema,
  weekEnd: DaySchema,
  state: TimesheetStateSchema,
  submittedAt: DateTimeStringSchema.nullable(),
  decidedBy: PersonSchema.nullable(),
  decidedAt: DateTimeStringSchema.nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  days: z.array(TimesheetDaySchema),
  tasks: z.array(TimesheetTaskRowSchema),
  entries: z.array(TimeEntrySchema),
  totalSeconds: seconds,
  billableSeconds: seconds,
  locked: z.boolean(),
  canSubmit: z.boolean(),
  canReview: z.boolean(),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;
export const TimesheetAnswerSchema = apiSuccess(TimesheetSchema);

/** GET /timesheets?week=&userId=: `week` is any day of it (its Monday is used); the caller by default. */
export const TimesheetQuerySchema = z.object({ week: DaySchema, userId: IdSchema.optional() });
export type TimesheetQuery = z.infer<typeof TimesheetQuerySchema>;

export const TimesheetSubmitPayloadSchema = z.object({ week: DaySchema });
export type TimesheetSubmitPayload = z.infer<typeof TimesheetSubmitPayloadSchema>;

export const TimesheetRejectPayloadSchema = z.object({
  reason: z
    .string({ error: TIME_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: TIME_MESSAGES.reasonRequired })
    .max(TIMESHEET_REASON_MAX, { error: TIME_MESSAGES.reasonTooLong }),
});
export type TimesheetRejectPayload = z.infer<typeof TimesheetRejectPayloadSchema>;

/** A timesheet in a list (GET /timesheets/pending). */
export const TimesheetSummarySchema = z.object({
  _id: z.string(),
  user: PersonSchema,
  weekStart: DaySchema,
  weekEnd: DaySchema,
  state: TimesheetStateSchema,
  submittedAt: DateTimeStringSchema.nullable(),
  totalSeconds: seconds,
  billableSeconds: seconds,
});
export type TimesheetSummary = z.infer<typeof TimesheetSummarySchema>;
export const TimesheetSummaryListAnswerSchema = apiSuccess(z.array(TimesheetSummarySchema));
/** Approve and reject answer the timesheet's new state. */
export const TimesheetReviewAnswerSchema = apiSuccess(TimesheetSummarySchema);

// Reports

export const TimeReportQuerySchema = rangeChecks(
  z.object({
    from: DaySchema,
    to: DaySchema,
    groupBy: TimeReportGroupSchema.default('project'),
    projectId: IdSchema.optional(),
    userId: IdSchema.optional(),
  }),
);
export type TimeReportQuery = z.infer<typeof TimeReportQuerySchema>;
export type TimeReportQueryInput = z.input<typeof TimeReportQuerySchema>;

export const TimeReportExportQuerySchema = rangeChecks(
  z.object({
    from: DaySchema,
    to: DaySchema,
    groupBy: TimeReportGroupSchema.default('project'),
    projectId: IdSchema.optional(),
    userId: IdSchema.optional(),
    format: z.enum(TIME_EXPORT_FORMATS).default('csv'),
  }),
);
export type TimeReportExportQuery = z.infer<typeof TimeReportExportQuerySchema>;
export type TimeReportExportQueryInput = z.input<typeof TimeReportExportQuerySchema>;

export const TimeReportRowSchema = z.object({
  /** The project's or person's id, or the week's Monday ('none' for time on tasks without a project). */
  key: z.string(),
  label: z.string(),
  seconds,
  billableSeconds: seconds,
  /** USD minor units, at the rates kept on the entries. */
  labourCostUsdMinor: z.number().int(),
});
export type TimeReportRow = z.infer<typeof TimeReportRowSchema>;

export const TimeReportSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  groupBy: TimeReportGroupSchema,
  rows: z.array(TimeReportRowSchema),
  totals: z.object({ seconds, billableSeconds: seconds, labourCostUsdMinor: z.number().int() }),
});
export type TimeReport = z.infer<typeof TimeReportSchema>;
export const TimeReportAnswerSchema = apiSuccess(TimeReportSchema);

// Rates

const RateMinorSchema = z
  .number({ error: TIME_MESSAGES.rateWhole })
  .int({ error: TIME_MESSAGES.rateWhole })
  .min(0, { error: TIME_MESSAGES.rateWhole })
  .max(HOURLY_RATE_MAX_MINOR, { error: TIME_MESSAGES.rateTooLarge });

export const HourlyRateSchema = z.object({ rateMinor: RateMinorSchema, currency: CurrencyCodeSchema });

export const MemberRateSchema = z.object({
  userId: z.string(),
  name: z.string(),
  rateMinor: z.number().int(),
  currency: CurrencyCodeSchema,
});
export type MemberRate = z.infer<typeof MemberRateSchema>;

/** GET /projects/{id}/rates: the project's hourly rate and the members' own rates (which win). */
export const ProjectRatesSchema = z.object({
  projectId: z.string(),
  projectRate: HourlyRateSchema.nullable(),
  members: z.array(MemberRateSchema),
});
export type ProjectRates = z.infer<typeof ProjectRatesSchema>;
export const ProjectRatesAnswerSchema = apiSuccess(ProjectRatesSchema);

/** PUT /projects/{id}/rates: replaces the project's rate and every member rate. */
export const ProjectRatesPayloadSchema = z
  .object({
    projectRate: HourlyRateSchema.nullable(),
    members: z.array(HourlyRateSchema.extend({ userId: IdSchema })).max(500),
  })
  .refine((payload) => new Set(payload.members.map((m) => m.userId)).size === payload.members.length, {
    error: TIME_MESSAGES.rateMemberTwice,
  });
export type ProjectRatesPayload = z.infer<typeof ProjectRatesPayloadSchema>;
