import {
  canApproveTimesheet,
  canTransitionTimesheet,
  isTimesheetLocked,
  TIME_MESSAGES,
  type Timesheet,
  type TimesheetQuery,
  type TimesheetState,
  type TimesheetSummary,
  type TimesheetTaskRow,
  weekDays,
  weekEndOf,
  weekStartOf,
} from '@app/domain';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Viewer, WorkDeps } from '../work';
import { tellTimeChanged } from './time.events';
import {
  inWeek,
  managedDepartmentIds,
  managedProjectIds,
  selectReadableEntries,
  toTimeEntry,
} from './time.queries';
import { type TimesheetRow, timeEntries, timesheets } from './time.schema';

interface Person {
  id: string;
  name: string;
  organizationId: string | null;
  departmentId: string | null;
}

async function findPerson(db: AppDb, id: string): Promise<Person | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      organizationId: users.organizationId,
      departmentId: users.departmentId,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/**
 * What the reviewer is to a person's week (the facts of `canApproveTimesheet`): an admin of their organization,
 * the manager of their department (or one above), a manager of a project the week has time on. One statement.
 */
async function reviewFacts(db: AppDb, viewer: Viewer, owner: Person, weekStart: string) {
  const orgAdminOfOwner =
    viewer.isOrgAdmin && Boolean(owner.organizationId) && owner.organizationId === viewer.organizationId;
  const [row] = await db
    .select({
      managesDepartment: owner.departmentId
        ? sql<boolean>`${owner.departmentId} = any(array(${managedDepartmentIds(viewer.id)}))`
        : sql<boolean>`false`,
      managesProject: sql<boolean>`exists (select 1 from ${timeEntries} where ${timeEntries.userId} = ${owner.id} and ${inWeek(weekStart)} and ${timeEntries.projectId} = any(array(${managedProjectIds(db, viewer.id)})))`,
    })
    .from(sql`(select 1) as one`);
  return {
    reviewerId: viewer.id,
    ownerId: owner.id,
    orgAdminOfOwner,
    managesOwnerDepartment: Boolean(row?.managesDepartment),
    managesProjectOfWeek: Boolean(row?.managesProject),
  };
}

async function findTimesheetRow(
  db: AppDb,
  userId: string,
  weekStart: string,
): Promise<TimesheetRow | undefined> {
  const [row] = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.userId, userId), eq(timesheets.weekStart, weekStart)));
  return row;
}

/** GET /timesheets: a person's week (the viewer's by default), the entries the viewer may read of it. */
export async function getTimesheet(db: AppDb, viewer: Viewer, query: TimesheetQuery): Promise<Timesheet> {
  const weekStart = weekStartOf(query.week);
  const ownerId = query.userId ?? viewer.id;
  const owner = await findPerson(db, ownerId);
  if (!owner) throw new AppError(404, TIME_MESSAGES.timesheetNotFound);
  const facts = await reviewFacts(db, viewer, owner, weekStart);
  const own = ownerId === viewer.id;
  if (!own && !facts.orgAdminOfOwner && !facts.managesOwnerDepartment && !facts.managesProjectOfWeek) {
    throw new AppError(403, TIME_MESSAGES.cannotRead);
  }
  const row = await findTimesheetRow(db, ownerId, weekStart);
  const state = (row?.state ?? 'draft') as TimesheetState;
  const locked = isTimesheetLocked(state);
  const rows = await selectReadableEntries(
    db,
    viewer,
    and(eq(timeEntries.userId, ownerId), inWeek(weekStart)),
  ).orderBy(asc(timeEntries.workedOn), asc(timeEntries.createdAt));
  const entries = rows.map((entryRow) => toTimeEntry(entryRow, viewer.id, locked));
  const days = weekDays(weekStart);
  const tasks = new Map<string, TimesheetTaskRow>();
  for (const entry of entries) {
    const task = tasks.get(entry.taskId) ?? {
      taskId: entry.taskId,
      taskTitle: entry.taskTitle,
      projectId: entry.projectId,
      projectTitle: entry.projectTitle,
      days: days.map(() => 0),
      totalSeconds: 0,
      billableSeconds: 0,
    };
    const index = days.indexOf(entry.date);
    if (index >= 0) task.days[index] = (task.days[index] ?? 0) + entry.durationSeconds;
    task.totalSeconds += entry.durationSeconds;
    if (entry.billable) task.billableSeconds += entry.durationSeconds;
    tasks.set(entry.taskId, task);
  }
  const sum = (list: typeof entries) => list.reduce((total, entry) => total + entry.durationSeconds, 0);
  const decidedBy = row?.decidedBy ? await findPerson(db, row.decidedBy) : undefined;
  return {
    _id: row?.id ?? null,
    user: { _id: owner.id, name: owner.name },
    weekStart,
    weekEnd: weekEndOf(weekStart),
    state,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedBy: decidedBy ? { _id: decidedBy.id, name: decidedBy.name } : null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    reason: row?.reason ?? null,
    days: days.map((date) => {
      const ofDay = entries.filter((entry) => entry.date === date);
      return {
        date,
        totalSeconds: sum(ofDay),
        billableSeconds: sum(ofDay.filter((entry) => entry.billable)),
      };
    }),
    tasks: [...tasks.values()],
    entries,
    totalSeconds: sum(entries),
    billableSeconds: sum(entries.filter((entry) => entry.billable)),
    locked,
    canSubmit: own && canTransitionTimesheet(state, 'submitted') && entries.length > 0,
    canReview: state === 'submitted' && canApproveTimesheet(facts),
  };
}

