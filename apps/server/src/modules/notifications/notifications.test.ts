import { tmpdir } from 'node:os';
import type { Notification, NotificationList, Project } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { collect, connected, listen, nextEvent, openSocket } from '../../realtime/test-support';
import {
  createScratchPostgresDatabase,
  createTestApp,
  makeTempDir,
  type TestApp,
  testDb,
  testEnv,
} from '../../test/helpers';
import {
  addMember,
  type Caller,
  callerFor,
  expectData,
  newProject,
  newTask,
  signUp,
} from '../projects/test-support';
import { NOTIFICATION_MESSAGES } from './notifications.service';

let t: TestApp;
// Alex owns `project`; Sam is a member; Eve is a stranger.
let alex: Caller;
let sam: Caller;
let eve: Caller;
let project: Project;

beforeAll(async () => {
  t = await createTestApp();
  alex = await signUp(t.app, 'Alex Morgan');
  sam = await signUp(t.app, 'Sam Lee');
  eve = await signUp(t.app, 'Eve Stone');
  project = await newProject(alex, { title: 'Launch' });
  await addMember(alex, project._id, sam, 'team-member');
});
afterAll(async () => {
  await t?.close();
});

async function assignToSam(count: number, prefix: string): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    await newTask(alex, { title: `${prefix} ${index}`, projectId: project._id, assignedTo: sam.id });
  }
}

