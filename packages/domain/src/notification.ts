import { z } from 'zod';
import { PAGE_LIMIT_MAX, PaginationSchema } from './api';
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
  /** The task it is about, when there is one, so the panel can open it. */
  taskId: IdSchema.nullable().optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * Notification ids are increasing integers (as strings), per recipient order of creation. A client that was
 * disconnected asks for everything after the last id it saw (`after`), so nothing sent meanwhile is lost.
 */
export const NotificationIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'Invalid notification id');

/** `GET /notifications`: newest first by page, or with `after`, the ones after that id, oldest first. */
export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
  /** '0' asks for all of them (a client that has seen none yet). */
  after: z.union([z.literal('0'), NotificationIdSchema]).optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;
export type NotificationListQueryInput = z.input<typeof NotificationListQuerySchema>;

export const NotificationListSchema = z.object({
  success: z.literal(true),
  data: z.array(NotificationSchema),
  pagination: PaginationSchema,
  /** Unread notifications of the recipient in all (not only this page). */
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

// The badge text needs no schema: it lives apart, so the app bar does not load zod.
export { notificationBadgeText } from './notification-badge';
