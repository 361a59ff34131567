import type { Organization, SessionInfo, User } from '@app/domain';
import {
  checkSession,
  createClient,
  createMemoryTokenStorage,
  getCurrentOrganization,
  getCurrentUser,
  logout,
} from '@app/sdk';
import { fetchWithEarlyAnswers } from './earlyAnswers';
import { notifyUnauthorized, sessionTokens } from './sessionTokens';

/**
 * The app's one SDK client: `/api/v1` on the app's own origin, the session's bearer token on every request,
 * cookies sent (the session fingerprint), and a 401 from any call ending the session. Its stores (the finance
 * unlock on sessionStorage, the display currency on localStorage) and its socket client are the app's. Its first
 * request for the signed-in user takes the answer index.html's start script asked for (earlyAnswers.ts).
 */
// The build's prerender (no window) imports the screens that hold the client, but sends nothing through it.
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const api = createClient({
  // Absolute, so the same client works in the browser and under the test DOM.
  baseUrl: `${origin}/api/v1`,
  tokenStorage: sessionTokens,
  onUnauthorized: notifyUnauthorized,
  // The signed-in user's first request may have been sent by index.html's start script already.
  fetch: fetchWithEarlyAnswers,
});

/** The signed-in user (GET /auth/me), for the session. */
export function fetchCurrentUser(): Promise<User> {
  return getCurrentUser(api);
}

/** The session fingerprint check (GET /auth/session), for the session's periodic check. */
export function checkCurrentSession(): Promise<SessionInfo> {
  return checkSession(api);
}

/** The signed-in member's organization (GET /organizations/current), for its branding. */
export function fetchCurrentOrganization(): Promise<Organization> {
  return getCurrentOrganization(api);
}

/**
 * Ends this browser's session on the server (POST /auth/logout: the session row is revoked, its sockets close),
 * with the token it has now: the local sign-out that follows clears it at once, without waiting for the answer.
 */
export function endServerSession(): void {
  const token = sessionTokens.get();
  if (!token) return;
  // The app's finance unlock, so that the sign-out ends it (spec 4.2).
  const client = createClient({
    baseUrl: `${window.location.origin}/api/v1`,
    tokenStorage: createMemoryTokenStorage(token),
    financeGrants: api.financeGrants,
    currency: api.currency,
  });
  logout(client).catch(() => undefined);
}
