import type * as React from 'react';
import { lazy, Suspense, useCallback, useContext, useEffect, useState } from 'react';
import { type Navigator, UNSAFE_NavigationContext, useLocation } from 'react-router';
import type { AssistantPanelProps } from './AssistantPanel';
import { isAssistantShortcut, whenIdle } from './shortcut';

// The widget, its result renderers and the assistant's calls are a chunk of their own: fetched once the page is
// idle, or at once by the shortcut, never with the page's first JavaScript (bench/bundle-size.mjs). A failed
// download leaves the page without the assistant rather than on the error screen.
const loadPanel = () => import('./AssistantPanel');
const NoPanel: React.ComponentType<AssistantPanelProps> = () => null;
const AssistantPanel = lazy(() =>
  loadPanel().then(
    (module) => ({ default: module.AssistantPanel as React.ComponentType<AssistantPanelProps> }),
    () => ({ default: NoPanel }),
  ),
);

/** Starts loading the assistant's code, so that the first open shows at once. */
export function preloadAssistant(): Promise<unknown> {
  return loadPanel();
}

/** The router's history as React Router's browser and memory routers give it: it knows where the app is now. */
function hasLocation(navigator: Navigator): navigator is Navigator & { location: { pathname: string } } {
  if (!('location' in navigator)) return false;
  const location: unknown = navigator.location;
  return (
    typeof location === 'object' &&
    location !== null &&
    'pathname' in location &&
    typeof location.pathname === 'string'
  );
}

/**
 * The path the app is on at the moment of asking. React Router renders each navigation in a transition: while
 * the next screen's code loads, React keeps the previous page on screen and `useLocation` answers its path,
 * though the address bar (the router's history) already shows the new one. A message sent in that time belongs
 * to the page the user went to, so the panel reads the history when it sends; a router without one (none in
 * this app) falls back to the path rendered.
 */
function useCurrentPathname(rendered: string): () => string {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(
    () => (hasLocation(navigator) ? navigator.location.pathname : rendered),
    [navigator, rendered],
  );
}

/**
 * The assistant on every signed-in page (spec 2.8), mounted once by the signed-in layout for every frame. It opens
 * and closes with Alt+Shift+A as well as with its round button. Which paths show it, and the current project, are
 * read in the loaded chunk (AssistantPanel): the domain's assistant module and its schemas stay out of the
 * layout's own download.
 */
export function AssistantDock() {
  const { pathname } = useLocation();
  const currentPathname = useCurrentPathname(pathname);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    return whenIdle(() => setWanted(true));
  }, [wanted]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAssistantShortcut(event) || event.repeat) return;
      event.preventDefault();
      setWanted(true);
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel
        open={open}
        onOpenChange={setOpen}
        pathname={pathname}
        currentPathname={currentPathname}
      />
    </Suspense>
  );
}
