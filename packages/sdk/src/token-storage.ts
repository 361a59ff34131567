import { STORAGE_KEYS } from '@app/domain';

/** Where the bearer token lives between page loads. */
export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The browser's localStorage under the spec's `token` key; a no-op store where localStorage is missing. */
export function createLocalTokenStorage(
  storage: Storage | undefined = globalThis.localStorage,
): TokenStorage {
  if (!storage) return createMemoryTokenStorage();
  return {
    get: () => storage.getItem(STORAGE_KEYS.token),
    set: (token) => storage.setItem(STORAGE_KEYS.token, token),
    clear: () => storage.removeItem(STORAGE_KEYS.token),
  };
}

/** An in-memory store, for Node and tests. */
export function createMemoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}

/** Reads a JWT's `exp` claim (seconds since the epoch) without verifying it; undefined when absent or unreadable. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    ) as unknown;
    if (json && typeof json === 'object' && 'exp' in json && typeof json.exp === 'number') return json.exp;
  } catch {
    return undefined;
  }
  return undefined;
}

/** True when the token carries an expiry that lies in the future (spec 4.1). */
export function isTokenLive(token: string, now: Date = new Date()): boolean {
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 > now.getTime();
}
