// Test support (not exported by the package): a scripted stand-in for the far end of the wire. It is handed to
// createApiClient as its `fetch`, so everything above the network edge (ky, headers, schemas, errors) runs for
// real; it records what the client sent and answers what each test scripted.
import { createApiClient } from './http';
import { createMemoryTokenStorage, type TokenStorage } from './token-storage';

export const TEST_BASE_URL = 'http://api.test/api/v1';

export interface SeenRequest {
  method: string;
  /** Path below the base URL, without the query string: '/projects/abc'. */
  path: string;
  query: Record<string, string>;
  /** The raw query string, '' when there is none. */
  search: string;
  headers: Headers;
  /** The body parsed as JSON when it was JSON, else undefined. */
  json: unknown;
  bytes: Uint8Array;
}

/** `[status, body]` answers JSON; `[status, text, contentType]` answers the text as is, with that type (a CSV export). */
export type Reply = readonly [status: number, body?: unknown, contentType?: string];
type Handler = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

export interface FakeApi {
  fetch: typeof fetch;
  /** Every request the client made, in order. */
  seen: SeenRequest[];
  /** Requests no route answered (each also got a 404). */
  unexpected: SeenRequest[];
  /** Scripts the answer to `METHOD /path` (path below the base URL, query string ignored). */
  on(route: string, handler: Handler): void;
  reset(): void;
}

export function createFakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const api: FakeApi = {
    seen: [],
    unexpected: [],
    on: (route, handler) => {
      routes.set(route, handler);
    },
    reset: () => {
      routes.clear();
      api.seen.length = 0;
      api.unexpected.length = 0;
    },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const bytes = new Uint8Array(await request.arrayBuffer());
      const isJson = request.headers.get('content-type')?.includes('application/json') ?? false;
      const seen: SeenRequest = {
        method: request.method,
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: Object.fromEntries(url.searchParams),
        search: url.search,
        headers: request.headers,
        json: isJson && bytes.length > 0 ? JSON.parse(new TextDecoder().decode(bytes)) : undefined,
        bytes,
      };
      api.seen.push(seen);
      const handler = routes.get(`${seen.method} ${seen.path}`);
      let reply: Reply;
      if (!handler) {
        api.unexpected.push(seen);
        reply = [404, { success: false, error: `No route for ${seen.method} ${seen.path}` }];
      } else {
        reply = typeof handler === 'function' ? await handler(seen) : handler;
      }
      const [status, body, contentType] = reply;
      if (body === undefined) return new Response(null, { status });
      if (contentType !== undefined)
        return new Response(String(body), { status, headers: { 'content-type': contentType } });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  return api;
}

export function fakeClient(api: FakeApi, tokenStorage: TokenStorage = createMemoryTokenStorage('t.o.k')) {
  return createApiClient({ baseUrl: TEST_BASE_URL, tokenStorage, fetch: api.fetch });
}

/** A promise with its resolver outside, to hold an answer until the test has looked at the screen. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const ID_BASE = '000000000000000000000000';

/** A well-formed 24-hex-digit id ending in `n`. */
export function testId(n: number): string {
  const tail = n.toString(16);
  return ID_BASE.slice(0, ID_BASE.length - tail.length) + tail;
}

export const person = (n: number) => ({
  _id: testId(900 + n),
  name: `Person ${n}`,
  email: `person${n}@example.com`,
});
