import {
  blockingLoopMessage,
  CUSTOM_FIELD_MESSAGES,
  type CustomField,
  LABEL_MESSAGES,
  type Label,
  SUBTASK_MESSAGES,
  TASK_RELATION_MESSAGES,
  type Task,
  type TaskRelation,
  WORKFLOW_MESSAGES,
  type Workflow,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  addMember,
  type Caller,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
} from '../projects/test-support';

// Issue 37: sub-tasks, relations and labels, with the rights of tasks applied to each new call.
let t: TestApp;
// Alex owns `project`, where Sam is a team member; Eve is a stranger; Acme and Globex are two organizations.
let alex: Caller;
let sam: Caller;
let eve: Caller;
let project: Project;
let acme: { admin: Caller; organizationId: string };
let globex: { admin: Caller; organizationId: string };
type Project = { _id: string };

beforeAll(async () => {
  t = await createTestApp();
  [alex, sam, eve] = await Promise.all([
    signUp(t.app, 'Alex Morgan'),
    signUp(t.app, 'Sam Lee'),
    signUp(t.app, 'Eve Stone'),
  ]);
  project = await newProject(alex, { title: 'Launch' });
  await addMember(alex, project._id, sam, 'team-member');
  acme = await registerOrganization(t.app, 'acme-model.test', 'Olivia Acme');
  globex = await registerOrganization(t.app, 'globex-model.test', 'Grace Globex');
});
afterAll(async () => {
  await t?.close();
});

const task = (caller: Caller, id: string) => expectData<Task>(caller.request('GET', `/tasks/${id}`));
const refusal = async (pending: ReturnType<Caller['request']>, status: number) => {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(status);
  return response.json().error as string;
};

describe('sub-tasks', () => {
  it('lists a parent’s sub-tasks in order with their progress, and its children by ?parentId=', async () => {
    const parent = await newTask(alex, { title: 'Ship the site', projectId: project._id });
    const [a, b, c] = await Promise.all(
      ['Copy', 'Layout', 'Images'].map((title) => newTask(alex, { title, projectId: project._id })),
    );
    // One by one: each goes after the last.
    for (const child of [a, b, c]) {
      await expectData(alex.request('PUT', `/tasks/${child!._id}`, { parentId: parent._id }));
    }
    await expectData(alex.request('PUT', `/tasks/${b!._id}`, { status: 'done' }));

    const seen = await task(alex, parent._id);
    expect(seen.subtaskProgress).toEqual({ done: 1, total: 3 });
    expect(seen.subtasks?.map((item) => [item.title, item.status])).toEqual([
      ['Copy', 'todo'],
      ['Layout', 'done'],
      ['Images', 'todo'],
    ]);

    const order = [c!._id, a!._id, b!._id];
    const reordered = await expectData<Task>(
      alex.request('PUT', `/tasks/${parent._id}/subtasks/order`, { ids: order }),
    );
    expect(reordered.subtasks?.map((item) => item._id)).toEqual(order);
    expect(
      await refusal(alex.request('PUT', `/tasks/${parent._id}/subtasks/order`, { ids: [a!._id] }), 400),
    ).toBe(SUBTASK_MESSAGES.orderMismatch);

    const children = await alex.request('GET', `/tasks?parentId=${parent._id}&sort=title`);
    expect(children.json().data.map((item: Task) => item.title)).toEqual(['Copy', 'Images', 'Layout']);
    const topLevel = await alex.request('GET', `/tasks?projectId=${project._id}&parentId=none&limit=100`);
    expect(topLevel.json().data.map((item: Task) => item.title)).not.toContain('Copy');

    // A team member may not re-parent; a task in another project may not be a child.
    expect(await refusal(sam.request('PUT', `/tasks/${a!._id}`, { parentId: null }), 403)).toBeTruthy();
    const elsewhere = await newTask(alex, { title: 'Elsewhere' });
    expect(await refusal(alex.request('PUT', `/tasks/${elsewhere._id}`, { parentId: parent._id }), 400)).toBe(
      SUBTASK_MESSAGES.otherProject,
    );
    // A parent with sub-tasks does not move to another project on its own.
    const other = await newProject(alex, { title: 'Other' });
    expect(await refusal(alex.request('PUT', `/tasks/${parent._id}`, { projectId: other._id }), 409)).toBe(
      SUBTASK_MESSAGES.movesWithSubtasks,
    );
  });

  it('refuses a loop with 409 and a sixth level with 400', async () => {
    const chain: Task[] = [await newTask(alex, { title: 'Level 1', projectId: project._id })];
    for (let level = 2; level <= 5; level++) {
      chain.push(
        await newTask(alex, { title: `Level ${level}`, projectId: project._id, parentId: chain.at(-1)!._id }),
      );
    }
    expect(
      await refusal(alex.request('PUT', `/tasks/${chain[0]!._id}`, { parentId: chain[3]!._id }), 409),
    ).toBe(SUBTASK_MESSAGES.loop);
    expect(
      await refusal(alex.request('PUT', `/tasks/${chain[0]!._id}`, { parentId: chain[0]!._id }), 409),
    ).toBe(SUBTASK_MESSAGES.loop);
    expect(
      await refusal(
        alex.request('POST', '/tasks', { title: 'Level 6', projectId: project._id, parentId: chain[4]!._id }),
        400,
      ),
    ).toBe(SUBTASK_MESSAGES.tooDeep);
  });

  it('deletes a parent keeping its sub-tasks (a level up) or with them', async () => {
    const top = await newTask(alex, { title: 'Top', projectId: project._id });
    const middle = await newTask(alex, { title: 'Middle', projectId: project._id, parentId: top._id });
    const leaf = await newTask(alex, { title: 'Leaf', projectId: project._id, parentId: middle._id });
    await expectData(alex.request('DELETE', `/tasks/${middle._id}`));
    expect((await task(alex, leaf._id)).parentId).toBe(top._id);
    expect((await task(alex, top._id)).subtaskProgress).toEqual({ done: 0, total: 1 });

    await expectData(alex.request('DELETE', `/tasks/${top._id}?subtasks=delete`));
    expect((await alex.request('GET', `/tasks/${leaf._id}`)).statusCode).toBe(404);
  });
});

