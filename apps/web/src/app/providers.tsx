import { STORAGE_KEYS, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_POSITION } from '@app/domain';
import { AppThemeProvider, createAppTheme } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type * as React from 'react';
import { useState } from 'react';
import { RouterLink } from './RouterLink';
import { SessionProvider } from './session';

// MUI links and link-buttons navigate through the router.
const theme = createAppTheme({ linkComponent: RouterLink });

/** A query client with the app's defaults: one retry, and no refetch storm when the window regains focus. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}

export interface AppProvidersProps {
  children?: React.ReactNode;
  /** Tests pass their own client to start from an empty cache. */
  queryClient?: QueryClient;
}

/** Every app-wide provider: server-data cache, session, theme and toasts (spec section 9: 20, top-right, 3 s). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {/* The chosen mode ('light' | 'dark' | 'system') is remembered under the spec's darkMode key. */}
        <AppThemeProvider theme={theme} defaultMode="light" modeStorageKey={STORAGE_KEYS.darkMode}>
          <SnackbarProvider
            maxSnack={TOAST_LIMIT}
            anchorOrigin={TOAST_POSITION}
            autoHideDuration={TOAST_AUTO_CLOSE_MS}
          >
            {children}
          </SnackbarProvider>
        </AppThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
