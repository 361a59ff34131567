import type { Notification, User } from '@app/domain';
import type { RealtimeClient } from '@app/sdk';
import { useRealtimeStatus } from '@app/sdk/react';
import { useEffect, useRef } from 'react';
import { sessionTokens } from '../sessionTokens';

// Spec 4.6: the browser's permission is asked for once; this remembers that it was.
const PERMISSION_ASKED_KEY = 'notificationPermissionAsked';

/**
 * Keeps the real-time connection in step with the session (spec 4.5): connected while a user is signed in with a
 * token, disconnected otherwise. When the server closes the connection because this browser's token was replaced
 * (a password change issues a new one), it connects again with the new token; after the client gave up, it tries
 * again when the browser is back online or the tab is shown again.
 */
export function useRealtimeSession(client: RealtimeClient, userId: string | undefined): void {
  const usedToken = useRef<string | null>(null);
  const lastUser = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!userId || !sessionTokens.get()) return;
    // Another person's notifications must not count as delivered for this one.
    if (lastUser.current !== undefined && lastUser.current !== userId) client.setLastNotificationId(null);
    lastUser.current = userId;
    usedToken.current = sessionTokens.get();
    client.connect();
    return () => client.disconnect();
  }, [client, userId]);

  const status = useRealtimeStatus();
  useEffect(() => {
    if (status !== 'failed' || !userId) return;
    const token = sessionTokens.get();
    if (token && token !== usedToken.current) {
      usedToken.current = token;
      client.reconnect();
      return;
    }
    // Given up after 5 attempts (spec 4.5): try again when the network comes back or the person returns to the
    // tab, so a server restart longer than the retries does not leave the page deaf until a reload.
    const retry = () => {
      if (document.visibilityState === 'visible' && sessionTokens.get()) client.reconnect();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', retry);
    };
  }, [client, status, userId]);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Asks for the browser's notification permission, once per browser, when it has not been decided yet. */
export function askNotificationPermissionOnce(): void {
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  if (Notification.permission !== 'default' || storage()?.getItem(PERMISSION_ASKED_KEY)) return;
  storage()?.setItem(PERMISSION_ASKED_KEY, 'true');
  void Notification.requestPermission().catch(() => undefined);
}

/**
 * Shows a notification as a browser notification when the user asked for them in their settings, the browser
 * allows it, and the page is not in front (in front, the toast and the bell say it).
 */
export function showBrowserNotification(notification: Notification, user: User | null): void {
  if (!user?.notificationPreferences?.browser) return;
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  if (Notification.permission !== 'granted' || document.visibilityState === 'visible') return;
  try {
    new Notification(notification.title, {
      body: notification.message,
      tag: `notification-${notification.id}`,
    });
  } catch {
    // Some browsers only allow notifications from a service worker: the bell still has it.
  }
}
