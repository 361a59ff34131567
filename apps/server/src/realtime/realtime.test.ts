import type { Notification, Project, Task } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import {
  addMember,
  type Caller,
  expectData,
  newProject,
  newTask,
  signUp,
} from '../modules/projects/test-support';
import { createTestApp, type TestApp } from '../test/helpers';
import { REALTIME_MESSAGES } from './index';
import {
  type ClientSocket,
  collect,
  connected,
  emitWithAck,
  listen,
  nextEvent,
  openSocket,
  pause,
} from './test-support';

let t: TestApp;
let url: string;
// Alex owns `project`, Sam is a team member of it; Eve is a stranger with a project of her own.
let alex: Caller;
let sam: Caller;
let eve: Caller;
let project: Project;
const sockets: ClientSocket[] = [];

function socketOf(caller: Caller | null, options: Parameters<typeof openSocket>[2] = {}): ClientSocket {
  const socket = openSocket(url, caller?.session ?? null, options);
  sockets.push(socket);
  return socket;
}

async function joinedSocket(caller: Caller, projectId = project._id): Promise<ClientSocket> {
  const socket = await connected(socketOf(caller));
  expect(await emitWithAck(socket, 'join_project', { projectId })).toEqual({ ok: true });
  return socket;
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  alex = await signUp(t.app, 'Alex Morgan');
  sam = await signUp(t.app, 'Sam Lee');
  eve = await signUp(t.app, 'Eve Stone');
  project = await newProject(alex, { title: 'Launch' });
  await addMember(alex, project._id, sam, 'team-member');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t?.close();
});

describe('the handshake', () => {
  it('accepts a signed-in browser: the token in the auth payload and its fingerprint cookie', async () => {
    const socket = await connected(socketOf(alex));
    expect(socket.connected).toBe(true);
  });

  it('refuses a missing, forged or cookie-less token, and a token in the query string', async () => {
    await expect(connected(socketOf(null))).rejects.toThrow('Not authorized: please sign in');
    await expect(connected(socketOf(alex, { token: `${alex.session.token}x` }))).rejects.toThrow(
      'Your session has expired or is no longer valid',
    );
    await expect(connected(socketOf(alex, { cookie: 'fgp=someone-else' }))).rejects.toThrow(
      'Your session has expired or is no longer valid',
    );
    // Longer than any token the server signs.
    await expect(connected(socketOf(alex, { token: 'a'.repeat(5000) }))).rejects.toThrow(
      'Your session has expired or is no longer valid',
    );
    const viaQuery = openSocket(url, null, {});
    viaQuery.io.opts.query = { token: alex.session.token };
    sockets.push(viaQuery);
    await expect(connected(viaQuery)).rejects.toThrow('Not authorized');
  });

  it('refuses a foreign Origin, on websocket and on polling', async () => {
    for (const transports of [['websocket'], ['polling']] as const) {
      const socket = socketOf(alex, { origin: 'http://evil.example', transports: [...transports] });
      await expect(connected(socket)).rejects.toThrow();
      expect(socket.connected).toBe(false);
    }
    // Its own origin is fine.
    await connected(socketOf(alex, { origin: url, transports: ['polling'] }));
  });

  it('drops open sockets once the token is revoked (signing out everywhere)', async () => {
    const fresh = await signUp(t.app, 'Rae Quinn');
    const socket = await connected(socketOf(fresh));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await expectData(fresh.request('POST', '/auth/logout-all'), 200).catch(async () => {
      // Some versions answer with a message, not data.
      expect((await fresh.request('POST', '/auth/logout-all')).statusCode).toBe(200);
    });
    expect(await dropped).toBe('io server disconnect');
    // And the old token cannot come back.
    await expect(connected(socketOf(fresh))).rejects.toThrow('no longer valid');
  });
});

