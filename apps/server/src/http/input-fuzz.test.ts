import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, newProject, newTask, registerOrganization } from '../modules/projects/test-support';
import { registerUser, signIn, TEST_PASSWORD, type TestSession } from '../test/auth';
import { createTestApp, type TestApp } from '../test/helpers';
import type { RouteGuardEntry } from './guards';

// Malformed requests on every route of the inventory, as an anonymous caller and as signed-in people (so that
// guarded routes are exercised past their guard): none may answer a 5xx, and the server must be healthy after.
// A fixed seed makes a failure reproducible; FUZZ_SEED=<n> runs another one.
const SEED = Number(process.env.FUZZ_SEED ?? 16_2026);
const RUNS_PER_ROUTE_AND_CALLER = 16;
const MIN_REQUESTS = 2000;

const UNKNOWN_ID = 'a'.repeat(24);
let unique = 0;
const fresh = (prefix: string) => {
  unique += 1;
  return `${prefix}${unique}`;
};

// A valid request of each route that takes a body or a query, which the fuzz then breaks one or two fields at a
// time: a request valid but for one field reaches the service and the database, where bad text used to fail.
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/v1/auth/register': () => ({
    name: 'Fuzz Person',
    email: `${fresh('fuzz')}@example.test`,
    password: 'correct horse battery',
  }),
  'POST /api/v1/auth/login': () => ({ email: 'nobody@example.test', password: 'not the password' }),
  'PUT /api/v1/auth/profile': () => ({ name: 'Fuzz Person', jobTitle: 'Tester' }),
  'PUT /api/v1/auth/password': () => ({
    currentPassword: 'not the password',
    newPassword: 'a new password 1',
  }),
  'DELETE /api/v1/auth/account': () => ({ password: 'not the password' }),
  'POST /api/v1/auth/forgotpassword': () => ({ email: 'nobody@example.test' }),
  'PUT /api/v1/auth/resetpassword/:token': () => ({ password: 'a new password 1' }),
  'POST /api/v1/auth/verify-email': () => ({ token: 'A'.repeat(43) }),
  'POST /api/v1/organizations/register': () => {
    const domain = `${fresh('fuzz')}.example`;
    return {
      organizationName: 'Fuzz Inc',
      domain,
      description: 'Fuzzing',
      adminName: 'Fuzz Admin',
      adminEmail: `admin@${domain}`,
      adminPassword: 'correct horse battery',
      adminJobTitle: 'Boss',
    };
  },
  'POST /api/v1/organizations/check-domain': () => ({ domain: 'fuzz.example' }),
  'POST /api/v1/organizations/check-subdomain': () => ({ subdomain: 'fuzz' }),
  'POST /api/v1/projects': () => ({ title: 'Project', description: 'About it', status: 'planning' }),
  'PUT /api/v1/projects/:id': () => ({ title: 'Project', description: 'About it' }),
  'POST /api/v1/projects/:id/members': () => ({ email: 'nobody@example.test', role: 'team-member' }),
  'PUT /api/v1/projects/:id/members/:userId': () => ({ role: 'supervisor' }),
  'POST /api/v1/projects/:id/discussion': () => ({ text: 'Hello' }),
  'POST /api/v1/tasks': () => ({ title: 'Task', description: 'Do it', checklist: [{ text: 'Step' }] }),
  'PUT /api/v1/tasks/:id': () => ({ title: 'Task', description: 'Do it', checklist: [{ text: 'Step' }] }),
  'POST /api/v1/tasks/:id/comments': () => ({ text: 'A comment' }),
  'POST /api/v1/todos': () => ({ text: 'A todo', dueDate: '2030-01-01' }),
  'PUT /api/v1/todos/:id': () => ({ text: 'A todo', done: true }),
  'POST /api/v1/views': () => ({ name: fresh('View '), query: 'status:todo', layout: 'list', shared: true }),
  'PUT /api/v1/views/:id': () => ({ name: 'A view', query: 'priority:high', layout: 'board', shared: false }),
};
const PAGE = { page: '1', limit: '10' };
const VALID_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/v1/projects': { ...PAGE, search: 'a', sort: 'updated', status: 'planning' },
  'GET /api/v1/tasks': { ...PAGE, search: 'a', status: 'todo', assignedTo: 'me', dueAfter: '2024-01-01' },
  'GET /api/v1/projects/:id/tasks': { ...PAGE, search: 'a', priority: 'high' },
  'GET /api/v1/todos': { ...PAGE, search: 'a', view: 'all', done: 'false' },
  'GET /api/v1/notifications': { ...PAGE, after: '0' },
  'GET /api/v1/dashboard': { today: '2024-01-01' },
  'GET /api/v1/tasks/:id/comments': PAGE,
  'GET /api/v1/projects/:id/discussion': PAGE,
  'GET /api/v1/users/:id/avatar': { v: '1' },
};
const KNOWN_FIELDS = [
  'name',
  'email',
  'password',
  'title',
  'text',
  'description',
  'status',
  'priority',
  'dueDate',
  'startDate',
  'projectId',
  'assignees',
  'checklist',
  'userId',
  'role',
  'jobTitle',
  'profileImage',
  'notificationPreferences',
  'organizationName',
  'domain',
  'subdomain',
  'adminName',
  'adminEmail',
  'adminPassword',
  'currentPassword',
  'newPassword',
  'token',
  'tags',
  'completed',
  'members',
  'category',
  'color',
  'industry',
  'size',
] as const;
const QUERY_KEYS = [
  'after',
  'assignedTo',
  'dueAfter',
  'dueBefore',
  'done',
  'page',
  'limit',
  'search',
  'status',
  'priority',
  'projectId',
  'assignee',
  'sort',
  'order',
  'from',
  'to',
  'today',
  'unread',
  'completed',
  'view',
  'v',
  'q',
] as const;

