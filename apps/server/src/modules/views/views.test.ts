import { SAVED_VIEW_MESSAGES, SAVED_VIEWS_MAX, type SavedView } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, listen, nextEvent, openSocket } from '../../realtime/test-support';
import { TEST_PASSWORD } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  addMember,
  type Caller,
  expectData,
  newProject,
  registerOrganization,
  signUp,
  UNKNOWN_ID,
} from '../projects/test-support';
import { savedViews } from './views.schema';

let t: TestApp;
// Acme: Olivia (admin) owns `portal`, where Jordan is a team-member and Sam a supervisor; Paula is an Acme member in
// no project (she sees Acme's projects as a viewer). Eve has an account of her own and owns `garden`, where Jordan
// is a member. Grace is Globex's admin.
let olivia: Caller;
let jordan: Caller;
let sam: Caller;
let paula: Caller;
let eve: Caller;
let grace: Caller;
let portal: { _id: string };
let garden: { _id: string };

beforeAll(async () => {
  t = await createTestApp();
  olivia = (await registerOrganization(t.app, 'acme-views.test', 'Olivia Smith')).admin;
  grace = (await registerOrganization(t.app, 'globex-views.test', 'Grace Globex')).admin;
  jordan = await signUp(t.app, 'Jordan Lee', 'jordan@acme-views.test');
  sam = await signUp(t.app, 'Sam Supervisor', 'sam@acme-views.test');
  paula = await signUp(t.app, 'Paula Plain', 'paula@acme-views.test');
  eve = await signUp(t.app, 'Eve Stone');
  portal = await newProject(olivia, { title: 'Customer portal' });
  await addMember(olivia, portal._id, jordan, 'team-member');
  await addMember(olivia, portal._id, sam, 'supervisor');
  garden = await newProject(eve, { title: 'Garden' });
  await addMember(eve, garden._id, jordan, 'team-member');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const place = (projectId?: string) => (projectId ? `/views?projectId=${projectId}` : '/views');

function createView(caller: Caller, fields: Record<string, unknown> = {}): Promise<SavedView> {
  return expectData<SavedView>(
    caller.request('POST', '/views', { name: 'A view', query: 'status:todo', layout: 'list', ...fields }),
    201,
  );
}

async function listViews(caller: Caller, projectId?: string): Promise<SavedView[]> {
  return expectData<SavedView[]>(caller.request('GET', place(projectId)));
}

async function namesSeenBy(caller: Caller, projectId?: string): Promise<string[]> {
  return (await listViews(caller, projectId)).map((view) => view.name);
}

function expectError(response: LightMyRequestResponse, status: number, error?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { success: boolean; error: string };
  expect(body.success).toBe(false);
  if (error !== undefined) expect(body.error).toBe(error);
}

describe('saving, changing and deleting a view', () => {
  it('saves a private view of /tasks with the trimmed name, the owner and canEdit', async () => {
    const response = await jordan.request('POST', '/views', {
      name: '  My urgent  ',
      query: 'priority:urgent assignee:me',
      layout: 'board',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: SAVED_VIEW_MESSAGES.created });
    const view = response.json().data as SavedView;
    expect(view).toMatchObject({
      name: 'My urgent',
      query: 'priority:urgent assignee:me',
      layout: 'board',
      shared: false,
      projectId: null,
      owner: { _id: jordan.id, name: 'Jordan Lee', email: jordan.email },
      canEdit: true,
    });
    expect(await listViews(jordan)).toContainEqual(view);
  });

  it('changes the name, filter, layout and sharing, and says so', async () => {
    const view = await createView(jordan, { name: 'Draft' });
    const response = await jordan.request('PUT', `/views/${view._id}`, {
      name: 'Review queue',
      query: 'status:review',
      layout: 'table',
      shared: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: SAVED_VIEW_MESSAGES.updated,
      data: { _id: view._id, name: 'Review queue', query: 'status:review', layout: 'table', shared: true },
    });
    expect(Date.parse(response.json().data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(view.updatedAt));
  });

  it('deletes a view: { success, message }, then it is gone (404)', async () => {
    const view = await createView(jordan, { name: 'Short-lived' });
    const response = await jordan.request('DELETE', `/views/${view._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SAVED_VIEW_MESSAGES.deleted });
    expect(await namesSeenBy(jordan)).not.toContain('Short-lived');
    expectError(await jordan.request('DELETE', `/views/${view._id}`), 404, SAVED_VIEW_MESSAGES.notFound);
    expectError(await jordan.request('PUT', `/views/${view._id}`, { name: 'x' }), 404);
  });

  it('lists the views of one place at a time, by name whatever the case', async () => {
    await createView(sam, { name: 'zeta' });
    await createView(sam, { name: 'Alpha' });
    await createView(sam, { name: 'Portal board', projectId: portal._id, layout: 'board' });
    const own = async (projectId?: string) =>
      (await listViews(sam, projectId)).filter((view) => view.owner._id === sam.id).map((view) => view.name);
    expect(await own()).toEqual(['Alpha', 'zeta']);
    expect(await own(portal._id)).toEqual(['Portal board']);
  });
});

describe('who sees a view', () => {
  it("shows a shared view of /tasks to the owner's organization only, a private one to the owner only", async () => {
    await createView(olivia, { name: 'Acme urgent', shared: true });
    await createView(olivia, { name: 'Olivia only' });
    const seen = await listViews(jordan);
    expect(seen.find((view) => view.name === 'Acme urgent')).toMatchObject({
      owner: { _id: olivia.id },
      canEdit: false,
    });
    expect(seen.map((view) => view.name)).not.toContain('Olivia only');
    expect(await namesSeenBy(grace)).not.toContain('Acme urgent');
    expect(await namesSeenBy(eve)).not.toContain('Acme urgent');
  });

  it('shows a shared project view to everyone who can see the project, and to nobody else', async () => {
    const view = await createView(jordan, { name: 'Portal bugs', projectId: portal._id, shared: true });
    await createView(jordan, { name: 'Portal private', projectId: portal._id });
    // An Acme member outside the project sees Acme's projects too.
    for (const caller of [paula, sam, olivia]) {
      const names = await namesSeenBy(caller, portal._id);
      expect(names, caller.name).toContain('Portal bugs');
      expect(names, caller.name).not.toContain('Portal private');
    }
    expectError(await grace.request('GET', place(portal._id)), 404);
    expectError(await eve.request('GET', place(portal._id)), 404);
    expectError(await grace.request('PUT', `/views/${view._id}`, { name: 'Mine now' }), 404);
    expectError(await grace.request('DELETE', `/views/${view._id}`), 404);
  });

  it("never shares an individual's view, whatever `shared` says", async () => {
    await createView(eve, { name: 'Garden weekly', projectId: garden._id, shared: true });
    await createView(eve, { name: 'Eve everywhere', shared: true });
    expect(await namesSeenBy(eve, garden._id)).toEqual(['Garden weekly']);
    expect(await namesSeenBy(jordan, garden._id)).toEqual([]);
    expect(await namesSeenBy(jordan)).not.toContain('Eve everywhere');
  });

  it('refuses a view on a project the caller cannot see (404), as on one that does not exist', async () => {
    for (const projectId of [portal._id, UNKNOWN_ID]) {
      expectError(
        await grace.request('POST', '/views', { name: 'Spy', query: '', layout: 'list', projectId }),
        404,
      );
    }
    expectError(await grace.request('GET', place(UNKNOWN_ID)), 404);
  });

  it('hides a view from the others once it is unshared', async () => {
    const view = await createView(olivia, { name: 'Soon private', shared: true });
    expect(await namesSeenBy(paula)).toContain('Soon private');
    await expectData(olivia.request('PUT', `/views/${view._id}`, { shared: false }));
    expect(await namesSeenBy(paula)).not.toContain('Soon private');
  });
});

describe('who may change a view', () => {
  it('refuses a colleague who sees a shared view (403) and a stranger to a private one (404)', async () => {
    const shared = await createView(jordan, { name: 'Jordan shared', shared: true });
    const own = await createView(jordan, { name: 'Jordan own' });
    expectError(
      await paula.request('PUT', `/views/${shared._id}`, { name: 'Taken' }),
      403,
      SAVED_VIEW_MESSAGES.cannotEdit,
    );
    expectError(await paula.request('DELETE', `/views/${shared._id}`), 403, SAVED_VIEW_MESSAGES.cannotEdit);
    expectError(await paula.request('PUT', `/views/${own._id}`, { name: 'Taken' }), 404);
    expectError(await olivia.request('DELETE', `/views/${own._id}`), 404);
  });

  it("lets an organization admin change and delete a member's shared view", async () => {
    const view = await createView(jordan, { name: 'Team triage', shared: true });
    expect((await listViews(olivia)).find((item) => item._id === view._id)?.canEdit).toBe(true);
    const renamed = await expectData<SavedView>(
      olivia.request('PUT', `/views/${view._id}`, { name: 'Team triage (weekly)' }),
    );
    expect(renamed).toMatchObject({ name: 'Team triage (weekly)', owner: { _id: jordan.id }, canEdit: true });
    expect((await olivia.request('DELETE', `/views/${view._id}`)).statusCode).toBe(200);
  });

  it("lets the project's managers change a shared project view, not the others who see it", async () => {
    const view = await createView(jordan, { name: 'Sprint', projectId: portal._id, shared: true });
    const canEdit = async (caller: Caller) =>
      (await listViews(caller, portal._id)).find((item) => item._id === view._id)?.canEdit;
    expect(await canEdit(sam)).toBe(true);
    expect(await canEdit(paula)).toBe(false);
    expectError(await paula.request('PUT', `/views/${view._id}`, { layout: 'board' }), 403);
    expect(
      await expectData<SavedView>(sam.request('PUT', `/views/${view._id}`, { layout: 'board' })),
    ).toMatchObject({ layout: 'board', canEdit: true });
  });
});

describe('bad input', () => {
  it('refuses a blank or long name, a long filter, an unknown layout and a bad project id (400)', async () => {
    const base = { name: 'Fine', query: '', layout: 'list' };
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{ ...base, name: '   ' }, SAVED_VIEW_MESSAGES.nameRequired],
      [{ ...base, name: 'x'.repeat(81) }, SAVED_VIEW_MESSAGES.nameTooLong],
      [{ ...base, query: 'q'.repeat(501) }, SAVED_VIEW_MESSAGES.queryTooLong],
      [{ ...base, layout: 'gantt' }, SAVED_VIEW_MESSAGES.unknownLayout],
      [{ ...base, projectId: 'not-an-id' }, undefined],
      [{ ...base, shared: 'yes' }, undefined],
      [{ layout: 'list' }, undefined],
    ];
    for (const [payload, error] of cases) {
      const response = await jordan.request('POST', '/views', payload);
      expectError(response, 400);
      if (error) expect(JSON.stringify(response.json()), JSON.stringify(payload)).toContain(error);
    }
    expectError(await jordan.request('GET', '/views?projectId=nope'), 400);
    expectError(await jordan.request('PUT', '/views/nope', { name: 'x' }), 400);
  });

  it('keeps a view in its place: a project id in an update is refused (400)', async () => {
    const view = await createView(jordan, { name: 'Stays put' });
    const response = await jordan.request('PUT', `/views/${view._id}`, { projectId: portal._id });
    expectError(response, 400);
    expect(response.body).toContain(SAVED_VIEW_MESSAGES.fixedPlace);
  });

  it('refuses a second view of the same name for the same owner and place, whatever the case (409)', async () => {
    const first = await createView(paula, { name: 'Overdue' });
    expectError(
      await paula.request('POST', '/views', { name: 'OVERDUE', query: '', layout: 'list' }),
      409,
      SAVED_VIEW_MESSAGES.duplicate,
    );
    // Another place, or another owner, may use the name.
    await createView(paula, { name: 'Overdue', projectId: portal._id });
    await createView(jordan, { name: 'Overdue' });
    const other = await createView(paula, { name: 'Late' });
    expectError(
      await paula.request('PUT', `/views/${other._id}`, { name: 'overdue' }),
      409,
      SAVED_VIEW_MESSAGES.duplicate,
    );
    expect((await paula.request('PUT', `/views/${first._id}`, { name: 'Overdue' })).statusCode).toBe(200);
  });

  it(`refuses the ${SAVED_VIEWS_MAX + 1}st view of one place (409), not one elsewhere`, async () => {
    const owner = await signUp(t.app, 'Lim Itless', 'lim@acme-views.test');
    for (let n = 1; n < SAVED_VIEWS_MAX; n += 1) await createView(owner, { name: `View ${n}` });
    await createView(owner, { name: `View ${SAVED_VIEWS_MAX}` });
    expectError(
      await owner.request('POST', '/views', { name: 'One more', query: '', layout: 'list' }),
      409,
      SAVED_VIEW_MESSAGES.limit,
    );
    await createView(owner, { name: 'One more', projectId: portal._id });
  });
});

describe('what goes with a project, an account', () => {
  it("removes a project's views with the project", async () => {
    const project = await newProject(olivia, { title: 'Short project' });
    const view = await createView(olivia, { name: 'Doomed', projectId: project._id, shared: true });
    expect((await olivia.request('DELETE', `/projects/${project._id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(savedViews).where(eq(savedViews.id, view._id))).toEqual([]);
  });

  it("removes a user's views with the account, and their shared views leave the colleagues' lists", async () => {
    const leaver = await signUp(t.app, 'Lea Leaver', 'lea@acme-views.test');
    await createView(leaver, { name: 'Leaver shared', shared: true });
    expect(await namesSeenBy(paula)).toContain('Leaver shared');
    const response = await leaver.request('DELETE', '/auth/account', { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(await namesSeenBy(paula)).not.toContain('Leaver shared');
    expect(await t.database.db.select().from(savedViews).where(eq(savedViews.ownerId, leaver.id))).toEqual(
      [],
    );
  });
});

describe('real time', () => {
  it("tells the organization's members when a shared view of /tasks changes", async () => {
    const url = await listen(t);
    const socket = await connected(openSocket(url, paula.session));
    try {
      const heard = nextEvent(socket, 'dashboard_update', (event) => event.type === 'views_changed');
      const view = await createView(olivia, { name: 'Live view', shared: true });
      expect(await heard).toEqual({ type: 'views_changed', data: { viewId: view._id, projectId: null } });
    } finally {
      socket.disconnect();
    }
  });
});
