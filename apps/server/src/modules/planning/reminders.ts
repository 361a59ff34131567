import {
  dueMoment,
  REMINDER_MESSAGES,
  REMINDER_TEXTS,
  type ReminderInput,
  reminderTime,
  type TaskReminder,
} from '@app/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { tasks, users } from '../../db/schema';
import { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';
import type { JobContext } from '../../jobs/queue';
import { notify } from '../notifications';
import { type TaskReminderRow, taskReminders } from './planning.schema';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** Reminders of these tasks were set, moved or removed: their jobs are queued again, the old ones cancelled. */
    'reminders.changed': { taskIds: string[]; cancelledJobIds: string[] };
  }
}

/** The pg-boss queue of reminders. */
export const REMINDER_QUEUE = 'task-reminder';
/** How many unsent reminders the start step queues per batch. */
const CATCH_UP_BATCH = 500;
/** The sender of a reminder: nobody, so the person who set it is not left out as the author of the change. */
const SYSTEM_ACTOR = '';

export function toReminder(row: TaskReminderRow): TaskReminder {
  return {
    id: row.id,
    remindAt: row.remindAt.toISOString(),
    offsetMinutes: row.offsetMinutes,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** The reminders `userId` set on a task, soonest first. */
export async function remindersOf(db: AppDb, taskId: string, userId: string): Promise<TaskReminder[]> {
  const rows = await db
    .select()
    .from(taskReminders)
    .where(and(eq(taskReminders.taskId, taskId), eq(taskReminders.userId, userId)))
    .orderBy(asc(taskReminders.remindAt));
  return rows.map(toReminder);
}

/** The moments a list of reminders fires at; a relative one needs the due date. */
function resolve(inputs: readonly ReminderInput[], dueDate: string | null) {
  const resolved = inputs.map((input) => {
    if (input.offsetMinutes !== undefined) {
      if (!dueDate) throw new AppError(400, REMINDER_MESSAGES.needsDueDate);
      return { remindAt: reminderTime(dueDate, input.offsetMinutes), offsetMinutes: input.offsetMinutes };
    }
    return { remindAt: new Date(input.remindAt as string), offsetMinutes: null };
  });
  const moments = new Set(resolved.map((r) => r.remindAt.getTime()));
  if (moments.size !== resolved.length) throw new AppError(400, REMINDER_MESSAGES.duplicate);
  return resolved;
}

/**
 * Replaces `userId`'s reminders of a task with `inputs` (the whole list), inside the task's transaction. A
 * reminder that stays as it was keeps its row (and its sent mark); the others are removed and their jobs
 * cancelled after the commit, new ones queued (`reminders.changed` in the outbox).
 */
export async function writeTaskReminders(
  tx: AppDb,
  outbox: EventOutbox,
  task: { id: string; dueDate: string | null },
  userId: string,
  inputs: readonly ReminderInput[],
): Promise<void> {
  const wanted = resolve(inputs, task.dueDate);
  const current = await tx
    .select()
    .from(taskReminders)
    .where(and(eq(taskReminders.taskId, task.id), eq(taskReminders.userId, userId)));
  const key = (at: Date, offset: number | null) => `${at.getTime()}:${offset ?? ''}`;
  const kept = new Set(current.map((row) => key(row.remindAt, row.offsetMinutes)));
  const wantedKeys = new Set(wanted.map((r) => key(r.remindAt, r.offsetMinutes)));
  const removed = current.filter((row) => !wantedKeys.has(key(row.remindAt, row.offsetMinutes)));
  const added = wanted.filter((r) => !kept.has(key(r.remindAt, r.offsetMinutes)));
  if (removed.length === 0 && added.length === 0) return;
  if (removed.length > 0) {
    await tx.delete(taskReminders).where(
      inArray(
        taskReminders.id,
        removed.map((row) => row.id),
      ),
    );
  }
  if (added.length > 0) {
    await tx.insert(taskReminders).values(added.map((r) => ({ taskId: task.id, userId, ...r })));
  }
  outbox.add({
    type: 'reminders.changed',
    taskIds: [task.id],
    cancelledJobIds: removed.flatMap((row) => (row.jobId && !row.sentAt ? [row.jobId] : [])),
  });
}

/**
 * A task's due date moved (PUT /tasks/{id}, the bulk edit): its unsent relative reminders, everyone's, move with
 * it; without a due date they are removed. Inside the change's transaction.
 */
export async function moveRelativeReminders(
  tx: AppDb,
  outbox: EventOutbox,
  taskIds: readonly string[],
  dueDate: string | null,
): Promise<void> {
  if (taskIds.length === 0) return;
  const which = and(
    inArray(taskReminders.taskId, [...taskIds]),
    isNotNull(taskReminders.offsetMinutes),
    isNull(taskReminders.sentAt),
  );
  const moved = dueDate
    ? await tx
        .update(taskReminders)
        .set({
          remindAt: sql`${dueMoment(dueDate).toISOString()}::timestamptz - ${taskReminders.offsetMinutes} * interval '1 minute'`,
        })
        .where(which)
        .returning({ id: taskReminders.id })
    : await tx.delete(taskReminders).where(which).returning({ id: taskReminders.id });
  if (moved.length > 0) outbox.add({ type: 'reminders.changed', taskIds: [...taskIds], cancelledJobIds: [] });
}

/**
 * Queues a job per unsent reminder, at its time; the singleton key (the reminder and its moment) keeps one job
 * waiting per reminder and moment, so queueing again (a restart, a second process) adds nothing. A reminder whose
 * moment moved gets a new job and its old one is cancelled.
 */
export async function queueReminders(context: JobContext, rows: readonly TaskReminderRow[]): Promise<void> {
  const { db, jobs } = context;
  if (!jobs.started) return;
  for (const row of rows) {
    const jobId = await jobs.send(
      REMINDER_QUEUE,
      { reminderId: row.id, remindAt: row.remindAt.toISOString() },
      { startAfter: row.remindAt, singletonKey: `${row.id}:${row.remindAt.getTime()}` },
    );
    if (!jobId || jobId === row.jobId) continue;
    if (row.jobId) await jobs.cancel(REMINDER_QUEUE, row.jobId);
    await db.update(taskReminders).set({ jobId }).where(eq(taskReminders.id, row.id));
  }
}

/** After a commit that changed reminders: cancel the removed ones' jobs, queue the tasks' unsent reminders. */
export async function rescheduleReminders(
  context: JobContext,
  event: { taskIds: readonly string[]; cancelledJobIds: readonly string[] },
): Promise<void> {
  for (const jobId of event.cancelledJobIds) await context.jobs.cancel(REMINDER_QUEUE, jobId);
  if (event.taskIds.length === 0) return;
  const rows = await context.db
    .select()
    .from(taskReminders)
    .where(and(inArray(taskReminders.taskId, [...event.taskIds]), isNull(taskReminders.sentAt)));
  await queueReminders(context, rows);
}

/**
 * The start step: queues every unsent reminder (those made while no queue ran, or whose job was lost). Those
 * already waiting are left as they are (singleton keys).
 */
export async function queuePendingReminders(context: JobContext): Promise<void> {
  let after = new Date(0);
  let afterId = '';
  for (;;) {
    // Served by task_reminders_pending_idx.
    const rows = await context.db
      .select()
      .from(taskReminders)
      .where(
        and(
          isNull(taskReminders.sentAt),
          sql`(${taskReminders.remindAt}, ${taskReminders.id}) > (${after.toISOString()}::timestamptz, ${afterId})`,
        ),
      )
      .orderBy(asc(taskReminders.remindAt), asc(taskReminders.id))
      .limit(CATCH_UP_BATCH);
    await queueReminders(context, rows);
    const last = rows.at(-1);
    if (!last || rows.length < CATCH_UP_BATCH) return;
    after = last.remindAt;
    afterId = last.id;
  }
}

/**
 * The job: tells the person who set the reminder, in the app and by mail (the `dueSoon` preference and mail
 * switch), once. The row's `sent_at` decides who tells (`UPDATE ... WHERE sent_at IS NULL RETURNING`), in the
 * same transaction as the notification and its queued mail, so a job run twice (a retry, two processes) tells
 * nobody twice; a reminder removed or moved since the job was queued is not told by it.
 */
export async function deliverReminder(
  context: Pick<JobContext, 'db' | 'events'>,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<boolean> {
  const reminderId = typeof data.reminderId === 'string' ? data.reminderId : undefined;
  const remindAt = typeof data.remindAt === 'string' ? new Date(data.remindAt) : undefined;
  if (!reminderId || !remindAt || Number.isNaN(remindAt.getTime())) return false;
  const outbox = new EventOutbox();
  const told = await context.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(taskReminders)
      .set({ sentAt: now })
      .where(
        and(
          eq(taskReminders.id, reminderId),
          isNull(taskReminders.sentAt),
          eq(taskReminders.remindAt, remindAt),
          lte(taskReminders.remindAt, new Date(now.getTime() + 60_000)),
        ),
      )
      .returning({ taskId: taskReminders.taskId, userId: taskReminders.userId });
    if (!claimed) return false;
    const [task] = await tx
      .select({ title: tasks.title, projectId: tasks.projectId, dueDate: tasks.dueDate })
      .from(tasks)
      .innerJoin(users, eq(users.id, claimed.userId))
      .where(and(eq(tasks.id, claimed.taskId), isNull(users.disabledAt)));
    if (!task) return true;
    await notify(tx, outbox, SYSTEM_ACTOR, [
      {
        recipientId: claimed.userId,
        type: 'task_update',
        title: REMINDER_TEXTS.notificationTitle,
        message: REMINDER_TEXTS.notificationMessage(task.title, task.dueDate),
        projectId: task.projectId,
        taskId: claimed.taskId,
        preference: 'dueSoon',
      },
    ]);
    return true;
  });
  outbox.flushTo(context.events);
  return told;
}

/**
 * The next instance of a repeating task gets everyone's reminders of the one completed, moved by the same number
 * of days as its dates; their jobs are queued after the commit.
 */
export async function copyRemindersToInstance(
  tx: AppDb,
  outbox: EventOutbox,
  fromTaskId: string,
  toTaskId: string,
  shiftDays: number,
): Promise<void> {
  const rows = await tx
    .select({
      userId: taskReminders.userId,
      remindAt: taskReminders.remindAt,
      offsetMinutes: taskReminders.offsetMinutes,
    })
    .from(taskReminders)
    .where(eq(taskReminders.taskId, fromTaskId));
  if (rows.length === 0) return;
  await tx.insert(taskReminders).values(
    rows.map((row) => ({
      taskId: toTaskId,
      userId: row.userId,
      remindAt: new Date(row.remindAt.getTime() + shiftDays * 86_400_000),
      offsetMinutes: row.offsetMinutes,
    })),
  );
  outbox.add({ type: 'reminders.changed', taskIds: [toTaskId], cancelledJobIds: [] });
}
