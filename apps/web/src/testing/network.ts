import { STORAGE_KEYS, type User } from '@app/domain';
import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces `fetch` at the network edge: each request must match one of `handlers` (by method and path), and
 * any other request fails the test, so no test talks to a real server by accident.
 */
export function mockNetwork(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The API client (ky) hands over a whole Request: keep its method, headers and body.
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected network request in a test: ${key}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
