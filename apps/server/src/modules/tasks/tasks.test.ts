import type { Comment, Project, Task } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities, taskComments, tasks } from '../../db/schema';
import { NUL_CHARACTER_MESSAGE } from '../../http/text-input';
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
  UNKNOWN_ID,
} from '../projects/test-support';
import { viewerFrom } from '../work/scope';
import { taskListStatements } from './tasks.queries';
import { TASK_MESSAGES } from './tasks.service';

let t: TestApp;
// Alex owns `project`, where Sue is supervisor, Lee team lead and Sam team member; Eve is a stranger.
let alex: Caller;
let sue: Caller;
let lee: Caller;
let sam: Caller;
let eve: Caller;
let project: Project;

beforeAll(async () => {
  t = await createTestApp();
  alex = await signUp(t.app, 'Alex Morgan');
  sue = await signUp(t.app, 'Sue Park');
  lee = await signUp(t.app, 'Lee Chen');
  sam = await signUp(t.app, 'Sam Lee');
  eve = await signUp(t.app, 'Eve Stone');
  project = await newProject(alex, { title: 'Launch' });
  await addMember(alex, project._id, sue, 'supervisor');
  await addMember(alex, project._id, lee, 'team-lead');
  await addMember(alex, project._id, sam, 'team-member');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);
const ID = expect.stringMatching(/^[0-9a-f]{24}$/);

const summary = (caller: Caller) => ({
  _id: caller.id,
  name: caller.name,
  email: caller.email,
  profileImage: 'default-avatar.jpg',
});

async function taskRow(id: string) {
  const [row] = await db().select().from(tasks).where(eq(tasks.id, id));
  return row;
}

async function feed(entityId: string) {
  const rows = await db().select().from(activities).where(eq(activities.entityId, entityId));
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => [row.type, row.message]);
}

describe('POST /tasks', () => {
  it('creates a task in a project and answers it whole', async () => {
    const response = await alex.request('POST', '/tasks', {
      title: ' Write the brief ',
      description: 'Two pages',
      priority: 'high',
      projectId: project._id,
      assignedTo: sam.id,
      dueDate: '2030-06-01T23:30:00-07:00',
      checklist: [
        { id: 'client-made', text: 'Outline' },
        { text: 'Draft', done: true },
      ],
      createdBy: eve.id,
      completedAt: '2020-01-01T00:00:00Z',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: {
        _id: ID,
        title: 'Write the brief',
        description: 'Two pages',
        descriptionDoc: null,
        status: 'todo',
        statusCategory: 'todo',
        statusName: 'To do',
        priority: 'high',
        projectId: project._id,
        project: { _id: project._id, title: 'Launch' },
        assignedTo: sam.id,
        assignee: summary(sam),
        createdBy: alex.id,
        startDate: null,
        dueDate: '2030-06-01',
        estimate: null,
        recurrence: null,
        recurrenceOf: null,
        reminders: [],
        completedAt: null,
        checklist: [
          { id: expect.any(String), text: 'Outline', done: false },
          { id: expect.any(String), text: 'Draft', done: true },
        ],
        commentCount: 0,
        parentId: null,
        subtasks: [],
        subtaskProgress: { done: 0, total: 0 },
        labelIds: [],
        labels: [],
        blocked: false,
        customFields: {},
        createdAt: ISO,
        updatedAt: ISO,
      },
    });
    const task = body.data as Task;
    expect(task.checklist?.[0]?.id).not.toBe('client-made');
    expect(new Set(task.checklist?.map((item) => item.id)).size).toBe(2);
    expect(await feed(task._id)).toEqual([['task_created', 'Alex Morgan created task "Write the brief"']]);
    const [entry] = await db().select().from(activities).where(eq(activities.entityId, task._id));
    expect(entry?.projectId).toBe(project._id);
  });

  it('creates a task without project for the caller, done at once when created done', async () => {
    const task = await newTask(eve, { title: 'Personal errand', status: 'done', assignedTo: eve.id });
    expect(task).toMatchObject({
      projectId: null,
      project: null,
      assignedTo: eve.id,
      assignee: summary(eve),
      status: 'done',
      completedAt: ISO,
      priority: 'medium',
      description: null,
      dueDate: null,
      checklist: [],
    });
  });

  it('refuses an assignee who is not a member of the project, or anyone else on a task without project', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(tasks);
    for (const payload of [
      { title: 'Nope', projectId: project._id, assignedTo: eve.id },
      { title: 'Nope', projectId: project._id, assignedTo: UNKNOWN_ID },
      { title: 'Nope', assignedTo: sam.id },
    ]) {
      const response = await alex.request('POST', '/tasks', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(TASK_MESSAGES.assigneeNotMember);
    }
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(tasks)).toEqual(before);
  });
});

