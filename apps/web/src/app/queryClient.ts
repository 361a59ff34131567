import { QueryClient } from '@tanstack/react-query';

/**
 * A query client with the app's defaults: one retry, and no refetch storm when the window regains focus.
 * This module (and react-query's core with it) is loaded on demand through `loadQueryClient()`
 * (queryClientStore.ts): the public pages and the sign-in screen never need it before their first paint.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
