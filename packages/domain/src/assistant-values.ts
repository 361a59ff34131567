// The values of assistant.ts that need no schema (lists, labels, limits, texts, pure helpers), apart from its zod
// schemas so that importing one of them does not bring zod: assistant.ts re-exports them.

/** Reply actions of spec 4.9. */
export const CHAT_ACTIONS = [
  'navigate',
  'task_created',
  'project_created',
  'task_updated',
  'project_updated',
  'display_tasks',
  'display_projects',
  'display_team',
  'display_progress',
  'display_quick_actions',
] as const;

/** Actions after which lists elsewhere in the app must refetch (the data-updated event). */
export const DATA_UPDATE_ACTIONS = [
  'task_created',
  'project_created',
  'task_updated',
  'project_updated',
] as const;

/** Actions whose data is shown through the display-data event. */
export const DISPLAY_DATA_ACTIONS = ['display_tasks', 'display_projects', 'display_team'] as const;

/** Actions rendered inline in the chat. */
export const INLINE_ACTIONS = ['display_progress', 'display_quick_actions'] as const;

/** Confidence is shown as a rounded percent. */
export function confidencePercent(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}

export const CHAT_SENDERS = ['user', 'bot'] as const;

// Request payloads of spec 7.5.

/** How many of the user's last actions in this session the assistant is told (spec 7.5 `recentActivity`). */
export const RECENT_ACTIVITY_LIMIT = 5;

/** The longest recent-activity entry, in characters. */
export const RECENT_ACTIVITY_ENTRY_MAX = 200;

/** The longest title quoted in an entry; a longer one is cut with '…'. */
const RECENT_ACTIVITY_TITLE_MAX = 80;

const quoted = (title: string) =>
  `"${title.length > RECENT_ACTIVITY_TITLE_MAX ? `${title.slice(0, RECENT_ACTIVITY_TITLE_MAX - 1)}…` : title}"`;

/** The entries of `recentActivity`: what the user did, as the assistant reads it. */
export const RECENT_ACTIVITY_TEXTS = {
  taskCreated: (title: string) => `Created task ${quoted(title)}`,
  taskUpdated: (title: string) => `Updated task ${quoted(title)}`,
  taskCompleted: (title: string) => `Completed task ${quoted(title)}`,
  taskDeleted: 'Deleted a task',
  projectCreated: (title: string) => `Created project ${quoted(title)}`,
  projectUpdated: (title: string) => `Updated project ${quoted(title)}`,
  discussionPosted: 'Posted in a project discussion',
  tooMany: `Recent activity holds at most ${RECENT_ACTIVITY_LIMIT} entries`,
  tooLong: `A recent activity entry is at most ${RECENT_ACTIVITY_ENTRY_MAX} characters long`,
} as const;

/** Spec 2.8: paths on which the assistant widget is not shown. */
export const ASSISTANT_HIDDEN_PATH_PREFIXES = [
  '/home',
  '/auth',
  '/privacy',
  '/terms',
  '/accept-invitation',
  '/invite',
] as const;

/** Whether the assistant widget shows on this path (signed-in users only; the caller checks sign-in). */
export function isAssistantVisibleOn(pathname: string): boolean {
  return !ASSISTANT_HIDDEN_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A 24-hex project id after /projects/ in the path is the widget's current project (spec 2.8). */
export function assistantProjectIdFromPath(pathname: string): string | null {
  const match = /^\/projects\/([0-9a-f]{24})(?:\/|$)/.exec(pathname);
  return match?.[1] ?? null;
}

/** The longest message the assistant reads (the payload schema's limit). */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 2000;