describe('project rooms', () => {
  it('lets members join, refuses strangers with an error event, and never sends them the project', async () => {
    const eveSocket = await connected(socketOf(eve));
    const errors = collect(eveSocket, 'socket_error');
    const heard = collect(eveSocket, 'taskUpdated');
    expect(await emitWithAck(eveSocket, 'join_project', { projectId: project._id })).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.projectNotFound,
    });
    expect(errors).toEqual([{ event: 'join_project', message: REALTIME_MESSAGES.projectNotFound }]);

    const alexSocket = await joinedSocket(alex);
    const seen = nextEvent(alexSocket, 'taskUpdated', (event) => event.task.title === 'Secret plan');
    await newTask(alex, { title: 'Secret plan', projectId: project._id });
    await seen;
    await pause(150);
    expect(heard).toEqual([]);
  });

  it('validates client payloads like REST bodies', async () => {
    const socket = await connected(socketOf(alex));
    expect(await emitWithAck(socket, 'join_project', { projectId: 'nope' })).toMatchObject({ ok: false });
    expect(await emitWithAck(socket, 'join_project', { projectId: `${'a'.repeat(23)}\u0000` })).toMatchObject(
      {
        ok: false,
      },
    );
    expect(await emitWithAck(socket, 'typing', { discussionId: project._id })).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.notInProject,
    });
  });

  it('shows who is online and who is typing, and clears typing on stop and after 3 s', async () => {
    const alexSocket = await connected(socketOf(alex));
    const alexJoined = nextEvent(alexSocket, 'userJoinedProject', (event) => event.userId === alex.id);
    await emitWithAck(alexSocket, 'join_project', { projectId: project._id });
    expect((await alexJoined).onlineUsers).toEqual([{ userId: alex.id, userName: 'Alex Morgan' }]);

    const samJoined = nextEvent(alexSocket, 'userJoinedProject', (event) => event.userId === sam.id);
    const samSocket = await joinedSocket(sam);
    expect((await samJoined).onlineUsers).toEqual(
      expect.arrayContaining([
        { userId: alex.id, userName: 'Alex Morgan' },
        { userId: sam.id, userName: 'Sam Lee' },
      ]),
    );

    const typing = nextEvent(alexSocket, 'userTyping');
    await emitWithAck(samSocket, 'typing', { discussionId: project._id });
    expect(await typing).toEqual({ discussionId: project._id, userId: sam.id, userName: 'Sam Lee' });
    const stopped = nextEvent(alexSocket, 'userStoppedTyping');
    await emitWithAck(samSocket, 'stopTyping', { discussionId: project._id });
    expect(await stopped).toEqual({ discussionId: project._id, userId: sam.id });

    const startedAt = Date.now();
    const expired = nextEvent(alexSocket, 'userStoppedTyping', () => true, 6000);
    await emitWithAck(samSocket, 'typing', { discussionId: project._id });
    await expired;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900);

    const left = nextEvent(alexSocket, 'userLeftProject');
    samSocket.disconnect();
    expect(await left).toMatchObject({
      userId: sam.id,
      onlineUsers: [{ userId: alex.id, userName: 'Alex Morgan' }],
    });
  });

  it('carries the discussion: posted over REST, heard by the room once, the socket notice adding nothing', async () => {
    const alexSocket = await joinedSocket(alex);
    const samSocket = await joinedSocket(sam);
    const overRest = nextEvent(samSocket, 'newDiscussionMessage');
    await expectData(
      alex.request('POST', `/projects/${project._id}/discussion`, { text: 'Kick-off at 10' }),
      201,
    );
    expect(await overRest).toMatchObject({
      projectId: project._id,
      discussionId: project._id,
      text: 'Kick-off at 10',
      author: { userId: alex.id, userName: 'Alex Morgan' },
    });
    // Sam posts through the API, then tells of it over the socket as spec 7.6 does: Alex hears the message once.
    const alexHeard = collect(alexSocket, 'newDiscussionMessage');
    const heardOnce = nextEvent(alexSocket, 'newDiscussionMessage', (message) => message.text === 'On it');
    const posted = await expectData<{ id: string }>(
      sam.request('POST', `/projects/${project._id}/discussion`, { text: 'On it' }),
      201,
    );
    expect(
      await emitWithAck(samSocket, 'discussionMessage', {
        projectId: project._id,
        discussionId: project._id,
        messageId: posted.id,
      }),
    ).toEqual({ ok: true });
    await heardOnce;
    // A notice carries no text to post: an old client's `message` is ignored, and a made-up id is refused.
    expect(
      await emitWithAck(samSocket, 'discussionMessage', {
        projectId: project._id,
        discussionId: project._id,
        messageId: 'f'.repeat(24),
        message: 'Injected',
      }),
    ).toEqual({ ok: false, error: REALTIME_MESSAGES.messageNotFound });
    await pause(150);
    expect(alexHeard.map((message) => message.text)).toEqual(['On it']);

    const list = await alex.request('GET', `/projects/${project._id}/discussion?limit=50`);
    expect(
      list
        .json()
        .data.map((message: { text: string }) => message.text)
        .slice(-2),
    ).toEqual(['Kick-off at 10', 'On it']);
    expect((await eve.request('GET', `/projects/${project._id}/discussion`)).statusCode).toBe(404);
  });
});

