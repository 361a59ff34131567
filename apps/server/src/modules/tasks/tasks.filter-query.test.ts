import { FILTER_QUERY_MESSAGES, type Label, type Task } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Issue 39: GET /tasks?q= reads the filter language, names resolved in the one statement, within the caller's scope.
let t: TestApp;
let alex: Caller;
let sam: Caller;
let eve: Caller;
let projectId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [alex, sam, eve] = await Promise.all([
    signUp(t.app, 'Alex Morgan'),
    signUp(t.app, 'Sam Lee'),
    signUp(t.app, 'Eve Stone'),
  ]);
  projectId = (await newProject(alex, { title: 'Launch Site' }))._id;
  await addMember(alex, projectId, sam, 'team-member');
  const [bug, design] = await Promise.all(
    ['bug', 'Needs design'].map((name) =>
      expectData<Label>(alex.request('POST', '/labels', { name, color: '#1976d2' }), 201),
    ),
  );
  const tasks = await Promise.all([
    newTask(alex, {
      title: 'Fix login crash',
      projectId,
      priority: 'urgent',
      labelIds: [bug!._id],
      assignedTo: sam.id,
      dueDate: dayFromToday(2),
    }),
    newTask(alex, {
      title: 'Write release notes',
      projectId,
      priority: 'high',
      labelIds: [design!._id],
      assignedTo: alex.id,
      dueDate: dayFromToday(10),
    }),
    newTask(alex, { title: 'Plan the party', projectId, priority: 'low', status: 'done' }),
    newTask(alex, { title: 'Design the logo', projectId, priority: 'medium' }),
  ]);
  for (const task of tasks) ids[task.title] = task._id;
  await expectData(
    alex.request('POST', `/tasks/${ids['Fix login crash']}/relations`, {
      type: 'blocks',
      taskId: ids['Design the logo'],
    }),
    201,
  );
});
afterAll(async () => {
  await t?.close();
});

async function titles(caller: Caller, q: string, path = '/tasks'): Promise<string[]> {
  const list = await expectData<Task[]>(caller.request('GET', `${path}?q=${encodeURIComponent(q)}&limit=50`));
  return list.map((task) => task.title).sort();
}

describe('GET /tasks?q=', () => {
  it.each([
    ['label:bug', ['Fix login crash']],
    ['label:"needs design",BUG', ['Fix login crash', 'Write release notes']],
    ['label:bug label:"needs design"', []],
    ['priority:urgent,high due:<7d', ['Fix login crash']],
    ['assignee:sam', ['Fix login crash']],
    ['assignee:"Sam Lee"', ['Fix login crash']],
    ['assignee:me', ['Write release notes']],
    ['assignee:none', ['Design the logo', 'Plan the party']],
    ['due:none is:open', ['Design the logo']],
    ['is:done', ['Plan the party']],
    ['status:done', ['Plan the party']],
    ['status:todo,review priority:medium', ['Design the logo']],
    ['is:blocked', ['Design the logo']],
    ['project:"launch site" "release notes"', ['Write release notes']],
    ['project:elsewhere', []],
    ['login label:bug', ['Fix login crash']],
    ['release label:bug', []],
  ])('%s', async (q, expected) => {
    expect(await titles(alex, q)).toEqual(expected);
  });

  it('filters a project’s tasks the same way', async () => {
    expect(await titles(sam, 'assignee:me', `/projects/${projectId}/tasks`)).toEqual(['Fix login crash']);
  });

  it('finds nothing the caller may not see, whatever the names say', async () => {
    expect(await titles(eve, 'label:bug')).toEqual([]);
    expect(await titles(eve, 'project:"Launch Site"')).toEqual([]);
    await expectData(eve.request('POST', '/labels', { name: 'bug', color: '#1976d2' }), 201);
    const own = await expectData<Label[]>(eve.request('GET', '/labels'));
    await newTask(eve, { title: 'Eve’s own bug', labelIds: [own[0]!._id] });
    expect(await titles(eve, 'label:bug')).toEqual(['Eve’s own bug']);
  });

  it('answers a mistake with a 400 that names it', async () => {
    for (const [q, message] of [
      ['colour:red', FILTER_QUERY_MESSAGES.unknownKey('colour')],
      ['due:soon', FILTER_QUERY_MESSAGES.badValue('due', 'soon')],
      ['label:"open', FILTER_QUERY_MESSAGES.unclosedQuote],
    ] as const) {
      const response = await alex.request('GET', `/tasks?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });
});