/** POST /timesheets/submit: the viewer hands in a week with time in it; a submitted or approved one is a 409. */
export async function submitTimesheet(
  { db, events }: WorkDeps,
  viewer: Viewer,
  week: string,
): Promise<Timesheet> {
  const weekStart = weekStartOf(week);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, viewer.id), inWeek(weekStart)));
  if (!count?.n) throw new AppError(400, TIME_MESSAGES.emptyWeek);
  const now = new Date();
  const [saved] = await db
    .insert(timesheets)
    .values({
      userId: viewer.id,
      organizationId: viewer.organizationId,
      weekStart,
      state: 'submitted',
      submittedAt: now,
    })
    .onConflictDoUpdate({
      target: [timesheets.userId, timesheets.weekStart],
      set: { state: 'submitted', submittedAt: now, decidedBy: null, decidedAt: null, reason: null },
      setWhere: sql`${timesheets.state} in ('draft', 'rejected')`,
    })
    .returning();
  if (!saved) {
    const current = await findTimesheetRow(db, viewer.id, weekStart);
    throw new AppError(409, TIME_MESSAGES.cannotSubmit((current?.state ?? 'submitted') as TimesheetState));
  }
  tellTimeChanged(
    events,
    { userId: viewer.id, projectId: null, organizationId: viewer.organizationId },
    true,
  );
  return getTimesheet(db, viewer, { week: weekStart });
}

/** Totals of each timesheet's week, with its owner: one statement over the entries' (user, day) index. */
function summaryColumns() {
  return {
    sheet: timesheets,
    name: users.name,
    total: sql<number>`(select coalesce(sum(${timeEntries.durationSeconds}), 0)::int from ${timeEntries} where ${timeEntries.userId} = ${timesheets.userId} and ${timeEntries.workedOn} between ${timesheets.weekStart} and ${timesheets.weekStart} + 6)`,
    billable: sql<number>`(select coalesce(sum(${timeEntries.durationSeconds}), 0)::int from ${timeEntries} where ${timeEntries.userId} = ${timesheets.userId} and ${timeEntries.billable} and ${timeEntries.workedOn} between ${timesheets.weekStart} and ${timesheets.weekStart} + 6)`,
  };
}

function toSummary(row: {
  sheet: TimesheetRow;
  name: string;
  total: number;
  billable: number;
}): TimesheetSummary {
  return {
    _id: row.sheet.id,
    user: { _id: row.sheet.userId, name: row.name },
    weekStart: row.sheet.weekStart,
    weekEnd: weekEndOf(row.sheet.weekStart),
    state: row.sheet.state as TimesheetState,
    submittedAt: row.sheet.submittedAt?.toISOString() ?? null,
    totalSeconds: Number(row.total),
    billableSeconds: Number(row.billable),
  };
}

/** POST /timesheets/{id}/approve and /reject: a manager of the week's work reviews a submitted week. */
export async function reviewTimesheet(
  { db, events }: WorkDeps,
  viewer: Viewer,
  id: string,
  decision: { to: 'approved' } | { to: 'rejected'; reason: string },
): Promise<TimesheetSummary> {
  const [row] = await db.select().from(timesheets).where(eq(timesheets.id, id));
  if (!row) throw new AppError(404, TIME_MESSAGES.timesheetNotFound);
  const owner = await findPerson(db, row.userId);
  if (!owner) throw new AppError(404, TIME_MESSAGES.timesheetNotFound);
  if (owner.id === viewer.id) throw new AppError(403, TIME_MESSAGES.ownTimesheet);
  if (!canApproveTimesheet(await reviewFacts(db, viewer, owner, row.weekStart))) {
    throw new AppError(403, TIME_MESSAGES.cannotApprove);
  }
  const state = row.state as TimesheetState;
  if (!canTransitionTimesheet(state, decision.to)) throw new AppError(409, TIME_MESSAGES.cannotReview(state));
  const [saved] = await db
    .update(timesheets)
    .set({
      state: decision.to,
      decidedBy: viewer.id,
      decidedAt: new Date(),
      reason: decision.to === 'rejected' ? decision.reason : null,
    })
    .where(and(eq(timesheets.id, id), eq(timesheets.state, 'submitted')))
    .returning();
  if (!saved) throw new AppError(409, TIME_MESSAGES.cannotReview(state));
  tellTimeChanged(events, { userId: owner.id, projectId: null, organizationId: owner.organizationId }, true);
  const [summary] = await db
    .select(summaryColumns())
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .where(eq(timesheets.id, id));
  if (!summary) throw new AppError(404, TIME_MESSAGES.timesheetNotFound);
  return toSummary(summary);
}

/**
 * GET /timesheets/pending: the submitted weeks of others the viewer may review (`canApproveTimesheet` in SQL),
 * oldest week first; on the partial index of submitted weeks.
 */
export async function listPendingTimesheets(db: AppDb, viewer: Viewer): Promise<TimesheetSummary[]> {
  const reviewable: SQL[] = [
    sql`${users.departmentId} = any(array(${managedDepartmentIds(viewer.id)}))`,
    sql`exists (select 1 from ${timeEntries} where ${timeEntries.userId} = ${timesheets.userId} and ${timeEntries.workedOn} between ${timesheets.weekStart} and ${timesheets.weekStart} + 6 and ${timeEntries.projectId} = any(array(${managedProjectIds(db, viewer.id)})))`,
  ];
  if (viewer.isOrgAdmin && viewer.organizationId) {
    reviewable.push(eq(users.organizationId, viewer.organizationId));
  }
  const rows = await db
    .select(summaryColumns())
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .where(and(eq(timesheets.state, 'submitted'), ne(timesheets.userId, viewer.id), or(...reviewable)))
    .orderBy(asc(timesheets.weekStart), asc(users.name))
    .limit(200);
  return rows.map(toSummary);
}
