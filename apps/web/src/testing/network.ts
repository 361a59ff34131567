import { STORAGE_KEYS, type User } from '@app/domain';
import { http, ws } from 'msw';
import { setupServer } from 'msw/node';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * The web tests' network: msw intercepts fetch, XMLHttpRequest and WebSocket in the process, so the app's own
 * client code runs as it does in the browser. The web project's setup (testing/setup.ts) starts it before a file
 * and takes every handler away after each test.
 */
export const server = setupServer(appSocketRefused(), noNotifications(), noTimer());

/**
 * The signed-in shell's bell asks for the notifications on every screen: unless a test answers it itself, the
 * person has none. A test's own handler comes first (msw tries the handlers a test adds before these).
 */
function noNotifications() {
  return http.get(
    ({ request }) => new URL(request.url).pathname === '/api/v1/notifications',
    () =>
      Response.json({
        success: true,
        data: [],
        pagination: { page: 1, limit: 50, total: 0, pages: 0 },
        unreadCount: 0,
      }),
  );
}

/** The signed-in shell's header asks for the running timer on every screen (issue 40): unless a test answers, none. */
function noTimer() {
  return http.get(
    ({ request }) => new URL(request.url).pathname === '/api/v1/timer',
    () => Response.json({ success: true, data: null }),
  );
}

/**
 * The signed-in app opens its realtime socket on every screen; screen tests have no realtime server, so the
 * connection is closed as soon as it opens (socket.io retries later, as it does while the server is away).
 */
function appSocketRefused() {
  // msw matches a Socket.IO connection by its URL without the '/socket.io/' path, and its upgrade request by the
  // URL with it.
  return ws
    .link(/^wss?:\/\/[^/]+\/(socket\.io\/)?$/)
    .addEventListener('connection', ({ client }) => client.close());
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
  HEAD: http.head,
  OPTIONS: http.options,
} as const;

let requests: Request[] = [];
let handlerErrors: string[] = [];

const requestKey = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** Records, for mockNetwork and the setup, what the app asks for and which handlers threw. */
export function watchRequests(): void {
  // A clone: the handler may read the body, and the test may read it again.
  server.events.on('request:start', ({ request }) => requests.push(request.clone()));
  // msw answers a handler's exception with a 500 the screen may show quietly: a handler that throws is a broken
  // test, and the setup fails it.
  server.events.on('unhandledException', ({ request, error }) =>
    handlerErrors.push(`${requestKey(request)}: ${error.message}`),
  );
}

/** The handlers that threw since the last call (the setup calls it around each test). */
export function takeHandlerErrors(): string[] {
  const taken = handlerErrors;
  handlerErrors = [];
  return taken;
}

/**
 * Answers requests at the network edge: each request must match one of `handlers`, keyed 'METHOD /path' (the
 * path without its query, on any origin). Any other request fails in the app as a request the network refused,
 * and msw names it on the console, so no test talks to a real server by accident. A later call replaces the
 * handlers of an earlier one. Returns the requests the app sends from now on, in order (answered or not), for
 * tests that check what was asked for. A handler answers a network failure with `Response.error()`.
 */
export function mockNetwork(handlers: Record<string, Handler> = {}): readonly Request[] {
  server.resetHandlers();
  server.use(
    ...Object.entries(handlers).map(([key, handler]) => {
      const [method, path] = key.split(' ');
      const route = METHODS[method as keyof typeof METHODS];
      if (!route || !path?.startsWith('/'))
        throw new Error(`A network handler's key is not 'METHOD /path': ${key}`);
      // A predicate instead of msw's path pattern: a key is a literal path (an id or a token may hold ':' or '*').
      return route(
        ({ request }) => new URL(request.url).pathname === path,
        ({ request }) => handler(request),
      );
    }),
  );
  requests = [];
  return requests;
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token whose `exp` lies `expiresInS` seconds from now (negative: already expired). */
export function fakeToken(expiresInS = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'user', iat: now, exp: now + expiresInS })}.signature`;
}

export function storeToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
}

export function storedToken(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.token);
}

/** A current user as GET /api/v1/auth/me returns it. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '64b7f0c2a1b2c3d4e5f60718',
    name: 'Priya Sharma',
    email: 'priya@example.com',
    role: 'user',
    accountType: 'individual',
    createdAt: '2026-01-15T09:30:00.000Z',
    ...overrides,
  };
}

/** The platform's organization list (GET /organizations/all) as one page: what a platform admin chooses from. */
export function organizationChoicesHandler(organizations: readonly unknown[]): Record<string, Handler> {
  return {
    'GET /api/v1/organizations/all': () =>
      Response.json({
        success: true,
        data: organizations,
        pagination: { page: 1, limit: 100, total: organizations.length, pages: 1 },
      }),
  };
}

/** Handlers for a signed-in session: the current-user call answers with `user`. */
export function currentUserHandler(user: User): Record<string, Handler> {
  return {
    'GET /api/v1/auth/me': (request) =>
      request.headers.get('Authorization')?.startsWith('Bearer ')
        ? Response.json({ success: true, data: user })
        : Response.json({ success: false, error: 'Not authorized' }, { status: 401 }),
  };
}