describe('GET and PUT /tasks/:id', () => {
  it('reads a task with its comment count', async () => {
    const task = await newTask(alex, { projectId: project._id, title: 'Readable' });
    await expectData(sam.request('POST', `/tasks/${task._id}/comments`, { text: 'One' }), 201);
    await expectData(lee.request('POST', `/tasks/${task._id}/comments`, { text: 'Two' }), 201);
    const seen = await expectData<Task>(sam.request('GET', `/tasks/${task._id}`));
    expect(seen).toEqual({ ...task, commentCount: 2 });
  });

  it('sets completedAt when a task is done and clears it when it leaves done', async () => {
    const task = await newTask(alex, { projectId: project._id, title: 'Finish me' });
    const done = await expectData<Task>(alex.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    expect(done.completedAt).toEqual(ISO);
    expect(Date.now() - Date.parse(done.completedAt ?? '')).toBeLessThan(60_000);
    // Still done: completedAt stays.
    const renamed = await expectData<Task>(alex.request('PUT', `/tasks/${task._id}`, { title: 'Finished' }));
    expect(renamed.completedAt).toBe(done.completedAt);
    const reopened = await expectData<Task>(alex.request('PUT', `/tasks/${task._id}`, { status: 'review' }));
    expect(reopened).toMatchObject({ status: 'review', completedAt: null });
    expect(await feed(task._id)).toEqual([
      ['task_created', 'Alex Morgan created task "Finish me"'],
      ['task_completed', 'Alex Morgan completed task "Finish me"'],
      ['task_updated', 'Alex Morgan updated task "Finished"'],
      ['task_updated', 'Alex Morgan updated task "Finished"'],
    ]);
  });

  it('keeps the ids of known checklist items and gives new items new ids', async () => {
    const task = await newTask(alex, {
      projectId: project._id,
      checklist: [{ text: 'First' }, { text: 'Second' }],
    });
    const [first, second] = task.checklist ?? [];
    const updated = await expectData<Task>(
      alex.request('PUT', `/tasks/${task._id}`, {
        checklist: [
          { id: second?.id, text: 'Second, renamed', done: true },
          { id: second?.id, text: 'A copy of second' },
          { id: 'made-up', text: 'Third' },
        ],
      }),
    );
    expect(updated.checklist).toEqual([
      { id: second?.id, text: 'Second, renamed', done: true },
      { id: expect.any(String), text: 'A copy of second', done: false },
      { id: expect.any(String), text: 'Third', done: false },
    ]);
    const ids = updated.checklist?.map((item) => item.id) ?? [];
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(first?.id);
    expect(ids).not.toContain('made-up');
  });

  it('stores the calendar day of a due date, clears it with null, and an empty description as null', async () => {
    const task = await newTask(alex, { projectId: project._id, description: 'Something' });
    const dated = await expectData<Task>(
      alex.request('PUT', `/tasks/${task._id}`, { dueDate: '2030-12-03T23:30:00-05:00', description: '' }),
    );
    expect(dated).toMatchObject({ dueDate: '2030-12-03', description: null });
    expect((await taskRow(task._id))?.dueDate).toBe('2030-12-03');
    const cleared = await expectData<Task>(alex.request('PUT', `/tasks/${task._id}`, { dueDate: null }));
    expect(cleared.dueDate).toBeNull();
  });

  it('moves a task to another project the caller manages, checking the assignee there', async () => {
    const other = await newProject(alex, { title: 'Second project' });
    const task = await newTask(alex, { projectId: project._id, assignedTo: sam.id });
    const before = await taskRow(task._id);
    const refused = await alex.request('PUT', `/tasks/${task._id}`, { projectId: other._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(TASK_MESSAGES.assigneeNotMember);
    expect(await taskRow(task._id)).toEqual(before);

    const moved = await expectData<Task>(
      alex.request('PUT', `/tasks/${task._id}`, { projectId: other._id, assignedTo: null }),
    );
    expect(moved).toMatchObject({
      projectId: other._id,
      project: { _id: other._id, title: 'Second project' },
      assignedTo: null,
      assignee: null,
    });
    // Sam is not in the second project: the task is gone from his view.
    expect((await sam.request('GET', `/tasks/${task._id}`)).statusCode).toBe(404);
  });

  it('lets a team member send the whole task back with only the status changed', async () => {
    const task = await newTask(alex, { projectId: project._id, assignedTo: sam.id, title: 'Round trip' });
    const { title, description, priority, projectId, assignedTo, dueDate, checklist } = task;
    const fields = {
      title,
      description: description ?? '',
      priority,
      projectId,
      assignedTo,
      dueDate,
      checklist,
    };
    const updated = await expectData<Task>(
      sam.request('PUT', `/tasks/${task._id}`, { ...fields, status: 'in-progress' }),
    );
    expect(updated.status).toBe('in-progress');
    expect(updated.checklist).toEqual(task.checklist);
  });
});

describe('DELETE /tasks/:id', () => {
  it('deletes the task and its comments, and records it', async () => {
    const task = await newTask(alex, { projectId: project._id, title: 'Short-lived' });
    await expectData(alex.request('POST', `/tasks/${task._id}/comments`, { text: 'Soon gone' }), 201);
    const response = await alex.request('DELETE', `/tasks/${task._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: TASK_MESSAGES.deleted });
    expect(await taskRow(task._id)).toBeUndefined();
    expect(await db().select().from(taskComments).where(eq(taskComments.taskId, task._id))).toEqual([]);
    expect((await alex.request('GET', `/tasks/${task._id}`)).statusCode).toBe(404);
    expect((await feed(task._id)).at(-1)).toEqual(['task_deleted', 'Alex Morgan deleted task "Short-lived"']);
  });
});

describe('comments', () => {
  it('adds comments (201) and lists them oldest first, paged, with their authors', async () => {
    const task = await newTask(alex, { projectId: project._id, title: 'Discussed' });
    const response = await sam.request('POST', `/tasks/${task._id}/comments`, { text: '  First!  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: ID,
        taskId: task._id,
        text: 'First!',
        doc: null,
        author: summary(sam),
        createdAt: ISO,
        mentions: [],
      },
    });
    await expectData(alex.request('POST', `/tasks/${task._id}/comments`, { text: 'Second' }), 201);
    await expectData(lee.request('POST', `/tasks/${task._id}/comments`, { text: 'Third' }), 201);

    const first = await alex.request('GET', `/tasks/${task._id}/comments?limit=2`);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { data: Comment[]; pagination: unknown };
    expect(body.data.map((comment) => [comment.text, comment.author.name])).toEqual([
      ['First!', 'Sam Lee'],
      ['Second', 'Alex Morgan'],
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const second = await alex.request('GET', `/tasks/${task._id}/comments?limit=2&page=2`);
    expect((second.json().data as Comment[]).map((comment) => comment.text)).toEqual(['Third']);
    expect((await expectData<Task>(alex.request('GET', `/tasks/${task._id}`))).commentCount).toBe(3);
    expect((await feed(task._id)).filter(([type]) => type === 'task_commented')).toEqual([
      ['task_commented', 'Sam Lee commented on task "Discussed"'],
      ['task_commented', 'Alex Morgan commented on task "Discussed"'],
      ['task_commented', 'Lee Chen commented on task "Discussed"'],
    ]);
  });
});

describe('GET /tasks filters, sorts and pages', () => {
  let fran: Caller;
  let helper: Caller;
  let board: Project;
  let side: Project;
  const byTitle: Record<string, Task> = {};

  beforeAll(async () => {
    fran = await signUp(t.app, 'Fran Filter');
    helper = await signUp(t.app, 'Hal Helper');
    board = await newProject(fran, { title: 'Board' });
    side = await newProject(fran, { title: 'Side' });
    await addMember(fran, board._id, helper, 'team-member');
    const specs: Array<Record<string, unknown>> = [
      { title: 'apple', status: 'todo', priority: 'low', dueDate: '2031-01-10', projectId: board._id },
      {
        title: 'Banana',
        status: 'in-progress',
        priority: 'urgent',
        dueDate: '2031-01-11',
        projectId: board._id,
        assignedTo: helper.id,
      },
      {
        title: 'cherry',
        status: 'review',
        priority: 'high',
        dueDate: '2031-01-12',
        projectId: board._id,
        assignedTo: fran.id,
      },
      { title: 'Date', status: 'done', priority: 'medium', projectId: board._id, description: 'Sweet FRUIT' },
      { title: 'elder', status: 'todo', priority: 'urgent', dueDate: '2031-01-20', projectId: side._id },
      { title: 'fig', status: 'in-progress', priority: 'low', assignedTo: fran.id },
    ];
    for (const spec of specs) {
      byTitle[String(spec.title)] = await newTask(fran, spec);
    }
  });

  async function titles(query: string, caller: Caller = fran, base = '/tasks') {
    const response = await caller.request('GET', `${base}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Task[]).map((task) => task.title);
  }

  it('lists the newest first with pagination', async () => {
    expect(await titles('')).toEqual(['fig', 'elder', 'Date', 'cherry', 'Banana', 'apple']);
    const page = await fran.request('GET', '/tasks?limit=4&page=2');
    expect(page.json().pagination).toEqual({ page: 2, limit: 4, total: 6, pages: 2 });
    expect((page.json().data as Task[]).map((task) => task.title)).toEqual(['Banana', 'apple']);
    // A list leaves out the sub-tasks themselves (their progress stays).
    // And the caller's reminders (a task's own answer only).
    const { subtasks: _subtasks, reminders: _reminders, ...banana } = byTitle.Banana!;
    expect((page.json().data as Task[])[0]).toEqual(banana);
    // A page past the end has no row to carry the total: it is still counted.
    const past = await fran.request('GET', '/tasks?limit=4&page=5');
    expect(past.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 5, limit: 4, total: 6, pages: 2 },
    });
    const none = await fran.request('GET', '/tasks?search=no-such-task');
    expect(none.json().pagination).toEqual({ page: 1, limit: 10, total: 0, pages: 0 });
  });

  it('answers an uncached list with one statement: the page, its total, the workflows and the cache tags', async () => {
    const pat = await signUp(t.app, 'Pat Planner');
    await addMember(fran, board._id, pat, 'supervisor');
    const client = (t.database.db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
    const headers = { ...fran.session.headers, 'cache-control': 'no-cache' };
    const list = () => t.app.inject({ method: 'GET', url: '/api/v1/tasks?limit=4', headers });
    // The first request reads and keeps the session.
    const first = await list();
    const spy = vi.spyOn(client, 'query');
    try {
      const again = await list();
      expect(again.body).toBe(first.body);
      const statements = spy.mock.calls
        .map(([text]) => String(text))
        .filter((text) => !text.includes('pgboss'));
      expect(statements).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    // The answer kept is dropped by a change in one of the viewer's projects (its tags came with the statement).
    const cached = await fran.request('GET', '/tasks?limit=4');
    expect(cached.body).toBe(first.body);
    const added = await newTask(pat, { title: 'grape', projectId: board._id });
    const after = await fran.request('GET', '/tasks?limit=4');
    expect((after.json().data as Task[])[0]?.title).toBe('grape');
    await fran.request('DELETE', `/tasks/${added._id}`);
  });

  it('filters by status and priority lists, project, assignee and search', async () => {
    expect(await titles('?status=todo,review')).toEqual(['elder', 'cherry', 'apple']);
    expect(await titles('?status=done')).toEqual(['Date']);
    expect(await titles('?priority=urgent')).toEqual(['elder', 'Banana']);
    expect(await titles('?priority=low,high&status=todo')).toEqual(['apple']);
    expect(await titles(`?projectId=${side._id}`)).toEqual(['elder']);
    expect(await titles('?assignedTo=me')).toEqual(['fig', 'cherry']);
    expect(await titles(`?assignedTo=${helper.id}`)).toEqual(['Banana']);
    expect(await titles('?assignedTo=me', helper)).toEqual(['Banana']);
    expect(await titles('?search=FRUIT')).toEqual(['Date']);
    expect(await titles('?search=an')).toEqual(['Banana']);
  });

  it('filters by due dates, both ends inclusive', async () => {
    expect(await titles('?dueAfter=2031-01-11&dueBefore=2031-01-12&sort=dueDate')).toEqual([
      'Banana',
      'cherry',
    ]);
    expect(await titles('?dueAfter=2031-01-12&sort=dueDate')).toEqual(['cherry', 'elder']);
    expect(await titles('?dueBefore=2031-01-10')).toEqual(['apple']);
  });

  it('sorts by title, due date (undated last) and priority (urgent first)', async () => {
    expect(await titles('?sort=title')).toEqual(['apple', 'Banana', 'cherry', 'Date', 'elder', 'fig']);
    expect(await titles('?sort=dueDate')).toEqual(['apple', 'Banana', 'cherry', 'elder', 'fig', 'Date']);
    expect(await titles('?sort=priority')).toEqual(['elder', 'Banana', 'cherry', 'Date', 'fig', 'apple']);
  });

  it('GET /projects/:id/tasks lists one project with the same filters', async () => {
    const base = `/projects/${board._id}/tasks`;
    expect(await titles('', fran, base)).toEqual(['Date', 'cherry', 'Banana', 'apple']);
    expect(await titles('?status=todo,in-progress&sort=title', helper, base)).toEqual(['apple', 'Banana']);
    // The path wins over a projectId in the query.
    expect(await titles(`?projectId=${side._id}`, fran, base)).toEqual(['Date', 'cherry', 'Banana', 'apple']);
    const response = await fran.request('GET', `${base}?limit=3`);
    expect(response.json().pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2 });
    // Hal is not in the side project.
    expect((await helper.request('GET', `/projects/${side._id}/tasks`)).statusCode).toBe(404);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    for (const query of [
      '?status=Blocked!',
      '?status=todo,not%20a%20state',
      '?priority=extreme',
      '?assignedTo=someone',
      '?projectId=123',
      '?dueAfter=2031-13-01',
      '?dueBefore=tomorrow',
      '?sort=random',
      '?limit=101',
      '?page=0',
      `?search=${'q'.repeat(201)}`,
    ]) {
      for (const base of ['/tasks', `/projects/${board._id}/tasks`]) {
        const response = await fran.request('GET', `${base}${query}`);
        expect(response.statusCode, `${base}${query}`).toBe(400);
        expect(response.json().error).toMatch(/^Invalid request: querystring\./);
      }
    }
  });
});

describe('role matrix on project tasks', () => {
  const callers = () => ({ owner: alex, supervisor: sue, 'team-lead': lee, 'team-member': sam });

  it.each([
    ['owner', true],
    ['supervisor', true],
    ['team-lead', true],
    ['team-member', false],
  ] as const)('%s: create, edit, assign and delete tasks → %s', async (role, allowed) => {
    const caller = callers()[role];
    const created = await caller.request('POST', '/tasks', { title: `By ${role}`, projectId: project._id });
    expect(created.statusCode).toBe(allowed ? 201 : 403);
    if (!allowed) expect(created.json().error).toBe(TASK_MESSAGES.cannotAddToProject);

    const task = await newTask(alex, { projectId: project._id, title: 'Managed' });
    const before = await taskRow(task._id);
    const edited = await caller.request('PUT', `/tasks/${task._id}`, {
      title: 'Renamed',
      priority: 'urgent',
    });
    expect(edited.statusCode).toBe(allowed ? 200 : 403);
    const assigned = await caller.request('PUT', `/tasks/${task._id}`, { assignedTo: lee.id });
    expect(assigned.statusCode).toBe(allowed ? 200 : 403);
    if (!allowed) {
      expect(edited.json().error).toBe(TASK_MESSAGES.cannotEdit);
      expect(assigned.json().error).toBe(TASK_MESSAGES.cannotAssign);
      expect(await taskRow(task._id)).toEqual(before);
    } else {
      expect(await taskRow(task._id)).toMatchObject({
        title: 'Renamed',
        priority: 'urgent',
        assignedTo: lee.id,
      });
    }
    const deleted = await caller.request('DELETE', `/tasks/${task._id}`);
    expect(deleted.statusCode).toBe(allowed ? 200 : 403);
    expect(Boolean(await taskRow(task._id))).toBe(!allowed);
  });

  it('team member: moves their own and unassigned tasks along, not those of others', async () => {
    const mine = await newTask(alex, {
      projectId: project._id,
      assignedTo: sam.id,
      checklist: [{ text: 'Step' }],
    });
    const free = await newTask(alex, { projectId: project._id });
    const leads = await newTask(alex, {
      projectId: project._id,
      assignedTo: lee.id,
      checklist: [{ text: 'Step' }],
    });

    const done = await expectData<Task>(sam.request('PUT', `/tasks/${mine._id}`, { status: 'done' }));
    expect(done.completedAt).toEqual(ISO);
    const ticked = await expectData<Task>(
      sam.request('PUT', `/tasks/${mine._id}`, {
        checklist: [{ id: mine.checklist?.[0]?.id, text: 'Step', done: true }],
      }),
    );
    expect(ticked.checklist).toEqual([{ id: mine.checklist?.[0]?.id, text: 'Step', done: true }]);
    await expectData(sam.request('PUT', `/tasks/${free._id}`, { status: 'in-progress' }));

    const before = await taskRow(leads._id);
    for (const payload of [
      { status: 'done' },
      { checklist: [{ id: leads.checklist?.[0]?.id, text: 'Step', done: true }] },
    ]) {
      const response = await sam.request('PUT', `/tasks/${leads._id}`, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(TASK_MESSAGES.onlyOwnStatus);
    }
    // Taking an unassigned task is assigning it.
    const take = await sam.request('PUT', `/tasks/${free._id}`, { assignedTo: sam.id });
    expect(take.statusCode).toBe(403);
    expect(await taskRow(leads._id)).toEqual(before);
    expect((await taskRow(free._id))?.assignedTo).toBeNull();
    await expectData(sam.request('POST', `/tasks/${leads._id}/comments`, { text: 'Can I help?' }), 201);
  });

  it('assigning needs a member of the project', async () => {
    const task = await newTask(alex, { projectId: project._id });
    const response = await lee.request('PUT', `/tasks/${task._id}`, { assignedTo: eve.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(TASK_MESSAGES.assigneeNotMember);
    expect((await taskRow(task._id))?.assignedTo).toBeNull();
  });
});

describe('tasks without project', () => {
  it('belong to their creator; the assignee moves them along; nobody else sees them', async () => {
    const task = await newTask(alex, { title: 'Solo', assignedTo: alex.id });
    expect((await sam.request('GET', `/tasks/${task._id}`)).statusCode).toBe(404);
    const refused = await alex.request('PUT', `/tasks/${task._id}`, { assignedTo: sam.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(TASK_MESSAGES.assigneeNotMember);
    // Put into the project, the team sees it.
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { projectId: project._id }));
    expect((await expectData<Task>(sam.request('GET', `/tasks/${task._id}`))).project).toEqual({
      _id: project._id,
      title: 'Launch',
    });
  });
});

describe('organization viewers and admins', () => {
  let olivia: Caller;
  let jordan: Caller;
  let casey: Caller;
  let orgProject: Project;
  let orgTask: Task;

  beforeAll(async () => {
    olivia = (await registerOrganization(t.app, 'acme-tasks.test', 'Olivia Admin')).admin;
    jordan = await signUp(t.app, 'Jordan Lee', 'jordan@acme-tasks.test');
    casey = await signUp(t.app, 'Casey Kim', 'casey@acme-tasks.test');
    orgProject = await newProject(jordan, { title: 'Acme board' });
    orgTask = await newTask(jordan, { projectId: orgProject._id, title: 'Acme task' });
  });

  it('colleagues who are not members read but do not change', async () => {
    expect((await expectData<Task>(casey.request('GET', `/tasks/${orgTask._id}`))).title).toBe('Acme task');
    const listed = await casey.request('GET', `/tasks?projectId=${orgProject._id}`);
    expect((listed.json().data as Task[]).map((task) => task._id)).toEqual([orgTask._id]);
    const before = await taskRow(orgTask._id);
    const cases: Array<[string, string, unknown, string]> = [
      ['PUT', `/tasks/${orgTask._id}`, { status: 'done' }, TASK_MESSAGES.cannotUpdateStatus],
      ['PUT', `/tasks/${orgTask._id}`, { title: 'Mine' }, TASK_MESSAGES.cannotEdit],
      ['DELETE', `/tasks/${orgTask._id}`, undefined, TASK_MESSAGES.cannotDelete],
      ['POST', `/tasks/${orgTask._id}/comments`, { text: 'Hi' }, TASK_MESSAGES.cannotComment],
      ['POST', '/tasks', { title: 'New', projectId: orgProject._id }, TASK_MESSAGES.cannotAddToProject],
    ];
    for (const [method, url, payload, error] of cases) {
      const response = await casey.request(method as 'PUT', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe(error);
    }
    expect(await taskRow(orgTask._id)).toEqual(before);
    expect(await db().select().from(taskComments).where(eq(taskComments.taskId, orgTask._id))).toEqual([]);
  });

  it('the organization admin manages tasks as a supervisor', async () => {
    const created = await newTask(olivia, {
      projectId: orgProject._id,
      title: 'From the admin',
      assignedTo: jordan.id,
    });
    expect(created.assignee?.name).toBe('Jordan Lee');
    await expectData(olivia.request('PUT', `/tasks/${orgTask._id}`, { priority: 'urgent' }));
    await expectData(olivia.request('POST', `/tasks/${orgTask._id}/comments`, { text: 'Noted' }), 201);
    expect((await olivia.request('DELETE', `/tasks/${created._id}`)).statusCode).toBe(200);
  });

  it('people outside the organization see none of it', async () => {
    expect((await eve.request('GET', `/tasks/${orgTask._id}`)).statusCode).toBe(404);
    expect((await eve.request('GET', '/tasks?search=Acme')).json().pagination.total).toBe(0);
  });
});

describe("another individual's tasks", () => {
  let task: Task;
  let solo: Task;
  let evesTask: Task;

  beforeAll(async () => {
    task = await newTask(alex, { projectId: project._id, title: 'Confidential', assignedTo: sam.id });
    await expectData(alex.request('POST', `/tasks/${task._id}/comments`, { text: 'Internal note' }), 201);
    solo = await newTask(alex, { title: 'Confidential solo' });
    evesTask = await newTask(eve, { title: 'Eve task' });
  });

  async function unchanged() {
    expect(await taskRow(task._id)).toMatchObject({ title: 'Confidential', assignedTo: sam.id });
    expect(await taskRow(solo._id)).toMatchObject({ title: 'Confidential solo' });
    expect(await db().select().from(taskComments).where(eq(taskComments.taskId, task._id))).toHaveLength(1);
    expect(await taskRow(evesTask._id)).toMatchObject({ projectId: null, assignedTo: null });
  }

  it('are never listed, whatever the filter', async () => {
    for (const query of ['', '?search=Confidential', `?projectId=${project._id}`, `?assignedTo=${sam.id}`]) {
      const response = await eve.request('GET', `/tasks${query}`);
      const ids = (response.json().data as Task[]).map((item) => item._id);
      expect(ids, query).not.toContain(task._id);
      expect(ids, query).not.toContain(solo._id);
    }
  });

  it.each([
    ['GET', '/tasks/:task', undefined, 404, TASK_MESSAGES.notFound],
    ['GET', '/tasks/:solo', undefined, 404, TASK_MESSAGES.notFound],
    ['PUT', '/tasks/:task', { status: 'done' }, 404, TASK_MESSAGES.notFound],
    ['PUT', '/tasks/:solo', { title: 'Taken' }, 404, TASK_MESSAGES.notFound],
    ['DELETE', '/tasks/:task', undefined, 404, TASK_MESSAGES.notFound],
    ['DELETE', '/tasks/:solo', undefined, 404, TASK_MESSAGES.notFound],
    ['GET', '/tasks/:task/comments', undefined, 404, TASK_MESSAGES.notFound],
    ['POST', '/tasks/:task/comments', { text: 'Peek' }, 404, TASK_MESSAGES.notFound],
    ['POST', '/tasks', { title: 'Intruder', projectId: ':project' }, 404, TASK_MESSAGES.projectNotFound],
    ['PUT', '/tasks/:eves', { projectId: ':project' }, 404, TASK_MESSAGES.projectNotFound],
    ['PUT', '/tasks/:eves', { assignedTo: ':alex' }, 400, TASK_MESSAGES.assigneeNotMember],
    ['GET', '/projects/:project/tasks', undefined, 404, TASK_MESSAGES.projectNotFound],
  ] as const)('%s %s answers %#', async (method, path, payload, status, error) => {
    const fill = (text: string) =>
      text
        .replace(':task', task._id)
        .replace(':solo', solo._id)
        .replace(':eves', evesTask._id)
        .replace(':project', project._id)
        .replace(':alex', alex.id);
    const body = payload
      ? Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, fill(String(value))]))
      : undefined;
    const countBefore = await db().select({ n: sql<number>`count(*)::int` }).from(tasks);
    const response = await eve.request(method, fill(path), body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error });
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(tasks)).toEqual(countBefore);
    await unchanged();
  });
});

describe('bad input', () => {
  let task: Task;

  beforeAll(async () => {
    task = await newTask(alex, {
      projectId: project._id,
      title: 'Steady',
      checklist: [{ text: 'Keep' }],
      dueDate: '2030-01-01',
    });
  });

  const tooMany = Array.from({ length: 51 }, (_, index) => ({ text: `Item ${index}` }));
  const bodies: Array<[Record<string, unknown> | unknown[], string]> = [
    [{ title: '' }, 'Title is required'],
    [{ title: 7 }, 'body.title'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ description: 'x'.repeat(10001) }, 'Description must be at most 10000 characters'],
    // A status is one of the project's states (or a category): anything else names itself.
    [{ status: 'blocked' }, '“blocked” is not a state of this project’s workflow'],
    [{ status: 'Not a state' }, 'body.status'],
    [{ priority: 'extreme' }, 'body.priority'],
    [{ projectId: 'abc' }, 'Invalid id'],
    [{ assignedTo: 42 }, 'body.assignedTo'],
    [{ dueDate: 'soon' }, 'body.dueDate'],
    [{ dueDate: '2030-02-30' }, 'body.dueDate'],
    [{ dueDate: '0000-06-01' }, 'year 1 or later'],
    [{ checklist: 'buy milk' }, 'body.checklist'],
    [{ checklist: tooMany }, 'A checklist holds at most 50 items'],
    [{ checklist: [{ text: '' }] }, 'Checklist item text is required'],
    [{ checklist: [{ text: 'x'.repeat(201) }] }, 'Checklist items must be at most 200 characters'],
    [{ checklist: [{ text: 'Ok', done: 'yes' }] }, 'body.checklist'],
    [[1, 2], 'Invalid request'],
  ];

  it.each(bodies)('POST /tasks case %# → 400, nothing stored', async (fields, error) => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(tasks);
    const payload = Array.isArray(fields) ? fields : { title: 'Valid', projectId: project._id, ...fields };
    const response = await alex.request('POST', '/tasks', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(error);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(tasks)).toEqual(before);
  });

  it('POST /tasks without a title → 400', async () => {
    const response = await alex.request('POST', '/tasks', { projectId: project._id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('body.title');
  });

  it.each(bodies)('PUT /tasks/:id case %# → 400, nothing changes', async (fields, error) => {
    const before = await taskRow(task._id);
    const response = await alex.request('PUT', `/tasks/${task._id}`, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(error);
    expect(await taskRow(task._id)).toEqual(before);
  });

  it.each([
    ['POST', ':id/comments', { text: '   ' }, 'Comment text is required'],
    ['POST', ':id/comments', { text: 'c'.repeat(2001) }, 'Comments must be at most 2000 characters'],
    ['POST', ':id/comments', {}, 'body.text'],
    ['POST', ':id/comments', { text: 5 }, 'body.text'],
    ['POST', 'nope/comments', { text: 'Fine' }, 'Invalid id'],
    ['GET', ':id/comments?limit=101', undefined, 'querystring.limit'],
    ['GET', 'nope/comments', undefined, 'Invalid id'],
    ['GET', 'nope', undefined, 'Invalid id'],
    ['PUT', 'nope', { title: 'Fine' }, 'Invalid id'],
    ['DELETE', 'nope', undefined, 'Invalid id'],
  ] as const)('%s /tasks/%s case %# → 400, nothing changes', async (method, path, payload, error) => {
    const before = await taskRow(task._id);
    const comments = await db().select().from(taskComments).where(eq(taskComments.taskId, task._id));
    const response = await alex.request(method, `/tasks/${path.replace(':id', task._id)}`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(error);
    expect(await taskRow(task._id)).toEqual(before);
    expect(await db().select().from(taskComments).where(eq(taskComments.taskId, task._id))).toEqual(comments);
  });

  it('refuses text with NUL characters (which PostgreSQL cannot store) with a 400', async () => {
    const before = await taskRow(task._id);
    const count = await db().select({ n: sql<number>`count(*)::int` }).from(tasks);
    for (const [method, url, payload] of [
      ['POST', '/tasks', { title: 'Bad\u0000title' }],
      ['POST', '/tasks', { title: 'Fine', checklist: [{ text: 'x\u0000' }] }],
      ['PUT', `/tasks/${task._id}`, { description: 'x\u0000y' }],
      ['POST', `/tasks/${task._id}/comments`, { text: 'x\u0000y' }],
      ['GET', '/tasks?search=a%00b', undefined],
    ] as const) {
      const response = await alex.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().error).toContain(NUL_CHARACTER_MESSAGE);
    }
    expect(await taskRow(task._id)).toEqual(before);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(tasks)).toEqual(count);
  });

  it('answers 404 for unknown ids on every route', async () => {
    for (const [method, path, payload] of [
      ['GET', UNKNOWN_ID, undefined],
      ['PUT', UNKNOWN_ID, { status: 'done' }],
      ['DELETE', UNKNOWN_ID, undefined],
      ['GET', `${UNKNOWN_ID}/comments`, undefined],
      ['POST', `${UNKNOWN_ID}/comments`, { text: 'Hello' }],
    ] as const) {
      const response = await alex.request(method, `/tasks/${path}`, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().error).toBe(TASK_MESSAGES.notFound);
    }
    const foreign = await alex.request('POST', '/tasks', { title: 'Lost', projectId: UNKNOWN_ID });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(TASK_MESSAGES.projectNotFound);
  });
});

describe('the task list query', () => {
  it("reads a user's tasks through indexes, not by scanning other tenants' tasks", async () => {
    const owner = await signUp(t.app, 'Index Owner');
    const own = await newProject(owner, { title: 'Indexed' });
    // Like the benchmark: many other tenants' projects, with far more tasks than the user has.
    const others = await signUp(t.app, 'Other Tenant');
    await db().execute(
      sql`insert into projects (id, title, owner_id)
          select substr(md5('theirs' || g::text), 1, 24), 'Project ' || g, ${others.id} from generate_series(1, 100) g`,
    );
    await db().execute(
      sql`insert into tasks (id, title, project_id, created_by, updated_at)
          select substr(md5('own' || g::text), 1, 24), 'Task ' || g, ${own._id}, ${owner.id}, now() - make_interval(mins => g)
          from generate_series(1, 300) g`,
    );
    await db().execute(
      sql`insert into tasks (id, title, project_id, created_by)
          select substr(md5('their task' || g::text), 1, 24), 'Task ' || g, substr(md5('theirs' || (1 + g % 100)::text), 1, 24), ${others.id}
          from generate_series(1, 10000) g`,
    );
    await db().execute(sql`analyze`);

    const user = await findCurrentUser(db(), owner.id);
    if (!user) throw new Error('user missing');
    const statements = taskListStatements(
      db(),
      viewerFrom(user),
      {},
      { page: 1, limit: 10, sort: 'updated' },
    );
    for (const statement of [statements.rows, statements.count]) {
      const query = statement.toSQL();
      const inlined = query.sql.replace(/\$(\d+)/g, (_match, index) => {
        const value = query.params[Number(index) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value)}'`;
      });
      const plan = (await db().execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Array<Record<string, string>>;
      };
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).not.toMatch(/Seq Scan on tasks/);
    }
    const listed = await owner.request('GET', '/tasks?page=1&limit=10');
    expect(listed.json().pagination.total).toBe(300);
    expect((listed.json().data as Task[]).map((task) => task.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Task ${index + 1}`),
    );
  });
});
