import { SCHEDULE_MESSAGES, TASK_SCHEDULE_MESSAGES, type Task, type Timeline } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  addMember,
  type Caller,
  dayFromToday,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
  UNKNOWN_ID,
} from '../projects/test-support';

let t: TestApp;
// Acme: Olivia (admin) owns `portal`, where Jordan is a team-member. Eve has an account of her own. Grace is
// Globex's admin.
let olivia: Caller;
let jordan: Caller;
let eve: Caller;
let grace: Caller;
let portal: { _id: string };
let design: Task;
let build: Task;
let undated: Task;

beforeAll(async () => {
  t = await createTestApp();
  olivia = (await registerOrganization(t.app, 'acme-timeline.test', 'Olivia Smith')).admin;
  grace = (await registerOrganization(t.app, 'globex-timeline.test', 'Grace Globex')).admin;
  jordan = await signUp(t.app, 'Jordan Lee', 'jordan@acme-timeline.test');
  eve = await signUp(t.app, 'Eve Stone');
  portal = await newProject(olivia, { title: 'Customer portal' });
  await addMember(olivia, portal._id, jordan, 'team-member');
  design = await newTask(olivia, {
    title: 'Design',
    projectId: portal._id,
    startDate: dayFromToday(0),
    dueDate: dayFromToday(3),
    estimate: 10.1,
  });
  build = await newTask(olivia, {
    title: 'Build',
    projectId: portal._id,
    startDate: dayFromToday(5),
    dueDate: dayFromToday(9),
  });
  undated = await newTask(olivia, { title: 'Someday', projectId: portal._id });
  await expectData(
    olivia.request('POST', `/tasks/${design._id}/relations`, { type: 'blocks', taskId: build._id }),
    201,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function expectError(response: LightMyRequestResponse, status: number, error?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  if (error !== undefined) expect((response.json() as { error: string }).error).toBe(error);
}

describe('start dates and estimates', () => {
  it('keeps a start date and an estimate rounded to the quarter hour', () => {
    expect(design.startDate).toBe(dayFromToday(0));
    expect(design.estimate).toBe(10);
  });

  it('refuses a start after the due date, on create and against the stored due date on update', async () => {
    expectError(
      await olivia.request('POST', '/tasks', {
        title: 'Backwards',
        startDate: dayFromToday(4),
        dueDate: dayFromToday(1),
      }),
      400,
      TASK_SCHEDULE_MESSAGES.startAfterDue,
    );
    expectError(
      await olivia.request('PUT', `/tasks/${design._id}`, { startDate: dayFromToday(5) }),
      400,
      TASK_SCHEDULE_MESSAGES.startAfterDue,
    );
    expectError(await olivia.request('PUT', `/tasks/${design._id}`, { estimate: -1 }), 400);
    expect((await olivia.request('PUT', `/tasks/${design._id}`, { estimate: -1 })).body).toContain(
      TASK_SCHEDULE_MESSAGES.estimateRange,
    );
  });

  it('lets only those who manage the task change its dates', async () => {
    expectError(await jordan.request('PUT', `/tasks/${design._id}`, { startDate: dayFromToday(1) }), 403);
  });
});

describe('GET /timeline', () => {
  it("lists a project's dated tasks in date order with their dependencies and the undated count", async () => {
    const timeline = await expectData<Timeline>(olivia.request('GET', `/timeline?projectId=${portal._id}`));
    expect(timeline.tasks.map((task) => task.title)).toEqual(['Design', 'Build']);
    expect(timeline.tasks.every((task) => task.canSchedule)).toBe(true);
    expect(timeline.dependencies).toEqual([{ from: design._id, to: build._id }]);
    expect(timeline.projects).toEqual([{ _id: portal._id, title: 'Customer portal' }]);
    expect(timeline.unscheduled).toBe(1);
    expect(timeline.truncated).toBe(false);
    expect(timeline.tasks.some((task) => task._id === undated._id)).toBe(false);
  });

  it('shows a team member the tasks without the right to move them, and everything the caller sees across projects', async () => {
    const own = await newTask(jordan, { title: 'My own errand', dueDate: dayFromToday(2) });
    const timeline = await expectData<Timeline>(jordan.request('GET', '/timeline'));
    const titles = timeline.tasks.map((task) => task.title);
    expect(titles).toEqual(expect.arrayContaining(['Design', 'Build', 'My own errand']));
    expect(timeline.tasks.find((task) => task._id === design._id)?.canSchedule).toBe(false);
    expect(timeline.tasks.find((task) => task._id === own._id)?.canSchedule).toBe(true);
  });

  it("refuses another organization's project and shows strangers nothing of it", async () => {
    expectError(await grace.request('GET', `/timeline?projectId=${portal._id}`), 404);
    expectError(await eve.request('GET', `/timeline?projectId=${UNKNOWN_ID}`), 404);
    const timeline = await expectData<Timeline>(eve.request('GET', '/timeline'));
    expect(timeline.tasks).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/timeline' }), 401);
  });
});

describe('POST /tasks/schedule', () => {
  it('moves a task and the task it blocks in one change, and the undo puts both back', async () => {
    const moved = await expectData<Task[]>(
      olivia.request('POST', '/tasks/schedule', {
        moves: [
          { taskId: design._id, startDate: dayFromToday(2), dueDate: dayFromToday(5) },
          { taskId: build._id, startDate: dayFromToday(7), dueDate: dayFromToday(11) },
        ],
      }),
    );
    expect(moved.map((task) => [task.startDate, task.dueDate])).toEqual([
      [dayFromToday(2), dayFromToday(5)],
      [dayFromToday(7), dayFromToday(11)],
    ]);
    await expectData<Task[]>(
      olivia.request('POST', '/tasks/schedule', {
        moves: [
          { taskId: design._id, startDate: dayFromToday(0), dueDate: dayFromToday(3) },
          { taskId: build._id, startDate: dayFromToday(5), dueDate: dayFromToday(9) },
        ],
      }),
    );
    const timeline = await expectData<Timeline>(olivia.request('GET', `/timeline?projectId=${portal._id}`));
    expect(timeline.tasks.map((task) => [task.startDate, task.dueDate])).toEqual([
      [dayFromToday(0), dayFromToday(3)],
      [dayFromToday(5), dayFromToday(9)],
    ]);
  });

  it('changes nothing when one of the tasks may not be moved by the caller, or is out of order', async () => {
    const errand = await newTask(jordan, { title: 'Errand', dueDate: dayFromToday(1) });
    expectError(
      await jordan.request('POST', '/tasks/schedule', {
        moves: [
          { taskId: errand._id, startDate: null, dueDate: dayFromToday(2) },
          { taskId: design._id, startDate: dayFromToday(1), dueDate: dayFromToday(4) },
        ],
      }),
      403,
      SCHEDULE_MESSAGES.cannotSchedule('Design'),
    );
    expectError(
      await olivia.request('POST', '/tasks/schedule', {
        moves: [{ taskId: design._id, startDate: dayFromToday(4), dueDate: dayFromToday(1) }],
      }),
      400,
      TASK_SCHEDULE_MESSAGES.startAfterDue,
    );
    expectError(
      await olivia.request('POST', '/tasks/schedule', {
        moves: [
          { taskId: design._id, startDate: null, dueDate: dayFromToday(4) },
          { taskId: design._id, startDate: null, dueDate: dayFromToday(5) },
        ],
      }),
      400,
      SCHEDULE_MESSAGES.duplicate,
    );
    expectError(
      await grace.request('POST', '/tasks/schedule', {
        moves: [{ taskId: design._id, startDate: null, dueDate: dayFromToday(4) }],
      }),
      404,
    );
    const errandNow = await expectData<Task>(jordan.request('GET', `/tasks/${errand._id}`));
    expect(errandNow.dueDate).toBe(dayFromToday(1));
    const designNow = await expectData<Task>(olivia.request('GET', `/tasks/${design._id}`));
    expect([designNow.startDate, designNow.dueDate]).toEqual([dayFromToday(0), dayFromToday(3)]);
  });
});
