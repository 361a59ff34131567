import { readFileSync } from 'node:fs';
import type { ImportJob, TransferBundle } from '@app/domain';
import { and, count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, projects, projectWorkflows, taskComments, taskLabels, tasks } from '../../db/schema';
import type { TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addSignedInPeople } from '../../test/people';
import { parseJiraCsv, parseTrelloBoard } from './parsers';

// The done-when for the third-party importers, through the real app, its upload, dry run and job queue:
// a Trello board JSON export and a Jira CSV export of 200 cards each import with their lists (statuses) as
// states, labels, checklists (parents) as sub-tasks and comments, and the dry run names what was skipped. The
// parsers' own tests prove the mapping in detail; this proves that the engine carries all of it into the database.

const fixture = (name: string) =>
  readFileSync(new URL(`./parsers/fixtures/${name}`, import.meta.url), 'utf8');

let t: TestApp;
let session: TestSession;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_INTERVAL_SECONDS: '1' } });
  const { sessions } = await addSignedInPeople(t, [{ name: 'Sam Importer', email: 'sam@example.com' }]);
  session = sessions[0] as TestSession;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function upload(source: string, name: string, text: string): Promise<LightMyRequestResponse> {
  const boundary = '----sources';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="source"\r\n\r\n${source}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function importAndRun(
  source: string,
  name: string,
  text: string,
): Promise<{ dryRun: ImportJob; done: ImportJob }> {
  const uploaded = await upload(source, name, text);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const dryRun = uploaded.json().data as ImportJob;
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${dryRun._id}/run`,
    headers: session.headers,
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(202);
  const until = Date.now() + 60_000;
  for (;;) {
    const job = (
      await t.app.inject({ method: 'GET', url: `/api/v1/imports/${dryRun._id}`, headers: session.headers })
    ).json().data as ImportJob;
    if (job.status === 'done' || job.status === 'failed') return { dryRun, done: job };
    if (Date.now() > until) throw new Error(`The import did not finish: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the database holds for the projects an import made. */
async function stored(projectIds: string[]) {
  const db = t.database.db;
  const workflows = await db
    .select({ states: projectWorkflows.states })
    .from(projectWorkflows)
    .where(inArray(projectWorkflows.projectId, projectIds));
  const [all] = await db.select({ n: count() }).from(tasks).where(inArray(tasks.projectId, projectIds));
  const [subTasks] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(inArray(tasks.projectId, projectIds), isNotNull(tasks.parentId)));
  const [comments] = await db
    .select({ n: count() })
    .from(taskComments)
    .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
    .where(inArray(tasks.projectId, projectIds));
  const [labelled] = await db
    .select({ n: countDistinct(taskLabels.taskId) })
    .from(taskLabels)
    .innerJoin(tasks, eq(tasks.id, taskLabels.taskId))
    .where(inArray(tasks.projectId, projectIds));
  return {
    stateNames: workflows.flatMap((workflow) => workflow.states.map((state) => state.name)),
    tasks: all?.n ?? 0,
    subTasks: subTasks?.n ?? 0,
    comments: comments?.n ?? 0,
    labelled: labelled?.n ?? 0,
  };
}

function expectations(bundle: TransferBundle) {
  const allTasks = bundle.projects.flatMap((project) => project.tasks);
  return {
    states: bundle.projects.flatMap((project) => project.states.map((state) => state.name)),
    tasks: allTasks.length,
    subTasks: allTasks.filter((task) => task.parentRef).length,
    comments: allTasks.reduce((sum, task) => sum + task.comments.length, 0),
    labelled: allTasks.filter((task) => task.labelRefs.length > 0).length,
  };
}

describe('importing third-party exports of 200 cards', () => {
  it('imports a Trello board: lists as states, labels, checklists as sub-tasks, comments; the dry run names what was skipped', async () => {
    const text = fixture('trello-board.json');
    const expected = expectations(parseTrelloBoard(JSON.parse(text)));
    expect(expected.tasks - expected.subTasks).toBe(200);
    expect(expected.subTasks).toBeGreaterThan(100);

    const { dryRun, done } = await importAndRun('trello', 'board.json', text);
    expect(dryRun.report.create).toMatchObject({ projects: 1, tasks: 200, subTasks: expected.subTasks });
    const skipped = dryRun.report.skipped.map((entry) => entry.what).join('\n');
    expect(skipped).toMatch(/attachment/i);
    expect(skipped).toMatch(/archived/i);
    expect(done.status).toBe('done');
    expect(done.errors).toEqual([]);

    const db = await stored(done.result?.projectIds ?? []);
    expect(db.stateNames).toEqual(expected.states);
    expect(db).toMatchObject({
      tasks: expected.tasks,
      subTasks: expected.subTasks,
      comments: expected.comments,
      labelled: expected.labelled,
    });
    expect(db.comments).toBeGreaterThanOrEqual(150);
  }, 120_000);

  it('imports a Jira CSV: statuses as states, labels, sub-tasks by parent, comments; the dry run names what was skipped', async () => {
    const text = fixture('jira-issues.csv');
    const expected = expectations(parseJiraCsv(text));
    expect(expected.tasks).toBe(200);

    const { dryRun, done } = await importAndRun('jira', 'issues.csv', text);
    expect(dryRun.report.create).toMatchObject({
      tasks: 200 - expected.subTasks,
      subTasks: expected.subTasks,
    });
    expect(dryRun.report.skipped.length).toBeGreaterThan(0);
    expect(dryRun.report.skipped.map((entry) => entry.what).join('\n')).toMatch(/attachment|sprint/i);
    expect(done.status).toBe('done');

    const db = await stored(done.result?.projectIds ?? []);
    expect(db.stateNames).toEqual(expected.states);
    expect(db).toMatchObject({
      tasks: 200,
      subTasks: expected.subTasks,
      comments: expected.comments,
      labelled: expected.labelled,
    });
    expect(db.comments).toBeGreaterThan(0);
  }, 120_000);
});

describe('an import that fails part-way', () => {
  it('takes back everything it wrote: no project, task or label of it is left', async () => {
    const db = t.database.db;
    const rows = async () => ({
      projects: (await db.select({ n: count() }).from(projects))[0]?.n,
      tasks: (await db.select({ n: count() }).from(tasks))[0]?.n,
      labels: (await db.select({ n: count() }).from(labels))[0]?.n,
    });
    const before = await rows();
    // The database refuses comments: the import fails after its projects, labels and tasks are written.
    await db.execute(
      sql.raw(`create function refuse_comments() returns trigger language plpgsql as $$
        begin raise exception 'comments are refused'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_comments before insert on task_comments execute function refuse_comments()',
      ),
    );
    try {
      const { done } = await importAndRun('trello', 'board.json', fixture('trello-board.json'));
      expect(done.status).toBe('failed');
      expect(done.errors).toEqual([
        'The import stopped on an unexpected error. Nothing of it was kept; try again.',
      ]);
      expect(await rows()).toEqual(before);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_comments on task_comments'));
      await db.execute(sql.raw('drop function refuse_comments'));
    }
  }, 120_000);
});
