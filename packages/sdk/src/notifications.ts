import {
  type Notification,
  type NotificationList,
  type NotificationListQueryInput,
  PAGE_LIMIT_MAX,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the app bar: see schemas/work.ts.
const schemas = () => import('./schemas/work');
const NotificationListSchema = lazySchema(schemas, 'NotificationListSchema');
const NotificationAnswerSchema = lazySchema(schemas, 'NotificationAnswerSchema');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');

const notificationPath = (id: string) => `notifications/${encodeURIComponent(id)}`;

/**
 * One page of the user's notifications (GET /notifications), newest first, with the count of all unread ones; with
 * `after`, the notifications after that id, oldest first.
 */
export function listNotifications(
  client: ApiClient,
  query?: NotificationListQueryInput,
): Promise<NotificationList> {
  return client.get('notifications', NotificationListSchema, searchParamsOrNone(query));
}

/**
 * Every notification after `afterId`, oldest first: pages of 100, each asked after the last id of the previous one,
 * until a page is not full. This is how a reconnected client catches up; '0' (an app that has none yet) asks for
 * all of them.
 */
export async function fetchNotificationsAfter(client: ApiClient, afterId: string): Promise<Notification[]> {
  const limit = PAGE_LIMIT_MAX;
  const found: Notification[] = [];
  let after = afterId;
  for (;;) {
    const { data } = await listNotifications(client, { after, limit });
    found.push(...data);
    const last = data.at(-1);
    // A page that does not move forward would be asked for again and again.
    if (data.length < limit || !last || !isAfter(last.id, after)) return found;
    after = last.id;
  }
}

function isAfter(id: string, after: string): boolean {
  try {
    return BigInt(id) > BigInt(after);
  } catch {
    return false;
  }
}

/** Marks one notification read (PUT /notifications/{id}/read); returns it. */
export async function markNotificationRead(client: ApiClient, id: string): Promise<Notification> {
  return (await client.put(`${notificationPath(id)}/read`, NotificationAnswerSchema)).data;
}

/** Marks every notification of the user read (PUT /notifications/read-all). */
export async function markAllNotificationsRead(client: ApiClient): Promise<void> {
  await client.put('notifications/read-all', ApiMessageSchema);
}

/** Deletes every notification of the user: 'Clear All' (DELETE /notifications). */
export async function clearNotifications(client: ApiClient): Promise<void> {
  await client.delete('notifications', ApiMessageSchema);
}
