import { SEARCH_MESSAGES, SEARCH_SNIPPET_MAX, type SearchAnswer, type SearchResult } from '@app/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { findCurrentUser } from '../auth/auth.queries';
import {
  addMember,
  type Caller,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
} from '../projects/test-support';
import { viewerFrom } from '../work/scope';
import { searchStatement } from './search.queries';

let t: TestApp;
// Acme: Olivia (admin) owns `portal`, Jordan is an Acme member; Eve has an account of her own and a project Jordan
// is not in; Grace is Globex's admin.
let olivia: Caller;
let jordan: Caller;
let eve: Caller;
let grace: Caller;
let portal: { _id: string };

beforeAll(async () => {
  t = await createTestApp();
  olivia = (await registerOrganization(t.app, 'acme-search.test', 'Olivia Smith')).admin;
  grace = (await registerOrganization(t.app, 'globex-search.test', 'Grace Globex')).admin;
  jordan = await signUp(t.app, 'Jordan Quillfeather', 'jordan@acme-search.test');
  eve = await signUp(t.app, 'Eve Stone');
  portal = await newProject(olivia, { title: 'Customer portal', description: 'The self-service portal' });
  await addMember(olivia, portal._id, jordan, 'team-member');
});
afterAll(async () => {
  await t?.close();
});

async function search(caller: Caller, query: string): Promise<SearchResult[]> {
  return (await expectData<SearchAnswer>(caller.request('GET', `/search?${query}`))).results;
}

const ids = (results: SearchResult[]) => results.map((result) => result.id);

