import {
  EMAIL_KIND_OF_PREFERENCE,
  type EmailKind,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type NotificationPreferenceKey,
  type NotificationType,
  pageCount,
  type RichTextDoc,
  userNotificationPreferencesOf,
} from '@app/domain';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { mailQueue, type NotificationRow, notifications, users } from '../../db/schema';
import type { EventOutbox } from '../../events/bus';
import { AppError } from '../../http/errors';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  allRead: 'All notifications marked as read',
  cleared: 'All notifications cleared',
} as const;

/** A notification to create; `preference` names the setting of the recipient that may turn it off. */
export interface NotificationDraft {
  recipientId: string;
  type: NotificationType;
  title: string;
  message: string;
  projectId?: string | null;
  taskId?: string | null;
  preference?: NotificationPreferenceKey;
  /** What the mail quotes (a comment's text). */
  excerpt?: string;
  /** The comment as rich text, quoted formatted in the mail's HTML part. */
  excerptDoc?: RichTextDoc | null;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    read: row.read,
    timestamp: row.createdAt.toISOString(),
    projectId: row.projectId,
    taskId: row.taskId,
  };
}

/**
 * Stores the notifications of a change, inside the change's transaction, and queues their delivery for after the
 * commit. Nobody is notified of their own action; one person gets one notification per change (the first draft for
 * them counts: put the most specific first); a person who turned that kind off in their settings gets none. A kind
 * that also goes by mail and whose mail the person has on is queued for the mail worker in the same transaction
 * (`mail_queue`), so a restart loses none and the request never waits on mail.
 */
export async function notify(
  tx: AppDb,
  outbox: EventOutbox,
  actorId: string,
  drafts: readonly NotificationDraft[],
): Promise<void> {
  const byRecipient = new Map<string, NotificationDraft>();
  for (const draft of drafts) {
    if (draft.recipientId !== actorId && !byRecipient.has(draft.recipientId)) {
      byRecipient.set(draft.recipientId, draft);
    }
  }
  if (byRecipient.size === 0) return;

  const recipients = await tx
    .select({ id: users.id, preferences: users.notificationPreferences })
    .from(users)
    .where(inArray(users.id, [...byRecipient.keys()]));
  const mails: (typeof mailQueue.$inferInsert)[] = [];
  const wanted = recipients.flatMap(({ id, preferences: stored }) => {
    const draft = byRecipient.get(id);
    if (!draft) return [];
    const preferences = userNotificationPreferencesOf(stored);
    if (draft.preference && !preferences[draft.preference]) return [];
    const kind = draft.preference ? EMAIL_KIND_OF_PREFERENCE[draft.preference] : null;
    if (kind && preferences.email[kind]) {
      mails.push({
        recipientId: id,
        kind,
        digest: preferences.email.digest === 'daily',
        taskId: draft.taskId ?? null,
        projectId: draft.projectId ?? null,
        title: draft.title,
        message: draft.message,
        excerpt: draft.excerpt ?? null,
        excerptDoc: draft.excerptDoc ?? null,
      });
    }
    return [draft];
  });
  if (wanted.length === 0) return;

  const rows = await tx
    .insert(notifications)
    .values(
      wanted.map((draft) => ({
        recipientId: draft.recipientId,
        type: draft.type,
        title: draft.title,
        message: draft.message,
        projectId: draft.projectId ?? null,
        taskId: draft.taskId ?? null,
      })),
    )
    .returning();
  if (mails.length > 0) await tx.insert(mailQueue).values(mails);
  outbox.add(
    ...rows.map((row) => ({
      type: 'notification.created' as const,
      recipientId: row.recipientId,
      notification: toNotification(row),
    })),
  );
}

async function unreadCount(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)));
  return row?.value ?? 0;
}

/**
 * GET /notifications. A page, newest first; or with `after`, the notifications after that id, oldest first (a
 * reconnecting client's catch-up: it asks again after the last id of each full page).
 */
export async function listNotifications(
  db: AppDb,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const mine = eq(notifications.recipientId, userId);
  const where = query.after !== undefined ? and(mine, gt(notifications.id, Number(query.after))) : mine;
  const order = query.after !== undefined ? asc(notifications.id) : desc(notifications.id);
  const offset = query.after !== undefined ? 0 : (query.page - 1) * query.limit;
  const [rows, [totalRow], unread] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(order).limit(query.limit).offset(offset),
    db.select({ value: count() }).from(notifications).where(where),
    unreadCount(db, userId),
  ]);
  const total = totalRow?.value ?? 0;
  const page = query.after !== undefined ? 1 : query.page;
  return {
    success: true,
    data: rows.map(toNotification),
    pagination: { page, limit: query.limit, total, pages: pageCount(total, query.limit) },
    unreadCount: unread,
  };
}

/** PUT /notifications/{id}/read: only the recipient's own; any other id answers 404. */
export async function markNotificationRead(db: AppDb, userId: string, id: string): Promise<Notification> {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) throw new AppError(404, NOTIFICATION_MESSAGES.notFound);
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, numeric), eq(notifications.recipientId, userId)))
    .returning();
  if (!row) throw new AppError(404, NOTIFICATION_MESSAGES.notFound);
  return toNotification(row);
}

/** PUT /notifications/read-all. */
export async function markAllNotificationsRead(db: AppDb, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)));
}

/** DELETE /notifications ('Clear All'). */
export async function clearNotifications(db: AppDb, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.recipientId, userId));
}

/**
 * POST /notifications/unsubscribe (the mail's one-click link): turns this kind of mail off for this person, and
 * drops what of it is still queued. Answers false when the account is gone.
 */
export async function unsubscribeFromMail(db: AppDb, userId: string, kind: EmailKind): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      notificationPreferences: sql`${users.notificationPreferences} || jsonb_build_object('email', coalesce(${users.notificationPreferences} -> 'email', '{}'::jsonb) || jsonb_build_object(${kind}::text, false))`,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  await db.delete(mailQueue).where(and(eq(mailQueue.recipientId, userId), eq(mailQueue.kind, kind)));
  return rows.length > 0;
}
