import type { Comment, Notification, Project, Task, TaskWatchers } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
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

let t: TestApp;
// Acme: Olivia (admin) owns `project`, Jordan and Sam are Acme people; Eve has an account of her own; Globex's
// admin Grace is of another organization.
let olivia: Caller;
let jordan: Caller;
let sam: Caller;
let eve: Caller;
let grace: Caller;
let project: Project;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  olivia = (await registerOrganization(t.app, 'acme-watch.test', 'Olivia Smith')).admin;
  grace = (await registerOrganization(t.app, 'globex-watch.test', 'Grace Globex')).admin;
  jordan = await signUp(t.app, 'Jordan Lee', 'jordan@acme-watch.test');
  sam = await signUp(t.app, 'Sam Park', 'sam@acme-watch.test');
  eve = await signUp(t.app, 'Eve Stone');
  project = await newProject(olivia, { title: 'Portal' });
  await addMember(olivia, project._id, jordan, 'team-member');
  t.app.events.subscribe((event) => {
    events.push(event);
  });
});
afterAll(async () => {
  await t?.close();
});

function watchers(caller: Caller, taskId: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') {
  return expectData<TaskWatchers>(caller.request(method, `/tasks/${taskId}/watchers`));
}

async function notificationsOf(caller: Caller): Promise<Notification[]> {
  return expectData<Notification[]>(caller.request('GET', '/notifications?limit=100'));
}

async function clear(...callers: Caller[]): Promise<void> {
  for (const caller of callers) await caller.request('DELETE', '/notifications');
}

