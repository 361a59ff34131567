import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { organizations, users } from '../../db/core.schema';
import { projects } from '../projects/projects.schema';
import { tasks } from '../tasks/tasks.schema';

// Time tracking (issue 40): time entries on tasks, the one running timer per user, weekly timesheets and their
// review, and projects' hourly rates. Durations are whole seconds; money integer minor units with its currency.

/**
 * Time spent on a task by a user on a day (in the user's time zone). A billable entry keeps, as written or last
 * changed, its hourly rate (`rateMinor` in `rateCurrency`), the exchange rate in force then (`usdRate`: 1 unit of
 * `rateCurrency` in USD) and the labour cost it gave in USD minor units (`costUsdMinor`): finance adds it to the
 * project's actual spend, and a later change of the rates does not move it.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    /** The task's organization (its project's), or null for an individual's. */
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    workedOn: date('worked_on').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    note: text('note').notNull().default(''),
    billable: boolean('billable').notNull().default(false),
    rateMinor: integer('rate_minor'),
    rateCurrency: text('rate_currency'),
    usdRate: numeric('usd_rate', { precision: 18, scale: 8, mode: 'number' }),
    costUsdMinor: bigint('cost_usd_minor', { mode: 'number' }).notNull().default(0),
    fromTimer: boolean('from_timer').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A person's time by day (their list, their timesheet's week), a project's (lists, reports, finance), an
    // organization's (reports, the admin's list), a task's.
    index('time_entries_user_day_idx').on(table.userId, table.workedOn),
    index('time_entries_project_day_idx').on(table.projectId, table.workedOn),
    index('time_entries_organization_day_idx').on(table.organizationId, table.workedOn),
    index('time_entries_task_idx').on(table.taskId),
    check(
      'time_entries_duration_check',
      sql`${table.durationSeconds} > 0 and ${table.durationSeconds} <= 86400`,
    ),
    check('time_entries_cost_check', sql`${table.costUsdMinor} >= 0`),
    check(
      'time_entries_rate_currency_check',
      sql`${table.rateCurrency} is null or ${table.rateCurrency} in ('USD', 'INR')`,
    ),
  ],
);

/**
 * The running timer of a user: at most one, by the primary key (two starts at once cannot both hold one). It is
 * stored, so it survives a reload and a restart. `timeZone` dates the entry it becomes (UTC when null).
 */
export const runningTimers = pgTable(
  'running_timers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone'),
    billable: boolean('billable').notNull().default(false),
  },
  (table) => [index('running_timers_task_idx').on(table.taskId)],
);

/**
 * A person's week (its Monday) once it was submitted: submitted, approved (locked for good) or rejected (editable
 * again, and submitted anew). A week without a row is a draft.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    state: text('state').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('timesheets_user_week_key').on(table.userId, table.weekStart),
    // The submitted weeks (the reviewers' pending list).
    index('timesheets_submitted_idx').on(table.weekStart).where(sql`${table.state} = 'submitted'`),
    check('timesheets_state_check', sql`${table.state} in ('draft', 'submitted', 'approved', 'rejected')`),
    check('timesheets_monday_check', sql`extract(isodow from ${table.weekStart}) = 1`),
  ],
);

/**
 * A project's hourly rate (`userId` null) and its members' own rates (which win), in minor units of USD or INR.
 */
export const projectRates = pgTable(
  'project_rates',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    rateMinor: integer('rate_minor').notNull(),
    currency: text('currency').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('project_rates_project_key').on(table.projectId).where(sql`${table.userId} is null`),
    uniqueIndex('project_rates_project_user_key')
      .on(table.projectId, table.userId)
      .where(sql`${table.userId} is not null`),
    check('project_rates_rate_check', sql`${table.rateMinor} >= 0`),
    check('project_rates_currency_check', sql`${table.currency} in ('USD', 'INR')`),
  ],
);

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type RunningTimerRow = typeof runningTimers.$inferSelect;
export type TimesheetRow = typeof timesheets.$inferSelect;
export type ProjectRateRow = typeof projectRates.$inferSelect;
