import { describe, expect, it } from 'vitest';
import { CommentCreatePayloadSchema, TaskUpdatePayloadSchema } from './task';
import {
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_USER_NOTIFICATION_PREFERENCES,
  EMAIL_KIND_OF_PREFERENCE,
  UserNotificationPreferencesSchema,
  userNotificationPreferencesOf,
} from './user';
import { MENTIONS_MAX, WATCHER_NOTIFICATION_TEXTS } from './watchers';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('notification preferences with mail', () => {
  it('reads preferences stored before the mail settings as the defaults, keeping what was stored', () => {
    const stored = { ...DEFAULT_NOTIFICATION_PREFERENCES, taskAssigned: false };
    expect(userNotificationPreferencesOf(stored)).toEqual({
      ...DEFAULT_USER_NOTIFICATION_PREFERENCES,
      taskAssigned: false,
    });
    expect(UserNotificationPreferencesSchema.parse(stored)).toEqual(userNotificationPreferencesOf(stored));
    expect(userNotificationPreferencesOf(null)).toEqual(DEFAULT_USER_NOTIFICATION_PREFERENCES);
    expect(userNotificationPreferencesOf(stored).dueSoon).toBe(true);
    expect(userNotificationPreferencesOf({ dueSoon: false }).dueSoon).toBe(false);
    // A partial or odd mail object: each missing or unknown value at its default.
    expect(
      userNotificationPreferencesOf({ email: { comments: false, digest: 'weekly', mentions: 'no' } }).email,
    ).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, comments: false });
    expect(DEFAULT_EMAIL_PREFERENCES).toMatchObject({
      mentions: true,
      assignments: true,
      comments: true,
      digest: 'off',
    });
  });

  it('mails mentions, assignments, comments, changes and due-soon reminders; not members joining', () => {
    expect(EMAIL_KIND_OF_PREFERENCE).toEqual({
      mentioned: 'mentions',
      taskAssigned: 'assignments',
      taskCommented: 'comments',
      taskCompleted: 'updates',
      taskUpdated: 'updates',
      dueSoon: 'dueSoon',
      memberJoined: null,
    });
  });
});

describe('mentions', () => {
  it('rides beside a comment and a description, up to the limit, as ids', () => {
    expect(CommentCreatePayloadSchema.parse({ text: 'Hi', mentions: [id(1)] })).toEqual({
      text: 'Hi',
      mentions: [id(1)],
    });
    expect(CommentCreatePayloadSchema.parse({ text: 'Hi' })).toEqual({ text: 'Hi' });
    expect(CommentCreatePayloadSchema.safeParse({ text: 'Hi', mentions: ['olivia'] }).success).toBe(false);
    const many = Array.from({ length: MENTIONS_MAX + 1 }, (_, n) => id(n + 1));
    expect(
      CommentCreatePayloadSchema.safeParse({ text: 'Hi', mentions: many }).error?.issues[0]?.message,
    ).toBe(`Mention at most ${MENTIONS_MAX} people at once`);
    expect(TaskUpdatePayloadSchema.parse({ description: 'See', mentions: [id(2)] })).toEqual({
      description: 'See',
      mentions: [id(2)],
    });
  });

  it('tells followers of each change in words', () => {
    const t = WATCHER_NOTIFICATION_TEXTS;
    expect(t.assigneeChanged('Olivia Smith', 'Fix login', null)).toBe('Olivia Smith unassigned "Fix login"');
    expect(t.dueDateChanged('Olivia Smith', 'Fix login', null)).toBe(
      'Olivia Smith removed the due date of "Fix login"',
    );
    expect(t.followedTasksChanged('Olivia Smith', 3)).toBe('Olivia Smith changed 3 tasks you follow');
  });
});
