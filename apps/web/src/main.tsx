// First: in a production build the console is silenced before anything else runs (spec 9).
import './app/consolePolicy';
// Inter is served from the app itself (no font CDN): the weights the theme uses.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { canHydrate, captureEarlyInput, keepsShell } from './app/hydration';
import { preloadPrerenderedPage, preloadSignedInPage } from './app/router';
import { startSecurityReporting } from './app/securityReporting';

startSecurityReporting();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the app into.');

captureEarlyInput(container);

// A page the build rendered to HTML (the public pages, the sign-in screens) is on screen already, under the
// start-up spinner that index.html draws and hides by itself: the app takes it over as it is. Any other page
// (or one this visitor sees differently) is rendered here, behind the app's own start-up spinner.
if (canHydrate(container)) {
  // As a transition, hydration works in slices and yields to the browser between them (the page is already on
  // screen): no long task blocks a click or a keystroke meanwhile.
  // It starts once the page's code (and the query client, where its screen reads server data) is here.
  preloadPrerenderedPage(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App startupDelayMs={0} />
        </StrictMode>,
      );
    }),
  );
} else if (keepsShell(container)) {
  // A signed-in landing page whose outline (the frame with the page's title) the build drew: it stays on screen
  // until the page's code and the session's user are here, so the app's first render shows the page itself
  // (with its data where it has come) in place of the outline, never a spinner in between. As a transition, in
  // slices, like hydration above.
  preloadSignedInPage().then(() =>
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
