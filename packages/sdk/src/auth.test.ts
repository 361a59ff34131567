import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { createFakeApi, fakeClient } from './test-support';
import { createMemoryTokenStorage } from './token-storage';

const api = createFakeApi();

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

const user = {
  _id: '0123456789abcdef01234567',
  id: '0123456789abcdef01234567',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  accountType: 'individual',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const clientWith = (token: string | null = null) => {
  const tokenStorage = createMemoryTokenStorage(token);
  return { client: fakeClient(api, tokenStorage), tokenStorage };
};

describe('auth calls', () => {
  it('login posts the credentials, stores the token and returns token and user', async () => {
    api.on('POST /auth/login', [200, { success: true, token: 'a.b.c', user }]);
    const { client, tokenStorage } = clientWith();
    await expect(login(client, { email: 'ada@example.com', password: 'secret1' })).resolves.toEqual({
      token: 'a.b.c',
      user,
    });
    expect(api.seen[0]?.json).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(tokenStorage.get()).toBe('a.b.c');
  });

  it("register stores the token; a failure carries the server's message and stores nothing", async () => {
    api.on('POST /auth/register', [201, { success: true, token: 'r.e.g', user }]);
    const { client, tokenStorage } = clientWith();
    await register(client, { name: 'Ada', email: 'ada@example.com', password: 'secret1' });
    expect(tokenStorage.get()).toBe('r.e.g');

    api.on('POST /auth/register', [
      409,
      { success: false, error: 'This email is already registered. Please log in instead' },
    ]);
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
    api.on('GET /auth/me', [200, { success: true, data: user }]);
    api.on('PUT /auth/profile', [200, { success: true, data: { ...user, name: 'Countess' } }]);
    const { client } = clientWith('t.o.k');
    await expect(getCurrentUser(client)).resolves.toEqual(user);
    expect(api.seen[0]?.headers.get('authorization')).toBe('Bearer t.o.k');
    await expect(updateProfile(client, { name: 'Countess' })).resolves.toMatchObject({ name: 'Countess' });
    expect(api.seen[1]).toMatchObject({ method: 'PUT', json: { name: 'Countess' } });
  });

  it("refuses an answer that does not match the user schema with the call's fallback (spec 8.2)", async () => {
    api.on('GET /auth/me', [200, { success: true, data: { ...user, _id: 'not-an-id' } }]);
    const { client } = clientWith('t.o.k');
    const failure = await getCurrentUser(client).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'Failed to get user data', fromServer: false });
    expect((failure as Error).cause).toMatchObject({
      message: 'Unexpected answer from the server for GET auth/me',
    });
  });

  it("keeps the server's own text, and falls back to 'Login failed' and 'Registration failed' without one", async () => {
    const { client } = clientWith();
    api.on('POST /auth/login', [401, { success: false, error: 'Incorrect password' }]);
    await expect(login(client, { email: 'a@example.com', password: 'x' })).rejects.toMatchObject({
      message: 'Incorrect password',
    });
    api.on('POST /auth/login', [502, {}]);
    await expect(login(client, { email: 'a@example.com', password: 'x' })).rejects.toMatchObject({
      message: 'Login failed',
      status: 502,
    });
    api.on('POST /auth/register', [200, { success: false }]);
    await expect(
      register(client, { name: 'Ada', email: 'a@example.com', password: 'secret123' }),
    ).rejects.toMatchObject({ message: 'Registration failed' });
  });

  it('deleteAccount sends the password in the body and forgets the token', async () => {
    api.on('DELETE /auth/account', [200, { success: true, message: 'Deleted' }]);
    const { client, tokenStorage } = clientWith('t.o.k');
    await expect(deleteAccount(client, { password: 'secret1' })).resolves.toBe('Deleted');
    expect(api.seen[0]).toMatchObject({ method: 'DELETE', json: { password: 'secret1' } });
    expect(tokenStorage.get()).toBeNull();
  });

  it('forgot and reset password return the server text; the reset token is encoded in the path', async () => {
    api.on('POST /auth/forgotpassword', [200, { success: true, message: 'Check your inbox' }]);
    api.on('PUT /auth/resetpassword/abc%2Fdef', [200, { success: true, message: 'Reset' }]);
    const { client } = clientWith();
    await expect(forgotPassword(client, { email: 'ada@example.com' })).resolves.toBe('Check your inbox');
    await expect(resetPassword(client, 'abc/def', { password: 'new-secret' })).resolves.toBe('Reset');
    expect(api.seen[1]).toMatchObject({
      path: '/auth/resetpassword/abc%2Fdef',
      json: { password: 'new-secret' },
    });
  });

  it('getGoogleAuthUrl returns the URL; a 503 becomes an ApiError with the server message', async () => {
    api.on('GET /auth/google', [200, { url: 'https://accounts.example.com/auth?x=1' }]);
    const { client } = clientWith();
    await expect(getGoogleAuthUrl(client)).resolves.toBe('https://accounts.example.com/auth?x=1');
    api.on('GET /auth/google', [503, { success: false, error: 'Google sign-in is not configured' }]);
    await expect(getGoogleAuthUrl(client)).rejects.toMatchObject({
      status: 503,
      message: 'Google sign-in is not configured',
    });
  });

  it('checkSession returns the expiry; a 401 removes the stored token', async () => {
    api.on('GET /auth/session', [200, { success: true, data: { expiresAt: '2026-01-01T08:00:00.000Z' } }]);
    const { client, tokenStorage } = clientWith('t.o.k');
    await expect(checkSession(client)).resolves.toEqual({ expiresAt: '2026-01-01T08:00:00.000Z' });
    api.on('GET /auth/session', [401, { success: false, error: 'Your session has expired' }]);
    await expect(checkSession(client)).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.get()).toBeNull();
  });

  it('logoutEverywhere posts and forgets the token', async () => {
    api.on('POST /auth/logout-all', [200, { success: true, message: 'Signed out on every device' }]);
    const { client, tokenStorage } = clientWith('t.o.k');
    await expect(logoutEverywhere(client)).resolves.toBe('Signed out on every device');
    expect(api.seen[0]?.method).toBe('POST');
    expect(tokenStorage.get()).toBeNull();
  });
});