async function list(caller: Caller, query = ''): Promise<NotificationList> {
  const response = await caller.request('GET', `/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as NotificationList;
}

/** What a reconnecting client does: every notification after `afterId`, page by page (100 per page). */
async function catchUp(caller: Caller, afterId: string): Promise<Notification[]> {
  const all: Notification[] = [];
  let after = afterId;
  for (;;) {
    const page = await list(caller, `?after=${after}&limit=100`);
    all.push(...page.data);
    if (page.data.length < 100) return all;
    after = page.data.at(-1)?.id ?? after;
  }
}

describe('GET /notifications', () => {
  it('lists newest first with paging and the unread count, and only to their recipient', async () => {
    // Sam was told of being added to the project; start from a clean list.
    expect((await list(sam)).data.map((n) => n.message)).toEqual([
      'Alex Morgan added you to project "Launch"',
    ]);
    await sam.request('DELETE', '/notifications');
    await assignToSam(3, 'Listed');
    const page = await list(sam, '?limit=2');
    expect(page).toMatchObject({ success: true, pagination: { page: 1, limit: 2, total: 3, pages: 2 } });
    expect(page.unreadCount).toBe(3);
    expect(page.data.map((n) => n.message)).toEqual([
      'Alex Morgan assigned you "Listed 3"',
      'Alex Morgan assigned you "Listed 2"',
    ]);
    expect(page.data[0]).toEqual({
      id: expect.stringMatching(/^[1-9][0-9]*$/),
      type: 'task_update',
      title: 'Task assigned',
      message: 'Alex Morgan assigned you "Listed 3"',
      read: false,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      projectId: project._id,
      taskId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(Number(page.data[0]?.id)).toBeGreaterThan(Number(page.data[1]?.id));
    // Nobody is notified of their own doing, and nobody else sees Sam's.
    expect((await list(alex)).data).toEqual([]);
    expect((await list(eve)).data).toEqual([]);
  });

  it('answers the notifications after an id, oldest first', async () => {
    const [newest] = (await list(sam, '?limit=1')).data;
    await assignToSam(2, 'After');
    const after = await list(sam, `?after=${newest?.id}`);
    expect(after.data.map((n) => n.message)).toEqual([
      'Alex Morgan assigned you "After 1"',
      'Alex Morgan assigned you "After 2"',
    ]);
  });

  it('refuses bad paging and ids with a 400', async () => {
    for (const query of ['?after=abc', '?after=00', '?after=-1', '?limit=0', '?limit=101', '?page=0']) {
      const response = await sam.request('GET', `/notifications${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});

describe('marking and clearing', () => {
  it('marks one read, only for its recipient', async () => {
    const [first] = (await list(sam)).data;
    if (!first) throw new Error('no notification');
    const before = (await list(sam)).unreadCount;
    const foreign = await eve.request('PUT', `/notifications/${first.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, error: NOTIFICATION_MESSAGES.notFound });
    expect((await list(sam)).unreadCount).toBe(before);

    const read = await expectData<Notification>(sam.request('PUT', `/notifications/${first.id}/read`));
    expect(read).toMatchObject({ id: first.id, read: true });
    expect((await list(sam)).unreadCount).toBe(before - 1);
    expect((await sam.request('PUT', '/notifications/abc/read')).statusCode).toBe(400);
    expect((await sam.request('PUT', '/notifications/99999999/read')).statusCode).toBe(404);
  });

  it('marks all read and clears all, touching nobody else', async () => {
    const task = await newTask(alex, { title: 'For Sam', projectId: project._id, assignedTo: sam.id });
    await expectData(sam.request('PUT', `/tasks/${task._id}`, { status: 'done' }));
    const alexBefore = await list(alex);
    expect(alexBefore.unreadCount).toBe(1);

    expect((await sam.request('PUT', '/notifications/read-all')).json()).toEqual({
      success: true,
      message: NOTIFICATION_MESSAGES.allRead,
    });
    const sams = await list(sam);
    expect(sams.unreadCount).toBe(0);
    expect(sams.data.every((n) => n.read)).toBe(true);

    expect((await sam.request('DELETE', '/notifications')).json()).toEqual({
      success: true,
      message: NOTIFICATION_MESSAGES.cleared,
    });
    expect((await list(sam)).pagination.total).toBe(0);
    expect(await list(alex)).toEqual(alexBefore);
  });
});

describe('no notification is lost', () => {
  it('delivers 100 notifications sent while a client was away exactly once after it reconnects', async () => {
    const url = await listen(t);
    const socket = await connected(openSocket(url, sam.session));
    const live = collect(socket, 'new_notification');
    const warmUp = nextEvent(socket, 'new_notification');
    await assignToSam(1, 'Seen live');
    const lastSeen = (await warmUp).id;
    socket.disconnect();

    await assignToSam(100, 'While away');
    expect(live).toHaveLength(1);

    const back = await connected(openSocket(url, sam.session));
    const missed = await catchUp(sam, lastSeen);
    back.disconnect();
    expect(missed).toHaveLength(100);
    expect(new Set(missed.map((n) => n.id)).size).toBe(100);
    expect(missed.map((n) => n.message)).toEqual(
      Array.from({ length: 100 }, (_, index) => `Alex Morgan assigned you "While away ${index + 1}"`),
    );
    const ids = missed.map((n) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(lastSeen));
  });

  // Opens the database twice (a WASM start-up each time): on a loaded CI machine that once took over the usual 60 s.
  it('still has them after a server restart', async () => {
    const temp = makeTempDir('notifications-restart');
    const scratch = testDb() === 'postgres' ? await createScratchPostgresDatabase() : undefined;
    const config = loadConfig(testEnv(temp.dir));
    const open = async () => {
      const database = await openDatabase(
        scratch ? { databaseUrl: scratch.url, dataDir: tmpdir() } : { dataDir: temp.dir },
      );
      await migrateDatabase(database);
      const app = await buildApp({ config, database });
      await app.ready();
      return { app, database };
    };
    try {
      let running = await open();
      const owner = await signUp(running.app, 'Olive Owner');
      const member = await signUp(running.app, 'Max Member');
      const shared = await newProject(owner, { title: 'Restart' });
      await addMember(owner, shared._id, member, 'team-member');
      for (let index = 1; index <= 5; index += 1) {
        await newTask(owner, {
          title: `Before restart ${index}`,
          projectId: shared._id,
          assignedTo: member.id,
        });
      }
      await running.app.close();
      await running.database.close();

      running = await open();
      const again = callerFor(running.app, member.session);
      const missed = await catchUp(again, '1');
      // The first one (id 1 or later) was 'seen'; every later one is still there, once.
      const all = (await list(again, '?limit=100')).data;
      expect(all).toHaveLength(6);
      expect(missed.map((n) => n.id)).toEqual(
        all
          .map((n) => n.id)
          .filter((id) => Number(id) > 1)
          .reverse(),
      );
      await running.app.close();
      await running.database.close();
    } finally {
      await scratch?.drop();
      temp.remove();
    }
  }, 150_000);
});
