import {
  canEditTimeEntry,
  canLogTime,
  dayInTimeZone,
  TIME_MESSAGES,
  type TimeEntry,
  type TimeEntryCreatePayload,
  type TimeEntryListQuery,
  type TimeEntryPage,
  type TimeEntryUpdatePayload,
  type Timer,
  type TimerStartPayload,
  type TimerStartResult,
  type TimerStopPayload,
  timerDurationSeconds,
  weekStartOf,
} from '@app/domain';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { projects, tasks } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import { checkBudgetAlerts } from '../finance';
import { findVisibleTask } from '../tasks';
import { accessRole, type Viewer, type WorkDeps } from '../work';
import { tellTimeChanged } from './time.events';
import {
  costSnapshot,
  lockedStateOf,
  lockedWeeks,
  projectHasRate,
  readableEntries,
  requireOpenWeek,
  selectReadableEntries,
  toTimeEntry,
  weekKey,
} from './time.queries';
import { type RunningTimerRow, runningTimers, type TimeEntryRow, timeEntries } from './time.schema';

/** A task the viewer may log time on (404 when they cannot see it, 403 when they may not move it). */
async function requireLoggableTask(db: AppDb, viewer: Viewer, taskId: string) {
  const access = await findVisibleTask(db, viewer, taskId);
  if (!access) throw new AppError(404, TIME_MESSAGES.taskNotFound);
  const role = access.task.projectId
    ? accessRole(viewer, { organizationId: access.projectOrganizationId }, access.memberRole)
    : null;
  if (viewer.platformView || !canLogTime(access.task, viewer.id, role)) {
    throw new AppError(403, TIME_MESSAGES.cannotLog);
  }
  return access;
}

/** The task as an entry keeps it: its project and that project's organization (the task's own without one). */
function entryTask(access: {
  task: { id: string; projectId: string | null; organizationId: string | null };
  projectOrganizationId: string | null;
}) {
  return {
    id: access.task.id,
    projectId: access.task.projectId,
    organizationId: access.task.projectId ? access.projectOrganizationId : access.task.organizationId,
  };
}

/** One entry as the viewer sees it (after a write: the viewer may read their own). */
async function entryView(db: AppDb, viewer: Viewer, id: string): Promise<TimeEntry> {
  const [row] = await selectReadableEntries(db, viewer, eq(timeEntries.id, id)).limit(1);
  if (!row) throw new AppError(404, TIME_MESSAGES.entryNotFound);
  const locked = Boolean(await lockedStateOf(db, row.entry.userId, row.entry.workedOn));
  return toTimeEntry(row, viewer.id, locked);
}

/** Writes an entry of the viewer's with its cost as of now (in the caller's transaction or not). */
async function insertEntry(
  db: AppDb,
  values: {
    userId: string;
    task: { id: string; projectId: string | null; organizationId: string | null };
    workedOn: string;
    durationSeconds: number;
    note: string;
    billable: boolean;
    fromTimer: boolean;
  },
): Promise<TimeEntryRow> {
  const cost = await costSnapshot(db, {
    billable: values.billable,
    projectId: values.task.projectId,
    userId: values.userId,
    durationSeconds: values.durationSeconds,
  });
  const [row] = await db
    .insert(timeEntries)
    .values({
      userId: values.userId,
      taskId: values.task.id,
      projectId: values.task.projectId,
      organizationId: values.task.organizationId,
      workedOn: values.workedOn,
      durationSeconds: values.durationSeconds,
      note: values.note,
      billable: values.billable,
      fromTimer: values.fromTimer,
      ...cost,
    })
    .returning();
  if (!row) throw new Error('Time entry not written');
  return row;
}

/**
 * Finance's budget alerts of the projects whose labour cost these entries (before and after a change) moved: 80 and
 * 100 % of the budget are told once, as for expenses.
 */
