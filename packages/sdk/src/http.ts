import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { ApiError } from './errors';
import type { SchemaSource } from './schema-source';
import type { TokenStorage } from './token-storage';

export interface ApiClientOptions {
  /** Base of every path; '/api/v1' on the product's own origin by default. */
  baseUrl?: string;
  tokenStorage: TokenStorage;
  /** Called after a 401 answer, once the stored token has been removed. */
  onUnauthorized?: () => void;
  /** A fetch implementation (tests, Node); the global fetch by default. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export { lazySchema, type SchemaSource } from './schema-source';

export interface ApiClient {
  get<T>(
    path: string,
    schema: SchemaSource<T>,
    searchParams?: Record<string, string | number | boolean>,
  ): Promise<T>;
  post<T>(path: string, schema: SchemaSource<T>, body?: unknown): Promise<T>;
  put<T>(path: string, schema: SchemaSource<T>, body?: unknown): Promise<T>;
  delete<T>(path: string, schema: SchemaSource<T>, body?: unknown): Promise<T>;
  /** A GET whose answer is a file (a CSV export): its body as a Blob; failures as for the other calls. */
  getBlob(path: string, searchParams?: Record<string, string | number | boolean>): Promise<Blob>;
  readonly tokenStorage: TokenStorage;
}

function messageFrom(
  body: unknown,
  fallback: string,
): { message: string; details?: unknown; fromServer: boolean } {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const text =
      typeof record.error === 'string'
        ? record.error
        : typeof record.message === 'string'
          ? record.message
          : undefined;
    if (text) return { message: text, details: record.details, fromServer: true };
  }
  return { message: fallback, fromServer: false };
}

/**
 * The typed HTTP client: bearer token from storage on every request, cookies sent, every answer checked against
 * its zod schema, and every failure turned into one {@link ApiError} carrying the server's message.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokenStorage } = options;
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl ?? '/api/v1',
    credentials: 'include',
    timeout: options.timeoutMs ?? 15_000,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokenStorage.get();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  /** Turns a failed request into the one ApiError (401: the stored token goes, as for every call). */
  async function failure(error: unknown): Promise<never> {
    if (error instanceof HTTPError) {
      const answer = await error.response.json().catch(() => undefined);
      const status = error.response.status;
      if (status === 401) {
        tokenStorage.clear();
        options.onUnauthorized?.();
      }
      const { message, details, fromServer } = messageFrom(
        answer,
        error.response.statusText || `Request failed with status ${status}`,
      );
      throw new ApiError(message, status, details, fromServer);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(`Network error: ${reason}`, 0);
  }

  async function send<T>(method: string, path: string, source: SchemaSource<T>, init: Options): Promise<T> {
    // A lazily loaded schema is fetched while the request is in flight.
    const schemaReady = typeof source === 'function' ? source() : Promise.resolve(source);
    // Settled either way here; a loading failure surfaces below, once the answer is in.
    schemaReady.catch(() => undefined);
    let body: unknown;
    try {
      const response = await http(path.replace(/^\//, ''), { method, ...init });
      body = response.status === 204 ? undefined : await response.json();
    } catch (error) {
      return failure(error);
    }
    let schema: z.ZodType<T>;
    try {
      schema = await schemaReady;
    } catch (error) {
      // The app's own code could not be fetched: as much a connection problem as a failed request.
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(`Network error: ${reason}`, 0);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(`Unexpected answer from the server for ${method} ${path}`, 200, parsed.error.issues);
    }
    return parsed.data;
  }

  // A Blob (an image upload) goes out as the raw body under its own type; anything else as JSON.
  const withBody = (body: unknown): Options => {
    if (body === undefined) return {};
    if (body instanceof Blob) {
      return { body, headers: { 'content-type': body.type || 'application/octet-stream' } };
    }
    return { json: body };
  };
  return {
    tokenStorage,
    get: (path, schema, searchParams) => send('GET', path, schema, searchParams ? { searchParams } : {}),
    post: (path, schema, body) => send('POST', path, schema, withBody(body)),
    put: (path, schema, body) => send('PUT', path, schema, withBody(body)),
    delete: (path, schema, body) => send('DELETE', path, schema, withBody(body)),
    getBlob: (path, searchParams) =>
      http(path.replace(/^\//, ''), { method: 'GET', ...(searchParams ? { searchParams } : {}) })
        .then((response) => response.blob())
        .catch(failure),
  };
}
