// The server-side entry of the build's prerender step (apps/web/scripts/postbuild.mjs): the public pages and the
// sign-in screens rendered to HTML, as a signed-out visitor first sees them, with their styles.
import { STORAGE_KEYS } from '@app/domain';
import { AppShellSkeleton, BrandingProvider } from '@app/ui';
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { LANDING_PAGES } from './app/prerendered';

/** What index.html's start script sends, and where it finds the session's token. */
export { EARLY_USER_PATH } from './app/earlyAnswers';
/** Paths rendered to HTML at build time, hydrated in the browser (main.tsx); and the signed-in landing pages. */
export { LANDING_PAGES, PRERENDERED_PATHS, SIGNED_IN_FRAME_MODULES } from './app/prerendered';
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;
/** Where a remembered branding is kept: a signed-in landing page's outline is only for the default look. */
export const THEME_STORAGE_KEY = STORAGE_KEYS.userTheme;

/**
 * The HTML of the page at `url` with its styles (emotion writes them inline, before the elements; in the browser
 * it moves them into <head> before the app hydrates). A first pass waits for every lazy layout and screen of the
 * page to load; the second renders them at once, whole, with no streaming fallback or script.
 */
export async function renderPage(url: string): Promise<string> {
  function Router({ children }: { children?: React.ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  }
  const app = <App Router={Router} startupDelayMs={0} />;
  await prerender(app);
  const html = renderToString(app);
  // A suspended part leaves a <template> marker; a loading state shows a spinner. (A status region alone, such as
  // the domain check's, is no loading state.)
  if (html.includes('<template') || html.includes('MuiCircularProgress-root')) {
    throw new Error(`The prerendered ${url} still shows a loading state`);
  }
  return html;
}

/**
 * The outline of the signed-in landing page at `url` (LANDING_PAGES): the frame with the page's title, in the
 * default look (an organization's colours arrive with its data), with its styles.
 */
export function renderLandingShell(url: string): string {
  const page = LANDING_PAGES[url];
  if (!page) throw new Error(`${url} is not a signed-in landing page (LANDING_PAGES)`);
  return renderToString(
    <BrandingProvider
      user={undefined}
      defaultMode="light"
      modeStorageKey={STORAGE_KEYS.darkMode}
      themeStorageKey={STORAGE_KEYS.userTheme}
    >
      <AppShellSkeleton title={page.shell.title} subtitle={page.shell.subtitle} />
    </BrandingProvider>,
  );
}
