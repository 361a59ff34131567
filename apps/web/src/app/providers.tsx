import { type Branding, isEnterpriseUser, type Organization, STORAGE_KEYS, type User } from '@app/domain';
import { organizationQueryKeys } from '@app/sdk';
import { BrandingProvider, ToastProvider } from '@app/ui';
// Types and the context only: react-query's core loads on demand (queryClientStore.ts).
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import type * as React from 'react';
import { useEffect, useMemo, useState } from 'react';
import { installQueryClient, useLoadedQueryClient, useQueryCacheValue } from './queryClientStore';
import { RouterLink } from './RouterLink';
import { SessionProvider, useSession } from './session';

const BRANDING_STALE_MS = 5 * 60_000;

/**
 * The branding to apply for the session's user (spec 4.8): an enterprise user's organization branding from
 * GET /organizations/current; null (the default look) for everyone else; undefined while it loads, so the
 * branding stored on this device stays and a branded user's reload never flashes the default colours.
 */
export function useSessionBranding(user: User | null): Partial<Branding> | null | undefined {
  // Loaded whenever there is a signed-in user (the user lives in it).
  const queryClient = useLoadedQueryClient();
  // An organization account that belongs to no organization (a platform admin's) has no branding to read.
  const enterprise = isEnterpriseUser(user) && Boolean(user?.organizationId);
  const userId = user?._id;
  // The SDK's key: its hooks and the socket's organization updates (useLiveOrganization) write the same entry.
  const queryKey = useMemo(() => organizationQueryKeys.current(userId), [userId]);
  // The answer is read from the query cache without a query observer: that code is not part of the first
  // download, which every visitor gets and most never need this for.
  const state = useQueryCacheValue((client) => client.getQueryState<Organization>(queryKey), undefined);
  useEffect(() => {
    if (!enterprise || !queryClient) return;
    const fetchBranding = () =>
      queryClient
        .fetchQuery({
          queryKey,
          // The API client (and its schemas) load on demand: they are not part of the first download.
          queryFn: async () => (await import('./api')).fetchCurrentOrganization(),
          staleTime: BRANDING_STALE_MS,
          // Kept while the session lasts, as an observed query would be.
          gcTime: Number.POSITIVE_INFINITY,
          retry: false,
        })
        .catch(() => {});
    fetchBranding();
    // Back online after a while: a stale answer is fetched again, as an observed query would.
    window.addEventListener('online', fetchBranding);
    return () => window.removeEventListener('online', fetchBranding);
  }, [enterprise, queryClient, queryKey]);
  if (!enterprise) return null;
  if (!state || state.status === 'pending') return undefined;
  return state.data?.branding ?? null;
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
  /** Tests pass their own client to start from an empty cache; the app loads its own when first needed. */
  queryClient?: QueryClient;
}

/**
 * Every app-wide provider: server-data cache, session, the theme with the organization's branding and the
 * remembered colour mode (spec 4.8), and toasts (spec section 9: 20, top-right, 3 s). The server-data cache
 * is provided once it has loaded (queryClientStore.ts); the screens that read server data wait for it.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  useState(() => (queryClient ? installQueryClient(queryClient) : null));
  const client = useLoadedQueryClient();
  return (
    <QueryClientContext.Provider value={client ?? undefined}>
      <SessionProvider>
        <SessionTheme>
          <ToastProvider>{children}</ToastProvider>
        </SessionTheme>
      </SessionProvider>
    </QueryClientContext.Provider>
  );
}
