import {
  type AuthResponse,
  SESSION_FINGERPRINT_CHECK_MS,
  SESSION_REVALIDATE_HIDDEN_MS,
  STORAGE_KEYS,
  type User,
} from '@app/domain';
// Only the small token helpers come in statically: this file is part of the first download. The HTTP client,
// with its schemas, loads through `import('./api')` when there is a session to check.
import { isTokenLive } from '@app/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type * as React from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  getQueryClient,
  loadQueryClient,
  useLoadedQueryClient,
  useQueryCacheValue,
} from './queryClientStore';
import { notifyUnauthorized, sessionTokens, unauthorizedListeners } from './sessionTokens';

export { notifyUnauthorized, sessionTokens };

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  /** The signed-in user; null unless `status` is 'signedIn'. */
  user: User | null;
  /** Starts the session of a sign-in or registration answer: stores the token and the user. */
  signIn(answer: AuthResponse): void;
  /** Replaces the user, e.g. with the answer of a profile update. */
  setUser(user: User): void;
  /** Forgets the stored token, the user and every cached answer; the guards then lead to the login screen. */
  signOut(): void;
  /** Checks the token's expiry and fetches the user again; a failure ends the session. */
  revalidate(): Promise<void>;
}

/**
 * The query key of the signed-in user. It is the SDK's `authQueryKeys.currentUser()` (a test keeps the two
 * equal), so the SDK's login, registration and profile hooks update the session through the cache.
 */
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;

/**
 * The signed-in user once the session holds one in `client`'s cache (at start, when its check has answered): for
 * a screen's first requests that need to know who is asking (lazyScreen's prefetchScreenData). Never settles if
 * no user arrives within `waitMs`.
 */
export function sessionUser(client: QueryClient, waitMs = 30_000): Promise<User> {
  const now = client.getQueryData<User>(CURRENT_USER_QUERY_KEY);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = client.getQueryCache().subscribe(() => {
      const user = client.getQueryData<User>(CURRENT_USER_QUERY_KEY);
      if (!user) return;
      stop();
      window.clearTimeout(timer);
      resolve(user);
    });
    const timer = window.setTimeout(stop, waitMs);
  });
}

/** The stored token when it can still be used; an expired or unreadable one is removed (spec 4.1). */
function liveStoredToken(): string | null {
  const token = sessionTokens.get();
  if (!token) return null;
  if (isTokenLive(token)) return token;
  sessionTokens.clear();
  return null;
}

async function fetchCurrentUser(): Promise<User> {
  const { fetchCurrentUser: fetchUser } = await import('./api');
  return fetchUser();
}

const USER_QUERY_DEFAULTS = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
} as const;

/**
 * Fetches the stored session's user into the query client's cache, where the session reads it: the session does
 * so when it starts, and main.tsx before the app's first render of a signed-in page the build drew (so that the
 * render shows the page, not the session check's spinner). fetchQuery shares one request between concurrent
 * callers (a development double effect included). Rejects when the user cannot be fetched.
 */
export function loadSessionUser(): Promise<User | undefined> {
  if (!liveStoredToken()) return Promise.resolve(undefined);
  return loadQueryClient().then((client) =>
    client.fetchQuery({
      queryKey: CURRENT_USER_QUERY_KEY,
      queryFn: fetchCurrentUser,
      ...USER_QUERY_DEFAULTS,
    }),
  );
}

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children?: React.ReactNode;
}

/**
 * The session of spec 4.1. No token: signed out. A token whose expiry lies ahead: the user is fetched. An
 * expired token, a failed user fetch or a 401 from any call: the token and the user are cleared. While signed
 * in, the session fingerprint is checked every 2 minutes, and a tab hidden for over 30 minutes revalidates
 * when it comes back. The user lives in the query client's cache (queryClientStore.ts), loaded with the session.
 */
