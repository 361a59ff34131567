import { type Notification, type NotificationList, pageCount } from '@app/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiClient } from '../http';
import {
  clearNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications';
import { useRealtimeClient } from './realtime';

/** How many notifications the panel shows: the newest 50. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** Marks the notification mutations, so a settled one can tell whether others are still in flight. */
const NOTIFICATION_MUTATION_KEY = ['notifications', 'mutation'] as const;

export const notificationQueryKeys = {
  all: () => ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};

/** The newest 50 notifications, newest first, with the count of all unread ones. */
export function notificationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: notificationQueryKeys.list(),
    queryFn: () => listNotifications(client, { limit: NOTIFICATION_LIST_LIMIT }),
  });
}

export function useNotifications(client: ApiClient) {
  return useQuery(notificationsQueryOptions(client));
}

/** The cached list before an optimistic change. */
export interface NotificationMutationContext {
  previous: NotificationList | undefined;
}

/** Changes the cached list at once; returns what it was, for the rollback. */
async function changeList(
  queryClient: QueryClient,
  change: (list: NotificationList) => NotificationList,
): Promise<NotificationMutationContext> {
  await queryClient.cancelQueries({ queryKey: notificationQueryKeys.list() });
  const previous = queryClient.getQueryData<NotificationList>(notificationQueryKeys.list());
  if (previous) queryClient.setQueryData(notificationQueryKeys.list(), change(previous));
  return { previous };
}

function rollBack(queryClient: QueryClient, context: NotificationMutationContext | undefined): void {
  if (context?.previous) queryClient.setQueryData(notificationQueryKeys.list(), context.previous);
}

function settleNotificationChange(queryClient: QueryClient): void {
  // While another change is in flight, its own settling refreshes (refreshing now would undo its patch).
  if (queryClient.isMutating({ mutationKey: NOTIFICATION_MUTATION_KEY }) > 1) return;
  void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all() });
}

/** Marks one notification read, at once in the list and its unread count; put back if the server refuses. */
export function useMarkNotificationRead(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: NOTIFICATION_MUTATION_KEY,
    mutationFn: (id: string) => markNotificationRead(client, id),
    onMutate: (id) =>
      changeList(queryClient, (list) => {
        const target = list.data.find((item) => item.id === id);
        if (!target || target.read) return list;
        return {
          ...list,
          data: list.data.map((item) => (item.id === id ? { ...item, read: true } : item)),
          unreadCount: Math.max(0, list.unreadCount - 1),
        };
      }),
    onError: (_error, _id, context) => rollBack(queryClient, context),
    onSettled: () => settleNotificationChange(queryClient),
  });
}

/** Marks every notification read, at once; put back if the server refuses. */
export function useMarkAllNotificationsRead(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: NOTIFICATION_MUTATION_KEY,
    mutationFn: () => markAllNotificationsRead(client),
    onMutate: () =>
      changeList(queryClient, (list) => ({
        ...list,
        data: list.data.map((item) => (item.read ? item : { ...item, read: true })),
        unreadCount: 0,
      })),
    onError: (_error, _variables, context) => rollBack(queryClient, context),
    onSettled: () => settleNotificationChange(queryClient),
  });
}

/** 'Clear All': empties the list at once; put back if the server refuses. */
export function useClearNotifications(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: NOTIFICATION_MUTATION_KEY,
    mutationFn: () => clearNotifications(client),
    onMutate: () =>
      changeList(queryClient, (list) => ({
        ...list,
        data: [],
        pagination: { ...list.pagination, page: 1, total: 0, pages: 0 },
        unreadCount: 0,
      })),
    onError: (_error, _variables, context) => rollBack(queryClient, context),
    onSettled: () => settleNotificationChange(queryClient),
  });
}

/** The list with a new notification on top (unless it holds it already) and the unread count raised. */
export function withNewNotification(list: NotificationList, notification: Notification): NotificationList {
  if (list.data.some((item) => item.id === notification.id)) return list;
  const total = list.pagination.total + 1;
  return {
    ...list,
    data: [notification, ...list.data],
    pagination: { ...list.pagination, total, pages: pageCount(total, list.pagination.limit) },
    unreadCount: list.unreadCount + (notification.read ? 0 : 1),
  };
}

export interface LiveNotificationsOptions {
  /** Called once per new notification (a toast, a browser notification). */
  onNew?: (notification: Notification) => void;
}

/**
 * The notification list, kept live: once it has loaded, the real-time client learns its newest id (so a
 * reconnection catches up from there), and each new notification is put on top of it, exactly once.
 */
export function useLiveNotifications(client: ApiClient, options: LiveNotificationsOptions = {}) {
  const realtime = useRealtimeClient();
  const queryClient = useQueryClient();
  const list = useNotifications(client);
  const onNew = useRef(options.onNew);
  useEffect(() => {
    onNew.current = options.onNew;
  });

  const newestId = list.data ? (list.data.data[0]?.id ?? '0') : undefined;
  useEffect(() => {
    if (newestId !== undefined) realtime.setLastNotificationId(newestId);
  }, [realtime, newestId]);

  useEffect(
    () =>
      realtime.onNotification((notification) => {
        const key = notificationQueryKeys.list();
        queryClient.setQueryData<NotificationList>(key, (cached) =>
          cached ? withNewNotification(cached, notification) : cached,
        );
        // A list being fetched may have been read before this notification existed: it is fetched again.
        if (queryClient.isFetching({ queryKey: key }) > 0)
          void queryClient.invalidateQueries({ queryKey: key });
        onNew.current?.(notification);
      }),
    [realtime, queryClient],
  );
  return list;
}