async function checkLabourAlerts(
  { db, events }: WorkDeps,
  actorId: string,
  ...rows: Pick<TimeEntryRow, 'projectId' | 'organizationId' | 'costUsdMinor'>[]
): Promise<void> {
  const byOrganization = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.projectId || !row.organizationId || row.costUsdMinor <= 0) continue;
    const projects = byOrganization.get(row.organizationId) ?? new Set<string>();
    projects.add(row.projectId);
    byOrganization.set(row.organizationId, projects);
  }
  if (byOrganization.size === 0) return;
  const outbox = new EventOutbox();
  await db.transaction(async (tx) => {
    for (const [organizationId, projectIds] of byOrganization) {
      await checkBudgetAlerts(tx, outbox, actorId, organizationId, [...projectIds]);
    }
  });
  outbox.flushTo(events);
}

/** POST /tasks/{id}/time-entries: time the viewer logs by hand on a task they may move. */
export async function logTime(
  { db, events }: WorkDeps,
  viewer: Viewer,
  taskId: string,
  payload: TimeEntryCreatePayload,
): Promise<TimeEntry> {
  const access = await requireLoggableTask(db, viewer, taskId);
  await requireOpenWeek(db, viewer.id, payload.date);
  const row = await insertEntry(db, {
    userId: viewer.id,
    task: entryTask(access),
    workedOn: payload.date,
    durationSeconds: payload.durationSeconds,
    note: payload.note,
    billable: payload.billable,
    fromTimer: false,
  });
  tellTimeChanged(events, row, false, {
    change: 'created',
    before: null,
    after: row,
    actor: actorOfViewer(viewer),
  });
  await checkLabourAlerts({ db, events }, viewer.id, row);
  return entryView(db, viewer, row.id);
}