describe('live changes between two members', () => {
  it("shows each one the other's task changes, status moves and comments, and notifies the people concerned", async () => {
    const alexSocket = await joinedSocket(alex);
    const samSocket = await connected(socketOf(sam));

    // Alex creates a task for Sam: Sam hears of the task and is notified, without joining the room.
    const samSeesTask = nextEvent(
      samSocket,
      'taskUpdated',
      (event) => event.task.title === 'Draft the brief',
    );
    const samNotified = nextEvent(samSocket, 'new_notification');
    const task = await newTask(alex, {
      title: 'Draft the brief',
      projectId: project._id,
      assignedTo: sam.id,
    });
    expect((await samSeesTask).updatedBy).toEqual({ userId: alex.id, userName: 'Alex Morgan' });
    expect(await samNotified).toMatchObject({
      type: 'task_update',
      title: 'Task assigned',
      message: 'Alex Morgan assigned you "Draft the brief"',
      read: false,
      projectId: project._id,
      taskId: task._id,
    });

    // Sam moves it to done: Alex sees the move both ways the spec names, and is told it is completed.
    const moved = nextEvent(alexSocket, 'task_status_changed', (event) => event.taskId === task._id);
    const movedColon = nextEvent(alexSocket, 'task:status_changed', (event) => event.taskId === task._id);
    const updated = nextEvent(
      alexSocket,
      'task:updated',
      (event) => event.task._id === task._id && event.task.status === 'done',
    );
    const activity = nextEvent(
      alexSocket,
      'activity_update',
      (entry) => entry.entityId === task._id && entry.type === 'task_completed',
    );
    const alexNotified = nextEvent(alexSocket, 'new_notification', (n) => n.title === 'Task completed');
    const order: string[] = [];
    const record = (event: string) => order.push(event);
    alexSocket.onAny(record);
    await expectData<Task>(sam.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    expect(await moved).toMatchObject({
      previousStatus: 'todo',
      status: 'done',
      changedBy: { userId: sam.id },
    });
    expect(await movedColon).toMatchObject({ status: 'done' });
    expect((await updated).task.status).toBe('done');
    expect((await activity).message).toBe('Sam Lee completed task "Draft the brief"');
    expect((await alexNotified).message).toBe('Sam Lee completed "Draft the brief"');
    // The change itself goes out first, its feed entry after it (the bus's ranks): a board moves before the feed.
    alexSocket.offAny(record);
    expect(order.indexOf('taskUpdated')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('taskUpdated')).toBeLessThan(order.indexOf('activity_update'));

    // A comment by Alex reaches Sam's task page, and Sam (the assignee) is notified.
    const comment = nextEvent(samSocket, 'new_task_comment');
    const commentNotice = nextEvent(samSocket, 'new_notification', (n) => n.title === 'New comment');
    await expectData(alex.request('POST', `/tasks/${task._id}/comments`, { text: 'Nice work' }), 201);
    expect(await comment).toMatchObject({ taskId: task._id, comment: { text: 'Nice work' } });
    await commentNotice;
  });

  it('treats taskUpdate and projectUpdate as notices: checked, never written, never sent twice', async () => {
    const alexSocket = await joinedSocket(alex);
    const samSocket = await joinedSocket(sam);
    const eveSocket = await connected(socketOf(eve));
    const created = nextEvent(alexSocket, 'taskUpdated', (event) => event.task.title === 'Notice me');
    const task = await newTask(alex, { title: 'Notice me', projectId: project._id });
    await created;
    const alexHeard = collect(alexSocket, 'taskUpdated');
    const alexProjects = collect(alexSocket, 'projectUpdated');

    // A project Eve cannot see: the notice is dropped with an error, and nothing is written or sent.
    const eveErrors = collect(eveSocket, 'socket_error');
    expect(
      await emitWithAck(eveSocket, 'taskUpdate', {
        projectId: project._id,
        taskId: task._id,
        changes: { status: 'done', title: 'Hijacked' },
      }),
    ).toEqual({ ok: false, error: REALTIME_MESSAGES.taskNotFound });
    expect(await emitWithAck(eveSocket, 'projectUpdate', { projectId: project._id })).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.projectNotFound,
    });
    expect(eveErrors.map((error) => error.event)).toEqual(['taskUpdate', 'projectUpdate']);

    // Sam may see the task, but a notice is not a write: the changes an old client sends are ignored.
    expect(
      await emitWithAck(samSocket, 'taskUpdate', {
        projectId: project._id,
        taskId: task._id,
        changes: { title: 'Renamed over the socket' },
      }),
    ).toEqual({ ok: true });
    // A task named with another project's id is refused.
    const other = await newProject(alex, { title: 'Elsewhere' });
    expect(
      await emitWithAck(samSocket, 'taskUpdate', { projectId: other._id, taskId: task._id }),
    ).toMatchObject({
      ok: false,
    });

    // Sam's real change goes through the API; its notice after it does not make Alex hear it twice.
    const heardOnce = nextEvent(alexSocket, 'taskUpdated', (event) => event.task.status === 'in-progress');
    await expectData<Task>(sam.request('PUT', `/tasks/${task._id}`, { status: 'in-progress' }));
    expect(await emitWithAck(samSocket, 'taskUpdate', { projectId: project._id, taskId: task._id })).toEqual({
      ok: true,
    });
    await heardOnce;
    const projectOnce = nextEvent(alexSocket, 'projectUpdated');
    await expectData(alex.request('PUT', `/projects/${project._id}`, { description: 'Notices only' }));
    expect(await emitWithAck(alexSocket, 'projectUpdate', { projectId: project._id })).toEqual({ ok: true });
    await projectOnce;
    await pause(150);

    expect(alexHeard.map((event) => event.task.status)).toEqual(['in-progress']);
    expect(alexProjects.filter((event) => event.project._id === project._id)).toHaveLength(1);
    const stored = await expectData<Task>(alex.request('GET', `/tasks/${task._id}`));
    expect(stored).toMatchObject({ title: 'Notice me', status: 'in-progress' });
  });

  it('tells members of project changes and of members joining, and notifies the one added', async () => {
    const lee = await signUp(t.app, 'Lee Chen');
    const leeSocket = await connected(socketOf(lee));
    const samSocket = await joinedSocket(sam);
    const projectUpdated = nextEvent(samSocket, 'projectUpdated');
    const projectNotice = nextEvent(samSocket, 'project_notification');
    await expectData(alex.request('PUT', `/projects/${project._id}`, { description: 'Ship it' }));
    expect((await projectUpdated).project).toMatchObject({ _id: project._id, description: 'Ship it' });
    expect((await projectUpdated).project).not.toHaveProperty('myRole');
    expect(await projectNotice).toMatchObject({ type: 'project_update', projectId: project._id });

    const memberUpdate = nextEvent(samSocket, 'member_update');
    const leeNotified = nextEvent(leeSocket, 'new_notification');
    await addMember(alex, project._id, lee, 'team-member');
    expect(await memberUpdate).toMatchObject({ action: 'added', userId: lee.id, userName: 'Lee Chen' });
    expect(await leeNotified).toMatchObject({
      type: 'user_joined',
      message: 'Alex Morgan added you to project "Launch"',
    });

    // Removed again, Lee is told, leaves the room, and hears nothing more of the project.
    expect(await emitWithAck(leeSocket, 'join_project', { projectId: project._id })).toEqual({ ok: true });
    const removed = nextEvent(leeSocket, 'member_update', (event) => event.action === 'removed');
    await expectData(alex.request('DELETE', `/projects/${project._id}/members/${lee.id}`));
    await removed;
    await pause(100);
    const after = collect(leeSocket, 'taskUpdated');
    const alexHears = await joinedSocket(alex);
    const seen = nextEvent(alexHears, 'taskUpdated', (event) => event.task.title === 'After Lee');
    await newTask(alex, { title: 'After Lee', projectId: project._id });
    await seen;
    await pause(150);
    expect(after).toEqual([]);
  });

  it("honours a person's notification settings", async () => {
    const quiet = await signUp(t.app, 'Quinn Quiet');
    await addMember(alex, project._id, quiet, 'team-member');
    await expectData(
      quiet.request('PUT', '/auth/profile', {
        notificationPreferences: {
          taskAssigned: false,
          taskCommented: true,
          taskCompleted: true,
          memberJoined: true,
          browser: false,
        },
      }),
    );
    await newTask(alex, { title: 'Quiet task', projectId: project._id, assignedTo: quiet.id });
    const list = await quiet.request('GET', '/notifications');
    expect(list.json().data.map((n: Notification) => n.title)).not.toContain('Task assigned');
  });
});