describe('GET /search', () => {
  it('finds a title with a typo, and word forms through full-text search', async () => {
    const dashboard = await newTask(olivia, { title: 'Dashboard redesign', projectId: portal._id });
    const sso = await newTask(olivia, { title: 'Single sign-on integration', projectId: portal._id });

    const typo = await search(olivia, 'q=Dashbaord&types=task');
    expect(typo[0]).toMatchObject({
      type: 'task',
      id: dashboard._id,
      title: 'Dashboard redesign',
      url: `/tasks/${dashboard._id}`,
    });
    expect(typo[0]?.score).toBeGreaterThan(0);

    expect(ids(await search(olivia, 'q=integrations&types=task'))).toContain(sso._id);
    // A half-typed last word is a prefix.
    expect(ids(await search(olivia, 'q=single%20integr&types=task'))).toContain(sso._id);
  });

  it('ranks a title match above a body match, and says where the body matched', async () => {
    const body = await newTask(olivia, {
      title: 'Quarterly planning',
      description: `${'Some context first. '.repeat(12)}Review the zeppelinium budget before the board meets.`,
      projectId: portal._id,
      assignedTo: olivia.id,
    });
    const title = await newTask(olivia, { title: 'Zeppelinium rollout', projectId: portal._id });
    const results = await search(olivia, 'q=zeppelinium&types=task');
    expect(ids(results)).toEqual([title._id, body._id]);
    const snippet = results[1]?.snippet ?? '';
    expect(snippet).toContain('zeppelinium budget');
    expect(snippet.length).toBeLessThanOrEqual(SEARCH_SNIPPET_MAX);
    expect(snippet).not.toMatch(/<\/?b>/);
  });

  it('ranks tasks assigned to the caller above the same match for someone else', async () => {
    const theirs = await newTask(olivia, { title: 'Calibrate the vorpal sensor', projectId: portal._id });
    const mine = await newTask(olivia, {
      title: 'Calibrate the vorpal sensor',
      projectId: portal._id,
      assignedTo: jordan.id,
    });
    expect(ids(await search(jordan, 'q=vorpal&types=task'))).toEqual([mine._id, theirs._id]);
  });

  it('finds a comment, which opens its task', async () => {
    const task = await newTask(olivia, { title: 'Billing page', projectId: portal._id });
    const comment = await expectData<{ _id: string }>(
      jordan.request('POST', `/tasks/${task._id}/comments`, {
        text: 'The flibbertigibbet invoices look wrong',
      }),
      201,
    );
    const results = await search(olivia, 'q=flibbertigibbet');
    expect(results).toEqual([
      expect.objectContaining({
        type: 'comment',
        id: comment._id,
        title: 'Billing page',
        snippet: 'The flibbertigibbet invoices look wrong',
        url: `/tasks/${task._id}`,
      }),
    ]);
  });

  it('finds projects and people the caller may see, each with its page', async () => {
    const results = await search(olivia, 'q=portal&types=project');
    expect(results[0]).toMatchObject({ type: 'project', id: portal._id, url: `/projects/${portal._id}` });

    const people = await search(olivia, 'q=quillfeather');
    expect(people).toEqual([
      expect.objectContaining({
        type: 'user',
        id: jordan.id,
        title: 'Jordan Quillfeather',
        snippet: jordan.email,
        url: `/tasks?assignedTo=${jordan.id}`,
      }),
    ]);
    // Nobody of another organization, nor anyone sharing no project.
    expect(await search(grace, 'q=quillfeather')).toEqual([]);
    expect(await search(eve, 'q=quillfeather')).toEqual([]);
  });

  it("a Globex user finds nothing of Acme's, an Acme member only what he may see", async () => {
    const acmeTask = await newTask(olivia, {
      title: 'Snorkelwhacker launch',
      description: 'snorkelwhacker plan',
      projectId: portal._id,
    });
    await olivia.request('POST', `/tasks/${acmeTask._id}/comments`, { text: 'snorkelwhacker notes' });
    // Olivia's task without a project: only she (its creator) sees it.
    await newTask(olivia, { title: 'Snorkelwhacker private notes' });
    // Eve's own project: nobody at Acme sees it.
    const eveProject = await newProject(eve, { title: 'Snorkelwhacker side project' });
    await newTask(eve, { title: 'Snorkelwhacker for Eve', projectId: eveProject._id });

    expect(await search(grace, 'q=snorkelwhacker')).toEqual([]);
    expect(await search(grace, 'q=snorkelwhackr')).toEqual([]);

    const jordans = await search(jordan, 'q=snorkelwhacker');
    expect(jordans.map((result) => `${result.type}:${result.title}`).sort()).toEqual([
      'comment:Snorkelwhacker launch',
      'task:Snorkelwhacker launch',
    ]);
    expect(
      (await search(olivia, 'q=snorkelwhacker&types=task')).map((result) => result.title).sort(),
    ).toEqual(['Snorkelwhacker launch', 'Snorkelwhacker private notes']);
    expect((await search(eve, 'q=snorkelwhacker')).map((result) => result.title).sort()).toEqual([
      'Snorkelwhacker for Eve',
      'Snorkelwhacker side project',
    ]);
  });

  it('keeps the index current: a renamed task is found by its new title only', async () => {
    const task = await newTask(olivia, { title: 'Marmalade export', projectId: portal._id });
    await expectData(olivia.request('PUT', `/tasks/${task._id}`, { title: 'Quokka export' }));
    expect(ids(await search(olivia, 'q=quokka&types=task'))).toEqual([task._id]);
    expect(ids(await search(olivia, 'q=marmalade&types=task'))).toEqual([]);
  });

  it('keeps to the limit and the types asked for', async () => {
    for (const n of [1, 2, 3]) await newTask(olivia, { title: `Wombat ${n}`, projectId: portal._id });
    const results = await search(olivia, 'q=wombat&limit=2&types=task,project');
    expect(results).toHaveLength(2);
    expect(results.every((result) => result.type === 'task')).toBe(true);
  });

  it('refuses a missing, blank or too long query, an unknown type and a bad limit with 400', async () => {
    const cases: [string, string][] = [
      ['', SEARCH_MESSAGES.queryRequired],
      ['q=%20%20', SEARCH_MESSAGES.queryRequired],
      [`q=${'a'.repeat(201)}`, SEARCH_MESSAGES.queryTooLong],
      ['q=x&types=task,widget', SEARCH_MESSAGES.unknownType],
      ['q=x&limit=51', SEARCH_MESSAGES.limit],
      ['q=x&limit=0', SEARCH_MESSAGES.limit],
    ];
    for (const [query, message] of cases) {
      const response = await olivia.request('GET', `/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        success: false,
        error: expect.stringContaining(message),
      });
    }
    // Characters that mean something to tsquery or LIKE are only text.
    expect(await search(olivia, `q=${encodeURIComponent("a & b | !c:* % _ '")}`)).toEqual(expect.any(Array));
  });

  it("finds tasks through the search indexes, not by scanning other tenants' tasks", async () => {
    const owner = await signUp(t.app, 'Index Owner');
    const own = await newProject(owner, { title: 'Indexed' });
    const other = await signUp(t.app, 'Other Tenant');
    const db = t.database.db;
    await db.execute(
      sql`insert into projects (id, title, owner_id)
          select substr(md5('search theirs' || g::text), 1, 24), 'Project ' || g, ${other.id} from generate_series(1, 50) g`,
    );
    await db.execute(
      sql`insert into tasks (id, title, description, project_id, created_by)
          select substr(md5('search their task' || g::text), 1, 24), 'Task ' || g, 'Notes on item ' || g,
            substr(md5('search theirs' || (1 + g % 50)::text), 1, 24), ${other.id}
          from generate_series(1, 10000) g`,
    );
    await newTask(owner, { title: 'Indexed zeppelin', projectId: own._id });
    await db.execute(sql`analyze`);

    const user = await findCurrentUser(db, owner.id);
    if (!user) throw new Error('user missing');
    const statement = searchStatement(db, viewerFrom(user), 'zepelin', ['task'], 20);
    if (!statement) throw new Error('no statement');
    const query = new PgDialect().sqlToQuery(statement);
    const inlined = query.sql.replace(/\$(\d+)/g, (_match, index) => {
      const value = query.params[Number(index) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
    const plan = (await db.execute(sql.raw(`explain ${inlined}`))) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    // Through the scope's project index or the search indexes, whichever the planner finds cheaper; never a scan.
    expect(text).toMatch(/Index Scan|Bitmap Heap Scan on tasks/);
    expect(text).not.toMatch(/Seq Scan on tasks/);
    expect((await search(owner, 'q=zepelin')).map((result) => result.title)).toEqual(['Indexed zeppelin']);
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/search?q=portal' })).statusCode).toBe(401);
  });
});
