import { type EmailKind, userNotificationPreferencesOf, WEB_PATHS } from '@app/domain';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client';
import { type MailQueueRow, mailQueue, organizations, tasks, users } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { type MailItem, renderNotificationMail } from './mail-render';
import { unsubscribeToken } from './unsubscribe';

/** A claimed batch is another worker's for this long; a worker that died while sending leaves it to the next. */
const LEASE_MS = 5 * 60_000;
/** A failed send is tried again after 1, 2, 4... minutes, at most an hour apart, and given up after this many. */
export const MAIL_MAX_ATTEMPTS = 8;
const DAY_MS = 24 * 3600_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
}

export interface MailWorkerOptions {
  db: AppDb;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appOrigin: string;
  secret: string;
  batchWindowMs: number;
}

export interface MailWorker {
  /** Sends every batch due at `now`; answers how many messages went out. */
  flush(now?: Date): Promise<number>;
  /** Runs `flush` every few seconds in the background (the server's start). */
  start(): void;
  /** Stops the timer and waits for a flush under way. */
  stop(): Promise<void>;
}

interface Group {
  recipientId: string;
  taskId: string | null;
  digest: boolean;
}

/**
 * The mail worker (issue 38): turns the queued notifications into mail, one message per (recipient, task) once the
 * first change of the pair is older than the batch window, or one a day per recipient for the daily digest.
 * Requests never wait on it; a failing mail server leaves the rows queued with a later retry.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, mailer, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function dueGroups(now: Date): Promise<Group[]> {
    const batched = new Date(now.getTime() - options.batchWindowMs);
    const daily = new Date(now.getTime() - DAY_MS);
    const ready = lte(mailQueue.nextAttemptAt, now);
    const perTask = await db
      .select({ recipientId: mailQueue.recipientId, taskId: mailQueue.taskId })
      .from(mailQueue)
      .where(and(ready, eq(mailQueue.digest, false)))
      .groupBy(mailQueue.recipientId, mailQueue.taskId)
      .having(sql`min(${mailQueue.createdAt}) <= ${batched.toISOString()}::timestamptz`);
    const digests = await db
      .select({ recipientId: mailQueue.recipientId })
      .from(mailQueue)
      .where(and(ready, eq(mailQueue.digest, true)))
      .groupBy(mailQueue.recipientId)
      .having(sql`min(${mailQueue.createdAt}) <= ${daily.toISOString()}::timestamptz`);
    return [
      ...perTask.map((group) => ({ ...group, digest: false })),
      ...digests.map((group) => ({ ...group, taskId: null, digest: true })),
    ];
  }

  /** Takes the group's due rows for this worker (SKIP LOCKED: rows another worker holds are not waited for). */
  async function claim(group: Group, now: Date): Promise<MailQueueRow[]> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(mailQueue)
        .where(
          and(
            eq(mailQueue.recipientId, group.recipientId),
            eq(mailQueue.digest, group.digest),
            group.digest
              ? undefined
              : group.taskId
                ? eq(mailQueue.taskId, group.taskId)
                : isNull(mailQueue.taskId),
            lte(mailQueue.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(mailQueue.id))
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      await tx
        .update(mailQueue)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailQueue.attempts} + 1` })
        .where(
          inArray(
            mailQueue.id,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    });
  }

  function taskUrl(taskId: string | null): string | null {
    return taskId ? `${options.appOrigin}${WEB_PATHS.tasks.detail.href(taskId)}` : null;
  }

  async function sendGroup(group: Group, now: Date): Promise<boolean> {
    const claimed = await claim(group, now);
    if (claimed.length === 0) return false;
    const ids = claimed.map((row) => row.id);
    const [recipient] = await db
      .select({
        email: users.email,
        preferences: users.notificationPreferences,
        organizationId: users.organizationId,
      })
      .from(users)
      .where(eq(users.id, group.recipientId));
    const preferences = userNotificationPreferencesOf(recipient?.preferences);
    // A kind turned off since it was queued (an unsubscribe) is not sent.
    const rows = claimed.filter((row) => preferences.email[row.kind as EmailKind]);
    const dropped = claimed.filter((row) => !rows.includes(row)).map((row) => row.id);
    if (dropped.length > 0) await db.delete(mailQueue).where(inArray(mailQueue.id, dropped));
    const first = rows[0];
    if (!recipient || !first) return false;

    const taskIds = [...new Set(rows.flatMap((row) => (row.taskId ? [row.taskId] : [])))];
    const taskRows = taskIds.length
      ? await db
          .select({ id: tasks.id, title: tasks.title, organizationId: tasks.organizationId })
          .from(tasks)
          .where(inArray(tasks.id, taskIds))
      : [];
    const task = group.digest ? undefined : taskRows.find((row) => row.id === group.taskId);
    const organizationId = task?.organizationId ?? recipient.organizationId;
    const [organization] = organizationId
      ? await db
          .select({ name: organizations.name, logo: organizations.logo, branding: organizations.branding })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
      : [];
    const kind = first.kind as EmailKind;
    const unsubscribeUrl = `${options.appOrigin}/api/v1/notifications/unsubscribe?token=${unsubscribeToken(options.secret, group.recipientId, kind)}`;
    const items: MailItem[] = rows.map((row) => ({
      message: row.message,
      excerpt: row.excerpt,
      excerptDoc: row.excerptDoc,
      taskUrl: taskUrl(row.taskId),
    }));
    const parts = renderNotificationMail({
      organization: organization
        ? {
            name: organization.name,
            logo: organization.logo,
            primaryColor: organization.branding.primaryColor,
          }
        : null,
      task: task ? { title: task.title, url: taskUrl(task.id) ?? options.appOrigin } : null,
      items,
      kind,
      unsubscribeUrl,
      appOrigin: options.appOrigin,
    });
    const sending = rows.map((row) => row.id);
    try {
      await mailer.send({
        to: recipient.email,
        ...parts,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      const attempts = first.attempts;
      if (attempts >= MAIL_MAX_ATTEMPTS) {
        log.error({ err: error, recipientId: group.recipientId, attempts }, 'Notification mail given up');
        await db.delete(mailQueue).where(inArray(mailQueue.id, sending));
      } else {
        log.warn(
          { err: error, recipientId: group.recipientId, attempts },
          'Notification mail failed; will retry',
        );
        await db
          .update(mailQueue)
          .set({
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
          })
          .where(inArray(mailQueue.id, sending));
      }
      return false;
    }
    await db.delete(mailQueue).where(inArray(mailQueue.id, ids));
    return true;
  }

  async function flush(now = new Date()): Promise<number> {
    let sent = 0;
    for (const group of await dueGroups(now)) {
      if (await sendGroup(group, now)) sent += 1;
    }
    return sent;
  }

  const intervalMs = Math.min(Math.max(Math.floor(options.batchWindowMs / 4), 1000), 30_000);

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = flush()
        .catch((error: unknown) => log.error({ err: error }, 'Mail worker: a flush failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  }

  return {
    flush,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
