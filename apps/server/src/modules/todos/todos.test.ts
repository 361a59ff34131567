import { asc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, projects, todos } from '../../db/schema';
import { registerUser, sessionFrom, TEST_PASSWORD, type TestSession } from '../../test/auth';
import { registerAndVerify } from '../../test/email-verification';
import { createTestApp, type TestApp } from '../../test/helpers';
import { TODO_MESSAGES } from './todos.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const MISSING_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function as(session: TestSession) {
  const send = (options: Omit<InjectOptions, 'headers'>) =>
    t.app.inject({ ...options, headers: session.headers } as InjectOptions);
  return {
    list: (query = '') => send({ method: 'GET', url: `/api/v1/todos${query}` }),
    create: (payload: unknown) => send({ method: 'POST', url: '/api/v1/todos', payload: payload as object }),
    update: (id: string, payload: unknown) =>
      send({ method: 'PUT', url: `/api/v1/todos/${id}`, payload: payload as object }),
    remove: (id: string) => send({ method: 'DELETE', url: `/api/v1/todos/${id}` }),
  };
}

function expectError(response: LightMyRequestResponse, status: number, text?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { success: boolean; error: string };
  expect(body.success).toBe(false);
  if (text) expect(body.error).toContain(text);
}

async function createTodo(session: TestSession, payload: Record<string, unknown>) {
  const response = await as(session).create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; [key: string]: unknown };
}

/** A project owned by `owner` with these members, written straight to the database. */
async function insertProject(
  owner: TestSession,
  options: { title?: string; organizationId?: string | null; members?: TestSession[] } = {},
) {
  const [project] = await t.database.db
    .insert(projects)
    .values({
      title: options.title ?? 'Shared project',
      ownerId: owner.user._id,
      organizationId: options.organizationId ?? null,
    })
    .returning();
  if (!project) throw new Error('project not created');
  await t.database.db.insert(projectMembers).values([
    { projectId: project.id, userId: owner.user._id, role: 'owner' },
    ...(options.members ?? []).map((member) => ({
      projectId: project.id,
      userId: member.user._id,
      role: 'team-member',
    })),
  ]);
  return project;
}

