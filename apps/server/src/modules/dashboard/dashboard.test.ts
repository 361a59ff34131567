import { addDays } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, projectMembers, projects, taskComments, tasks } from '../../db/schema';
import { registerUser, type TestSession } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import { utcToday } from './dashboard.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TODAY = '2030-06-15';

const dashboard = (session: TestSession, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/dashboard${query}`, headers: session.headers });

function expectError(response: LightMyRequestResponse, status: number, text?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().success).toBe(false);
  if (text) expect(response.json().error).toContain(text);
}

async function insertProject(owner: TestSession, title: string, status: string, members: TestSession[] = []) {
  const [project] = await t.database.db
    .insert(projects)
    .values({ title, status, ownerId: owner.user._id })
    .returning();
  if (!project) throw new Error('project not created');
  await t.database.db
    .insert(projectMembers)
    .values([
      { projectId: project.id, userId: owner.user._id, role: 'owner' },
      ...members.map((member) => ({ projectId: project.id, userId: member.user._id, role: 'team-member' })),
    ]);
  return project;
}

interface TaskFields {
  title: string;
  status?: string;
  projectId?: string | null;
  dueDate?: string | null;
  createdBy: TestSession;
  assignedTo?: TestSession | null;
}

async function insertTask(fields: TaskFields) {
  const [task] = await t.database.db
    .insert(tasks)
    .values({
      title: fields.title,
      status: fields.status ?? 'todo',
      projectId: fields.projectId ?? null,
      dueDate: fields.dueDate ?? null,
      createdBy: fields.createdBy.user._id,
      assignedTo: fields.assignedTo?.user._id ?? null,
      completedAt: fields.status === 'done' ? new Date('2030-06-01T10:00:00Z') : null,
    })
    .returning();
  if (!task) throw new Error('task not created');
  return task;
}

async function insertActivity(
  actor: TestSession,
  projectId: string | null,
  title: string,
  createdAt: Date,
): Promise<void> {
  await t.database.db.insert(activities).values({
    type: 'task_created',
    message: `${actor.user.email} created task "${title}"`,
    actorId: actor.user._id,
    actorName: String(actor.user.name),
    projectId,
    entityType: 'task',
    entityId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    entityTitle: title,
    createdAt,
  });
}

describe('GET /dashboard', () => {
  let me: TestSession;
  let colleague: TestSession;
  let stranger: TestSession;
  let nextTaskIds: Record<string, string>;
  let mainProjectId: string;

  beforeAll(async () => {
    me = await registerUser(t.app, { name: 'Dana Dash' });
    colleague = await registerUser(t.app, { name: 'Cole League' });
    stranger = await registerUser(t.app, { name: 'Stan Ranger' });

    const main = await insertProject(me, 'Main', 'active', [colleague]);
    mainProjectId = main.id;
    const planning = await insertProject(me, 'Plan', 'planning', [colleague]);
    const cancelled = await insertProject(me, 'Dropped', 'cancelled');
    const completed = await insertProject(me, 'Shipped', 'completed');
    await insertProject(me, 'Empty', 'active');
    const foreign = await insertProject(stranger, 'Not yours', 'on-hold');

    const overdue = await insertTask({
      title: 'Overdue by a day',
      projectId: main.id,
      dueDate: addDays(TODAY, -1),
      createdBy: me,
      assignedTo: me,
    });
    const dueToday = await insertTask({
      title: 'Due today',
      status: 'in-progress',
      projectId: main.id,
      dueDate: TODAY,
      createdBy: colleague,
      assignedTo: me,
    });
    const lastDayOfWeek = await insertTask({
      title: 'Due in six days',
      status: 'review',
      projectId: main.id,
      dueDate: addDays(TODAY, 6),
      createdBy: me,
    });
    await insertTask({
      title: 'Due in seven days',
      projectId: main.id,
      dueDate: addDays(TODAY, 7),
      createdBy: me,
      assignedTo: colleague,
    });
    await insertTask({
      title: 'Finished late',
      status: 'done',
      projectId: main.id,
      dueDate: addDays(TODAY, -5),
      createdBy: me,
    });
    await insertTask({
      title: 'Finished early',
      status: 'done',
      projectId: main.id,
      dueDate: addDays(TODAY, 1),
      createdBy: me,
    });
    const undated = await insertTask({ title: 'Someday', projectId: main.id, createdBy: me });
    await insertTask({
      title: "Colleague's planning task",
      status: 'in-progress',
      projectId: planning.id,
      dueDate: addDays(TODAY, 3),
      createdBy: me,
      assignedTo: colleague,
    });
    await insertTask({ title: 'Cancelled but done', status: 'done', projectId: cancelled.id, createdBy: me });
    await insertTask({ title: 'Shipped one', status: 'done', projectId: completed.id, createdBy: me });
    await insertTask({ title: 'Shipped two', status: 'done', projectId: completed.id, createdBy: me });
    const personal = await insertTask({ title: 'Renew passport', dueDate: '2030-06-01', createdBy: me });
    // Work I cannot see: a stranger's project, and a stranger's own task.
    await insertTask({
      title: 'Foreign overdue',
      projectId: foreign.id,
      dueDate: addDays(TODAY, -3),
      createdBy: stranger,
    });
    await insertTask({ title: 'Foreign personal', dueDate: TODAY, createdBy: stranger });

    await t.database.db.insert(taskComments).values([
      { taskId: overdue.id, authorId: me.user._id, text: 'On it' },
      { taskId: overdue.id, authorId: colleague.user._id, text: 'Thanks' },
    ]);

    nextTaskIds = {
      personal: personal.id,
      overdue: overdue.id,
      dueToday: dueToday.id,
      lastDayOfWeek: lastDayOfWeek.id,
      undated: undated.id,
    };

    // 25 entries I may see (newest: index 24), and newer ones of the stranger that I may not.
    const base = Date.parse('2030-06-10T08:00:00Z');
    for (let i = 0; i < 25; i++) {
      const projectId = i % 2 === 0 ? main.id : null;
      await insertActivity(
        i % 3 === 0 && projectId ? colleague : me,
        projectId,
        `Mine ${i}`,
        new Date(base + i * 60_000),
      );
    }
    for (let i = 0; i < 3; i++) {
      await insertActivity(
        stranger,
        i === 0 ? foreign.id : null,
        `Theirs ${i}`,
        new Date(base + 3_600_000 + i),
      );
    }
  });

  it('counts projects and tasks by status (zeros included), overdue and due this week for a given day', async () => {
    const response = await dashboard(me, `?today=${TODAY}`);
    expect(response.statusCode, response.body).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.projects).toEqual({
      total: 5,
      byStatus: { planning: 1, active: 2, 'on-hold': 0, completed: 1, cancelled: 1 },
    });
    expect(data.tasks).toEqual({
      total: 12,
      byStatus: { todo: 4, 'in-progress': 2, review: 1, done: 5 },
      // Yesterday's task and the personal one; not the finished one nor the one due today.
      overdue: 2,
      // Today, today + 3 and today + 6; not today + 7, nor the finished one due tomorrow.
      dueThisWeek: 3,
    });
  });

  it('averages the progress of projects that are not cancelled (0 for a project without tasks)', async () => {
    const { data } = (await dashboard(me, `?today=${TODAY}`)).json();
    // Main 2 of 7 done (29), Plan 0 of 1 (0), Shipped 2 of 2 (100), Empty (0); Dropped is left out.
    expect(data.averageProgress).toBe(32);
  });

  it('lists my next unfinished tasks, soonest due first and undated last, with project and assignee', async () => {
    const { data } = (await dashboard(me, `?today=${TODAY}`)).json();
    expect(data.myNextTasks.map((task: { _id: string }) => task._id)).toEqual([
      nextTaskIds.personal,
      nextTaskIds.overdue,
      nextTaskIds.dueToday,
      nextTaskIds.lastDayOfWeek,
      nextTaskIds.undated,
    ]);
    expect(data.myNextTasks[1]).toEqual({
      _id: nextTaskIds.overdue,
      title: 'Overdue by a day',
      description: null,
      status: 'todo',
      priority: 'medium',
      projectId: mainProjectId,
      project: { _id: mainProjectId, title: 'Main' },
      assignedTo: me.user._id,
      assignee: {
        _id: me.user._id,
        name: 'Dana Dash',
        email: me.user.email,
        profileImage: 'default-avatar.jpg',
      },
      createdBy: me.user._id,
      dueDate: '2030-06-14',
      completedAt: null,
      checklist: [],
      commentCount: 2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(data.myNextTasks[0]).toMatchObject({ project: null, assignee: null, projectId: null });
  });

  it('shows the last 20 activity entries I may see, newest first, never anyone else’s', async () => {
    const { data } = (await dashboard(me, `?today=${TODAY}`)).json();
    expect(data.recentActivity).toHaveLength(20);
    expect(data.recentActivity.map((entry: { entityTitle: string }) => entry.entityTitle)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Mine ${24 - i}`),
    );
    expect(data.recentActivity[0]).toEqual({
      id: expect.any(String),
      type: 'task_created',
      // A colleague's entry on a shared project is part of my feed.
      message: `${colleague.user.email} created task "Mine 24"`,
      userName: 'Cole League',
      projectId: mainProjectId,
      entityType: 'task',
      entityId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      entityTitle: 'Mine 24',
      timestamp: '2030-06-10T08:24:00.000Z',
    });
  });

  it("keeps another user's figures to their own work", async () => {
    const { data } = (await dashboard(stranger, `?today=${TODAY}`)).json();
    expect(data.projects).toEqual({
      total: 1,
      byStatus: { planning: 0, active: 0, 'on-hold': 1, completed: 0, cancelled: 0 },
    });
    expect(data.tasks).toMatchObject({ total: 2, overdue: 1, dueThisWeek: 1 });
    expect(data.myNextTasks.map((task: { title: string }) => task.title)).toEqual([
      'Foreign overdue',
      'Foreign personal',
    ]);
    expect(data.recentActivity.map((entry: { entityTitle: string }) => entry.entityTitle)).toEqual([
      'Theirs 2',
      'Theirs 1',
      'Theirs 0',
    ]);

    // A project member sees the shared projects' work, but not my personal task nor my unshared projects.
    const shared = (await dashboard(colleague, `?today=${TODAY}`)).json().data;
    expect(shared.projects.total).toBe(2);
    expect(shared.tasks.total).toBe(8);
    expect(shared.myNextTasks.map((task: { title: string }) => task.title)).toEqual([
      "Colleague's planning task",
      'Due in seven days',
    ]);
  });

  it('answers zeros and empty lists for a new user', async () => {
    const fresh = await registerUser(t.app);
    const response = await dashboard(fresh);
    expect(response.json()).toEqual({
      success: true,
      data: {
        projects: {
          total: 0,
          byStatus: { planning: 0, active: 0, 'on-hold': 0, completed: 0, cancelled: 0 },
        },
        tasks: {
          total: 0,
          byStatus: { todo: 0, 'in-progress': 0, review: 0, done: 0 },
          overdue: 0,
          dueThisWeek: 0,
        },
        averageProgress: 0,
        myNextTasks: [],
        recentActivity: [],
        performance: { completionRate: 0, onTimeRate: 0, tasksCompletedThisWeek: 0 },
      },
    });
  });

  it("uses the server's UTC day when the caller does not name one", async () => {
    const user = await registerUser(t.app);
    const today = utcToday();
    await insertTask({ title: 'Yesterday', dueDate: addDays(today, -1), createdBy: user });
    await insertTask({ title: 'Today', dueDate: today, createdBy: user });
    const { data } = (await dashboard(user)).json();
    expect(data.tasks).toMatchObject({ total: 2, overdue: 1, dueThisWeek: 1 });
  });

  it('refuses a malformed day with a 400', async () => {
    for (const query of ['?today=2030-13-01', '?today=2030-02-30', '?today=tomorrow', '?today=15/06/2030']) {
      expectError(await dashboard(me, query), 400, 'today');
    }
    expectError(await dashboard(me, '?today=0999-12-31'), 400, 'today must be a date between');
    expectError(await dashboard(me, '?today=9999-12-31'), 400, 'today must be a date between');
  });
});
