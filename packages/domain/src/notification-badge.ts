import { NOTIFICATION_BADGE_MAX, NOTIFICATION_BADGE_OVERFLOW } from './constants';

/** The unread badge: the count, capped at '99+'; empty when nothing is unread. */
export function notificationBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > NOTIFICATION_BADGE_MAX ? NOTIFICATION_BADGE_OVERFLOW : String(unread);
}
