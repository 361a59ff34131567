import type { Project } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskCompletions, taskStatusChanges, users } from '../../db/schema';
import { keptAnalyticsTotals, recountedAnalyticsTotals } from '../../test/analytics-totals';
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  addMember,
  type Caller,
  dayFromToday,
  expectData,
  newProject,
  newTask,
  signUp,
} from '../projects/test-support';

// Every task write records its status history in the same transaction (tasks.history.ts).

let t: TestApp;
let alex: Caller;
let sam: Caller;
let project: Project;
let other: Project;

beforeAll(async () => {
  t = await createTestApp();
  alex = await signUp(t.app, 'Alex Morgan');
  sam = await signUp(t.app, 'Sam Lee');
  project = await newProject(alex, { title: 'Launch' });
  other = await newProject(alex, { title: 'Other' });
  await addMember(alex, project._id, sam, 'team-member');
});
afterAll(async () => {
  await t?.close();
});

async function historyOf(taskId: string) {
  return t.database.db
    .select()
    .from(taskStatusChanges)
    .where(eq(taskStatusChanges.taskId, taskId))
    .orderBy(asc(taskStatusChanges.changedAt), asc(taskStatusChanges.id));
}

describe('task status history', () => {
  it('records the creation, each status change with who made it, and nothing for other edits', async () => {
    const task = await newTask(alex, { projectId: project._id, assignedTo: sam.id });
    const created = await historyOf(task._id);
    expect(created).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'todo',
        changedBy: alex.id,
        projectId: project._id,
        organizationId: null,
      }),
    ]);
    expect(created[0]?.changedAt.toISOString()).toBe(task.createdAt);

    await expectData(alex.request('PUT', `/tasks/${task._id}`, { title: 'Renamed', priority: 'high' }));
    expect(await historyOf(task._id)).toHaveLength(1);

    await expectData(sam.request('PUT', `/tasks/${task._id}`, { status: 'in-progress' }));
    await expectData(sam.request('PUT', `/tasks/${task._id}`, { status: 'in-progress' }));
    await expectData(sam.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    const history = await historyOf(task._id);
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.changedBy])).toEqual([
      [null, 'todo', alex.id],
      ['todo', 'in-progress', sam.id],
      ['in-progress', 'done', sam.id],
    ]);
  });

  it('records a task created straight into a status as that status', async () => {
    const task = await newTask(alex, { projectId: project._id, status: 'done' });
    expect((await historyOf(task._id)).map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [null, 'done'],
    ]);
  });

  it('moves the history with a task that moves to another project', async () => {
    const task = await newTask(alex, { projectId: project._id });
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'review' }));
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { projectId: other._id }));
    const history = await historyOf(task._id);
    expect(history).toHaveLength(2);
    expect(history.every((row) => row.projectId === other._id)).toBe(true);
  });

  it('records nothing for a refused change', async () => {
    const task = await newTask(alex, { projectId: project._id, assignedTo: alex.id });
    const refused = await sam.request('PUT', `/tasks/${task._id}`, { status: 'done' });
    expect(refused.statusCode).toBe(403);
    expect(await historyOf(task._id)).toHaveLength(1);
  });

  it('stays when the task is deleted, ending with the deletion: from its last status to none', async () => {
    const task = await newTask(alex, { projectId: project._id });
    await expectData(sam.request('PUT', `/tasks/${task._id}`, { status: 'in-progress' }));
    await expectData(alex.request('DELETE', `/tasks/${task._id}`));
    expect((await historyOf(task._id)).map((row) => [row.fromStatus, row.toStatus, row.changedBy])).toEqual([
      [null, 'todo', alex.id],
      ['todo', 'in-progress', sam.id],
      ['in-progress', null, alex.id],
    ]);
  });
});

// The totals the analytics read (migration 0011, docs/analytics.md), kept by triggers beside tasks and their history.

/** The totals as kept equal a recount of tasks and their history. */
async function expectTotalsRecounted(): Promise<void> {
  const { db } = t.database;
  expect(await keptAnalyticsTotals(db)).toEqual(await recountedAnalyticsTotals(db));
}

async function completionsOf(taskId: string) {
  return t.database.db
    .select()
    .from(taskCompletions)
    .where(eq(taskCompletions.taskId, taskId))
    .orderBy(asc(taskCompletions.doneAt), asc(taskCompletions.historyId));
}

describe('the totals the analytics read', () => {
  it('follow each status change: the day counts, the present counts and the completions', async () => {
    const task = await newTask(alex, { projectId: project._id, dueDate: dayFromToday(-3) });
    await expectTotalsRecounted();
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { dueDate: dayFromToday(-5) }));
    await expectTotalsRecounted();
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'in-progress' }));
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    await expectTotalsRecounted();
    const history = await historyOf(task._id);
    const [started, done] = [history[1]?.changedAt as Date, history[2]?.changedAt as Date];
    const [completion] = await completionsOf(task._id);
    expect(completion).toMatchObject({
      projectId: project._id,
      organizationId: null,
      doneAt: done,
      startedAt: started,
      createdAt: history[0]?.changedAt,
      supersededAt: null,
    });
    expect(completion?.cycleDays).toBeCloseTo((done.getTime() - started.getTime()) / 86_400_000, 9);

    // Reopened and completed again: the first completion is superseded by the second.
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'review' }));
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    await expectTotalsRecounted();
    const completions = await completionsOf(task._id);
    expect(completions).toHaveLength(2);
    expect(completions[0]?.supersededAt).toEqual(completions[1]?.doneAt);
    expect(completions[1]?.supersededAt).toBeNull();
    expect(completions[1]?.startedAt).toEqual(started);
  });

  it("move a task's counts and completions with it to another project", async () => {
    const task = await newTask(alex, { projectId: project._id, status: 'in-progress' });
    const open = await newTask(alex, { projectId: project._id, dueDate: dayFromToday(-2) });
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { projectId: other._id }));
    await expectData(alex.request('PUT', `/tasks/${open._id}`, { projectId: other._id }));
    await expectTotalsRecounted();
    expect((await completionsOf(task._id)).map((row) => row.projectId)).toEqual([other._id]);
  });

  it('keep a deleted task in the days before its deletion, its completions included', async () => {
    const task = await newTask(alex, { projectId: other._id });
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    const done = await completionsOf(task._id);
    await expectData(alex.request('DELETE', `/tasks/${task._id}`));
    await expectTotalsRecounted();
    expect(await completionsOf(task._id)).toEqual(done);

    // A task deleted with its creator's account leaves its deletion too, by nobody.
    const kim = await signUp(t.app, 'Kim Park');
    await addMember(alex, other._id, kim, 'team-lead');
    const kims = await newTask(kim, { projectId: other._id, status: 'in-progress' });
    await t.database.db.delete(users).where(eq(users.id, kim.id));
    expect((await historyOf(kims._id)).map((row) => [row.fromStatus, row.toStatus, row.changedBy])).toEqual([
      [null, 'in-progress', null],
      ['in-progress', null, null],
    ]);
    await expectTotalsRecounted();

    // A deleted project takes its tasks, their history and their totals.
    const gone = await newProject(alex, { title: 'Gone' });
    const inGone = await newTask(alex, { projectId: gone._id, status: 'review' });
    await expectData(alex.request('PUT', `/tasks/${inGone._id}`, { status: 'done' }));
    await expectData(alex.request('DELETE', `/projects/${gone._id}`));
    await expectTotalsRecounted();
    expect(await completionsOf(inGone._id)).toHaveLength(0);
    expect(await historyOf(inGone._id)).toHaveLength(0);
  });
});
