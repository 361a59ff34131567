import { STARTUP_SPINNER_MS } from '@app/domain';
import { LoadingScreen } from '@app/ui';
import type { QueryClient } from '@tanstack/react-query';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errorBoundary';
import { AppProviders } from './providers';

export interface StartupGateProps {
  delayMs: number;
  children?: React.ReactNode;
}

/** The full-page spinner shown for a moment at start (spec 2.1); the session check runs meanwhile. */
export function StartupGate({ delayMs, children }: StartupGateProps) {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, delayMs]);
  return ready ? children : <LoadingScreen fullPage />;
}

export interface AppProps {
  router: DataRouter;
  /** How long the start-up spinner shows; tests pass 0. */
  startupDelayMs?: number;
  queryClient?: QueryClient;
}

/** The whole app: providers, the error boundary, the start-up spinner, then the route table. */
export function App({ router, startupDelayMs = STARTUP_SPINNER_MS, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <StartupGate delayMs={startupDelayMs}>
          <RouterProvider router={router} />
        </StartupGate>
      </AppErrorBoundary>
    </AppProviders>
  );
}
