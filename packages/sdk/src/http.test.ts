import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, failureText } from './errors';
import { createApiClient, lazySchema } from './http';
import { createMemoryTokenStorage, isTokenLive, tokenExpiry } from './token-storage';

// A loopback HTTP server stands in for the far end of the wire: these tests are about what the client does
// with answers (headers it sends, errors it raises, tokens it drops), not about our server.
let server: Server;
let baseUrl: string;
const seen: { authorization?: string; body?: string } = {};

function answer(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.authorization = req.headers.authorization;
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.body = body;
      if (req.url === '/api/v1/ok') return answer(res, 200, { success: true, data: { value: 42 } });
      if (req.url === '/api/v1/echo') return answer(res, 201, { success: true, data: JSON.parse(body) });
      if (req.url === '/api/v1/bad')
        return answer(res, 400, { success: false, error: 'Invalid email', details: ['email'] });
      if (req.url === '/api/v1/secret') return answer(res, 401, { success: false, error: 'Not signed in' });
      if (req.url === '/api/v1/wrong-shape') return answer(res, 200, { success: true, data: { value: 'x' } });
      if (req.url === '/api/v1/refused-silently') return answer(res, 200, { success: false });
      if (req.url === '/api/v1/refused-with-text')
        return answer(res, 200, { success: false, error: 'The assistant is busy' });
      if (req.url === '/api/v1/empty') {
        res.writeHead(204);
        return res.end();
      }
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('boom');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const Value = z.object({ success: z.literal(true), data: z.object({ value: z.number() }) });

describe('createApiClient', () => {
  it('sends the stored bearer token and parses the answer with its schema', async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage('abc.def.ghi') });
    await expect(client.get('ok', Value)).resolves.toEqual({ success: true, data: { value: 42 } });
    expect(seen.authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no authorization header without a token, and JSON bodies as JSON', async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    const Echo = z.object({ success: z.literal(true), data: z.object({ name: z.string() }) });
    await expect(client.post('/echo', Echo, { name: 'Ada' })).resolves.toEqual({
      success: true,
      data: { name: 'Ada' },
    });
    expect(seen.authorization).toBeUndefined();
    expect(seen.body).toBe('{"name":"Ada"}');
  });

  it("throws one ApiError carrying the server's message, status and details", async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    const error = await client.get('bad', Value).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Invalid email',
      status: 400,
      details: ['email'],
      fromServer: true,
    });
  });

  it('removes the stored token on a 401 and tells the app', async () => {
    const storage = createMemoryTokenStorage('old.token.here');
    let told = 0;
    const client = createApiClient({ baseUrl, tokenStorage: storage, onUnauthorized: () => told++ });
    await expect(client.get('secret', Value)).rejects.toMatchObject({
      status: 401,
      message: 'Not signed in',
    });
    expect(storage.get()).toBeNull();
    expect(told).toBe(1);
  });

  it('reports an answer of the wrong shape instead of passing it on', async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    await expect(client.get('wrong-shape', Value)).rejects.toThrow(
      'Unexpected answer from the server for GET wrong-shape',
    );
  });

  it("lets a call's fallback text stand for an answer without a message of the server's (spec 8)", async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    const failure = async (path: string) => {
      try {
        await client.get(path, Value);
      } catch (error) {
        return error;
      }
      throw new Error(`${path} did not fail`);
    };
    const fallback = 'Failed to get response from chatbot';
    expect(failureText(await failure('wrong-shape'), fallback)).toBe(fallback);
    expect(failureText(await failure('refused-silently'), fallback)).toBe(fallback);
    expect(await failure('refused-silently')).toMatchObject({
      message: 'Unexpected answer from the server for GET refused-silently',
      fromServer: false,
    });
    expect(failureText(await failure('refused-with-text'), fallback)).toBe('The assistant is busy');
  });

  it('loads a lazy schema together with the request and checks the answer with it', async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    let loads = 0;
    const lazy = lazySchema(async () => {
      loads += 1;
      return { Value };
    }, 'Value');
    await expect(client.get('ok', lazy)).resolves.toEqual({ success: true, data: { value: 42 } });
    await expect(client.get('wrong-shape', lazy)).rejects.toThrow('Unexpected answer from the server');
    expect(loads).toBe(2);
  });

  it('turns a schema that cannot be loaded into a connection error', async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    const missing = lazySchema(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      'x',
    );
    await expect(client.get('ok', missing as never)).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('Network error'),
    });
  });

  it('falls back to the status text when the server sends no JSON error', async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    await expect(client.get('crash', Value)).rejects.toMatchObject({ status: 500, fromServer: false });
    await expect(client.get('bad', Value)).rejects.toMatchObject({ status: 400, fromServer: true });
  });

  it('accepts an empty 204 answer when the schema allows it', async () => {
    const client = createApiClient({ baseUrl, tokenStorage: createMemoryTokenStorage() });
    await expect(client.delete('empty', z.undefined())).resolves.toBeUndefined();
  });

  it('turns a refused connection into a network ApiError with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      tokenStorage: createMemoryTokenStorage(),
    });
    const error = (await client.get('ok', Value).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
  });
});

describe('token expiry', () => {
  const encode = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

  it('reads exp and tells a live token from an expired one', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const exp = now.getTime() / 1000;
    expect(tokenExpiry(encode({ exp }))).toBe(exp);
    expect(isTokenLive(encode({ exp: exp + 60 }), now)).toBe(true);
    expect(isTokenLive(encode({ exp: exp - 1 }), now)).toBe(false);
    expect(isTokenLive(encode({ exp }), now)).toBe(false);
  });

  it('treats a token without a readable expiry as not live', () => {
    expect(isTokenLive('not-a-jwt')).toBe(false);
    expect(isTokenLive(encode({ sub: 'x' }))).toBe(false);
    expect(isTokenLive('a.%%%.c')).toBe(false);
  });
});
