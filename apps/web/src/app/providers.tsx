import { type Branding, STORAGE_KEYS, type User } from '@app/domain';
import { BrandingProvider, ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
 * The organization branding carried by the session's user: `user.organization.branding` when the current-user
 * answer embeds the organization (the organization endpoints will fill it), else a top-level `user.branding`.
 * Null when neither is there, which shows the default look; the provider applies it to enterprise users only.
 */
export function sessionBranding(user: User | null): Partial<Branding> | null {
  const carrier = user as
    | (User & { organization?: { branding?: unknown } | null; branding?: unknown })
    | null;
  const branding = carrier?.organization?.branding ?? carrier?.branding;
  return branding && typeof branding === 'object' ? (branding as Partial<Branding>) : null;
}

function SessionTheme({ children }: { children?: React.ReactNode }) {
  const { status, user } = useSession();
  // While the session is checked the user is unknown (undefined): the branding stored on this device stays,
  // so a branded user's reload never shows the default colours first.
  return (
    <BrandingProvider
      user={status === 'loading' ? undefined : user}
      branding={sessionBranding(user)}
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
