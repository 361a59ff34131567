import {
  type Currency,
  EXCHANGE_RATES,
  effectiveRate,
  type HourlyRate,
  isCurrency,
  LOCKED_TIMESHEET_STATES,
  labourCostUsdMinor,
  TIME_MANAGER_PROJECT_ROLES,
  TIME_MESSAGES,
  type TimeEntry,
  type TimesheetState,
  usdRateOf,
  weekEndOf,
  weekStartOf,
} from '@app/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { departmentManagers, departments, projectMembers, projects, tasks, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { loadRates } from '../finance';
import type { Viewer } from '../work';
import { projectRates, type TimeEntryRow, timeEntries, timesheets } from './time.schema';

/** The person whose time it is (the entry's author), joined under this name. */
export const owners = alias(users, 'time_owner');

/**
 * Ids of the departments the user manages (`department_managers`, and the older single `departments.manager_id`)
 * and every department below them (one recursive statement).
 */
export function managedDepartmentIds(userId: string): SQL {
  return sql`with recursive managed(id) as (
    select ${departmentManagers.departmentId} from ${departmentManagers} where ${departmentManagers.userId} = ${userId}
    union
    select ${departments.id} from ${departments} where ${departments.managerId} = ${userId}
    union
    select child.id from ${departments} child inner join managed on child.parent_id = managed.id
  ) select id from managed`;
}

/** Ids of the projects whose time the user manages (owner, supervisor, team lead). */
export function managedProjectIds(db: AppDb, userId: string) {
  return db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(
      and(eq(projectMembers.userId, userId), inArray(projectMembers.role, [...TIME_MANAGER_PROJECT_ROLES])),
    );
}

/**
 * The rule of `canReadTimeEntry` (@app/domain) in SQL over `time_entries`: the reader's own time; time on a project
 * they manage; the time of people of a department they manage; for an organization admin, the time of the
 * organization's people. Each arm is a condition on an indexed column of `time_entries` (`= any(array(...))`: the
 * subqueries run once), so the planner can combine the (user, day) and (project, day) indexes.
 */
export function readableEntries(db: AppDb, viewer: Viewer): SQL {
  const conditions: SQL[] = [
    eq(timeEntries.userId, viewer.id),
    sql`${timeEntries.projectId} = any(array(${managedProjectIds(db, viewer.id)}))`,
    sql`${timeEntries.userId} = any(array(select ${users.id} from ${users} where ${users.departmentId} = any(array(${managedDepartmentIds(viewer.id)}))))`,
  ];
  if (viewer.isOrgAdmin && viewer.organizationId) {
    conditions.push(
      sql`${timeEntries.userId} = any(array(select ${users.id} from ${users} where ${users.organizationId} = ${viewer.organizationId}))`,
    );
  }
  return or(...conditions) as SQL;
}

export const entryColumns = {
  entry: timeEntries,
  taskTitle: tasks.title,
  projectTitle: projects.title,
  ownerName: owners.name,
};

export interface EntryViewRow {
  entry: TimeEntryRow;
  taskTitle: string;
  projectTitle: string | null;
  ownerName: string;
}

/** Entries with their task, project and author, among those the viewer may read. */
export function selectReadableEntries(db: AppDb, viewer: Viewer, which: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(owners, eq(owners.id, timeEntries.userId))
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .leftJoin(projects, eq(projects.id, timeEntries.projectId))
    .where(and(which, readableEntries(db, viewer)));
}

