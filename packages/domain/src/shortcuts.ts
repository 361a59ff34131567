// The app's own single-key shortcuts (issue 39): one list that the help page's table shows and the web app's
// key handler binds, so that the two cannot drift. No zod here: the handler is in every signed-in page's first load.

/** What a global shortcut does; the web app maps each id to its action. */
export type GlobalShortcutId =
  | 'help'
  | 'createTask'
  | 'goDashboard'
  | 'goProjects'
  | 'goTasks'
  | 'goCalendar'
  | 'focusFilter'
  | 'next'
  | 'previous'
  | 'edit'
  | 'select';

/** A shortcut of the key handler: `keys` as the table shows them, pressed one after the other. */
export interface GlobalShortcut {
  id: GlobalShortcutId;
  /** One key, or a sequence (`G` then `D`); a letter is the lower-case key without Shift. */
  keys: readonly string[];
  /** The keys are pressed one after the other rather than together. */
  sequence?: boolean;
  action: string;
  where: string;
}

/** How long the second key of a sequence (`G` then `D`) may come after the first. */
export const SHORTCUT_SEQUENCE_MS = 1500;

const EVERY_PAGE = 'Every signed-in page';
const LISTS = 'Task lists and boards';

/** The shortcuts the global key handler binds, in the order the help table lists them. */
export const GLOBAL_SHORTCUTS: readonly GlobalShortcut[] = [
  { id: 'help', keys: ['?'], action: 'Show the keyboard shortcuts', where: EVERY_PAGE },
  {
    id: 'createTask',
    keys: ['C'],
    action: 'Create a task (in a project: in that project)',
    where: EVERY_PAGE,
  },
  { id: 'goDashboard', keys: ['G', 'D'], sequence: true, action: 'Go to the dashboard', where: EVERY_PAGE },
  { id: 'goProjects', keys: ['G', 'P'], sequence: true, action: 'Go to My Projects', where: EVERY_PAGE },
  { id: 'goTasks', keys: ['G', 'T'], sequence: true, action: 'Go to My Tasks', where: EVERY_PAGE },
  { id: 'goCalendar', keys: ['G', 'C'], sequence: true, action: 'Go to the calendar', where: EVERY_PAGE },
  { id: 'focusFilter', keys: ['/'], action: 'Search or filter the list', where: 'Lists with a filter' },
  { id: 'next', keys: ['J'], action: 'Next task', where: LISTS },
  { id: 'previous', keys: ['K'], action: 'Previous task', where: LISTS },
  { id: 'edit', keys: ['E'], action: 'Edit the current task', where: LISTS },
  { id: 'select', keys: ['X'], action: 'Select the current task for a bulk edit', where: LISTS },
];

/** The `KeyboardEvent.key` a shortcut's key is pressed as: a letter in lower case, anything else as written. */
export function shortcutEventKey(key: string): string {
  return /^[A-Z]$/.test(key) ? key.toLowerCase() : key;
}

/** What a key press means: a shortcut to run, the first key of a sequence to wait on, or nothing. */
export type ShortcutMatch =
  | { kind: 'run'; id: GlobalShortcutId }
  | { kind: 'pending'; key: string }
  | { kind: 'none' };

/**
 * The meaning of `key` (a `KeyboardEvent.key`) after `pending`, the first key of a sequence pressed just before
 * (null when none is). After a sequence's first key only its second keys count: `G` then `C` is the calendar,
 * not a new task, and any other key ends the sequence.
 */
export function matchShortcut(
  key: string,
  pending: string | null,
  shortcuts: readonly GlobalShortcut[] = GLOBAL_SHORTCUTS,
): ShortcutMatch {
  const pressed = shortcuts.map((shortcut) => ({
    id: shortcut.id,
    keys: shortcut.sequence
      ? shortcut.keys.map(shortcutEventKey)
      : [shortcutEventKey(shortcut.keys[0] ?? '')],
  }));
  if (pending !== null) {
    const found = pressed.find(
      (entry) => entry.keys.length === 2 && entry.keys[0] === pending && entry.keys[1] === key,
    );
    return found ? { kind: 'run', id: found.id } : { kind: 'none' };
  }
  const single = pressed.find((entry) => entry.keys.length === 1 && entry.keys[0] === key);
  if (single) return { kind: 'run', id: single.id };
  if (pressed.some((entry) => entry.keys.length === 2 && entry.keys[0] === key))
    return { kind: 'pending', key };
  return { kind: 'none' };
}

export const SHORTCUT_TEXTS = {
  dialogTitle: 'Keyboard shortcuts',
  close: 'Close',
} as const;
