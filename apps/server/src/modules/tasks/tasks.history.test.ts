import type { Project } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStatusChanges } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { addMember, type Caller, expectData, newProject, newTask, signUp } from '../projects/test-support';

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
