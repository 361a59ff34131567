import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppShellSkeleton } from './AppShellSkeleton';

// What the skeleton shows, and that it offers nothing to press, is proven by its stories in Chromium. This file
// keeps the one thing a story cannot do without a new pre-bundled dependency: render it to HTML on the server.
describe('AppShellSkeleton', () => {
  it('renders to HTML without a browser, its layout in CSS alone', () => {
    const html = renderToString(<AppShellSkeleton title="Dashboard" />);
    expect(html).toContain('<h1');
    expect(html).toContain('Dashboard');
  });
});
