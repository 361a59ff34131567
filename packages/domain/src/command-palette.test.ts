import { describe, expect, it } from 'vitest';
import {
  matchesCommand,
  PALETTE_RECENT_MAX,
  type PaletteRecentItem,
  paletteScreens,
  parseRecent,
  withRecent,
} from './command-palette';

const item = (id: string) => ({ type: 'task' as const, id, title: `Task ${id}`, url: `/tasks/${id}` });

describe('the command palette', () => {
  it('keeps recent items once each, newest first, up to the limit', () => {
    let list: PaletteRecentItem[] = [item('a'), item('b')];
    list = withRecent(list, item('b'));
    expect(list.map((entry) => entry.id)).toEqual(['b', 'a']);
    for (let i = 0; i < 20; i++) list = withRecent(list, item(String(i)));
    expect(list).toHaveLength(PALETTE_RECENT_MAX);
    expect(list[0]?.id).toBe('19');
  });

  it('reads back only well-formed recent items that stay inside the app', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([item('a'), { ...item('b'), url: 'https://evil.example/' }, { id: 'c' }]);
    expect(parseRecent(stored)).toEqual([item('a')]);
  });

  it('matches a command when every typed word starts one of its words', () => {
    expect(matchesCommand('Go to My Tasks', 'tas')).toBe(true);
    expect(matchesCommand('Go to My Tasks', 'go my')).toBe(true);
    expect(matchesCommand('Create a project', 'proj cre')).toBe(true);
    expect(matchesCommand('Create a project', 'task')).toBe(false);
    expect(matchesCommand('Switch to dark mode', '')).toBe(true);
  });
});

describe("the palette's screens", () => {
  const labels = (user: Parameters<typeof paletteScreens>[0]) =>
    paletteScreens(user).map((screen) => screen.label);

  it('offers a person without an organization the main sidebar, without its Create Project', () => {
    expect(labels({ role: 'user', accountType: 'individual' })).toEqual([
      'Dashboard',
      'My Projects',
      'My Tasks',
      'Calendar',
      'Timeline',
      'Quick Todo',
      'My Profile',
      'Help',
    ]);
  });

  it("adds the organization area's pages for a member, each name and path once", () => {
    const member = { role: 'user', accountType: 'organization', organizationId: 'o1', orgRole: 'member' };
    const screens = paletteScreens(member);
    expect(screens.map((screen) => [screen.label, screen.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Projects', '/projects'],
      ['My Tasks', '/tasks'],
      ['Calendar', '/tasks/calendar'],
      ['Timeline', '/tasks/timeline'],
      ['Quick Todo', '/todos'],
      ['My Profile', '/profile'],
      ['Organization Dashboard', '/org/dashboard'],
      ['Projects', '/org/projects'],
      ['Tasks', '/org/tasks'],
      ['Teams', '/org/teams'],
      ['Help', '/help'],
    ]);
    // An organization admin's 'Organization Settings' is already the main sidebar's: listed once.
    const admin = { ...member, role: 'admin', orgRole: 'org_admin', isOrgAdmin: true };
    const adminLabels = labels(admin);
    expect(adminLabels.filter((label) => label === 'Organization Settings')).toHaveLength(1);
    expect(new Set(adminLabels).size).toBe(adminLabels.length);
    expect(adminLabels).toContain('Billing & Subscription');
  });
});
