import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import {
  type ClientChangeFeed,
  createClientChangeFeed,
  createRecentActivity,
  type RecentActivity,
} from './changes';
import type { CookieJar } from './cookie-jar';
import { type CurrencyStore, createCurrencyStore } from './currency';
import { ApiError } from './errors';
import { createFinanceGrantStore, type FinanceGrantStore } from './finance-grant';
import type { SchemaSource } from './schema-source';
import { createMemoryTokenStorage, type TokenStorage } from './token-storage';

export interface ApiClientOptions {
  /** Base of every path; '/api/v1' on the product's own origin by default. */
  baseUrl?: string;
  /** Where the session's bearer token is kept; in memory by default. Not used with `apiToken`. */
  tokenStorage?: TokenStorage;
  /**
   * A personal API token (`tf_pat_...`, issue 41) sent as the bearer of every request: no sign-in, no cookie
   * needed. A 401 does not forget it (the caller learns of it from the ApiError).
   */
  apiToken?: string;
  /** Called after a 401 answer, once the stored token has been removed. */
  onUnauthorized?: () => void;
  /** A fetch implementation (tests, Node); the global fetch by default. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Cookies kept by the client itself, for Node (a browser keeps its own): what answers set is sent on the next
   * requests. None by default.
   */
  cookieJar?: CookieJar;
  /** The finance gate's unlock; a store on the browser's sessionStorage (memory without one) by default. */
  financeGrants?: FinanceGrantStore;
  /** The display currency; a store on the browser's localStorage (memory without one) by default. */
  currency?: CurrencyStore;
}

export { lazySchema, type SchemaSource } from './schema-source';

