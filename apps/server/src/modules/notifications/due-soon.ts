import { DUE_SOON_TEXTS, dueSoonDates } from '@app/domain';
import { and, asc, eq, gte, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client';
import { taskDueReminders, tasks, users } from '../../db/schema';
import { type DomainEventBus, EventOutbox } from '../../events/bus';
import { notify } from './notifications.service';

/** Tasks reminded of per transaction. */
const BATCH = 200;
/** The sweep's actor: nobody, so no recipient is left out as the author of the change. */
const SYSTEM_ACTOR = '';

/**
 * Tells each assignee of an unfinished task due today or tomorrow (UTC, @app/domain's `dueSoonDates`) that it is
 * due soon, once per task and due date: the row of `task_due_reminders` the sweep inserts decides who tells (ON
 * CONFLICT DO NOTHING RETURNING), so a second server process sweeping at the same time tells nobody twice, and a
 * task whose due date moves is reminded of again. A disabled assignee is not reminded. The in-app notification
 * answers to the `dueSoon` preference, the mail to the `dueSoon` mail switch (`notify` queues it). Answers how
 * many reminders this sweep took (a reminder to someone who turned it off counts, and tells nobody); the realtime events of what committed are added to `outbox`.
 */
export async function sweepDueSoon(db: AppDb, outbox: EventOutbox, now: Date): Promise<number> {
  const { today, tomorrow } = dueSoonDates(now);
  let reminded = 0;
  for (;;) {
    // Served by tasks_due_date_idx (a range of two days) and the reminders' primary key.
    const due = await db
      .select({
        id: tasks.id,
        title: tasks.title,
        projectId: tasks.projectId,
        assignedTo: tasks.assignedTo,
        dueDate: tasks.dueDate,
      })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.assignedTo))
      .where(
        and(
          gte(tasks.dueDate, today),
          lte(tasks.dueDate, tomorrow),
          ne(tasks.status, 'done'),
          isNull(users.disabledAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(taskDueReminders)
              .where(and(eq(taskDueReminders.taskId, tasks.id), eq(taskDueReminders.dueDate, tasks.dueDate))),
          ),
        ),
      )
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(BATCH);
    if (due.length === 0) break;
    // This batch's events go out only once its transaction has committed.
    const committed = new EventOutbox();
    reminded += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(taskDueReminders)
        .values(due.map((task) => ({ taskId: task.id, dueDate: task.dueDate as string })))
        .onConflictDoNothing()
        .returning({ taskId: taskDueReminders.taskId });
      const mine = new Set(claimed.map((row) => row.taskId));
      // One call per task: `notify` keeps one notification per person per call, and one person may have several.
      for (const task of due) {
        if (!mine.has(task.id) || !task.assignedTo || !task.dueDate) continue;
        await notify(tx, committed, SYSTEM_ACTOR, [
          {
            recipientId: task.assignedTo,
            type: 'task_update',
            title: DUE_SOON_TEXTS.title,
            message: DUE_SOON_TEXTS.message(task.title, task.dueDate, now),
            projectId: task.projectId,
            taskId: task.id,
            preference: 'dueSoon',
          },
        ]);
      }
      return mine.size;
    });
    committed.moveTo(outbox);
    if (due.length < BATCH) break;
  }
  return reminded;
}

export interface DueSoonSweeper {
  /** Starts sweeping now and then every `intervalMs` (the server's start). */
  start(): void;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** Runs `sweepDueSoon` in the background while the server runs; what it notifies reaches open screens at once. */
export function createDueSoonSweeper(options: {
  db: AppDb;
  events: DomainEventBus;
  log: FastifyBaseLogger;
  intervalMs: number;
}): DueSoonSweeper {
  const { db, events, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      const outbox = new EventOutbox();
      running = sweepDueSoon(db, outbox, new Date())
        .catch((error: unknown) => log.error({ err: error }, 'Due-soon sweep failed'))
        .finally(() => {
          outbox.flushTo(events);
          running = undefined;
          schedule(options.intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      if (!timer) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