export function toTimeEntry(row: EntryViewRow, viewerId: string, locked: boolean): TimeEntry {
  const { entry } = row;
  return {
    _id: entry.id,
    taskId: entry.taskId,
    taskTitle: row.taskTitle,
    projectId: entry.projectId,
    projectTitle: row.projectTitle,
    user: { _id: entry.userId, name: row.ownerName },
    date: entry.workedOn,
    durationSeconds: entry.durationSeconds,
    note: entry.note,
    billable: entry.billable,
    rateMinor: entry.rateMinor,
    rateCurrency: entry.rateCurrency && isCurrency(entry.rateCurrency) ? entry.rateCurrency : null,
    usdRate: entry.usdRate,
    costUsdMinor: entry.costUsdMinor,
    fromTimer: entry.fromTimer,
    locked,
    canEdit: entry.userId === viewerId && !locked,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/** The locked weeks (submitted or approved) of these people, as `userId|weekStart` keys, in one statement. */
export async function lockedWeeks(
  db: AppDb,
  pairs: readonly { userId: string; day: string }[],
): Promise<Map<string, TimesheetState>> {
  const found = new Map<string, TimesheetState>();
  if (pairs.length === 0) return found;
  const userIds = [...new Set(pairs.map((pair) => pair.userId))];
  const weeks = [...new Set(pairs.map((pair) => weekStartOf(pair.day)))];
  const rows = await db
    .select({ userId: timesheets.userId, weekStart: timesheets.weekStart, state: timesheets.state })
    .from(timesheets)
    .where(
      and(
        inArray(timesheets.userId, userIds),
        inArray(timesheets.weekStart, weeks),
        inArray(timesheets.state, [...LOCKED_TIMESHEET_STATES]),
      ),
    );
  for (const row of rows) found.set(`${row.userId}|${row.weekStart}`, row.state as TimesheetState);
  return found;
}

export const weekKey = (userId: string, day: string) => `${userId}|${weekStartOf(day)}`;

/** Refuses (409) a change of a user's time on a day whose week is submitted or approved. */
export async function requireOpenWeek(db: AppDb, userId: string, day: string): Promise<void> {
  const state = (await lockedWeeks(db, [{ userId, day }])).get(weekKey(userId, day));
  if (state) throw new AppError(409, TIME_MESSAGES.weekLocked(weekStartOf(day), state));
}

/** The state of a user's week whose entries would be locked, or undefined. */
export async function lockedStateOf(
  db: AppDb,
  userId: string,
  day: string,
): Promise<TimesheetState | undefined> {
  return (await lockedWeeks(db, [{ userId, day }])).get(weekKey(userId, day));
}

/** A project's rate and a member's own rate (the member's wins), or null without either. */
export async function rateOf(db: AppDb, projectId: string, userId: string): Promise<HourlyRate | null> {
  const rows = await db
    .select({
      userId: projectRates.userId,
      rateMinor: projectRates.rateMinor,
      currency: projectRates.currency,
    })
    .from(projectRates)
    .where(
      and(
        eq(projectRates.projectId, projectId),
        or(isNull(projectRates.userId), eq(projectRates.userId, userId)),
      ),
    );
  const toRate = (row: (typeof rows)[number] | undefined): HourlyRate | null =>
    row && isCurrency(row.currency) ? { rateMinor: row.rateMinor, currency: row.currency as Currency } : null;
  return effectiveRate(
    toRate(rows.find((row) => row.userId === null)),
    toRate(rows.find((row) => row.userId === userId)),
  );
}

/** What a billable entry keeps: its rate, the exchange rate in force to USD, and the labour cost in USD. */
export interface CostSnapshot {
  rateMinor: number | null;
  rateCurrency: Currency | null;
  usdRate: number | null;
  costUsdMinor: number;
}

const NO_COST: CostSnapshot = { rateMinor: null, rateCurrency: null, usdRate: null, costUsdMinor: 0 };

/**
 * The cost of an entry as written now: nothing unless billable on a project with a rate for its author; else
 * the rate, the organization's exchange rate of the rate's currency to USD in force now (finance's table, or the
 * built-in rates for a project without organization), and the cost in USD minor units.
 */
export async function costSnapshot(
  db: AppDb,
  entry: { billable: boolean; projectId: string | null; userId: string; durationSeconds: number },
): Promise<CostSnapshot> {
  if (!entry.billable || !entry.projectId) return NO_COST;
  const rate = await rateOf(db, entry.projectId, entry.userId);
  if (!rate) return NO_COST;
  const [project] = await db
    .select({ organizationId: projects.organizationId })
    .from(projects)
    .where(eq(projects.id, entry.projectId));
  const rates = project?.organizationId ? await loadRates(db, project.organizationId) : EXCHANGE_RATES;
  const usdRate = usdRateOf(rate.currency, rates) ?? 1;
  return {
    rateMinor: rate.rateMinor,
    rateCurrency: rate.currency,
    usdRate,
    costUsdMinor: labourCostUsdMinor(entry.durationSeconds, rate.rateMinor, usdRate),
  };
}

/** Whether a project has any rate (the default of a timer's `billable`). */
export async function projectHasRate(db: AppDb, projectId: string, userId: string): Promise<boolean> {
  return (await rateOf(db, projectId, userId)) !== null;
}

/** The days of the week starting `weekStart`, as a range condition on entries. */
export function inWeek(weekStart: string): SQL {
  return sql`${timeEntries.workedOn} between ${weekStart} and ${weekEndOf(weekStart)}`;
}