/** Raw (already percent-encoded) query values and path segments that break naive parsing. */
const RAW_BAD_TEXT = [
  '-1',
  '0',
  '1e9',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F',
  '%C0%80',
  '%',
  '%zz',
  '%2F..%2F',
  '..',
  '%20',
  '[]',
  '{}',
  'null',
  'true',
  `${'9'.repeat(400)}`,
  'x'.repeat(5000),
  encodeURIComponent('ü😀'),
  UNKNOWN_ID,
  'A'.repeat(24),
  `${'a'.repeat(23)}%00`,
];

const safeEncode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return 'x';
  }
};

interface Ids {
  good: string[];
}

function rawSegment(ids: Ids): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...ids.good) },
    { weight: 4, arbitrary: fc.constantFrom(...RAW_BAD_TEXT) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(safeEncode) },
    {
      weight: 1,
      arbitrary: fc
        .base64String({ minLength: 44, maxLength: 44 })
        .map((b) => b.slice(0, 43).replace(/\+/g, '-').replace(/\//g, '_')),
    },
  );
}

function nastyString(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ maxLength: 30, unit: 'binary' }),
    fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`),
    fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'))
      .map(([a, s]) => `${a}${s}`),
    fc.integer({ min: 201, max: 300_000 }).map((n) => 'x'.repeat(n)),
    fc.constantFrom(
      'not-a-date',
      '2024-02-30',
      '9999-99-99T99:99:99Z',
      'a@b',
      'x@acme.example',
      `${'a'.repeat(300)}@example.test`,
      'javascript:alert(1)',
      '<script>alert(1)</script>',
      "'; drop table users; --",
      UNKNOWN_ID,
      'todo',
      'done',
      'high',
      'admin',
    ),
  );
}

function nastyValue(ids: Ids): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { weight: 5, arbitrary: nastyString() },
    { weight: 1, arbitrary: fc.constantFrom(...ids.good) },
    { weight: 2, arbitrary: fc.constantFrom(-1, 0, 1, 1e9, 1e308, -1e308, 2 ** 53 + 1, 0.5, -0) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...KNOWN_FIELDS, 'text', 'done'), leaf) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom([], {}) },
  );
}

/** A body of depth `depth` (an array or object chain), built without recursion. */
function deepNest(depth: number, asObject: boolean): string {
  return asObject
    ? `${'{"title":'.repeat(depth)}"x"${'}'.repeat(depth)}`
    : `{"title":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`;
}

interface BodyPart {
  payload?: string | Buffer;
  contentType?: string;
}

/** Text made unstorable at a random place: a NUL or a lone surrogate inserted into it. */
function corrupt(text: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat(text.length), fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFF\u0000'))
    .map(([at, bad]) => `${text.slice(0, at)}${bad}${text.slice(at)}`);
}

/** The valid body with one to three fields broken (a nasty value, or its own text corrupted), or one added. */
function brokenValid(valid: () => Record<string, unknown>, ids: Ids): fc.Arbitrary<Record<string, unknown>> {
  const base = valid();
  const fields = Object.keys(base);
  const breakOne = fc.oneof(
    fc.tuple(fc.constantFrom(...fields, ...KNOWN_FIELDS), nastyValue(ids)),
    fc.constantFrom(...fields).chain((field) => {
      const value = base[field];
      if (typeof value === 'string') return corrupt(value).map((text) => [field, text] as const);
      if (Array.isArray(value)) {
        return corrupt('Step').map((text) => [field, [...value, { text }, text]] as const);
      }
      return nastyValue(ids).map((next) => [field, next] as const);
    }),
  );
  return fc
    .array(breakOne, { minLength: 1, maxLength: 3 })
    .map((changes) => ({ ...valid(), ...Object.fromEntries(changes) }));
}

function bodyPart(ids: Ids, valid: (() => Record<string, unknown>) | undefined): fc.Arbitrary<BodyPart> {
  const json = (value: unknown): BodyPart => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  return fc.oneof(
    { weight: valid ? 16 : 0, arbitrary: valid ? brokenValid(valid, ids).map(json) : fc.constant({}) },
    { weight: 1, arbitrary: fc.constant<BodyPart>({}) },
    // An object of known and unknown fields with wrong types, bad text and huge strings.
    {
      weight: 8,
      arbitrary: fc
        .dictionary(
          fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
            { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
            { weight: 1, arbitrary: fc.constantFrom('bad\u0000key', '\uD800', 'constructor', 'toString') },
          ),
          nastyValue(ids),
          { maxKeys: 6 },
        )
        .map(json),
    },
    { weight: 2, arbitrary: nastyValue(ids).map(json) },
    // JSON whose escapes decode to text PostgreSQL cannot store.
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...KNOWN_FIELDS)
        .chain((field) =>
          fc.constantFrom(
            `{"${field}":"a\\u0000b"}`,
            `{"${field}":"\\ud800"}`,
            `{"${field}":["\\udfff"]}`,
            `{"${field}":{"text":"\\u0000"}}`,
            `{"a\\u0000":1,"${field}":"x"}`,
          ),
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    // Malformed JSON.
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"title":',
          '[1,2',
          'nul',
          '{"title":"x",}',
          "{'title':'x'}",
          '\u0000',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '',
          ' ',
          '{"title":"x"}{"title":"y"}',
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    // Wrong content types.
    {
      weight: 2,
      arbitrary: fc.constantFrom<BodyPart>(
        { payload: 'title=x&text=y', contentType: 'application/x-www-form-urlencoded' },
        { payload: 'hello', contentType: 'text/plain' },
        {
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
          contentType: 'multipart/form-data; boundary=x',
        },
        { payload: '<a>b</a>', contentType: 'application/xml' },
        { payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]), contentType: 'image/png' },
        { payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), contentType: 'image/jpeg' },
        { payload: Buffer.alloc(64, 0), contentType: 'image/gif' },
        { payload: '{"title":"x"}', contentType: 'application/json; charset=latin1' },
        { payload: '{"title":"x"}', contentType: 'application/jsonx' },
        { payload: '{"title":"x"}', contentType: '' },
        { payload: Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), contentType: 'application/json' },
      ),
    },
    // Huge bodies (past the body limit) and deep nesting.
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyPart>(
        { payload: JSON.stringify({ title: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
        { payload: Buffer.alloc(6 * 1024 * 1024, 1), contentType: 'image/png' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(100, 5_000, 50_000), fc.boolean()).map(([depth, asObject]) => ({
        payload: deepNest(depth, asObject),
        contentType: 'application/json',
      })),
    },
  );
}

function queryPart(ids: Ids, valid: Record<string, string> | undefined): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...RAW_BAD_TEXT) },
    { weight: 3, arbitrary: fc.constantFrom('%00', 'a%00b', 'ok%00', '%00%00') },
    { weight: 1, arbitrary: fc.constantFrom(...ids.good) },
    { weight: 2, arbitrary: fc.string({ maxLength: 20 }).map(safeEncode) },
    { weight: 1, arbitrary: fc.constantFrom('todo', 'done', 'high', '1', '10', '2024-01-01') },
  );
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...QUERY_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom('page[]', 'a[b]', '%00', '__proto__', 'constructor') },
  );
  const validPairs = Object.entries(valid ?? {});
  const broken = validPairs.length
    ? fc
        .tuple(
          fc.subarray(validPairs),
          fc.array(fc.tuple(fc.constantFrom(...validPairs.map(([k]) => k)), value), {
            minLength: 1,
            maxLength: 2,
          }),
        )
        .map(([kept, changed]) => {
          const changedKeys = new Set(changed.map(([k]) => k));
          return [...kept.filter(([k]) => !changedKeys.has(k)), ...changed];
        })
    : fc.constant<Array<readonly [string, string]>>([]);
  return fc
    .tuple(broken, fc.array(fc.tuple(key, value), { maxLength: 3 }))
    .map(([pairs, extra]) => [...pairs, ...extra])
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

interface FuzzRequest {
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

function requestFor(entry: RouteGuardEntry, ids: Ids): fc.Arbitrary<FuzzRequest> {
  const names = [...entry.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const hasBody = entry.method !== 'GET' && entry.method !== 'HEAD';
  return fc
    .record({
      segments: fc.tuple(...names.map(() => rawSegment(ids))),
      query: queryPart(ids, VALID_QUERIES[`${entry.method} ${entry.url}`]),
      body: hasBody ? bodyPart(ids, VALID_BODIES[`${entry.method} ${entry.url}`]) : fc.constant<BodyPart>({}),
    })
    .map(({ segments, query, body }) => {
      let index = 0;
      const path = entry.url.replace(/:(\w+)/g, () => segments[index++] as string);
      return { url: `${path}${query}`, ...body };
    });
}

interface Caller {
  label: string;
  headers(): Record<string, string>;
  /** Called after each answer: a session the fuzz itself ended (sign out everywhere) is renewed. */
  after(entry: RouteGuardEntry, response: LightMyRequestResponse): Promise<void>;
}

function anonymous(): Caller {
  return { label: 'anonymous', headers: () => ({}), after: async () => {} };
}

function signedIn(app: FastifyInstance, label: string, first: TestSession): Caller {
  let session = first;
  let email = first.user.email;
  return {
    label,
    headers: () => session.headers,
    after: async (entry, response) => {
      if (entry.url === '/api/v1/auth/profile' && response.statusCode === 200) {
        email = (response.json() as { data: { email: string } }).data.email;
      }
      if (response.statusCode === 401) session = await signIn(app, email);
    },
  };
}

let t: TestApp;
// Google sign-in configured against a real OIDC provider on loopback, so that its routes run whole.
let provider: OAuth2Server;
let ids: Ids;
let individual: TestSession;
let orgAdmin: TestSession;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  t = await createTestApp({
    env: {
      LOGIN_LOCKOUT_THRESHOLD: '1000',
      GOOGLE_CLIENT_ID: 'fuzz-client',
      GOOGLE_CLIENT_SECRET: 'fuzz-client-secret',
      GOOGLE_ISSUER: provider.issuer.url ?? '',
    },
  });
  individual = await registerUser(t.app, { name: 'Fuzz Individual' });
  const org = await registerOrganization(t.app, 'fuzz-org.example', 'Fuzz Admin');
  orgAdmin = org.admin.session;
  const owner = callerFor(t.app, individual);
  const project = await newProject(owner, { title: 'Fuzzed project' });
  const task = await newTask(owner, { title: 'Fuzzed task', projectId: project._id });
  const orgProject = await newProject(org.admin, { title: 'Organization project' });
  const todo = await t.app.inject({
    method: 'POST',
    url: '/api/v1/todos',
    headers: individual.headers,
    payload: { text: 'Fuzzed todo' },
  });
  ids = {
    good: [
      project._id,
      task._id,
      orgProject._id,
      individual.user._id,
      orgAdmin.user._id,
      org.organizationId,
      (todo.json() as { data: { _id: string } }).data._id,
    ],
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

describe('the API under malformed requests', () => {
  it(`answers no 5xx to ${MIN_REQUESTS}+ malformed requests on every route (seed ${SEED})`, async () => {
    const routes = t.app.routeGuards();
    expect(routes.length).toBeGreaterThan(30);
    const callers = [
      anonymous(),
      signedIn(t.app, 'individual', individual),
      signedIn(t.app, 'organization admin', orgAdmin),
    ];
    let sent = 0;
    const pastTheGuard = new Set<string>();
    for (const caller of callers) {
      for (const [index, entry] of routes.entries()) {
        const property = fc.asyncProperty(requestFor(entry, ids), async (request) => {
          const options: InjectOptions = {
            method: entry.method as InjectOptions['method'],
            url: request.url,
            headers: {
              ...caller.headers(),
              ...(request.contentType !== undefined ? { 'content-type': request.contentType } : {}),
            },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          };
          const response = await t.app.inject(options);
          sent += 1;
          if (response.statusCode !== 401) pastTheGuard.add(`${entry.method} ${entry.url}`);
          await caller.after(entry, response);
          if (response.statusCode >= 500) {
            throw new Error(
              `${caller.label}: ${entry.method} ${request.url.slice(0, 300)} (${request.contentType ?? 'no body'}: ${String(request.payload ?? '').slice(0, 300)}) answered ${response.statusCode} ${response.body.slice(0, 300)}`,
            );
          }
        });
        const seed = SEED + index;
        const details = await fc.check(property, {
          seed,
          numRuns: RUNS_PER_ROUTE_AND_CALLER,
          endOnFailure: true,
        });
        if (details.failed) {
          throw new Error(
            `Fuzz failure (seed ${seed}, FUZZ_SEED=${SEED}): ${String(details.errorInstance ?? details.counterexample)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    // Signed-in callers got past every guarded route's guard, so its validation and handler ran too.
    expect(routes.filter((entry) => !pastTheGuard.has(`${entry.method} ${entry.url}`))).toEqual([]);

    // Healthy after: the health check answers and a normal sign-in works.
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    const fresh = await registerUser(t.app, { name: 'After The Storm' });
    const again = await signIn(t.app, fresh.user.email, TEST_PASSWORD);
    expect(again.user._id).toBe(fresh.user._id);
  }, 300_000);
});
