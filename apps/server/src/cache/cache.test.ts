import type { Paginated, Project, Task } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  type Caller,
  expectData,
  newProject,
  newTask,
  registerOrganization,
  signUp,
} from '../modules/projects/test-support';
import { TEST_PASSWORD } from '../test/auth';
import { createTestApp, type TestApp } from '../test/helpers';

// The read cache seen from outside: a repeated list is answered from it, and every change that makes a kept
// answer wrong shows in the very next list, whoever made it.

let t: TestApp;
let alex: Caller;
let sam: Caller;
let launch: Project;
let garden: Project;

beforeAll(async () => {
  t = await createTestApp();
  // On PostgreSQL the cache is on once its listening connection is up, which the app waits for.
  expect(t.app.readCache.enabled).toBe(true);
  alex = await signUp(t.app, 'Alex Morgan');
  sam = await signUp(t.app, 'Sam Lee');
  launch = await newProject(alex, { title: 'Launch' });
  garden = await newProject(alex, { title: 'Garden' });
  await addMember(alex, launch._id, sam, 'team-lead');
});
afterAll(async () => {
  await t?.close();
});

async function list(caller: Caller, query = ''): Promise<Paginated<Task>> {
  const response = await caller.request('GET', `/tasks?limit=100${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Paginated<Task>;
}

const titles = (page: Paginated<Task>) => page.data.map((task) => task.title).sort();
const find = (page: Paginated<Task>, id: string) => page.data.find((task) => task._id === id);

describe('the read cache of GET /tasks', () => {
  it('answers a repeated list from the cache, exactly as the database would', async () => {
    await newTask(alex, { title: 'Cached once', projectId: launch._id });
    const first = await alex.request('GET', '/tasks?limit=5');
    const hitsBefore = t.app.readCache.stats.listHits;
    const second = await alex.request('GET', '/tasks?limit=5');
    expect(t.app.readCache.stats.listHits).toBe(hitsBefore + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tasks?limit=5',
      headers: { ...alex.session.headers, 'cache-control': 'no-cache' },
    });
    expect(t.app.readCache.stats.listHits).toBe(hitsBefore + 1);
    expect(fresh.body).toBe(first.body);
  });

  it("shows another member's change in the next list at once", async () => {
    const task = await newTask(alex, { title: 'Moved by Sam', projectId: launch._id });
    expect(find(await list(alex), task._id)?.status).toBe('todo');
    await expectData(sam.request('PUT', `/tasks/${task._id}`, { status: 'review' }));
    expect(find(await list(alex), task._id)?.status).toBe('review');
  });

  it('drops a task from the lists of a project it moved out of', async () => {
    const task = await newTask(alex, { title: 'Leaves Launch', projectId: launch._id });
    expect(find(await list(sam), task._id)).toBeDefined();
    await expectData(alex.request('PUT', `/tasks/${task._id}`, { projectId: garden._id }));
    expect(find(await list(sam), task._id)).toBeUndefined();
    expect(find(await list(alex), task._id)?.project?.title).toBe('Garden');
  });

  it('counts a new comment, shows a renamed project and forgets a deleted task', async () => {
    const task = await newTask(alex, { title: 'Talked about', projectId: launch._id });
    expect(find(await list(alex), task._id)?.commentCount).toBe(0);
    await expectData(sam.request('POST', `/tasks/${task._id}/comments`, { text: 'Looks good' }), 201);
    expect(find(await list(alex), task._id)?.commentCount).toBe(1);

    await expectData(alex.request('PUT', `/projects/${launch._id}`, { title: 'Launch v2' }));
    expect(find(await list(sam), task._id)?.project?.title).toBe('Launch v2');

    await expectData(alex.request('DELETE', `/tasks/${task._id}`));
    expect(find(await list(sam), task._id)).toBeUndefined();
  });

  it("follows a person's membership: added, they list the project's tasks; taken out, no longer", async () => {
    const kim = await signUp(t.app, 'Kim Ode');
    const task = await newTask(alex, { title: 'Garden fence', projectId: garden._id });
    expect(find(await list(kim), task._id)).toBeUndefined();
    await addMember(alex, garden._id, kim, 'team-member');
    expect(find(await list(kim), task._id)).toBeDefined();
    await expectData(alex.request('DELETE', `/projects/${garden._id}/members/${kim.id}`));
    expect(find(await list(kim), task._id)).toBeUndefined();
  });

  it("shows an assignee's new name in other people's lists", async () => {
    const task = await newTask(alex, { title: 'For Sam', projectId: launch._id, assignedTo: sam.id });
    expect(find(await list(alex), task._id)?.assignee?.name).toBe('Sam Lee');
    await expectData(sam.request('PUT', '/auth/profile', { name: 'Samuel Lee' }));
    expect(find(await list(alex), task._id)?.assignee?.name).toBe('Samuel Lee');
  });

  it('lists a new task of an organization project for every colleague at once', async () => {
    const { admin, organizationId } = await registerOrganization(t.app, 'cache-org.test', 'Olivia Admin');
    const jordan = await signUp(t.app, 'Jordan Reyes', 'jordan@cache-org.test');
    const board = await newProject(admin, { title: 'Org board' });
    expect(board.organizationId).toBe(organizationId);
    expect(titles(await list(jordan))).toEqual([]);
    await newTask(admin, { title: 'Org work', projectId: board._id });
    expect(titles(await list(jordan))).toEqual(['Org work']);
  });
});

describe("the read cache of a project's tasks (GET /projects/{id}/tasks)", () => {
  async function board(caller: Caller, projectId: string) {
    return caller.request('GET', `/projects/${projectId}/tasks?limit=100`);
  }

  it('shows a change at once, and refuses a member taken out of the project though they had it kept', async () => {
    const rue = await signUp(t.app, 'Rue Bright');
    const shed = await newProject(alex, { title: 'Shed' });
    await addMember(alex, shed._id, rue, 'team-member');
    const task = await newTask(alex, { title: 'Paint the shed', projectId: shed._id });

    const before = await board(rue, shed._id);
    expect(before.statusCode).toBe(200);
    const hits = t.app.readCache.stats.listHits;
    expect((await board(rue, shed._id)).body).toBe(before.body);
    expect(t.app.readCache.stats.listHits).toBe(hits + 1);

    await expectData(alex.request('PUT', `/tasks/${task._id}`, { status: 'in-progress' }));
    const after = (await board(rue, shed._id)).json() as Paginated<Task>;
    expect(find(after, task._id)?.status).toBe('in-progress');

    await expectData(alex.request('DELETE', `/projects/${shed._id}/members/${rue.id}`));
    expect((await board(rue, shed._id)).statusCode).toBe(404);
  });

  it('never keeps a refusal: a stranger gets 404 until they are added', async () => {
    const kit = await signUp(t.app, 'Kit Vale');
    const attic = await newProject(alex, { title: 'Attic' });
    expect((await board(kit, attic._id)).statusCode).toBe(404);
    await addMember(alex, attic._id, kit, 'team-member');
    expect((await board(kit, attic._id)).statusCode).toBe(200);
  });
});

describe('the read cache of sessions', () => {
  it('refuses a revoked token at once, though its user was kept', async () => {
    const pat = await signUp(t.app, 'Pat Kerr');
    await list(pat);
    await list(pat);
    const changed = await pat.request('PUT', '/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await pat.request('GET', '/tasks')).statusCode).toBe(401);
    expect((await pat.request('GET', '/auth/me')).statusCode).toBe(401);
  });

  it('refuses the token of a deleted account at once', async () => {
    const gone = await signUp(t.app, 'Gone Soon');
    await list(gone);
    const deleted = await gone.request('DELETE', '/auth/account', { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect((await gone.request('GET', '/tasks')).statusCode).toBe(401);
  });

  it('answers /auth/me with the profile as it is now', async () => {
    const lou = await signUp(t.app, 'Lou Bell');
    await lou.request('GET', '/auth/me');
    await expectData(lou.request('PUT', '/auth/profile', { jobTitle: 'Gardener' }));
    const me = await lou.request('GET', '/auth/me');
    expect(me.json().user?.jobTitle ?? me.json().data?.jobTitle).toBe('Gardener');
  });
});
