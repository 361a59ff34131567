import type { Notification, Project, TaskUpdatedEvent } from '@app/domain';
import {
  createApiClient,
  createMemoryTokenStorage,
  createRealtimeClient,
  fetchNotificationsAfter,
  type RealtimeClient,
  type RealtimeSocketFactory,
  type RealtimeStatus,
} from '@app/sdk';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMember, type Caller, newProject, newTask, signUp } from '../modules/projects/test-support';
import { createTestApp, type TestApp } from '../test/helpers';
import { listen } from './test-support';

// The SDK's real-time client against the real server: what the web app runs, minus the browser. Node has no cookie
// jar, so the fingerprint cookie the browser would send is added to the handshake and to the API calls.

let t: TestApp;
let url: string;
let alex: Caller;
let sam: Caller;
let project: Project;
const clients: RealtimeClient[] = [];

function clientFor(caller: Caller): RealtimeClient {
  const { token, cookie } = caller.session;
  const api = createApiClient({
    baseUrl: `${url}/api/v1`,
    tokenStorage: createMemoryTokenStorage(token),
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('cookie', cookie);
      return fetch(request);
    },
  });
  const withCookie: RealtimeSocketFactory = (_url, options) =>
    io(url, { ...options, extraHeaders: { cookie } }) as unknown as ReturnType<RealtimeSocketFactory>;
  const client = createRealtimeClient({
    url,
    getToken: () => token,
    io: withCookie,
    fetchNotificationsAfter: (afterId) => fetchNotificationsAfter(api, afterId),
  });
  clients.push(client);
  return client;
}

function status(client: RealtimeClient, wanted: RealtimeStatus): Promise<void> {
  return new Promise((resolve) => {
    if (client.getStatus() === wanted) return resolve();
    const stop = client.onStatus((next) => {
      if (next !== wanted) return;
      stop();
      resolve();
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  alex = await signUp(t.app, 'Alex Morgan');
  sam = await signUp(t.app, 'Sam Lee');
  project = await newProject(alex, { title: 'Through the SDK' });
  await addMember(alex, project._id, sam, 'team-member');
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await t?.close();
});

describe('the SDK real-time client against the server', () => {
  it("connects with the session, joins a project's room and hears another member's change", async () => {
    const client = clientFor(sam);
    const heard = new Promise<TaskUpdatedEvent>((resolve) => client.on('taskUpdated', resolve));
    client.joinProject(project._id);
    client.connect();
    await status(client, 'connected');
    // The room is joined once the server acknowledged: an acknowledged emit after it proves the order.
    expect(await client.emit('typing', { discussionId: project._id })).toEqual({ ok: true });
    await newTask(alex, { title: 'Seen through the SDK', projectId: project._id });
    expect((await heard).task.title).toBe('Seen through the SDK');
  });

  it('is refused without a valid session, and says so', async () => {
    const client = createRealtimeClient({ url, getToken: () => 'not-a-token' });
    clients.push(client);
    client.connect();
    await status(client, 'failed');
  });

  it('delivers every notification exactly once across a disconnection', async () => {
    const client = clientFor(sam);
    const received: Notification[] = [];
    client.onNotification((notification) => received.push(notification));
    const list = await sam.request('GET', '/notifications?limit=1');
    client.setLastNotificationId(list.json().data[0]?.id ?? '0');
    client.connect();
    await status(client, 'connected');

    await newTask(alex, { title: 'Live 1', projectId: project._id, assignedTo: sam.id });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);

    client.disconnect();
    for (let index = 1; index <= 100; index += 1) {
      await newTask(alex, { title: `Away ${index}`, projectId: project._id, assignedTo: sam.id });
    }
    expect(received).toHaveLength(1);

    client.connect();
    await status(client, 'connected');
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(101);
    await newTask(alex, { title: 'Live 2', projectId: project._id, assignedTo: sam.id });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(102);

    const ids = received.map((notification) => notification.id);
    expect(new Set(ids).size).toBe(102);
    expect(received.slice(1, 101).map((notification) => notification.message)).toEqual(
      Array.from({ length: 100 }, (_, index) => `Alex Morgan assigned you "Away ${index + 1}"`),
    );
  });
});
