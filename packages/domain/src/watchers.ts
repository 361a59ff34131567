import { z } from 'zod';
import { IdSchema } from './ids';

/**
 * Watchers and mentions (issue 38). The creator, the assignee, each commenter and each mentioned person follow a
 * task; anyone who can see the task may follow or unfollow it. Followers hear of its changes that matter: its
 * state, its assignee, its due date and new comments.
 */

/** People mentioned in one comment or description: the ids picked in the editor's popup. */
export const MENTIONS_MAX = 50;

export const MentionsSchema = z
  .array(IdSchema)
  .max(MENTIONS_MAX, { error: `Mention at most ${MENTIONS_MAX} people at once` });

/** One follower of a task, as the task screen shows them. */
export const TaskWatcherSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  profileImage: z.string().optional(),
});
export type TaskWatcher = z.infer<typeof TaskWatcherSchema>;

/** GET, POST and DELETE /tasks/{id}/watchers: whether the caller follows the task, and who does (by name). */
export const TaskWatchersSchema = z.object({
  watching: z.boolean(),
  watchers: z.array(TaskWatcherSchema),
});
export type TaskWatchers = z.infer<typeof TaskWatchersSchema>;

/** The notifications of issue 38 (titles and messages), each written once. */
export const WATCHER_NOTIFICATION_TEXTS = {
  mentionTitle: 'You were mentioned',
  mentionedInComment: (actor: string, title: string) => `${actor} mentioned you in a comment on "${title}"`,
  mentionedInDescription: (actor: string, title: string) => `${actor} mentioned you in "${title}"`,
  updateTitle: 'Task updated',
  statusChanged: (actor: string, title: string, state: string) => `${actor} moved "${title}" to ${state}`,
  assigneeChanged: (actor: string, title: string, assignee: string | null) =>
    assignee ? `${actor} assigned "${title}" to ${assignee}` : `${actor} unassigned "${title}"`,
  dueDateChanged: (actor: string, title: string, due: string | null) =>
    due ? `${actor} set the due date of "${title}" to ${due}` : `${actor} removed the due date of "${title}"`,
  /** One bulk edit of several tasks the person follows. */
  followedTasksChanged: (actor: string, count: number) => `${actor} changed ${count} tasks you follow`,
  commentTitle: 'New comment',
  commented: (actor: string, title: string) => `${actor} commented on "${title}"`,
} as const;

/** Mail of issue 38: subjects, the footer and the unsubscribe answers. */
export const NOTIFICATION_MAIL_TEXTS = {
  /** One change: its own line ('Olivia Smith commented on “Fix login”'). */
  updates: (count: number, title: string) => `${count} updates on “${title}”`,
  digest: (count: number) => `Your daily summary: ${count} ${count === 1 ? 'update' : 'updates'}`,
  openTask: 'Open the task',
  footer: (kind: string) => `You get this mail because of your notification settings (${kind}).`,
  unsubscribe: 'Unsubscribe from these emails',
  unsubscribed: 'You will no longer get these emails.',
  unsubscribeConfirm: 'Stop getting these emails?',
  invalidToken: 'This unsubscribe link is not valid',
} as const;