/** GET /time-entries: the entries the viewer may read, newest day first, paged. */
export async function listTimeEntries(
  db: AppDb,
  viewer: Viewer,
  query: TimeEntryListQuery,
): Promise<TimeEntryPage> {
  const conditions: (SQL | undefined)[] = [
    query.from ? gte(timeEntries.workedOn, query.from) : undefined,
    query.to ? lte(timeEntries.workedOn, query.to) : undefined,
    query.userId ? eq(timeEntries.userId, query.userId) : undefined,
    query.projectId ? eq(timeEntries.projectId, query.projectId) : undefined,
    query.taskId ? eq(timeEntries.taskId, query.taskId) : undefined,
  ];
  const which = and(...conditions);
  const rows = await selectReadableEntries(db, viewer, which)
    .orderBy(desc(timeEntries.workedOn), desc(timeEntries.createdAt), desc(timeEntries.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timeEntries)
    .where(and(which, readableEntries(db, viewer)));
  const total = count?.n ?? 0;
  const locked = await lockedWeeks(
    db,
    rows.map((row) => ({ userId: row.entry.userId, day: row.entry.workedOn })),
  );
  return {
    success: true,
    data: rows.map((row) =>
      toTimeEntry(row, viewer.id, locked.has(weekKey(row.entry.userId, row.entry.workedOn))),
    ),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

/** An entry the viewer may change: 404 when they cannot read it, 403 when it is someone else's. */
async function requireOwnEntry(db: AppDb, viewer: Viewer, id: string): Promise<TimeEntryRow> {
  const [row] = await selectReadableEntries(db, viewer, eq(timeEntries.id, id)).limit(1);
  if (!row) throw new AppError(404, TIME_MESSAGES.entryNotFound);
  if (!canEditTimeEntry(viewer.id, row.entry.userId)) throw new AppError(403, TIME_MESSAGES.cannotEdit);
  return row.entry;
}

/** PUT /time-entries/{id}: its author changes it while neither its old nor its new week is locked (409). */
export async function updateTimeEntry(
  { db, events }: WorkDeps,
  viewer: Viewer,
  id: string,
  payload: TimeEntryUpdatePayload,
): Promise<TimeEntry> {
  const entry = await requireOwnEntry(db, viewer, id);
  await requireOpenWeek(db, entry.userId, entry.workedOn);
  const workedOn = payload.date ?? entry.workedOn;
  if (weekStartOf(workedOn) !== weekStartOf(entry.workedOn))
    await requireOpenWeek(db, entry.userId, workedOn);
  const durationSeconds = payload.durationSeconds ?? entry.durationSeconds;
  const billable = payload.billable ?? entry.billable;
  // The cost is computed anew with the rates in force now (a changed duration or billability changes it).
  const cost = await costSnapshot(db, {
    billable,
    projectId: entry.projectId,
    userId: entry.userId,
    durationSeconds,
  });
  const [saved] = await db
    .update(timeEntries)
    .set({ workedOn, durationSeconds, billable, note: payload.note ?? entry.note, ...cost })
    .where(eq(timeEntries.id, id))
    .returning();
  if (!saved) throw new AppError(404, TIME_MESSAGES.entryNotFound);
  tellTimeChanged(events, saved, false, {
    change: 'updated',
    before: entry,
    after: saved,
    actor: actorOfViewer(viewer),
  });
  if (saved.projectId !== entry.projectId) tellTimeChanged(events, entry);
  await checkLabourAlerts({ db, events }, viewer.id, entry, saved);
  return entryView(db, viewer, id);
}

/** DELETE /time-entries/{id}: its author, while its week is not locked. */
export async function deleteTimeEntry({ db, events }: WorkDeps, viewer: Viewer, id: string): Promise<void> {
  const entry = await requireOwnEntry(db, viewer, id);
  await requireOpenWeek(db, entry.userId, entry.workedOn);
  await db.delete(timeEntries).where(eq(timeEntries.id, id));
  tellTimeChanged(events, entry, false, {
    change: 'deleted',
    before: entry,
    after: null,
    actor: actorOfViewer(viewer),
  });
  await checkLabourAlerts({ db, events }, viewer.id, entry);
}

// The timer

/** Serialises the timer calls of one user (a start and a stop, or two starts, at once): the one timer row. */
async function lockTimerOf(tx: AppDb, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`timer:${userId}`}))`);
}

async function timerView(db: AppDb, row: RunningTimerRow): Promise<Timer> {
  const [task] = await db
    .select({ title: tasks.title, projectId: tasks.projectId })
    .from(tasks)
    .where(eq(tasks.id, row.taskId));
  return {
    taskId: row.taskId,
    taskTitle: task?.title ?? '',
    projectId: task?.projectId ?? null,
    startedAt: row.startedAt.toISOString(),
    timeZone: row.timeZone,
  };
}

/** GET /timer: the viewer's running timer, or null. */
export async function getTimer(db: AppDb, viewer: Viewer): Promise<Timer | null> {
  const [row] = await db.select().from(runningTimers).where(eq(runningTimers.userId, viewer.id));
  return row ? timerView(db, row) : null;
}

type StopOutcome =
  | { kind: 'entry'; entry: TimeEntryRow }
  | { kind: 'locked'; day: string; state: 'submitted' | 'approved' | 'draft' | 'rejected' };

/**
 * Ends the viewer's running timer inside the caller's transaction: the entry it becomes (dated on its start's day
 * in its time zone, whole seconds, at least one), or, when that week is locked, nothing (the timer is dropped).
 */
async function stopRunning(
  tx: AppDb,
  timer: RunningTimerRow,
  now: Date,
  payload: TimerStopPayload,
): Promise<StopOutcome> {
  await tx.delete(runningTimers).where(eq(runningTimers.userId, timer.userId));
  const day = dayInTimeZone(timer.startedAt, timer.timeZone);
  const state = await lockedStateOf(tx, timer.userId, day);
  if (state) return { kind: 'locked', day: weekStartOf(day), state };
  const [task] = await tx
    .select({
      task: { id: tasks.id, projectId: tasks.projectId, organizationId: tasks.organizationId },
      projectOrganizationId: projects.organizationId,
    })
    .from(tasks)
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .where(eq(tasks.id, timer.taskId));
  if (!task) throw new AppError(404, TIME_MESSAGES.taskNotFound);
  const entry = await insertEntry(tx, {
    userId: timer.userId,
    task: entryTask(task),
    workedOn: day,
    durationSeconds: timerDurationSeconds(timer.startedAt, now),
    note: payload?.note ?? '',
    billable: payload?.billable ?? timer.billable,
    fromTimer: true,
  });
  return { kind: 'entry', entry };
}

/**
 * POST /timer/start: a timer on a task the viewer may log time on. A running one is stopped first and becomes an
 * entry (dropped when its week is locked). Refused (409) when today's week, in the given time zone, is locked.
 * `billable` defaults to whether the viewer has a rate on the task's project.
 */
export async function startTimer(
  { db, events }: WorkDeps,
  viewer: Viewer,
  payload: TimerStartPayload,
): Promise<TimerStartResult> {
  const access = await requireLoggableTask(db, viewer, payload.taskId);
  const task = entryTask(access);
  const now = new Date();
  const today = dayInTimeZone(now, payload.timeZone);
  const todayState = await lockedStateOf(db, viewer.id, today);
  if (todayState) throw new AppError(409, TIME_MESSAGES.weekLocked(weekStartOf(today), todayState));
  const billable =
    payload.billable ?? (task.projectId ? await projectHasRate(db, task.projectId, viewer.id) : false);
  const outbox = new EventOutbox();
  const { timer, stopped } = await db.transaction(async (tx) => {
    await lockTimerOf(tx, viewer.id);
    const [running] = await tx.select().from(runningTimers).where(eq(runningTimers.userId, viewer.id));
    const outcome = running ? await stopRunning(tx, running, now, {}) : undefined;
    const [timer] = await tx
      .insert(runningTimers)
      .values({
        userId: viewer.id,
        taskId: task.id,
        startedAt: now,
        timeZone: payload.timeZone ?? null,
        billable,
      })
      .returning();
    if (!timer) throw new Error('Timer not started');
    return { timer, stopped: outcome?.kind === 'entry' ? outcome.entry : null };
  });
  // The entry a stopped timer made is a created entry like one logged by hand (webhooks' time_entry.created).
  if (stopped)
    tellTimeChanged(outbox, stopped, false, {
      change: 'created',
      before: null,
      after: stopped,
      actor: actorOfViewer(viewer),
    });
  tellTimeChanged(outbox, {
    userId: viewer.id,
    projectId: task.projectId,
    organizationId: task.organizationId,
  });
  outbox.flushTo(events);
  if (stopped) await checkLabourAlerts({ db, events }, viewer.id, stopped);
  return {
    timer: await timerView(db, timer),
    stopped: stopped ? await entryView(db, viewer, stopped.id) : null,
  };
}

/**
 * POST /timer/stop: the running timer becomes an entry, which the answer is (with `durationSeconds`). 404 without
 * a running timer; 409 when its week was submitted or approved meanwhile (the timer is dropped, the message says
 * so).
 */
export async function stopTimer(
  { db, events }: WorkDeps,
  viewer: Viewer,
  payload: TimerStopPayload,
): Promise<TimeEntry> {
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    await lockTimerOf(tx, viewer.id);
    const [running] = await tx.select().from(runningTimers).where(eq(runningTimers.userId, viewer.id));
    if (!running) return undefined;
    return stopRunning(tx, running, now, payload);
  });
  if (!outcome) throw new AppError(404, TIME_MESSAGES.noTimer);
  if (outcome.kind === 'locked') {
    tellTimeChanged(events, { userId: viewer.id, projectId: null, organizationId: viewer.organizationId });
    throw new AppError(409, TIME_MESSAGES.timerWeekLocked(outcome.day, outcome.state));
  }
  tellTimeChanged(events, outcome.entry, false, {
    change: 'created',
    before: null,
    after: outcome.entry,
    actor: actorOfViewer(viewer),
  });
  await checkLabourAlerts({ db, events }, viewer.id, outcome.entry);
  return entryView(db, viewer, outcome.entry.id);
}

function actorOfViewer(viewer: Viewer): { userId: string; userName: string } {
  return { userId: viewer.id, userName: viewer.name };
}