describe('relations', () => {
  it('reads one relation from both ends, marks the blocked task, and refuses a loop naming it', async () => {
    const [design, build, test] = await Promise.all(
      ['Design', 'Build', 'Test'].map((title) => newTask(alex, { title, projectId: project._id })),
    );
    await expectData(
      alex.request('POST', `/tasks/${design!._id}/relations`, { type: 'blocks', taskId: build!._id }),
      201,
    );
    await expectData(
      alex.request('POST', `/tasks/${test!._id}/relations`, { type: 'blocked_by', taskId: build!._id }),
      201,
    );
    const fromBuild = await expectData<TaskRelation[]>(alex.request('GET', `/tasks/${build!._id}/relations`));
    expect(fromBuild.map((relation) => [relation.type, relation.task.title])).toEqual([
      ['blocked_by', 'Design'],
      ['blocks', 'Test'],
    ]);
    expect((await task(alex, build!._id)).blocked).toBe(true);
    expect((await task(alex, design!._id)).blocked).toBe(false);

    const loop = await refusal(
      alex.request('POST', `/tasks/${test!._id}/relations`, { type: 'blocks', taskId: design!._id }),
      409,
    );
    expect(loop).toBe(blockingLoopMessage(['Test', 'Design', 'Build']));
    expect(
      await refusal(
        alex.request('POST', `/tasks/${build!._id}/relations`, { type: 'blocked_by', taskId: design!._id }),
        409,
      ),
    ).toBe(TASK_RELATION_MESSAGES.exists);

    // The blocker done, the task is no longer blocked.
    await expectData(alex.request('PUT', `/tasks/${design!._id}`, { status: 'done' }));
    expect((await task(alex, build!._id)).blocked).toBe(false);

    const relates = await expectData<TaskRelation>(
      alex.request('POST', `/tasks/${build!._id}/relations`, { type: 'relates_to', taskId: test!._id }),
      201,
    );
    // A team member may read relations but not change them; a stranger sees nothing.
    expect((await sam.request('GET', `/tasks/${build!._id}/relations`)).statusCode).toBe(200);
    expect(await refusal(sam.request('DELETE', `/tasks/${build!._id}/relations/${relates._id}`), 403)).toBe(
      TASK_RELATION_MESSAGES.cannotRelate,
    );
    expect((await eve.request('GET', `/tasks/${build!._id}/relations`)).statusCode).toBe(404);
    await expectData(alex.request('DELETE', `/tasks/${test!._id}/relations/${relates._id}`));
    expect(
      await refusal(
        alex.request('POST', `/tasks/${build!._id}/relations`, { type: 'blocks', taskId: build!._id }),
        400,
      ),
    ).toBe(TASK_RELATION_MESSAGES.self);
  });
});

