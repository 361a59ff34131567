import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkSession,
  deleteAccount,
  forgotPassword,
  getCurrentUser,
  getGoogleAuthUrl,
  login,
  logoutEverywhere,
  register,
  resetPassword,
  updateProfile,
} from './auth';
import { ApiError } from './errors';
import { createApiClient } from './http';
import { createMemoryTokenStorage } from './token-storage';

// A loopback stand-in for the server: it answers what each test scripts and records what the client sent.
interface Seen {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answers: Record<string, [number, unknown]> = {};

const user = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  accountType: 'individual',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const key = `${req.method} ${req.url}`;
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body: raw ? JSON.parse(raw) : undefined,
        authorization: req.headers.authorization,
      });
      const [status, body] = answers[key] ?? [404, { success: false, error: `Not found: ${key}` }];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  answers = {};
});

const clientWith = (token: string | null = null) => {
  const tokenStorage = createMemoryTokenStorage(token);
  return { client: createApiClient({ baseUrl, tokenStorage }), tokenStorage };
};

describe('auth calls', () => {
  it('login posts the credentials, stores the token and returns token and user', async () => {
    answers['POST /api/v1/auth/login'] = [200, { success: true, token: 'a.b.c', user }];
    const { client, tokenStorage } = clientWith();
    await expect(login(client, { email: 'ada@example.com', password: 'secret1' })).resolves.toEqual({
      token: 'a.b.c',
      user,
    });
    expect(seen[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(tokenStorage.get()).toBe('a.b.c');
  });

  it("register stores the token; a failure carries the server's message and stores nothing", async () => {
    answers['POST /api/v1/auth/register'] = [201, { success: true, token: 'r.e.g', user }];
    const { client, tokenStorage } = clientWith();
    await register(client, { name: 'Ada', email: 'ada@example.com', password: 'secret1' });
    expect(tokenStorage.get()).toBe('r.e.g');

    answers['POST /api/v1/auth/register'] = [
      409,
      { success: false, error: 'This email is already registered. Please log in instead' },
    ];
    const fresh = clientWith();
    const error = await register(fresh.client, {
      name: 'A',
      email: 'ada@example.com',
      password: 'secret1',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: expect.stringContaining('already registered') });
    expect(fresh.tokenStorage.get()).toBeNull();
  });

  it('reads the current user and the profile update from data, with the bearer token', async () => {
    answers['GET /api/v1/auth/me'] = [200, { success: true, data: user }];
    answers['PUT /api/v1/auth/profile'] = [200, { success: true, data: { ...user, name: 'Countess' } }];
    const { client } = clientWith('t.o.k');
    await expect(getCurrentUser(client)).resolves.toEqual(user);
    expect(seen[0]?.authorization).toBe('Bearer t.o.k');
    await expect(updateProfile(client, { name: 'Countess' })).resolves.toMatchObject({ name: 'Countess' });
    expect(seen[1]).toMatchObject({ method: 'PUT', body: { name: 'Countess' } });
  });

  it('refuses an answer that does not match the user schema', async () => {
    answers['GET /api/v1/auth/me'] = [200, { success: true, data: { ...user, _id: 'not-an-id' } }];
    const { client } = clientWith('t.o.k');
    await expect(getCurrentUser(client)).rejects.toThrow(/Unexpected answer/);
  });

  it('deleteAccount sends the password in the body and forgets the token', async () => {
    answers['DELETE /api/v1/auth/account'] = [200, { success: true, message: 'Deleted' }];
    const { client, tokenStorage } = clientWith('t.o.k');
    await expect(deleteAccount(client, { password: 'secret1' })).resolves.toBe('Deleted');
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: { password: 'secret1' } });
    expect(tokenStorage.get()).toBeNull();
  });

  it('forgot and reset password return the server text; the reset token is encoded in the path', async () => {
    answers['POST /api/v1/auth/forgotpassword'] = [200, { success: true, message: 'Check your inbox' }];
    answers['PUT /api/v1/auth/resetpassword/abc%2Fdef'] = [200, { success: true, message: 'Reset' }];
    const { client } = clientWith();
    await expect(forgotPassword(client, { email: 'ada@example.com' })).resolves.toBe('Check your inbox');
    await expect(resetPassword(client, 'abc/def', { password: 'new-secret' })).resolves.toBe('Reset');
    expect(seen[1]).toMatchObject({
      url: '/api/v1/auth/resetpassword/abc%2Fdef',
      body: { password: 'new-secret' },
    });
  });

  it('getGoogleAuthUrl returns the URL; a 503 becomes an ApiError with the server message', async () => {
    answers['GET /api/v1/auth/google'] = [200, { url: 'https://accounts.example.com/auth?x=1' }];
    const { client } = clientWith();
    await expect(getGoogleAuthUrl(client)).resolves.toBe('https://accounts.example.com/auth?x=1');
    answers['GET /api/v1/auth/google'] = [503, { success: false, error: 'Google sign-in is not configured' }];
    await expect(getGoogleAuthUrl(client)).rejects.toMatchObject({
      status: 503,
      message: 'Google sign-in is not configured',
    });
  });

  it('checkSession returns the expiry; a 401 removes the stored token', async () => {
    answers['GET /api/v1/auth/session'] = [
      200,
      { success: true, data: { expiresAt: '2026-01-01T08:00:00.000Z' } },
    ];
    const { client, tokenStorage } = clientWith('t.o.k');
    await expect(checkSession(client)).resolves.toEqual({ expiresAt: '2026-01-01T08:00:00.000Z' });
    answers['GET /api/v1/auth/session'] = [401, { success: false, error: 'Your session has expired' }];
    await expect(checkSession(client)).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.get()).toBeNull();
  });

  it('logoutEverywhere posts and forgets the token', async () => {
    answers['POST /api/v1/auth/logout-all'] = [200, { success: true, message: 'Signed out on every device' }];
    const { client, tokenStorage } = clientWith('t.o.k');
    await expect(logoutEverywhere(client)).resolves.toBe('Signed out on every device');
    expect(seen[0]?.method).toBe('POST');
    expect(tokenStorage.get()).toBeNull();
  });
});
