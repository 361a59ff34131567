/**
 * Answers index.html's start script asked for before the app's code had loaded (apps/web/scripts/postbuild.mjs):
 * with a stored, unexpired session it asks for the signed-in user (GET /auth/me) at once, so that the request no
 * longer waits for the app's code, the query client and the API client to load and run first.
 */
interface EarlyAnswers {
  /** The bearer token the start script sent. */
  token: string;
  /** Its answer to GET /api/v1/auth/me. */
  me: Promise<Response>;
}

declare global {
  interface Window {
    __earlyAnswers?: EarlyAnswers;
  }
}

/** The request the start script sends (its path is written into the script at build time). */
export const EARLY_USER_PATH = '/api/v1/auth/me';

function requestParts(input: RequestInfo | URL, init?: RequestInit) {
  if (input instanceof Request) return { method: input.method, url: input.url, headers: input.headers };
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    url: String(input),
    headers: new Headers(init?.headers),
  };
}

/**
 * The API client's fetch: the app's first GET /auth/me, sent with the token the start script used, takes the
 * start script's answer (once); every other request goes to the network. The SDK then reads that answer as it
 * reads any other: a 401 ends the session, a user is checked against its schema.
 */
export function fetchWithEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = window.__earlyAnswers;
  if (early) {
    const { method, url, headers } = requestParts(input, init);
    if (method === 'GET' && new URL(url, window.location.origin).pathname === EARLY_USER_PATH) {
      // Asked once: a later request for the user (a revalidation) goes to the network.
      window.__earlyAnswers = undefined;
      if (headers.get('Authorization') === `Bearer ${early.token}`) return early.me;
    }
  }
  return fetch(input, init);
}
