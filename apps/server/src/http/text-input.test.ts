import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, todos, users } from '../db/schema';
import { registerUser, type TestSession, uniqueEmail } from '../test/auth';
import { createTestApp, type TestApp } from '../test/helpers';
import { findBadText, MALFORMED_TEXT_MESSAGE, NUL_CHARACTER_MESSAGE, textProblem } from './text-input';

let t: TestApp;
let session: TestSession;
let todoId: string;

beforeAll(async () => {
  t = await createTestApp();
  session = await registerUser(t.app, { name: 'Careful Tester' });
  const todo = await t.app.inject({
    method: 'POST',
    url: '/api/v1/todos',
    headers: session.headers,
    payload: { text: 'Water the plants' },
  });
  todoId = (todo.json() as { data: { _id: string } }).data._id;
});
afterAll(async () => {
  await t?.close();
});

describe('textProblem and findBadText', () => {
  it('tells NUL characters and lone surrogates from well-formed text', () => {
    expect(textProblem('plain, ünïcödé and 😀')).toBeUndefined();
    expect(textProblem('a\u0000b')).toBe(NUL_CHARACTER_MESSAGE);
    expect(textProblem('\uD800')).toBe(MALFORMED_TEXT_MESSAGE);
    expect(textProblem('x\uDFFF')).toBe(MALFORMED_TEXT_MESSAGE);
    expect(textProblem('\uDFFF\uD800')).toBe(MALFORMED_TEXT_MESSAGE);
    expect(textProblem('\uD83D\uDE00')).toBeUndefined();
  });

  it('finds the first bad string anywhere, keys included, and walks deep nesting without recursion', () => {
    expect(findBadText({ a: 'ok', list: [{ text: 'ok' }, { text: 'x\u0000' }] })).toEqual({
      path: 'list.1.text',
      message: NUL_CHARACTER_MESSAGE,
    });
    expect(findBadText({ ['bad\u0000key']: 1 })?.message).toMatch(/Field names/);
    let deep: unknown = 'x\uD800';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findBadText(deep)?.message).toBe(MALFORMED_TEXT_MESSAGE);
    expect(findBadText(Buffer.from([0, 0, 0]))).toBeUndefined();
  });
});

describe('one input rule for the whole API', () => {
  const cases: Array<[string, string, string, unknown?]> = [
    [
      'POST',
      '/api/v1/auth/register',
      'body.name',
      { name: 'Mal\u0000lory', email: uniqueEmail(), password: 'correct horse battery' },
    ],
    [
      'POST',
      '/api/v1/organizations/register',
      'body.description',
      {
        organizationName: 'Nul Inc',
        domain: 'nul-inc.example',
        description: 'a\u0000b',
        adminName: 'Ada',
        adminEmail: 'ada@nul-inc.example',
        adminPassword: 'correct horse battery',
      },
    ],
    ['PUT', '/api/v1/auth/profile', 'body.jobTitle', { name: 'Fine', jobTitle: 'Boss\u0000' }],
    ['PUT', '/api/v1/auth/profile', 'body.name', { name: 'Half \uD83D emoji' }],
    ['POST', '/api/v1/todos', 'body.text', { text: 'x\u0000y' }],
    ['PUT', '/api/v1/todos/:todo', 'body.text', { text: '\uDC00' }],
    ['GET', '/api/v1/todos?search=%00', 'querystring.search'],
    ['GET', '/api/v1/tasks?search=a%00b&page=1', 'querystring.search'],
    ['GET', '/api/v1/projects/%00', 'params.id'],
    ['POST', '/api/v1/tasks', 'body.checklist.0.text', { title: 'Fine', checklist: [{ text: 'x\u0000' }] }],
  ];

  it.each(cases)('%s %s: 400 naming %s, nothing stored', async (method, url, field, payload) => {
    const before = await Promise.all([
      t.database.db.select({ n: count() }).from(users),
      t.database.db.select({ n: count() }).from(organizations),
      t.database.db.select({ n: count() }).from(todos),
    ]);
    const response = await t.app.inject({
      method: method as 'GET',
      url: url.replace(':todo', todoId),
      headers: session.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toMatch(new RegExp(`^Invalid request: ${field.replace(/\./g, '\\.')}: `));
    expect(body.error).toMatch(/NUL characters|valid Unicode/);
    expect(
      await Promise.all([
        t.database.db.select({ n: count() }).from(users),
        t.database.db.select({ n: count() }).from(organizations),
        t.database.db.select({ n: count() }).from(todos),
      ]),
    ).toEqual(before);
  });

  it('refuses bad text in a JSON escape as well as in raw bytes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/todos',
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: '{"text":"a\\ud800b"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`Invalid request: body.text: ${MALFORMED_TEXT_MESSAGE}`);
  });
});
