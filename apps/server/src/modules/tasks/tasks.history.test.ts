import type { Project } from '@app/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskCompletions, taskStatusChanges } from '../../db/schema';
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

// Issue 21: every task write records its status history in the same transaction (tasks.history.ts).

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

  it('goes with the task when it is deleted', async () => {
    const task = await newTask(alex, { projectId: project._id });
    await expectData(alex.request('DELETE', `/tasks/${task._id}`));
    expect(await historyOf(task._id)).toHaveLength(0);
  });
});

// The totals the analytics read (migration 0011, docs/analytics.md), kept by triggers beside tasks and their history.

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** task_flow_days, task_status_counts and task_due_counts hold what a recount of the history and tasks gives. */
async function expectTotalsRecounted(): Promise<void> {
  const flowKept = await select(sql`
    select scope_id, day::text as day, status, entered, exited, created from task_flow_days
    where entered <> 0 or exited <> 0 or created <> 0 order by 1, 2, 3`);
  const flowRecounted = await select(sql`
    with moves as (
      select organization_id, project_id, (changed_at at time zone 'UTC')::date as day, to_status as status,
        1 as entered, 0 as exited, case when from_status is null then 1 else 0 end as created
      from task_status_changes
      union all
      select organization_id, project_id, (changed_at at time zone 'UTC')::date, from_status, 0, 1, 0
      from task_status_changes where from_status is not null
    ),
    keyed as (
      select organization_id as scope_id, day, status, entered, exited, created from moves where organization_id is not null
      union all
      select project_id, day, status, entered, exited, created from moves where project_id is not null
    )
    select scope_id, day::text as day, status, sum(entered)::int as entered, sum(exited)::int as exited,
      sum(created)::int as created
    from keyed group by 1, 2, 3 order by 1, 2, 3`);
  expect(flowKept).toEqual(flowRecounted);
  const countsKept = await select(sql`
    select scope_id, status, tasks from task_status_counts where tasks <> 0 order by 1, 2`);
  const countsRecounted = await select(sql`
    select scope_id, status, count(*)::int as tasks from (
      select organization_id as scope_id, status from tasks where organization_id is not null
      union all
      select project_id, status from tasks where project_id is not null
    ) k group by 1, 2 order by 1, 2`);
  expect(countsKept).toEqual(countsRecounted);
  const dueKept = await select(sql`
    select scope_id, due_date::text as due_date, tasks from task_due_counts where tasks <> 0 order by 1, 2`);
  const dueRecounted = await select(sql`
    select scope_id, due_date::text as due_date, count(*)::int as tasks from (
      select organization_id as scope_id, due_date, status from tasks where organization_id is not null
      union all
      select project_id, due_date, status from tasks where project_id is not null
    ) k where status in ('todo', 'in-progress', 'review') and due_date is not null group by 1, 2 order by 1, 2`);
  expect(dueKept).toEqual(dueRecounted);
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

  it('take a deleted task out of every figure, past days included, as its history goes with it', async () => {
    const task = await newTask(alex, { projectId: other._id });
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    await expectData(alex.request('DELETE', `/tasks/${task._id}`));
    await expectTotalsRecounted();
    expect(await completionsOf(task._id)).toHaveLength(0);

    // A deleted project takes its tasks, their history and their totals.
    const gone = await newProject(alex, { title: 'Gone' });
    const inGone = await newTask(alex, { projectId: gone._id, status: 'review' });
    await expectData(alex.request('PUT', `/tasks/${inGone._id}`, { status: 'done' }));
    await expectData(alex.request('DELETE', `/projects/${gone._id}`));
    await expectTotalsRecounted();
    expect(await completionsOf(inGone._id)).toHaveLength(0);
  });
});
