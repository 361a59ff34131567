import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient } from './client';
import { ApiError } from './errors';
import { createApiClient } from './http';
import { createFakeApi, TEST_BASE_URL, testId } from './test-support';

const api = createFakeApi();
const SECRET = 'tf_pat_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

beforeEach(() => api.reset());
afterEach(() => expect(api.unexpected).toEqual([]));

const token = {
  id: testId(1),
  name: 'CI',
  scopes: ['read'],
  organizationId: null,
  prefix: 'tf_pat_01234…',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};

describe('personal API tokens in the SDK', () => {
  it('a client made with apiToken sends it as the bearer, with no cookie, and keeps it after a 401', async () => {
    api.on('GET /tasks', [
      200,
      { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } },
    ]);
    api.on('GET /auth/me', [401, { success: false, error: 'This API token is invalid, expired or revoked' }]);
    const client = createClient({ baseUrl: TEST_BASE_URL, apiToken: SECRET, fetch: api.fetch });
    await client.get('tasks', z.unknown());
    await expect(client.get('auth/me', z.unknown())).rejects.toBeInstanceOf(ApiError);
    await client.get('tasks', z.unknown());
    expect(api.seen.map((seen) => seen.headers.get('authorization'))).toEqual([
      `Bearer ${SECRET}`,
      `Bearer ${SECRET}`,
      `Bearer ${SECRET}`,
    ]);
    expect(api.seen.every((seen) => seen.headers.get('cookie') === null)).toBe(true);
  });

  it('lists, creates and revokes through client.tokens', async () => {
    api.on('GET /tokens', [200, { success: true, data: [token] }]);
    api.on('POST /tokens', [201, { success: true, data: { id: testId(2), token: SECRET } }]);
    api.on(`DELETE /tokens/${testId(1)}`, [204]);
    const client = createClient({
      baseUrl: TEST_BASE_URL,
      fetch: api.fetch,
      cookieJar: false,
    });
    await expect(client.tokens.list()).resolves.toEqual([token]);
    const payload = { name: 'CI', scopes: ['write' as const], expiresAt: null, organizationId: null };
    await expect(client.tokens.create(payload)).resolves.toEqual({ id: testId(2), token: SECRET });
    await expect(client.tokens.revoke(testId(1))).resolves.toBeUndefined();
    expect(api.seen[1]?.json).toEqual(payload);
    expect(api.seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /tokens',
      'POST /tokens',
      `DELETE /tokens/${testId(1)}`,
    ]);
  });

  it('createApiClient takes a token too', async () => {
    const client = createApiClient({ baseUrl: TEST_BASE_URL, apiToken: SECRET, fetch: api.fetch });
    expect(client.tokenStorage.get()).toBe(SECRET);
  });
});
