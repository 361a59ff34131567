import { z } from 'zod';
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_BADGE_OVERFLOW } from './constants';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';

export const NOTIFICATION_TYPES = [
  'task_update',
  'project_update',
  'discussion_message',
  'user_joined',
  'user_left',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const NotificationSchema = z.object({
  id: z.string().min(1),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  timestamp: DateTimeStringSchema,
  projectId: IdSchema.nullable().optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The unread badge: the count, capped at '99+'; empty when nothing is unread. */
export function notificationBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > NOTIFICATION_BADGE_MAX ? NOTIFICATION_BADGE_OVERFLOW : String(unread);
}