let orgCounter = 0;
/** An organization with its admin, and `members` colleagues who joined by registering on its domain (and the link). */
async function registerOrganization(members = 1) {
  orgCounter += 1;
  const domain = `todos${orgCounter}${Date.now().toString(36)}.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/register',
    payload: {
      organizationName: `Todo Org ${orgCounter}`,
      domain,
      adminName: 'Ada Admin',
      adminEmail: `ada@${domain}`,
      adminPassword: TEST_PASSWORD,
    },
  });
  const admin = sessionFrom(response);
  const colleagues: TestSession[] = [];
  for (let i = 0; i < members; i++) {
    colleagues.push(await registerAndVerify(t.app, { name: `Member ${i}`, email: `member${i}@${domain}` }));
  }
  return { admin, colleagues, organizationId: admin.user.organizationId as string };
}

const storedTodos = () => t.database.db.select().from(todos).orderBy(asc(todos.id));

describe('POST /todos', () => {
  it('adds a personal to-do at the end of the list and answers it whole (201)', async () => {
    const alex = await registerUser(t.app, { name: 'Alex Todo' });
    const first = await as(alex).create({ text: '  Buy stamps  ' });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body).toEqual({
      success: true,
      data: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        text: 'Buy stamps',
        done: false,
        visibility: 'personal',
        shared: false,
        projectId: null,
        project: null,
        dueDate: null,
        position: 1,
        owner: {
          _id: alex.user._id,
          name: 'Alex Todo',
          email: alex.user.email,
          profileImage: 'default-avatar.jpg',
        },
        canEdit: true,
        completedAt: null,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
    const second = await createTodo(alex, { text: 'Call the bank', dueDate: '2031-05-04' });
    expect(second).toMatchObject({ position: 2, dueDate: '2031-05-04' });
    const placed = await createTodo(alex, { text: 'First thing', position: 0.5 });
    expect(placed.position).toBe(0.5);
    // A timestamp is kept as its calendar day.
    const timed = await createTodo(alex, { text: 'Timed', dueDate: '2031-05-06T23:30:00+02:00' });
    expect(timed.dueDate).toBe('2031-05-06');
  });

  it('shares with a project the owner can see, and refuses a project of someone else (404)', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const project = await insertProject(owner, { title: 'Launch' });
    const shared = await createTodo(owner, {
      text: 'Prepare the demo',
      visibility: 'project',
      projectId: project.id,
    });
    expect(shared).toMatchObject({
      visibility: 'project',
      shared: true,
      projectId: project.id,
      project: { _id: project.id, title: 'Launch' },
    });

    const before = await storedTodos();
    expectError(
      await as(stranger).create({ text: 'Sneak in', visibility: 'project', projectId: project.id }),
      404,
      TODO_MESSAGES.projectNotFound,
    );
    expectError(
      await as(stranger).create({ text: 'Sneak in', projectId: project.id }),
      404,
      'Project not found',
    );
    expect(await storedTodos()).toEqual(before);
  });

  it('shares with the organization only for organization members, storing the organization', async () => {
    const { admin, organizationId } = await registerOrganization(0);
    const todo = await createTodo(admin, { text: 'Expense reports', visibility: 'organization' });
    expect(todo).toMatchObject({ visibility: 'organization', shared: true, canEdit: true });
    const [row] = await t.database.db.select().from(todos).where(eq(todos.id, todo._id));
    expect(row?.organizationId).toBe(organizationId);

    const individual = await registerUser(t.app);
    const before = await storedTodos();
    expectError(
      await as(individual).create({ text: 'Everyone!', visibility: 'organization' }),
      400,
      TODO_MESSAGES.noOrganization,
    );
    expect(await storedTodos()).toEqual(before);
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const user = await registerUser(t.app);
    const before = await storedTodos();
    const cases: [unknown, string?][] = [
      [{}, 'text'],
      [{ text: '   ' }, 'To-do text is required'],
      [{ text: 'x'.repeat(501) }, 'at most 500 characters'],
      [{ text: 42 }],
      [{ text: 'ok', visibility: 'everyone' }],
      [{ text: 'ok', visibility: 'project' }, 'Choose the project'],
      [{ text: 'ok', visibility: 'project', projectId: 'not-an-id' }, 'Invalid id'],
      [{ text: 'ok', dueDate: 'tomorrow' }],
      [{ text: 'ok', position: 'last' }],
      [{ text: 'ok', position: null }],
      [[{ text: 'array' }]],
    ];
    for (const [payload, text] of cases) {
      expectError(await as(user).create(payload), 400, text);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/todos',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expectError(malformed, 400, 'Malformed JSON');
    expect(await storedTodos()).toEqual(before);
  });
});

describe('GET /todos', () => {
  it('lists in manual order with paging, views, the done filter and a literal search', async () => {
    const owner = await registerUser(t.app);
    const project = await insertProject(owner);
    await createTodo(owner, { text: 'Water the plants' });
    await createTodo(owner, { text: 'Pay 100% of the invoice' });
    await createTodo(owner, { text: 'Team retro notes', visibility: 'project', projectId: project.id });
    const early = await createTodo(owner, { text: 'Before everything', position: 0 });
    await as(owner).update(early._id, { done: true });

    const all = await as(owner).list();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((todo: { text: string }) => todo.text)).toEqual([
      'Before everything',
      'Water the plants',
      'Pay 100% of the invoice',
      'Team retro notes',
    ]);
    expect(all.json().pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 });

    const page2 = (await as(owner).list('?page=2&limit=3')).json();
    expect(page2.data.map((todo: { text: string }) => todo.text)).toEqual(['Team retro notes']);
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });

    const texts = async (query: string) =>
      (await as(owner).list(query)).json().data.map((todo: { text: string }) => todo.text);
    expect(await texts('?view=personal')).toEqual([
      'Before everything',
      'Water the plants',
      'Pay 100% of the invoice',
    ]);
    expect(await texts('?view=shared')).toEqual(['Team retro notes']);
    expect(await texts('?done=true')).toEqual(['Before everything']);
    expect(await texts('?done=false&view=personal')).toEqual(['Water the plants', 'Pay 100% of the invoice']);
    expect(await texts('?search=WATER')).toEqual(['Water the plants']);
    expect(await texts('?search=100%25')).toEqual(['Pay 100% of the invoice']);
    expect(await texts('?search=_')).toEqual([]);
  });

  it('refuses bad query values with a 400', async () => {
    const user = await registerUser(t.app);
    for (const query of [
      '?view=mine',
      '?done=maybe',
      '?limit=1000',
      '?page=0',
      '?limit=abc',
      `?search=${'s'.repeat(201)}`,
    ]) {
      expectError(await as(user).list(query), 400);
    }
  });

  it("never lists another individual's to-dos", async () => {
    const alex = await registerUser(t.app);
    const blake = await registerUser(t.app);
    await createTodo(alex, { text: 'Alex private' });
    const project = await insertProject(alex);
    await createTodo(alex, { text: 'Alex project', visibility: 'project', projectId: project.id });
    for (const query of ['', '?view=shared', '?view=personal', '?search=Alex']) {
      const response = await as(blake).list(query);
      expect(response.json()).toEqual({
        success: true,
        data: [],
        pagination: { page: 1, limit: 10, total: 0, pages: 0 },
      });
    }
  });
});

describe('PUT /todos/:id', () => {
  it('lets the owner change every field; ticking sets completedAt and unticking clears it', async () => {
    const owner = await registerUser(t.app);
    const project = await insertProject(owner, { title: 'Garden' });
    const todo = await createTodo(owner, { text: 'Rake leaves' });

    const done = await as(owner).update(todo._id, { done: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ done: true, completedAt: expect.stringMatching(ISO) });

    const changed = await as(owner).update(todo._id, {
      text: 'Rake all the leaves',
      done: false,
      visibility: 'project',
      projectId: project.id,
      dueDate: '2030-10-01',
      position: 7.25,
    });
    expect(changed.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        _id: todo._id,
        text: 'Rake all the leaves',
        done: false,
        completedAt: null,
        visibility: 'project',
        shared: true,
        projectId: project.id,
        project: { _id: project.id, title: 'Garden' },
        dueDate: '2030-10-01',
        position: 7.25,
        canEdit: true,
      }),
    });

    const personal = await as(owner).update(todo._id, {
      visibility: 'personal',
      projectId: null,
      dueDate: null,
    });
    expect(personal.json().data).toMatchObject({
      visibility: 'personal',
      shared: false,
      project: null,
      dueDate: null,
    });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const foreign = await insertProject(stranger);
    const todo = await createTodo(owner, { text: 'Stay as I am' });
    const before = await storedTodos();
    const cases: [unknown, number, string?][] = [
      [{ text: '' }, 400, 'To-do text is required'],
      [{ text: 'y'.repeat(501) }, 400, 'at most 500'],
      [{ done: 'yes' }, 400],
      [{ position: '1' }, 400],
      [{ visibility: 'project', projectId: null }, 400, 'Choose the project'],
      [{ visibility: 'project' }, 400, 'Choose the project'],
      [{ projectId: 'xyz' }, 400, 'Invalid id'],
      [{ dueDate: '31/12/2030' }, 400],
      [{ visibility: 'organization' }, 400, TODO_MESSAGES.noOrganization],
      [{ visibility: 'project', projectId: foreign.id }, 404, TODO_MESSAGES.projectNotFound],
      [{ projectId: foreign.id }, 404, TODO_MESSAGES.projectNotFound],
    ];
    for (const [payload, status, text] of cases) {
      expectError(await as(owner).update(todo._id, payload), status, text);
    }
    expectError(await as(owner).update('not-an-id', { done: true }), 400, 'Invalid id');
    expectError(await as(owner).update(MISSING_ID, { done: true }), 404, TODO_MESSAGES.notFound);
    expect(await storedTodos()).toEqual(before);
  });

  it("cannot change another individual's to-do (404, unchanged)", async () => {
    const alex = await registerUser(t.app);
    const blake = await registerUser(t.app);
    const todo = await createTodo(alex, { text: 'Mine alone' });
    const before = await storedTodos();
    expectError(await as(blake).update(todo._id, { done: true }), 404, TODO_MESSAGES.notFound);
    expectError(await as(blake).update(todo._id, { text: 'Hijacked' }), 404, TODO_MESSAGES.notFound);
    expect(await storedTodos()).toEqual(before);
  });

  it('lets project members tick a shared to-do but not edit it; outsiders do not see it', async () => {
    const owner = await registerUser(t.app, { name: 'Olive Owner' });
    const member = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const project = await insertProject(owner, { members: [member] });
    const todo = await createTodo(owner, {
      text: 'Book the venue',
      visibility: 'project',
      projectId: project.id,
    });

    const seen = (await as(member).list('?view=shared')).json().data;
    expect(seen).toEqual([
      expect.objectContaining({
        _id: todo._id,
        canEdit: false,
        shared: true,
        owner: expect.objectContaining({ name: 'Olive Owner' }),
      }),
    ]);

    const ticked = await as(member).update(todo._id, { done: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().data).toMatchObject({ done: true, canEdit: false, completedAt: expect.any(String) });

    const before = await storedTodos();
    for (const payload of [
      { text: 'Renamed' },
      { done: false, text: 'Renamed' },
      { position: 0 },
      { visibility: 'personal' },
      { dueDate: '2030-01-01' },
    ]) {
      expectError(await as(member).update(todo._id, payload), 403, TODO_MESSAGES.ownerOnlyEdit);
    }
    expect(await storedTodos()).toEqual(before);

    expectError(await as(outsider).update(todo._id, { done: false }), 404, TODO_MESSAGES.notFound);
    expect((await as(outsider).list()).json().data).toEqual([]);
    expect(await storedTodos()).toEqual(before);
  });

  it('shares with the organization: colleagues see and tick it, other organizations and individuals do not', async () => {
    const acme = await registerOrganization(1);
    const other = await registerOrganization(0);
    const individual = await registerUser(t.app);
    const [colleague] = acme.colleagues as [TestSession];
    const todo = await createTodo(acme.admin, { text: 'Fire drill at 3', visibility: 'organization' });
    const personal = await createTodo(acme.admin, { text: 'Admin only' });

    const listed = (await as(colleague).list()).json().data;
    expect(listed.map((item: { text: string }) => item.text)).toEqual(['Fire drill at 3']);
    expect(listed[0]).toMatchObject({ canEdit: false, owner: { name: 'Ada Admin' } });
    expect((await as(colleague).update(todo._id, { done: true })).json().data.done).toBe(true);
    expectError(await as(colleague).update(todo._id, { text: 'Drill cancelled' }), 403);
    expectError(await as(colleague).update(personal._id, { done: true }), 404);

    for (const session of [other.admin, individual]) {
      expect((await as(session).list()).json().data).toEqual([]);
      expectError(await as(session).update(todo._id, { done: false }), 404);
    }
  });
});

describe('DELETE /todos/:id', () => {
  it('lets the owner delete a to-do', async () => {
    const owner = await registerUser(t.app);
    const todo = await createTodo(owner, { text: 'Short-lived' });
    const response = await as(owner).remove(todo._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: TODO_MESSAGES.deleted });
    expectError(await as(owner).remove(todo._id), 404, TODO_MESSAGES.notFound);
    expect((await as(owner).list()).json().data).toEqual([]);
  });

  it("cannot delete another individual's to-do (404), and refuses a malformed id (400)", async () => {
    const alex = await registerUser(t.app);
    const blake = await registerUser(t.app);
    const todo = await createTodo(alex, { text: 'Keep me' });
    const before = await storedTodos();
    expectError(await as(blake).remove(todo._id), 404, TODO_MESSAGES.notFound);
    expectError(await as(blake).remove('1234'), 400, 'Invalid id');
    expect(await storedTodos()).toEqual(before);
  });

  it('refuses people who only see a shared to-do (403, kept)', async () => {
    const owner = await registerUser(t.app);
    const member = await registerUser(t.app);
    const project = await insertProject(owner, { members: [member] });
    const todo = await createTodo(owner, { text: 'Shared', visibility: 'project', projectId: project.id });
    const before = await storedTodos();
    expectError(await as(member).remove(todo._id), 403, TODO_MESSAGES.ownerOnlyDelete);
    expect(await storedTodos()).toEqual(before);
  });
});
