import type { QueryClient } from '@tanstack/react-query';
import { use, useCallback, useSyncExternalStore } from 'react';

// The app's one query client, loaded on demand. Server data (and the signed-in user) lives in it, but the
// public pages and the sign-in screen render without it: react-query's core is not part of their first
// download (bench/bundle-size.mjs). It loads when there is a session to restore, when a screen that reads
// server data is opened, and when the sign-in form is sent. Once loaded it stays for the life of the page.

let current: QueryClient | null = null;
let loading: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

/** The query client when it has been loaded; null before. */
export function getQueryClient(): QueryClient | null {
  return current;
}

/**
 * Makes `client` the app's query client (subscribed to the browser's focus and online events, as
 * QueryClientProvider would), replacing any earlier one. Tests install a fresh client for each render.
 */
export function installQueryClient(client: QueryClient): QueryClient {
  if (current === client) return client;
  current?.unmount();
  current = client;
  loading = Promise.resolve(client);
  client.mount();
  for (const listener of listeners) listener();
  return client;
}

/** The query client, loading it (once) when needed. */
export function loadQueryClient(): Promise<QueryClient> {
  if (!loading) {
    loading = import('./queryClient').then(({ createAppQueryClient }) =>
      installQueryClient(current ?? createAppQueryClient()),
    );
    // A failed download (offline) may be tried again by the next caller.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The loaded query client, or null; re-renders when it arrives. */
export function useLoadedQueryClient(): QueryClient | null {
  return useSyncExternalStore(subscribe, getQueryClient, getQueryClient);
}

/** The query client, suspending the component until it has loaded. */
export function useRequiredQueryClient(): QueryClient {
  const client = useLoadedQueryClient();
  return client ?? use(loadQueryClient());
}

/**
 * A value read from the loaded query client's cache without a query observer (that code stays out of the first
 * download), kept current as the cache changes; `none` while the client has not loaded.
 */
export function useQueryCacheValue<T>(read: (client: QueryClient) => T, none: T): T {
  const client = useLoadedQueryClient();
  const subscribeToCache = useCallback(
    (onChange: () => void) =>
      client
        ? client.getQueryCache().subscribe((event) => {
            // A cached value changes only with an 'updated' or 'removed' event. The others ('added', the observer
            // events) fire while another component renders (a useQuery building its query), and telling React
            // then is a state update during that render (React's 'Cannot update a component while rendering').
            if (event.type === 'updated' || event.type === 'removed') onChange();
          })
        : () => {},
    [client],
  );
  const snapshot = () => (client ? read(client) : none);
  // The same on the server (the build's prerender, where no client has loaded) as in the browser.
  return useSyncExternalStore(subscribeToCache, snapshot, snapshot);
}
