import { STORAGE_KEYS, type User } from '@app/domain';
import type * as React from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  /** The signed-in user; null unless `status` is 'signedIn'. */
  user: User | null;
  /** Forgets the stored token and the user. */
  signOut(): void;
}

interface SessionState {
  status: SessionStatus;
  user: User | null;
}

const CURRENT_USER_URL = '/api/v1/auth/me';

const SessionContext = createContext<Session | null>(null);

type TokenCheck = 'missing' | 'malformed' | 'expired' | 'usable';

/** Reads a JWT's payload without verifying it: the server verifies; the client only avoids a pointless call. */
function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (token.split('.').length !== 3 || !part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const payload: unknown = JSON.parse(atob(base64));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What the stored token is worth: missing, unreadable, past its `exp`, or worth asking the server about. */
export function checkToken(token: string | null, now = Date.now()): TokenCheck {
  if (!token) return 'missing';
  const payload = decodeJwtPayload(token);
  if (!payload) return 'malformed';
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return 'expired';
  return 'usable';
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    // Storage can be blocked (privacy modes); that is a signed-out visitor, not a crash.
    return null;
  }
}

function removeToken(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Nothing stored that could be removed.
  }
}

async function fetchCurrentUser(token: string, signal: AbortSignal): Promise<User> {
  const response = await fetch(CURRENT_USER_URL, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`Failed to get user data (${response.status})`);
  const body: unknown = await response.json();
  const user = (body as { data?: unknown } | null)?.data;
  if (!looksLikeUser(user)) throw new Error('Failed to get user data');
  return user;
}

/**
 * The fields routing depends on. A structural check rather than the zod schema keeps the validation library out
 * of the first download; the server already answers with `UserSchema`-shaped data.
 */
function looksLikeUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === 'string' &&
    typeof user.email === 'string' &&
    (user.accountType === 'individual' || user.accountType === 'organization')
  );
}

export interface SessionProviderProps {
  children?: React.ReactNode;
}

/**
 * Knows who is signed in (spec 4.1): no token means signed out; an expired or unreadable token is removed;
 * otherwise the current user is fetched, and a failed fetch removes the token.
 */
export function SessionProvider({ children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() => ({
    status: checkToken(readToken()) === 'usable' ? 'loading' : 'signedOut',
    user: null,
  }));
  // Bumped when the token changes in another tab, to run the check again.
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the trigger to re-check the token
  useEffect(() => {
    const token = readToken();
    const check = checkToken(token);
    if (check !== 'usable' || !token) {
      if (check === 'malformed' || check === 'expired') removeToken();
      setState({ status: 'signedOut', user: null });
      return;
    }
    const controller = new AbortController();
    setState((current) => (current.status === 'loading' ? current : { status: 'loading', user: null }));
    fetchCurrentUser(token, controller.signal).then(
      (user) => {
        if (!controller.signal.aborted) setState({ status: 'signedIn', user });
      },
      () => {
        if (controller.signal.aborted) return;
        removeToken();
        setState({ status: 'signedOut', user: null });
      },
    );
    return () => controller.abort();
  }, [generation]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === null) setGeneration((value) => value + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signOut = useCallback(() => {
    removeToken();
    setState({ status: 'signedOut', user: null });
  }, []);

  const session = useMemo<Session>(() => ({ ...state, signOut }), [state, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session; must be used inside {@link SessionProvider}. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
