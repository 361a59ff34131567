import {
  type DiscussionMessage,
  isTaskFinished,
  type Project,
  RECENT_ACTIVITY_LIMIT,
  RECENT_ACTIVITY_TEXTS,
  type Task,
} from '@app/domain';

/** A change this client made on the server, told once the server confirmed it (the SDK's own mutations). */
export type ClientChange =
  | { type: 'task.created'; task: Task }
  | { type: 'task.updated'; task: Task }
  | { type: 'task.deleted'; taskId: string }
  | { type: 'project.created'; project: Project }
  | { type: 'project.updated'; project: Project }
  | { type: 'discussion.posted'; message: DiscussionMessage };

/**
 * The changes a client made, in the order the server confirmed them: the SDK's mutation calls publish here, once
 * each, and what follows a change (the socket's change notices, the assistant's recent activity) listens here.
 */
export interface ClientChangeFeed {
  publish(change: ClientChange): void;
  /** Calls `listener` with every change from now on; returns the unsubscribe function. */
  subscribe(listener: (change: ClientChange) => void): () => void;
}

export function createClientChangeFeed(): ClientChangeFeed {
  const listeners = new Set<(change: ClientChange) => void>();
  return {
    publish(change) {
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch {
          // A listener's failure must not turn a confirmed change into a failed call.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** How a change reads in the assistant's `recentActivity` (spec 7.5). */
export function recentActivityText(change: ClientChange): string {
  switch (change.type) {
    case 'task.created':
      return RECENT_ACTIVITY_TEXTS.taskCreated(change.task.title);
    case 'task.updated':
      return isTaskFinished(change.task.status)
        ? RECENT_ACTIVITY_TEXTS.taskCompleted(change.task.title)
        : RECENT_ACTIVITY_TEXTS.taskUpdated(change.task.title);
    case 'task.deleted':
      return RECENT_ACTIVITY_TEXTS.taskDeleted;
    case 'project.created':
      return RECENT_ACTIVITY_TEXTS.projectCreated(change.project.title);
    case 'project.updated':
      return RECENT_ACTIVITY_TEXTS.projectUpdated(change.project.title);
    case 'discussion.posted':
      return RECENT_ACTIVITY_TEXTS.discussionPosted;
  }
}

/** The user's last few actions in this session, for the assistant's `context.recentActivity`. */
export interface RecentActivity {
  /** The last {@link RECENT_ACTIVITY_LIMIT} actions, oldest first. */
  list(): string[];
  /** Forgets them (another user signs in). */
  clear(): void;
}

/** Keeps the last `limit` changes of `feed` as recent-activity entries, in memory (this session only). */
export function createRecentActivity(feed: ClientChangeFeed, limit = RECENT_ACTIVITY_LIMIT): RecentActivity {
  let entries: string[] = [];
  feed.subscribe((change) => {
    entries = [...entries, recentActivityText(change)].slice(-limit);
  });
  return {
    list: () => [...entries],
    clear: () => {
      entries = [];
    },
  };
}
