import { LoadingScreen } from '@app/ui';
import { Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { RouteErrorBoundary } from '../errorBoundary';

// Where each visited entry of the history was scrolled to, so that going back lands where the user was.
const scrollPositions = new Map<string, number>();

/**
 * Scrolls on navigation as a browser does between pages: to the `#hash` or the top on a new entry, back to
 * where the user was on back and forward.
 */
function useScrollOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (previousKey.current !== null) scrollPositions.set(previousKey.current, window.scrollY);
    previousKey.current = location.key;
    const saved = scrollPositions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}

/**
 * The top of the route tree: scrolling on navigation, and the error screen for any screen that throws while
 * rendering (spec 2.9), cleared by the next navigation.
 */
export function RootLayout() {
  useScrollOnNavigation();
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      {/* Layouts load lazily too: the signed-in frame is not part of the public pages' first load. */}
      <Suspense fallback={<LoadingScreen fullPage />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