describe('labels', () => {
  it('keeps a workspace’s labels, puts them on its tasks and filters by them', async () => {
    const urgent = await expectData<Label>(
      acme.admin.request('POST', '/labels', { name: 'Customer', color: '#F57C00' }),
      201,
    );
    expect(urgent).toMatchObject({ name: 'Customer', color: '#f57c00', taskCount: 0 });
    expect(
      await refusal(acme.admin.request('POST', '/labels', { name: 'customer', color: '#1976d2' }), 409),
    ).toBe(LABEL_MESSAGES.duplicate);

    const acmeProject = await newProject(acme.admin, { title: 'Portal' });
    const labelled = await newTask(acme.admin, {
      title: 'Fix login',
      projectId: acmeProject._id,
      labelIds: [urgent._id],
    });
    expect(labelled.labels).toEqual([{ _id: urgent._id, name: 'Customer', color: '#f57c00' }]);
    await newTask(acme.admin, { title: 'Unlabelled', projectId: acmeProject._id });
    const filtered = await acme.admin.request('GET', `/tasks?labelId=${urgent._id}`);
    expect(filtered.json().data.map((item: Task) => item.title)).toEqual(['Fix login']);

    const renamed = await expectData<Label>(
      acme.admin.request('PUT', `/labels/${urgent._id}`, { name: 'Customers' }),
    );
    expect(renamed.taskCount).toBe(1);
    expect((await task(acme.admin, labelled._id)).labels?.[0]?.name).toBe('Customers');

    // Nothing leaks: Globex cannot read, label, relate or parent an Acme task, nor use an Acme label.
    const globexTask = await newTask(globex.admin, { title: 'Globex work' });
    const g = globex.admin;
    expect((await g.request('GET', `/tasks/${labelled._id}`)).statusCode).toBe(404);
    expect((await g.request('PUT', `/tasks/${labelled._id}`, { labelIds: [] })).statusCode).toBe(404);
    expect(
      (
        await g.request('POST', `/tasks/${labelled._id}/relations`, {
          type: 'relates_to',
          taskId: globexTask._id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await g.request('POST', `/tasks/${globexTask._id}/relations`, {
          type: 'relates_to',
          taskId: labelled._id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await g.request('POST', '/tasks', { title: 'Sneaky', parentId: labelled._id })).statusCode).toBe(
      404,
    );
    expect((await g.request('PUT', `/tasks/${globexTask._id}`, { parentId: labelled._id })).statusCode).toBe(
      404,
    );
    expect(await refusal(g.request('PUT', `/tasks/${globexTask._id}`, { labelIds: [urgent._id] }), 400)).toBe(
      LABEL_MESSAGES.unknownOnTask,
    );
    expect((await g.request('PUT', `/labels/${urgent._id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect(await expectData<Label[]>(g.request('GET', '/labels'))).toEqual([]);

    await expectData(acme.admin.request('DELETE', `/labels/${urgent._id}`));
    expect((await task(acme.admin, labelled._id)).labels).toEqual([]);
  });

  it('gives an individual labels of their own, which only they may change', async () => {
    const mine = await expectData<Label>(alex.request('POST', '/labels', { name: 'Design' }), 201);
    expect(await expectData<Label[]>(eve.request('GET', '/labels'))).toEqual([]);
    expect((await eve.request('DELETE', `/labels/${mine._id}`)).statusCode).toBe(404);
    const labelled = await newTask(alex, { title: 'Palette', projectId: project._id, labelIds: [mine._id] });
    // Sam sees the label on the task, may not change the task's labels.
    expect((await task(sam, labelled._id)).labels?.map((label) => label.name)).toEqual(['Design']);
    expect((await sam.request('PUT', `/tasks/${labelled._id}`, { labelIds: [] })).statusCode).toBe(403);
  });
});

describe('PATCH /tasks/bulk', () => {
  it('changes many tasks in one request, all or nothing, with one feed entry and one notice per person', async () => {
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        newTask(alex, { title: `Bulk ${index}`, projectId: project._id }),
      ),
    );
    const ids = many.map((item) => item._id);
    const label = await expectData<Label>(alex.request('POST', '/labels', { name: 'Sprint 4' }), 201);
    const changed = await expectData<Task[]>(
      alex.request('PATCH', '/tasks/bulk', {
        ids,
        changes: { status: 'review', priority: 'urgent', assignedTo: sam.id, addLabelIds: [label._id] },
      }),
    );
    expect(changed).toHaveLength(20);
    expect(new Set(changed.map((item) => `${item.status} ${item.priority} ${item.assignedTo}`))).toEqual(
      new Set([`review urgent ${sam.id}`]),
    );
    expect(changed.every((item) => item.labels?.[0]?.name === 'Sprint 4')).toBe(true);
    const notices = await sam.request('GET', '/notifications?limit=100');
    const assigned = (notices.json().data as { message: string }[]).filter((notice) =>
      notice.message.includes('assigned you 20 tasks'),
    );
    expect(assigned).toHaveLength(1);

    // Sam (a team member) may move his own tasks but not change their priority: nothing changes.
    const refused = await refusal(
      sam.request('PATCH', '/tasks/bulk', { ids, changes: { priority: 'low', status: 'done' } }),
      403,
    );
    expect(refused).toMatch(/^“Bulk \d+”: /);
    expect((await task(alex, ids[0]!)).priority).toBe('urgent');
    // A task the caller cannot see spoils the whole change.
    const theirs = await newTask(eve, { title: 'Eve’s own' });
    expect(
      (await alex.request('PATCH', '/tasks/bulk', { ids: [ids[0], theirs._id], changes: { status: 'done' } }))
        .statusCode,
    ).toBe(404);
    expect((await task(alex, ids[0]!)).status).toBe('review');
    expect((await alex.request('PATCH', '/tasks/bulk', { ids: [ids[0]], changes: {} })).statusCode).toBe(400);
  });
});

describe('custom fields', () => {
  it('types each value, filters and sorts by it, and lets only project editors change the fields', async () => {
    const board = await newProject(alex, { title: 'Fields' });
    await addMember(alex, board._id, sam, 'team-member');
    const field = (body: object) =>
      expectData<CustomField>(alex.request('POST', `/projects/${board._id}/fields`, body), 201);
    const estimate = await field({ name: 'Estimate', type: 'number' });
    const area = await field({ name: 'Area', type: 'select', options: [{ label: 'Web' }, { label: 'API' }] });
    const owner = await field({ name: 'Reviewer', type: 'user' });
    const [web, api] = area.options;
    expect(
      await refusal(
        alex.request('POST', `/projects/${board._id}/fields`, { name: 'estimate', type: 'text' }),
        409,
      ),
    ).toBe(CUSTOM_FIELD_MESSAGES.duplicate);
    expect(
      await refusal(
        sam.request('POST', `/projects/${board._id}/fields`, { name: 'Mine', type: 'text' }),
        403,
      ),
    ).toBe(CUSTOM_FIELD_MESSAGES.cannotManage);
    expect((await eve.request('GET', `/projects/${board._id}/fields`)).statusCode).toBe(404);

    const a = await newTask(alex, {
      title: 'A',
      projectId: board._id,
      customFields: { [estimate._id]: 5, [area._id]: web!.id, [owner._id]: sam.id },
    });
    expect(a.customFields).toEqual({ [estimate._id]: 5, [area._id]: web!.id, [owner._id]: sam.id });
    await newTask(alex, {
      title: 'B',
      projectId: board._id,
      customFields: { [estimate._id]: 2, [area._id]: api!.id },
    });
    await newTask(alex, { title: 'C', projectId: board._id });

    // A wrong value is a 400 that names the field; nothing is stored.
    expect(
      await refusal(
        alex.request('PUT', `/tasks/${a._id}`, { customFields: { [estimate._id]: 'lots' } }),
        400,
      ),
    ).toBe('Estimate: Enter a number');
    expect(
      await refusal(alex.request('PUT', `/tasks/${a._id}`, { customFields: { [owner._id]: eve.id } }), 400),
    ).toBe('Reviewer: Choose a member of the project');
    expect(
      await refusal(alex.request('PUT', `/tasks/${a._id}`, { customFields: { [area._id]: 'nope' } }), 400),
    ).toBe('Area: Choose one of its options');

    const titles = async (query: string) =>
      (await expectData<Task[]>(alex.request('GET', `/projects/${board._id}/tasks?${query}`))).map(
        (item) => item.title,
      );
    expect(await titles(`sortField=${estimate._id}`)).toEqual(['B', 'A', 'C']);
    expect(await titles(`sortField=${area._id}`)).toEqual(['A', 'B', 'C']);
    expect(await titles(`fieldId=${area._id}&fieldValue=${api!.id}`)).toEqual(['B']);

    // An option taken away leaves the tasks that had it; a deleted field leaves them all.
    await expectData(
      alex.request('PUT', `/projects/${board._id}/fields/${area._id}`, {
        options: [{ id: api!.id, label: 'API' }],
      }),
    );
    expect((await task(alex, a._id)).customFields).toEqual({ [estimate._id]: 5, [owner._id]: sam.id });
    await expectData(alex.request('DELETE', `/projects/${board._id}/fields/${estimate._id}`));
    expect((await task(alex, a._id)).customFields).toEqual({ [owner._id]: sam.id });
    // A task outside the project cannot hold the project's field.
    expect(
      await refusal(
        alex.request('POST', '/tasks', { title: 'Loose', customFields: { [owner._id]: sam.id } }),
        400,
      ),
    ).toBe(CUSTOM_FIELD_MESSAGES.noProject);
  });
});

describe('GET /projects/{id}/tasks/export', () => {
  it('gives the project’s tasks with their labels, parents and custom fields, as CSV and XLSX', async () => {
    const sheet = await newProject(alex, { title: 'Export me' });
    const points = await expectData<CustomField>(
      alex.request('POST', `/projects/${sheet._id}/fields`, { name: 'Points', type: 'number' }),
      201,
    );
    const parent = await newTask(alex, {
      title: 'Parent',
      projectId: sheet._id,
      customFields: { [points._id]: 3 },
    });
    await newTask(alex, { title: '=cmd()', projectId: sheet._id, parentId: parent._id });
    const csv = await alex.request('GET', `/projects/${sheet._id}/tasks/export?format=csv`);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="export-me-tasks.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Title,Status,Priority,Assignee,Due date,Parent task,Sub-tasks done,Labels,Blocked,Completed at,Points',
    );
    expect(lines).toContain("'=cmd(),To do,Medium,,,Parent,,,,,");
    expect(lines).toContain('Parent,To do,Medium,,,,0/1,,,,3');
    const xlsx = await alex.request('GET', `/projects/${sheet._id}/tasks/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await eve.request('GET', `/projects/${sheet._id}/tasks/export`)).statusCode).toBe(404);
  });
});

describe('the table view', () => {
  it('shows every column until the user chooses, then remembers their choice per user and project', async () => {
    const board = await newProject(alex, { title: 'Table' });
    await addMember(alex, board._id, sam, 'team-member');
    const points = await expectData<CustomField>(
      alex.request('POST', `/projects/${board._id}/fields`, { name: 'Points', type: 'number' }),
      201,
    );
    const first = await expectData<{ columns: string[] }>(
      alex.request('GET', `/projects/${board._id}/table-view`),
    );
    expect(first.columns.at(-1)).toBe(`field:${points._id}`);
    const chosen = {
      columns: ['title', `field:${points._id}`],
      sort: { key: 'title', direction: 'desc' },
      groupBy: null,
    };
    await expectData(alex.request('PUT', `/projects/${board._id}/table-view`, chosen));
    expect(await expectData(alex.request('GET', `/projects/${board._id}/table-view`))).toEqual(chosen);
    // Sam's view is his own; a stranger has none.
    expect(
      (await expectData<{ columns: string[] }>(sam.request('GET', `/projects/${board._id}/table-view`)))
        .columns,
    ).toContain('status');
    expect((await eve.request('GET', `/projects/${board._id}/table-view`)).statusCode).toBe(404);
    expect(
      (await alex.request('PUT', `/projects/${board._id}/table-view`, { ...chosen, columns: ['nope'] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('workflows', () => {
  it('gives a project its own states, which tasks take by id while every figure reads their category', async () => {
    const board = await newProject(alex, { title: 'Workflow board' });
    await addMember(alex, board._id, sam, 'team-member');
    const stale = await expectData<Workflow>(alex.request('GET', `/projects/${board._id}/workflow`));
    expect(stale.states.map((state) => state.id)).toEqual(['todo', 'in-progress', 'review', 'done']);

    const states = [
      { name: 'Backlog', category: 'todo', color: '#616161' },
      ...stale.states.map(({ id, name, category, color }) => ({
        id,
        name: id === 'review' ? 'Code review' : name,
        category,
        color,
      })),
      { name: 'QA', category: 'review', color: '#7b1fa2' },
      { name: 'Won’t do', category: 'done', color: '#5d4037' },
    ];
    // Only those who may edit the project change its workflow; a stranger does not see it.
    expect(await refusal(sam.request('PUT', `/projects/${board._id}/workflow`, { states }), 403)).toBe(
      WORKFLOW_MESSAGES.cannotEdit,
    );
    expect((await eve.request('GET', `/projects/${board._id}/workflow`)).statusCode).toBe(404);
    expect(
      (await globex.admin.request('PUT', `/projects/${board._id}/workflow`, { states })).statusCode,
    ).toBe(404);
    const withoutDone = states.filter((state) => state.category !== 'done');
    expect(
      await refusal(alex.request('PUT', `/projects/${board._id}/workflow`, { states: withoutDone }), 400),
    ).toContain(WORKFLOW_MESSAGES.categoryMissing('done'));

    const saved = await expectData<Workflow>(
      alex.request('PUT', `/projects/${board._id}/workflow`, { states }),
    );
    expect(saved.states.map((state) => state.id)).toEqual([
      'backlog',
      'todo',
      'in-progress',
      'review',
      'done',
      'qa',
      'won-t-do',
    ]);

    // A task takes a state by id, or a category for its first state; anything else is a 400 naming it.
    const checked = await newTask(alex, { title: 'Check the forms', projectId: board._id, status: 'qa' });
    expect([checked.status, checked.statusCategory, checked.statusName]).toEqual(['qa', 'review', 'QA']);
    expect(
      await refusal(
        alex.request('POST', '/tasks', { title: 'Lost', projectId: board._id, status: 'shipped' }),
        400,
      ),
    ).toBe(WORKFLOW_MESSAGES.unknownState('shipped'));
    const dropped = await newTask(alex, { title: 'Old idea', projectId: board._id, status: 'backlog' });
    const closed = await expectData<Task>(
      sam.request('PUT', `/tasks/${dropped._id}`, { status: 'won-t-do' }),
    );
    expect([closed.status, closed.statusCategory, Boolean(closed.completedAt)]).toEqual([
      'won-t-do',
      'done',
      true,
    ]);
    const finished = await expectData<Task>(alex.request('PUT', `/tasks/${checked._id}`, { status: 'done' }));
    expect([finished.status, finished.statusName]).toEqual(['done', 'Done']);
    await expectData(alex.request('PUT', `/tasks/${checked._id}`, { status: 'qa' }));

    // ?status= takes state ids; a category keeps all of its states' tasks.
    const listed = async (status: string) =>
      (await expectData<Task[]>(alex.request('GET', `/projects/${board._id}/tasks?status=${status}`))).map(
        (item) => item.title,
      );
    expect(await listed('qa')).toEqual(['Check the forms']);
    expect(await listed('review')).toEqual(['Check the forms']);
    expect(await listed('done')).toEqual(['Old idea']);

    // A removed state's tasks move where the user says, and the figures follow their new category.
    const withoutQa = saved.states.filter((state) => state.id !== 'qa');
    expect(
      await refusal(alex.request('PUT', `/projects/${board._id}/workflow`, { states: withoutQa }), 409),
    ).toBe(WORKFLOW_MESSAGES.moveNeeded('QA', 1));
    const moved = await expectData<Workflow>(
      alex.request('PUT', `/projects/${board._id}/workflow`, { states: withoutQa, moves: { qa: 'backlog' } }),
    );
    expect(moved.taskCounts).toEqual({ backlog: 1, 'won-t-do': 1 });
    const back = await task(alex, checked._id);
    expect([back.status, back.statusCategory, back.statusName]).toEqual(['backlog', 'todo', 'Backlog']);
    const counts = await expectData<{ taskCounts: { total: number; done: number } }>(
      alex.request('GET', `/projects/${board._id}`),
    );
    expect(counts.taskCounts).toMatchObject({ total: 2, done: 1 });

    // A bulk change to a category puts each task in its own project's first state of it.
    const plain = await newTask(alex, { title: 'Plain', projectId: project._id });
    const bulk = await expectData<Task[]>(
      alex.request('PATCH', '/tasks/bulk', { ids: [checked._id, plain._id], changes: { status: 'done' } }),
    );
    expect(bulk.map((item) => `${item.status}/${item.statusCategory}`)).toEqual(['done/done', 'done/done']);
    expect(
      await refusal(
        alex.request('PATCH', '/tasks/bulk', {
          ids: [checked._id, plain._id],
          changes: { status: 'backlog' },
        }),
        400,
      ),
    ).toBe(`“Plain”: ${WORKFLOW_MESSAGES.unknownState('backlog')}`);
  });
});
