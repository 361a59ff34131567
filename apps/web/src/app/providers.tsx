import { type Branding, isEnterpriseUser, STORAGE_KEYS, type User } from '@app/domain';
import { BrandingProvider, ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { useState } from 'react';
import { RouterLink } from './RouterLink';
import { SessionProvider, useSession } from './session';

/** A query client with the app's defaults: one retry, and no refetch storm when the window regains focus. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The branding to apply for the session's user (spec 4.8): an enterprise user's organization branding from
 * GET /organizations/current; null (the default look) for everyone else; undefined while it loads, so the
 * branding stored on this device stays and a branded user's reload never flashes the default colours.
 */
export function useSessionBranding(user: User | null): Partial<Branding> | null | undefined {
  const enterprise = isEnterpriseUser(user);
  const organization = useQuery({
    queryKey: ['organizations', 'current', user?._id] as const,
    // The API client (and its schemas) load on demand: they are not part of the first download.
    queryFn: async () => (await import('./api')).fetchCurrentOrganization(),
    enabled: enterprise,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!enterprise) return null;
  if (organization.isPending) return undefined;
  return organization.data?.branding ?? null;
}

function SessionTheme({ children }: { children?: React.ReactNode }) {
  const { status, user } = useSession();
  const branding = useSessionBranding(user);
  // While the session is checked the user is unknown (undefined): the branding stored on this device stays,
  // so a branded user's reload never shows the default colours first.
  return (
    <BrandingProvider
      user={status === 'loading' ? undefined : user}
      branding={branding}
      linkComponent={RouterLink}
      defaultMode="light"
      modeStorageKey={STORAGE_KEYS.darkMode}
      themeStorageKey={STORAGE_KEYS.userTheme}
    >
      {children}
    </BrandingProvider>
  );
}

export interface AppProvidersProps {
  children?: React.ReactNode;
  /** Tests pass their own client to start from an empty cache. */
  queryClient?: QueryClient;
}

/**
 * Every app-wide provider: server-data cache, session, the theme with the organization's branding and the
 * remembered colour mode (spec 4.8), and toasts (spec section 9: 20, top-right, 3 s).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SessionTheme>
          <ToastProvider>{children}</ToastProvider>
        </SessionTheme>
      </SessionProvider>
    </QueryClientProvider>
  );
}