export function SessionProvider({ children }: SessionProviderProps) {
  // Null until loaded: nobody signed out needs it, and a stored session loads it to fetch its user.
  const queryClient = useLoadedQueryClient();
  const [token, setToken] = useState<string | null>(liveStoredToken);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  // The user lives in the query cache, read without a query observer (that code stays out of the first
  // download), and never expires there: only the session's own rules remove it.
  useMemo(() => queryClient?.setQueryDefaults(CURRENT_USER_QUERY_KEY, USER_QUERY_DEFAULTS), [queryClient]);
  const cachedUser = useQueryCacheValue(
    (client) => client.getQueryData<User>(CURRENT_USER_QUERY_KEY) ?? null,
    null,
  );

  const endSession = useCallback(() => {
    sessionTokens.clear();
    setToken(null);
    // Nothing of this user's may show to whoever signs in next.
    getQueryClient()?.clear();
  }, []);

  // A live token without its user: fetch the user (loading the query client first when needed); a failed
  // fetch ends the session (spec 4.1).
  const needsUser = token !== null && cachedUser === null;
  useEffect(() => {
    if (!needsUser) return;
    let current = true;
    loadSessionUser()
      .then((user) => {
        // The token expired meanwhile.
        if (!user && current) endSession();
      })
      .catch(() => {
        if (current) endSession();
      });
    return () => {
      current = false;
    };
  }, [needsUser, endSession]);

  useEffect(() => {
    unauthorizedListeners.add(endSession);
    return () => {
      unauthorizedListeners.delete(endSession);
    };
  }, [endSession]);

  const signIn = useCallback(({ token: newToken, user }: AuthResponse) => {
    sessionTokens.set(newToken);
    const client = getQueryClient();
    if (client) {
      client.setQueryData(CURRENT_USER_QUERY_KEY, user);
      setToken(newToken);
      return;
    }
    // The sign-in screens load the client with their request, so this wait is rare; meanwhile the session
    // shows as loading, never as someone else's.
    setToken(newToken);
    void loadQueryClient().then((loaded) => {
      if (sessionTokens.get() === newToken) loaded.setQueryData(CURRENT_USER_QUERY_KEY, user);
    });
  }, []);

  const setUser = useCallback((user: User) => {
    getQueryClient()?.setQueryData(CURRENT_USER_QUERY_KEY, user);
  }, []);

  const revalidate = useCallback(async () => {
    if (!liveStoredToken()) {
      endSession();
      return;
    }
    try {
      const client = await loadQueryClient();
      await client.fetchQuery({
        queryKey: CURRENT_USER_QUERY_KEY,
        queryFn: fetchCurrentUser,
        staleTime: 0,
      });
    } catch {
      endSession();
    }
  }, [endSession]);

  const user = token !== null ? cachedUser : null;
  const status: SessionStatus = token === null ? 'signedOut' : user ? 'signedIn' : 'loading';
  const signedIn = status === 'signedIn';

  // The fingerprint check (spec 4.1): the server answers 401 when the token is expired, revoked or used from
  // another browser, and the API client's 401 hook ends the session. Other failures (offline) are retried
  // at the next tick rather than signing anyone out.
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(() => {
      if (!liveStoredToken()) {
        endSession();
        return;
      }
      import('./api').then(({ checkCurrentSession }) => checkCurrentSession()).catch(() => {});
    }, SESSION_FINGERPRINT_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, endSession]);

  // A tab that was hidden for over 30 minutes revalidates when it is shown again (spec 4.1).
  const hiddenSince = useRef<number | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenSince.current = Date.now();
        return;
      }
      const since = hiddenSince.current;
      hiddenSince.current = null;
      if (since !== null && Date.now() - since > SESSION_REVALIDATE_HIDDEN_MS) void revalidate();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [signedIn, revalidate]);

  // Another tab signed in, out, or as someone else: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
      const stored = liveStoredToken();
      if (!stored) {
        setToken(null);
        getQueryClient()?.clear();
        return;
      }
      if (stored === tokenRef.current) return;
      // Someone else's user must not show for a moment: drop it; the new one is fetched for the new token.
      getQueryClient()?.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      setToken(stored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const session = useMemo<Session>(
    () => ({ status, user, signIn, setUser, signOut: endSession, revalidate }),
    [status, user, signIn, setUser, endSession, revalidate],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session; must be used inside {@link SessionProvider}. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