describe('shutting down', () => {
  it('closes open sockets first, so a graceful stop does not wait on them', async () => {
    const own = await createTestApp();
    try {
      const base = await listen(own);
      const person = await signUp(own.app, 'Stop Watch');
      const socket = openSocket(base, person.session);
      sockets.push(socket);
      await connected(socket);
      const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const started = Date.now();
      await own.app.close();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await dropped).toBe('io server disconnect');
    } finally {
      await own.close();
    }
  });
});

describe('dashboard figures', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('sends the task, project and performance figures of the one who joins the dashboard', async () => {
    const owner = await signUp(t.app, 'Dana Figures');
    const own = await newProject(owner, { title: 'Figures' });
    const base = { projectId: own._id };
    await newTask(owner, { ...base, title: 'On time', status: 'done', dueDate: day(1) });
    await newTask(owner, { ...base, title: 'Late', status: 'done', dueDate: day(-1) });
    await newTask(owner, { ...base, title: 'No due day', status: 'done' });
    await newTask(owner, { ...base, title: 'Open' });

    const socket = await connected(socketOf(owner));
    const taskStats = nextEvent(socket, 'task_stats_update');
    const projectStats = nextEvent(socket, 'project_stats_update');
    const performance = nextEvent(socket, 'performance_update');
    const system = collect(socket, 'system_stats_update');
    expect(await emitWithAck(socket, 'join_dashboard')).toEqual({ ok: true });
    const personal = { scope: { kind: 'personal' }, today: day(0) };
    expect(await taskStats).toEqual({
      ...personal,
      total: 4,
      todo: 1,
      inProgress: 0,
      review: 0,
      done: 3,
      overdue: 0,
      dueThisWeek: 0,
    });
    expect(await projectStats).toMatchObject({ ...personal, total: 1, planning: 1, averageProgress: 75 });
    expect(await performance).toEqual({
      ...personal,
      completionRate: 75,
      onTimeRate: 50,
      tasksCompletedThisWeek: 3,
    });
    expect(system).toEqual([]);
  });

  it("sends a platform admin the platform's figures too", async () => {
    const admin = await signUp(t.app, 'Pat Platform');
    await t.database.db.update(users).set({ platformRole: 'platform_admin' }).where(eq(users.id, admin.id));
    const socket = await connected(socketOf(admin));
    const system = nextEvent(socket, 'system_stats_update');
    expect(await emitWithAck(socket, 'refresh_dashboard')).toEqual({ ok: true });
    const figures = await system;
    expect(figures.onlineUsers).toBeGreaterThanOrEqual(1);
    expect(figures.totalUsers).toBeGreaterThanOrEqual(4);
    expect(figures.totalProjects).toBeGreaterThanOrEqual(2);
    expect(figures.totalTasks).toBeGreaterThanOrEqual(4);
  });
});
