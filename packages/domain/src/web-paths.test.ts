import { describe, expect, it } from 'vitest';
import { MAIN_SIDEBAR_ITEMS, ORG_NAV_ITEMS } from './navigation-items';
import { type AppPath, WEB_PATHS } from './web-paths';

/** Every path pattern of the table, walked through its groups. */
function patterns(table: object): string[] {
  return Object.values(table).flatMap((entry: AppPath<unknown[]> | object) =>
    'path' in entry && typeof entry.path === 'string' ? [entry.path] : patterns(entry),
  );
}

describe('WEB_PATHS', () => {
  it('builds links from the patterns, encoding their parameters', () => {
    expect(WEB_PATHS.projects.detail.path).toBe('/projects/:id');
    expect(WEB_PATHS.projects.detail.href('a b')).toBe('/projects/a%20b');
    expect(WEB_PATHS.acceptInvitation.href('t', 'p1')).toBe('/accept-invitation/t?project=p1');
    expect(WEB_PATHS.acceptInvitation.href('t')).toBe('/accept-invitation/t');
    // Queries are form-encoded, as URLSearchParams writes them.
    expect(WEB_PATHS.auth.callback.href({ error: "it's a b~(c)*!", type: 'x&y=z' })).toBe(
      '/auth/callback?error=it%27s+a+b%7E%28c%29*%21&type=x%26y%3Dz',
    );
    expect(WEB_PATHS.auth.callback.href({})).toBe('/auth/callback');
  });

  it('holds each path once, and the navigation lists link only to its paths', () => {
    const all = patterns(WEB_PATHS);
    expect(new Set(all).size).toBe(all.length);
    for (const item of [...MAIN_SIDEBAR_ITEMS, ...ORG_NAV_ITEMS]) expect(all).toContain(item.path);
  });
});
