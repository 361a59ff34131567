import { STARTUP_SPINNER_MS } from '@app/domain';
import { LoadingScreen } from '@app/ui';
import type { QueryClient } from '@tanstack/react-query';
import type * as React from 'react';
import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './errorBoundary';
import { AppProviders } from './providers';
import { AppRoutes, preloadRoute } from './router';

export interface StartupGateProps {
  delayMs: number;
  children?: React.ReactNode;
}

/**
 * The full-page spinner shown for about a second from the page's start (spec 2.1); the session check runs
 * meanwhile. The first page
 * then renders as a transition: React renders it in slices, yielding to the browser between them, instead of in
 * one long task (the signed-in frame and a dashboard took several hundred milliseconds on a slow phone), and
 * the spinner stays until the page is ready to show.
 */
export function StartupGate({ delayMs, children }: StartupGateProps) {
  // Ready at once when the second has passed already (the app's code arrived later than that): a signed-in page
  // whose outline the build drew then goes straight from the outline to the page, with no spinner between.
  const [ready, setReady] = useState(() => delayMs - performance.now() <= 0);
  useEffect(() => {
    if (ready) return;
    // The second counts from the page's start, not from when its code has run: index.html has shown the same
    // spinner since its first paint (performance.now() is the time since the page started loading).
    const remaining = Math.max(0, delayMs - performance.now());
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), remaining);
    return () => window.clearTimeout(timer);
  }, [ready, delayMs]);
  return ready ? children : <LoadingScreen fullPage />;
}

export interface AppProps {
  /** The router around the route table: the browser's history by default; tests pass a memory router. */
  Router?: React.ComponentType<{ children?: React.ReactNode }>;
  /** How long the start-up spinner shows; tests pass 0. */
  startupDelayMs?: number;
  queryClient?: QueryClient;
}

/** The whole app: providers, the error boundary, the start-up spinner, then the route table. */
export function App({ Router = BrowserRouter, startupDelayMs = STARTUP_SPINNER_MS, queryClient }: AppProps) {
  // The first page's code loads while the start-up spinner shows, not after it.
  // (Not when the build renders the page to HTML: there is no window, and the render waits for every screen.)
  useState(() =>
    typeof window === 'undefined'
      ? undefined
      : preloadRoute(window.location.pathname, window.location.search),
  );
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <StartupGate delayMs={startupDelayMs}>
          <Router>
            <AppRoutes />
          </Router>
        </StartupGate>
      </AppErrorBoundary>
    </AppProviders>
  );
}