describe('watchers', () => {
  it('the creator and the assignee follow a new task; anyone who sees it follows and unfollows', async () => {
    const task = await newTask(olivia, { title: 'Fix login', projectId: project._id, assignedTo: jordan.id });
    const answer = await watchers(jordan, task._id);
    expect(answer.watching).toBe(true);
    expect(answer.watchers.map((w) => w.name).sort()).toEqual(['Jordan Lee', 'Olivia Smith']);
    expect(answer.watchers[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      profileImage: expect.any(String),
    });

    // Sam is of Acme: he sees the organization's project, so he may follow it.
    expect((await watchers(sam, task._id)).watching).toBe(false);
    events.length = 0;
    const followed = await watchers(sam, task._id, 'POST');
    expect(followed.watching).toBe(true);
    expect(followed.watchers.map((w) => w.name)).toContain('Sam Park');
    expect(events.filter((e) => e.type === 'watchers.changed')).toHaveLength(1);
    // Following twice changes nothing.
    expect((await watchers(sam, task._id, 'POST')).watchers).toHaveLength(3);
    const unfollowed = await watchers(sam, task._id, 'DELETE');
    expect(unfollowed).toMatchObject({ watching: false });
    expect(unfollowed.watchers.map((w) => w.name)).not.toContain('Sam Park');

    // Nobody who cannot see the task: a Globex admin and an outsider get 404.
    for (const stranger of [grace, eve]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await stranger.request(method, `/tasks/${task._id}/watchers`);
        expect(response.statusCode, `${stranger.name} ${method}`).toBe(404);
        expect(response.json()).toEqual({ success: false, error: 'Task not found' });
      }
    }
    expect((await watchers(olivia, task._id)).watchers).toHaveLength(2);

    // A bulk assignment makes the new assignee follow too.
    const other = await newTask(olivia, { title: 'Bulk one', projectId: project._id });
    const bulk = await olivia.request('PATCH', '/tasks/bulk', {
      ids: [other._id],
      changes: { assignedTo: jordan.id },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await watchers(jordan, other._id)).watching).toBe(true);
  });

  it('mentions keep only people who can see the task; they are notified and follow it', async () => {
    const task = await newTask(olivia, { title: 'Mention me', projectId: project._id });
    await clear(jordan, sam, eve, grace);
    const comment = await expectData<Comment>(
      olivia.request('POST', `/tasks/${task._id}/comments`, {
        text: 'Please look @Jordan @Eve @Grace',
        mentions: [jordan.id, eve.id, grace.id, jordan.id],
      }),
      201,
    );
    expect(comment.mentions).toEqual([jordan.id]);
    const listed = await expectData<Comment[]>(olivia.request('GET', `/tasks/${task._id}/comments`));
    expect(listed[0]?.mentions).toEqual([jordan.id]);

    expect((await notificationsOf(jordan)).map((n) => [n.title, n.message])).toEqual([
      ['You were mentioned', 'Olivia Smith mentioned you in a comment on "Mention me"'],
    ]);
    expect(await notificationsOf(eve)).toEqual([]);
    expect(await notificationsOf(grace)).toEqual([]);
    expect((await watchers(olivia, task._id)).watchers.map((w) => w.name).sort()).toEqual([
      'Jordan Lee',
      'Olivia Smith',
    ]);

    // A description's mentions go the same way, when the description changes.
    await expectData<Task>(
      olivia.request('PUT', `/tasks/${task._id}`, { description: 'Sam knows', mentions: [sam.id, eve.id] }),
    );
    expect((await notificationsOf(sam)).map((n) => n.message)).toEqual([
      'Olivia Smith mentioned you in "Mention me"',
    ]);
    expect(await notificationsOf(eve)).toEqual([]);
    expect((await watchers(sam, task._id)).watching).toBe(true);
  });

  it('followers hear of state, assignee and due date changes and of comments, once each', async () => {
    const task = await newTask(olivia, { title: 'Ship it', projectId: project._id });
    await watchers(sam, task._id, 'POST');
    await clear(jordan, sam, olivia);

    // Jordan becomes the assignee: he hears of the assignment only, Sam of the change; both follow now.
    await expectData<Task>(olivia.request('PUT', `/tasks/${task._id}`, { assignedTo: jordan.id }));
    expect((await notificationsOf(jordan)).map((n) => n.message)).toEqual([
      'Olivia Smith assigned you "Ship it"',
    ]);
    expect((await notificationsOf(sam)).map((n) => n.message)).toEqual([
      'Olivia Smith assigned "Ship it" to Jordan Lee',
    ]);
    await clear(jordan, sam);

    // Olivia moves it and sets a due date: the followers hear of both in one notice; she hears nothing of her own.
    await expectData<Task>(
      olivia.request('PUT', `/tasks/${task._id}`, { status: 'in-progress', dueDate: '2030-01-15' }),
    );
    expect((await notificationsOf(sam)).map((n) => [n.title, n.message])).toEqual([
      [
        'Task updated',
        'Olivia Smith moved "Ship it" to In progress. Olivia Smith set the due date of "Ship it" to 2030-01-15',
      ],
    ]);
    expect((await notificationsOf(jordan)).map((n) => n.title)).toEqual(['Task updated']);
    expect(await notificationsOf(olivia)).toEqual([]);
    await clear(sam, jordan);

    // A comment: every follower but its author, once.
    await expectData(jordan.request('POST', `/tasks/${task._id}/comments`, { text: 'On it' }), 201);
    expect((await notificationsOf(olivia)).map((n) => n.message)).toEqual([
      'Jordan Lee commented on "Ship it"',
    ]);
    expect((await notificationsOf(sam)).map((n) => n.message)).toEqual(['Jordan Lee commented on "Ship it"']);
    expect(await notificationsOf(jordan)).toEqual([]);

    // An unfollower hears nothing more.
    await watchers(sam, task._id, 'DELETE');
    await clear(sam);
    await expectData<Task>(olivia.request('PUT', `/tasks/${task._id}`, { dueDate: null }));
    expect(await notificationsOf(sam)).toEqual([]);
    expect((await notificationsOf(jordan)).map((n) => n.message)).toContain(
      'Olivia Smith removed the due date of "Ship it"',
    );
  });

  it('followers hear of bulk edits too: one notice each, counting the tasks when they follow several', async () => {
    const first = await newTask(olivia, { title: 'Bulk A', projectId: project._id });
    const second = await newTask(olivia, { title: 'Bulk B', projectId: project._id });
    await watchers(sam, first._id, 'POST');
    await watchers(sam, second._id, 'POST');
    await watchers(jordan, second._id, 'POST');
    await clear(jordan, sam, olivia);

    const bulk = (changes: Record<string, unknown>, ids = [first._id, second._id]) =>
      expectData<Task[]>(olivia.request('PATCH', '/tasks/bulk', { ids, changes }));
    await bulk({ status: 'in-progress', dueDate: '2030-02-01' });
    // Sam follows both: one notice that counts them, linking the first. Jordan follows one: its own words.
    const [samNotice, ...samRest] = await notificationsOf(sam);
    expect(samRest).toEqual([]);
    expect(samNotice).toMatchObject({
      title: 'Task updated',
      message: 'Olivia Smith changed 2 tasks you follow',
      taskId: first._id,
      projectId: project._id,
    });
    expect((await notificationsOf(jordan)).map((n) => n.message)).toEqual([
      'Olivia Smith moved "Bulk B" to In progress. Olivia Smith set the due date of "Bulk B" to 2030-02-01',
    ]);
    expect(await notificationsOf(olivia)).toEqual([]);
    await clear(jordan, sam);

    // What changes nothing, or nothing followers hear of (the priority), tells nobody.
    await bulk({ status: 'in-progress' });
    await bulk({ priority: 'high' });
    expect(await notificationsOf(sam)).toEqual([]);
    expect(await notificationsOf(jordan)).toEqual([]);

    // A bulk assignment: the new assignee hears 'assigned you' only, the other followers of the change.
    await bulk({ assignedTo: jordan.id }, [second._id]);
    expect((await notificationsOf(jordan)).map((n) => n.message)).toEqual([
      'Olivia Smith assigned you "Bulk B"',
    ]);
    expect((await notificationsOf(sam)).map((n) => n.message)).toEqual([
      'Olivia Smith assigned "Bulk B" to Jordan Lee',
    ]);
  });
});
