import { createLocalTokenStorage, type TokenStorage } from '@app/sdk';

// The bearer token and the 401 signal, shared by the session (session.tsx) and the API client (api.ts) without
// either importing the other.

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes): the session then lives in memory for this page.
    return undefined;
  }
}

/** Where the app keeps its bearer token: localStorage under `token` (spec section 9). */
export const sessionTokens: TokenStorage = createLocalTokenStorage(browserStorage());

// Whoever learns that the server refused the token (the API client's 401 hook) tells the mounted session.
export const unauthorizedListeners = new Set<() => void>();

/** Called by the API client after a 401: the token is already removed; the session ends. */
export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}