/** How an upload reports its progress and is cancelled. */
export interface UploadOptions {
  /** Bytes of the request body sent so far, of `total` (browser only). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** `headers`: extra request headers (the finance grant of a finance call). */
  get<T>(
    path: string,
    schema: SchemaSource<T>,
    searchParams?: Record<string, string | number | boolean>,
    headers?: Record<string, string>,
  ): Promise<T>;
  /** `headers`: extra request headers (the CSRF token of a security report). */
  post<T>(
    path: string,
    schema: SchemaSource<T>,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  put<T>(path: string, schema: SchemaSource<T>, body?: unknown, headers?: Record<string, string>): Promise<T>;
  patch<T>(
    path: string,
    schema: SchemaSource<T>,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  delete<T>(
    path: string,
    schema: SchemaSource<T>,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  /**
   * A POST answered with newline-delimited JSON: each line is checked against `schema` and handed to `onLine` as
   * soon as it arrives; resolves when the answer ends. No time limit: the server decides how long it streams.
   */
  postLines<T>(
    path: string,
    schema: SchemaSource<T>,
    onLine: (line: T) => void,
    body?: unknown,
  ): Promise<void>;
  /** A GET whose answer is a file (a CSV export): its body as a Blob; failures as for the other calls. */
  getBlob(
    path: string,
    searchParams?: Record<string, string | number | boolean>,
    headers?: Record<string, string>,
  ): Promise<Blob>;
  /**
   * A POST of a multipart form (a file upload), without a time limit. In a browser it goes through XMLHttpRequest
   * so that `onProgress` hears how much of the body was sent; where there is none (Node), or with a `fetch` of
   * the options, it goes through fetch and reports no progress. Failures as for the other calls.
   */
  upload<T>(path: string, schema: SchemaSource<T>, form: FormData, options?: UploadOptions): Promise<T>;
  readonly tokenStorage: TokenStorage;
  /** This client's finance unlock: finance calls send its grant, sign-outs end it. */
  readonly financeGrants: FinanceGrantStore;
  /** This client's display currency and exchange rates. */
  readonly currency: CurrencyStore;
  /** The changes this client made, published by the SDK's mutation calls once the server confirmed them. */
  readonly changes: ClientChangeFeed;
  /** The user's last few actions in this session (from `changes`), for the assistant's context (spec 7.5). */
  readonly recentActivity: RecentActivity;
  /** The client's own cookies (Node), when it keeps them. */
  readonly cookieJar?: CookieJar;
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
 * An answer its schema refuses. A refusal in the envelope (`{ success: false, error }`, whatever its status) keeps
 * the server's text; any other answer is no message of the server's (`fromServer` false), so the call's own
 * fallback (spec 8: 'Failed to get response from chatbot', 'Failed to fetch organizations'...) is what a screen
 * shows, and the wording below only reaches a log.
 */
function unexpectedAnswer(method: string, path: string, body: unknown, issues?: unknown): ApiError {
  const fallback = `Unexpected answer from the server for ${method} ${path}`;
  const refused =
    Boolean(body) && typeof body === 'object' && (body as { success?: unknown }).success === false;
  if (!refused) return new ApiError(fallback, 200, issues, false);
  const { message, details, fromServer } = messageFrom(body, fallback);
  return new ApiError(message, 200, fromServer ? details : issues, fromServer);
}

/**
 * The typed HTTP client: bearer token from storage on every request, cookies sent, every answer checked against
 * its zod schema, and every failure turned into one {@link ApiError} carrying the server's message.
 */
/** A token that is not the client's to change: a personal API token given at creation. */
function fixedTokenStorage(token: string): TokenStorage {
  return { get: () => token, set: () => undefined, clear: () => undefined };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { cookieJar } = options;
  const tokenStorage = options.apiToken
    ? fixedTokenStorage(options.apiToken)
    : (options.tokenStorage ?? createMemoryTokenStorage());
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
          const cookie = cookieJar?.header();
          if (cookie) request.headers.set('cookie', cookie);
        },
      ],
      afterResponse: cookieJar
        ? [
            (_request, _options, response) => {
              cookieJar.store(response.headers.getSetCookie());
            },
          ]
        : [],
    },
  });

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
      throw await failureOf(error);
    }
    const schema = await loadedSchema(schemaReady);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw unexpectedAnswer(method, path, body, parsed.error.issues);
    }
    return parsed.data;
  }

  /** The one ApiError of a failed request: the server's message and status, or a network error. */
  async function failureOf(error: unknown): Promise<ApiError> {
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
      return new ApiError(message, status, details, fromServer);
    }
    const reason = error instanceof Error ? error.message : String(error);
    return new ApiError(`Network error: ${reason}`, 0);
  }

  async function loadedSchema<T>(schemaReady: Promise<z.ZodType<T>>): Promise<z.ZodType<T>> {
    try {
      return await schemaReady;
    } catch (error) {
      // The app's own code could not be fetched: as much a connection problem as a failed request.
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(`Network error: ${reason}`, 0);
    }
  }

  async function postLines<T>(
    path: string,
    source: SchemaSource<T>,
    onLine: (line: T) => void,
    body: unknown,
  ): Promise<void> {
    const schemaReady = typeof source === 'function' ? source() : Promise.resolve(source);
    schemaReady.catch(() => undefined);
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      const response = await http(path.replace(/^\//, ''), {
        method: 'POST',
        timeout: false,
        ...withBody(body),
      });
      reader = response.body?.getReader();
    } catch (error) {
      throw await failureOf(error);
    }
    const schema = await loadedSchema(schemaReady);
    const decoder = new TextDecoder();
    let pending = '';
    const take = (line: string) => {
      if (line.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw unexpectedAnswer('POST', path, undefined);
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        throw unexpectedAnswer('POST', path, value, parsed.error.issues);
      }
      onLine(parsed.data);
    };
    while (reader) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw await failureOf(error);
      }
      if (chunk.done) break;
      pending += decoder.decode(chunk.value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) take(line);
    }
    take(pending + decoder.decode());
  }

  // A Blob (an image upload) goes out as the raw body under its own type; anything else as JSON.
  const withBody = (body: unknown): Options => {
    if (body === undefined) return {};
    if (body instanceof Blob) {
      return { body, headers: { 'content-type': body.type || 'application/octet-stream' } };
    }
    return { json: body };
  };
  const withHeaders = (init: Options, headers: Record<string, string> | undefined): Options =>
    headers
      ? { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...headers } }
      : init;
  /** The browser's way: XMLHttpRequest, whose upload reports progress (fetch cannot). */
  function uploadWithXhr<T>(
    path: string,
    source: SchemaSource<T>,
    form: FormData,
    { onProgress, signal }: UploadOptions,
  ): Promise<T> {
    const schemaReady = typeof source === 'function' ? source() : Promise.resolve(source);
    schemaReady.catch(() => undefined);
    const base = (options.baseUrl ?? '/api/v1').replace(/\/+$/, '');
    return new Promise<unknown>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${base}/${path.replace(/^\//, '')}`);
      xhr.withCredentials = true;
      xhr.responseType = 'text';
      const token = tokenStorage.get();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const done = () => signal?.removeEventListener('abort', abort);
      xhr.onload = () => {
        done();
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          body = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(body);
          return;
        }
        if (xhr.status === 401) {
          tokenStorage.clear();
          options.onUnauthorized?.();
        }
        const { message, details, fromServer } = messageFrom(
          body,
          xhr.statusText || `Request failed with status ${xhr.status}`,
        );
        reject(new ApiError(message, xhr.status, details, fromServer));
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError('Network error: the upload failed', 0));
      };
      xhr.onabort = () => {
        done();
        reject(new ApiError('Network error: the upload was cancelled', 0));
      };
      if (signal?.aborted) {
        xhr.abort();
        return;
      }
      xhr.send(form);
    }).then(async (body) => {
      const schema = await loadedSchema(schemaReady);
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw unexpectedAnswer('POST', path, body, parsed.error.issues);
      return parsed.data;
    });
  }

  const upload = <T>(path: string, schema: SchemaSource<T>, form: FormData, upload: UploadOptions = {}) =>
    typeof XMLHttpRequest !== 'undefined' && !options.fetch
      ? uploadWithXhr(path, schema, form, upload)
      : send('POST', path, schema, {
          body: form,
          timeout: false,
          ...(upload.signal ? { signal: upload.signal } : {}),
        });

  const changes = createClientChangeFeed();
  return {
    upload,
    tokenStorage,
    financeGrants: options.financeGrants ?? createFinanceGrantStore(),
    currency: options.currency ?? createCurrencyStore(),
    changes,
    recentActivity: createRecentActivity(changes),
    ...(cookieJar ? { cookieJar } : {}),
    get: (path, schema, searchParams, headers) =>
      send('GET', path, schema, withHeaders(searchParams ? { searchParams } : {}, headers)),
    post: (path, schema, body, headers) => send('POST', path, schema, withHeaders(withBody(body), headers)),
    put: (path, schema, body, headers) => send('PUT', path, schema, withHeaders(withBody(body), headers)),
    patch: (path, schema, body, headers) => send('PATCH', path, schema, withHeaders(withBody(body), headers)),
    delete: (path, schema, body, headers) =>
      send('DELETE', path, schema, withHeaders(withBody(body), headers)),
    postLines: (path, schema, onLine, body) => postLines(path, schema, onLine, body),
    getBlob: (path, searchParams, headers) =>
      http(
        path.replace(/^\//, ''),
        withHeaders({ method: 'GET', ...(searchParams ? { searchParams } : {}) }, headers),
      )
        .then((response) => response.blob())
        .catch(async (error: unknown) => {
          throw await failureOf(error);
        }),
  };
}
