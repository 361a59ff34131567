import {
  type MainSidebarContext,
  type MainSidebarItem,
  visibleMainSidebarItems,
  visibleOrgNavItems,
} from './navigation-items';
import { canEnterOrganizationPages, type RoleSubject } from './permissions';
import type { SearchResult } from './search';
import { WEB_PATHS } from './web-paths';

/** The command palette's texts (issue 39). */
export const COMMAND_PALETTE_TEXTS = {
  title: 'Command palette',
  field: 'Search or type a command',
  nothing: 'Nothing matches',
  sections: { results: 'Search results', recent: 'Recent', commands: 'Commands' },
  createTask: 'Create a task',
  createProject: 'Create a project',
  goTo: (page: string) => `Go to ${page}`,
  settings: 'Open settings',
  darkMode: 'Switch to dark mode',
  lightMode: 'Switch to light mode',
  currency: (code: string) => `Show amounts in ${code}`,
  signOut: 'Sign out',
  switchOrganization: (name: string) => `Switch to ${name}`,
  /** The header's button that opens the palette (its tooltip adds the shortcut). */
  openButton: 'Search and commands',
  shortcutHint: (shortcut: string) => `Search and commands (${shortcut})`,
  kinds: {
    task: 'Task',
    project: 'Project',
    comment: 'Comment',
    user: 'Person',
    command: 'Command',
    page: 'Page',
    organization: 'Organization',
  },
} as const;

/** Where this device keeps the palette's recent items (localStorage). */
export const PALETTE_RECENT_KEY = 'taskflow.palette.recent';
export const PALETTE_RECENT_MAX = 8;

/** An item opened from the palette, offered first when it opens empty. */
export interface PaletteRecentItem {
  type: SearchResult['type'];
  id: string;
  title: string;
  url: string;
}

/** The recent list with `item` first: once per item, newest first, at most PALETTE_RECENT_MAX. */
export function withRecent(list: readonly PaletteRecentItem[], item: PaletteRecentItem): PaletteRecentItem[] {
  const others = list.filter((entry) => !(entry.type === item.type && entry.id === item.id));
  return [item, ...others].slice(0, PALETTE_RECENT_MAX);
}

/** A stored recent list read back: whatever is not a well-formed item is dropped. */
export function parseRecent(stored: string | null): PaletteRecentItem[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (entry): entry is PaletteRecentItem =>
          typeof entry === 'object' &&
          entry !== null &&
          ['task', 'project', 'comment', 'user'].includes((entry as PaletteRecentItem).type) &&
          typeof (entry as PaletteRecentItem).id === 'string' &&
          typeof (entry as PaletteRecentItem).title === 'string' &&
          typeof (entry as PaletteRecentItem).url === 'string' &&
          (entry as PaletteRecentItem).url.startsWith('/'),
      )
      .slice(0, PALETTE_RECENT_MAX);
  } catch {
    return [];
  }
}

/** Whether a command's label answers what was typed: every typed word starts a word of the label. */
export function matchesCommand(label: string, query: string): boolean {
  const words = label
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const typed = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return typed.every((part) => words.some((word) => word.startsWith(part)));
}

/** A screen the palette offers to go to. */
export interface PaletteScreen {
  key: string;
  label: string;
  path: string;
}

/**
 * Every screen this user may open, once each: the main sidebar's pages (spec 6.2, without its 'Create Project',
 * which is a command of its own), then the organization area's (spec 2.4) for those who may enter it, then Help. An
 * organization page named like a main one is called 'Organization <name>'; one that still repeats a name or a
 * path already listed is left out.
 */
export function paletteScreens(
  user: RoleSubject | null | undefined,
  context: MainSidebarContext = {},
): PaletteScreen[] {
  const main: PaletteScreen[] = visibleMainSidebarItems(user, context)
    .filter((item: MainSidebarItem) => item.key !== 'createProject')
    .map(({ key, label, path }) => ({ key, label, path }));
  const help: PaletteScreen = { key: 'help', label: 'Help', path: WEB_PATHS.help.path };
  if (!canEnterOrganizationPages(user)) return [...main, help];
  const labels = new Set(main.map((item) => item.label.toLowerCase()));
  const paths = new Set(main.map((item) => item.path));
  const screens = [...main];
  for (const item of visibleOrgNavItems(user)) {
    const label = labels.has(item.label.toLowerCase()) ? `Organization ${item.label}` : item.label;
    if (paths.has(item.path) || labels.has(label.toLowerCase())) continue;
    labels.add(label.toLowerCase());
    paths.add(item.path);
    screens.push({ key: `org-${item.key}`, label, path: item.path });
  }
  return [...screens, help];
}
