import { describe, expect, it } from 'vitest';
import { HELP_SHORTCUTS } from './help';
import { GLOBAL_SHORTCUTS, type GlobalShortcutId, matchShortcut } from './shortcuts';

/** Presses a shortcut's keys as the handler sees them, one after the other. */
function press(keys: readonly string[]): GlobalShortcutId | null {
  let pending: string | null = null;
  for (const key of keys) {
    const match = matchShortcut(key, pending);
    if (match.kind === 'run') return match.id;
    pending = match.kind === 'pending' ? match.key : null;
  }
  return null;
}

describe('the global keyboard shortcuts', () => {
  it('lists every binding of the key handler in the help table, with the same keys and text', () => {
    for (const shortcut of GLOBAL_SHORTCUTS) {
      expect(HELP_SHORTCUTS).toContainEqual(shortcut);
    }
    expect(new Set(GLOBAL_SHORTCUTS.map((shortcut) => shortcut.id)).size).toBe(GLOBAL_SHORTCUTS.length);
  });

  it('binds each shortcut to the keys the table shows, letters in lower case', () => {
    for (const shortcut of GLOBAL_SHORTCUTS) {
      expect(press(shortcut.keys.map((key) => key.toLowerCase()))).toBe(shortcut.id);
    }
    expect(press(['?'])).toBe('help');
    expect(press(['g', 'c'])).toBe('goCalendar');
    expect(press(['c'])).toBe('createTask');
  });

  it('ends a sequence on any other key, and ignores Shift+letter and unknown keys', () => {
    expect(matchShortcut('g', null)).toEqual({ kind: 'pending', key: 'g' });
    expect(matchShortcut('j', 'g')).toEqual({ kind: 'none' });
    expect(matchShortcut('C', null)).toEqual({ kind: 'none' });
    expect(matchShortcut('q', null)).toEqual({ kind: 'none' });
  });

  it('keeps the command palette in the table', () => {
    expect(HELP_SHORTCUTS).toContainEqual(expect.objectContaining({ keys: ['Ctrl', 'K'] }));
  });
});
