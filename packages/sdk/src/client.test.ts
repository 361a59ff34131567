import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createClient, type TaskFlowClient } from './client';
import { createCookieJar } from './cookie-jar';
import { listTasks } from './tasks';
import { createFakeApi, TEST_BASE_URL, testId } from './test-support';

const user = {
  _id: testId(1),
  id: testId(1),
  name: 'Alex Morgan',
  email: 'alex@example.com',
  accountType: 'individual',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/**
 * Every function the package exports whose first parameter is an ApiClient (an API call), with the module it
 * comes from, read by the TypeScript compiler from src/index.ts: what the client's namespaces must cover.
 */
function exportedCalls(): { name: string; file: string }[] {
  const index = fileURLToPath(new URL('./index.ts', import.meta.url));
  const program = ts.createProgram([index], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(index);
  if (!source) throw new Error('src/index.ts not found');
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error('src/index.ts has no exports');
  const calls: { name: string; file: string }[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (!declaration || !ts.isFunctionDeclaration(declaration)) continue;
    // The client's own helpers are not calls of the API.
    if (declaration.getSourceFile().fileName.endsWith('/client.ts')) continue;
    const first = declaration.parameters[0];
    if (first?.type && first.type.getText() === 'ApiClient') {
      calls.push({ name: exported.name, file: declaration.getSourceFile().fileName });
    }
  }
  return calls;
}

describe('createClient', () => {
  it('reaches every API call the SDK exports through a namespace of the client', () => {
    const client = createClient({ baseUrl: TEST_BASE_URL, fetch: createFakeApi().fetch });
    const namespaces = Object.entries(client).filter(
      (entry): entry is [string, Record<string, unknown>] =>
        typeof entry[1] === 'object' && entry[1] !== null && !('get' in entry[1]),
    );
    const calls = exportedCalls();
    // The compiler found the calls (a broken lookup would otherwise pass with nothing to check).
    expect(calls.length).toBeGreaterThan(100);
    const unreachable = calls.filter(
      ({ name }) => !namespaces.some(([, calls]) => typeof calls[name] === 'function'),
    );
    expect(unreachable).toEqual([]);
    expect(client.tasks.listTasks).toBeTypeOf('function');
    expect(client.orgInvitations.inviteToOrganization).toBeTypeOf('function');
    // Reading the package with the compiler takes seconds on a busy machine.
  }, 120_000);

  it('binds the calls to the client: the same request as the free function with it', async () => {
    const api = createFakeApi();
    api.on('GET /tasks', [
      200,
      { success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 1 } },
    ]);
    const client = createClient({ baseUrl: TEST_BASE_URL, fetch: api.fetch });
    await client.tasks.listTasks({ status: 'todo' });
    await listTasks(client, { status: 'todo' });
    expect(api.unexpected).toEqual([]);
    expect(api.seen.map((request) => request.search)).toEqual(['?status=todo', '?status=todo']);
  });

  it('keeps the token of a sign-in in its own memory storage, shared with no other client', async () => {
    const api = createFakeApi();
    api.on('POST /auth/login', [200, { success: true, token: 'a.b.c', user }]);
    api.on('GET /auth/me', [200, { success: true, data: user }]);
    const client = createClient({ baseUrl: TEST_BASE_URL, fetch: api.fetch });
    const other = createClient({ baseUrl: TEST_BASE_URL, fetch: api.fetch });
    await client.auth.login({ email: user.email, password: 'password123' });
    await client.auth.getCurrentUser();
    expect(api.seen[1]?.headers.get('authorization')).toBe('Bearer a.b.c');
    expect(other.tokenStorage.get()).toBeNull();
  });

  it('has stores of its own: the finance unlock and the display currency', () => {
    const first = createClient({ baseUrl: TEST_BASE_URL });
    const second = createClient({ baseUrl: TEST_BASE_URL });
    first.financeGrants.save({ grant: 'g-1', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    first.currency.setCurrency('INR');
    expect(first.financeGrants.grant()).toBe('g-1');
    expect(second.financeGrants.grant()).toBeUndefined();
    expect(second.currency.get().currency).toBe('USD');
  });

  it('keeps the cookies answers set outside a browser and sends them back', async () => {
    const api = createFakeApi();
    api.on('POST /auth/login', [200, { success: true, token: 'a.b.c', user }]);
    api.on('GET /auth/session', [200, { success: true, data: { expiresAt: '2026-12-01T00:00:00.000Z' } }]);
    const fetchWithCookie: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const response = await api.fetch(input, init);
      if (!url.endsWith('/auth/login')) return response;
      const headers = new Headers(response.headers);
      headers.append('set-cookie', 'fp=abc123; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600');
      headers.append('set-cookie', 'gone=x; Path=/; Max-Age=0');
      return new Response(response.body, { status: response.status, headers });
    };
    const client = createClient({ baseUrl: TEST_BASE_URL, fetch: fetchWithCookie });
    await client.auth.login({ email: user.email, password: 'password123' });
    await client.auth.checkSession();
    expect(api.seen[0]?.headers.get('cookie')).toBeNull();
    expect(api.seen[1]?.headers.get('cookie')).toBe('fp=abc123');
    expect(client.cookieJar?.header()).toBe('fp=abc123');
  });

  it('creates its socket client on first use, for the origin of its base URL, once', () => {
    const urls: (string | undefined)[] = [];
    const client: TaskFlowClient = createClient({
      baseUrl: 'http://tasks.example:8080/api/v1',
      io: (url) => {
        urls.push(url);
        throw new Error('not connecting in this test');
      },
    });
    expect(client.realtime).toBe(client.realtime);
    expect(client.realtime.getStatus()).toBe('idle');
    expect(urls).toEqual([]);
  });
});

describe('the cookie jar', () => {
  it('replaces a cookie by name, forgets an expired one, and is empty to start with', () => {
    let now = 1_000_000;
    const jar = createCookieJar(() => now);
    expect(jar.header()).toBeUndefined();
    jar.store(['a=1; Max-Age=10', 'b=2; Expires=Thu, 01 Jan 2099 00:00:00 GMT']);
    jar.store(['a=3; Max-Age=10']);
    expect(jar.header()).toBe('a=3; b=2');
    now += 11_000;
    expect(jar.header()).toBe('b=2');
    jar.store(['b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.header()).toBeUndefined();
  });
});
