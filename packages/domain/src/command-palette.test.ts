import { describe, expect, it } from 'vitest';
import {
  matchesCommand,
  PALETTE_RECENT_MAX,
  type PaletteRecentItem,
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
