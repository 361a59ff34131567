import { type Notification, SOCKET_RECONNECTION_DELAY_MS, type TaskUpdatedEvent } from '@app/domain';
import { Server } from 'mock-socket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRealtimeClient,
  REALTIME_ACK_TIMEOUT,
  REALTIME_NOT_CONNECTED,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeStatus,
  SERVER_CLOSE_RETRY_WINDOW_MS,
} from './realtime';
import {
  createMockSocketIo,
  dropConnections,
  type MockSocketIo,
  onClientEvent,
  TEST_SOCKET_URL,
} from './realtime-test-support';
import { deferred, testId } from './test-support';

// socket.io-client itself is only reached by the default factory (one test below).
const socketIoModule = vi.hoisted(() => ({ io: vi.fn() }));
vi.mock('socket.io-client', () => socketIoModule);

let server: Server;
let hub: MockSocketIo;
let token: string | null;
let clients: RealtimeClient[];

beforeEach(() => {
  vi.useFakeTimers();
  server = new Server(TEST_SOCKET_URL);
  hub = createMockSocketIo();
  token = 'token-1';
  clients = [];
});
afterEach(() => {
  for (const client of clients) client.disconnect();
  server.stop();
  vi.useRealTimers();
});

function realtime(options: Partial<RealtimeClientOptions> = {}) {
  const client = createRealtimeClient({
    url: TEST_SOCKET_URL,
    getToken: () => token,
    io: hub.factory,
    ...options,
  });
  clients.push(client);
  const statuses: RealtimeStatus[] = [];
  client.onStatus((status) => statuses.push(status));
  return { client, statuses };
}

/** Lets mock-socket open (it connects 4 ms later) and pending promises settle. */
const settle = (ms = 10) => vi.advanceTimersByTimeAsync(ms);
/** One reconnection: socket.io's delay, then mock-socket's. */
const RETRY = SOCKET_RECONNECTION_DELAY_MS + 10;

/** Records every client event the server receives, with its payload (the acknowledgement left out). */
function recordClientEvents(...events: string[]) {
  const seen: string[] = [];
  for (const event of events) {
    onClientEvent(server, event, (payload) => {
      const projectId = (payload as { projectId?: string } | undefined)?.projectId;
      seen.push(projectId ? `${event} ${projectId}` : event);
    });
  }
  return seen;
}

const notification = (n: number): Notification => ({
  id: String(n),
  type: 'task_update',
  title: `Notification ${n}`,
  message: 'Task moved',
  read: false,
  timestamp: '2026-01-05T08:00:00.000Z',
});
const ids = (list: Notification[]) => list.map((item) => item.id);

describe('connection', () => {
  it('connects only with a token, sent in the handshake auth and never in the address', async () => {
    token = null;
    const { client, statuses } = realtime();
    client.connect();
    await settle();
    expect(client.getStatus()).toBe('idle');
    expect(hub.sockets).toHaveLength(0);

    token = 'token-1';
    client.connect();
    client.connect();
    expect(client.getStatus()).toBe('connecting');
    await settle();
    expect(client.getStatus()).toBe('connected');
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(server.clients()).toHaveLength(1);
    expect(hub.handshakes).toEqual([
      {
        url: TEST_SOCKET_URL,
        auth: { token: 'token-1' },
        options: {
          transports: ['websocket', 'polling'],
          timeout: 10_000,
          reconnectionDelay: 1000,
          reconnectionAttempts: 5,
          autoConnect: false,
          withCredentials: true,
          auth: expect.any(Function),
        },
      },
    ]);
    expect(hub.handshakes[0]?.options).not.toHaveProperty('query');
  });

  it('reads the token again at every attempt, and reconnect() uses a new one at once', async () => {
    const { client } = realtime();
    client.connect();
    await settle();
    token = 'token-2';
    dropConnections(server);
    await settle(RETRY);
    expect(client.getStatus()).toBe('connected');
    token = 'token-3';
    client.reconnect();
    await settle();
    expect(client.getStatus()).toBe('connected');
    expect(hub.handshakes.map((handshake) => handshake.auth.token)).toEqual([
      'token-1',
      'token-2',
      'token-3',
    ]);
    expect(hub.sockets).toHaveLength(1);
    expect(server.clients()).toHaveLength(1);
  });

  it('goes through reconnecting and back, gives up after 5 attempts, and connects again when asked', async () => {
    const { client, statuses } = realtime();
    client.connect();
    await settle();
    dropConnections(server);
    expect(client.getStatus()).toBe('reconnecting');
    await settle(RETRY);
    expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);

    // The server goes away: 5 attempts a second apart, then the manager gives up.
    server.close();
    await settle(4 * RETRY);
    expect(client.getStatus()).toBe('reconnecting');
    await settle(RETRY);
    expect(client.getStatus()).toBe('failed');
    expect(hub.handshakes).toHaveLength(1 + 1 + 5);
    await settle(10_000);
    expect(hub.handshakes).toHaveLength(7);

    server.stop();
    server = new Server(TEST_SOCKET_URL);
    client.connect();
    await settle();
    expect(client.getStatus()).toBe('connected');
    client.disconnect();
    expect(statuses.slice(-4)).toEqual(['failed', 'connecting', 'connected', 'idle']);
    expect(server.clients()).toHaveLength(0);
  });

  it('fails at once, without retrying, when the server refuses the handshake', async () => {
    hub.accept = (auth) => auth.token === 'good';
    const { client, statuses } = realtime();
    client.connect();
    await settle(10_000);
    expect(statuses).toEqual(['connecting', 'failed']);
    expect(hub.handshakes).toHaveLength(1);

    token = 'good';
    client.reconnect();
    await settle();
    expect(client.getStatus()).toBe('connected');
  });

  it('opens a new connection once when the server closes one (a role taken away), and fails on a refusal or a second close', async () => {
    const { client, statuses } = realtime();
    client.connect();
    await settle();
    hub.sockets[0]?.closeFromServer();
    await settle();
    expect(client.getStatus()).toBe('connected');
    expect(hub.handshakes).toHaveLength(2);

    // Within the window a second close is not retried.
    hub.sockets[0]?.closeFromServer();
    await settle(10_000);
    expect(statuses.at(-1)).toBe('failed');
    expect(hub.handshakes).toHaveLength(2);

    // Later, a close whose new handshake the server refuses (the session ended) also ends in 'failed'.
    client.reconnect();
    await settle(SERVER_CLOSE_RETRY_WINDOW_MS);
    hub.accept = () => false;
    hub.sockets[0]?.closeFromServer();
    await settle(10_000);
    expect(client.getStatus()).toBe('failed');
    expect(hub.handshakes).toHaveLength(4);
  });

  it('loads socket.io-client with the first connection when no factory is given', async () => {
    socketIoModule.io.mockImplementation(hub.factory);
    const { client } = realtime({ io: undefined });
    expect(socketIoModule.io).not.toHaveBeenCalled();
    client.connect();
    expect(client.getStatus()).toBe('connecting');
    await settle();
    expect(client.getStatus()).toBe('connected');
    expect(socketIoModule.io).toHaveBeenCalledTimes(1);
    expect(socketIoModule.io).toHaveBeenCalledWith(
      TEST_SOCKET_URL,
      expect.objectContaining({ transports: ['websocket', 'polling'], withCredentials: true }),
    );
  });
});

describe('rooms', () => {
  it('joins each room once however many ask, leaves with the last, and joins again after every reconnection', async () => {
    const seen = recordClientEvents('join_project', 'leave_project', 'join_dashboard', 'leave_dashboard');
    const [a, b] = [testId(1), testId(2)];
    const { client } = realtime();
    const leaveA1 = client.joinProject(a);
    client.connect();
    await settle();
    expect(seen).toEqual([`join_project ${a}`]);

    const leaveA2 = client.joinProject(a);
    const leaveB = client.joinProject(b);
    const leaveDashboard = client.joinDashboard();
    leaveA1();
    leaveA1();
    expect(seen).toEqual([`join_project ${a}`, `join_project ${b}`, 'join_dashboard']);

    seen.length = 0;
    dropConnections(server);
    await settle(RETRY);
    expect(seen).toEqual([`join_project ${a}`, `join_project ${b}`, 'join_dashboard']);

    seen.length = 0;
    client.disconnect();
    client.connect();
    await settle();
    expect(seen).toEqual([`join_project ${a}`, `join_project ${b}`, 'join_dashboard']);

    seen.length = 0;
    leaveA2();
    leaveB();
    leaveDashboard();
    expect(seen).toEqual([`leave_project ${a}`, `leave_project ${b}`, 'leave_dashboard']);
    dropConnections(server);
    await settle(RETRY);
    expect(seen).toHaveLength(3);
  });
});

describe('events', () => {
  const taskEvent = {
    projectId: testId(1),
    updatedBy: { userId: testId(9), userName: 'Ann' },
  } as TaskUpdatedEvent;

  it('delivers typed server events across reconnections until unsubscribed', async () => {
    const { client } = realtime();
    const received: TaskUpdatedEvent[] = [];
    const off = client.on('taskUpdated', (payload) => received.push(payload));
    client.connect();
    await settle();
    const late: string[] = [];
    client.on('socket_error', ({ event, message }) => late.push(`${event}: ${message}`));

    server.emit('taskUpdated', taskEvent);
    server.emit('socket_error', { event: 'join_project', message: 'Access denied' });
    dropConnections(server);
    await settle(RETRY);
    server.emit('taskUpdated', taskEvent);
    expect(received).toEqual([taskEvent, taskEvent]);
    expect(late).toEqual(['join_project: Access denied']);

    off();
    server.emit('taskUpdated', taskEvent);
    expect(received).toHaveLength(2);
  });

  it("resolves emits with the server's acknowledgement, 'Not connected' offline, and a timeout", async () => {
    const { client } = realtime();
    await expect(client.emit('typing', { discussionId: testId(1) })).resolves.toEqual({
      ok: false,
      error: REALTIME_NOT_CONNECTED,
    });
    client.connect();
    await settle();

    const typing: unknown[] = [];
    onClientEvent(server, 'typing', (payload, ack) => {
      typing.push(payload);
      (ack as (result: unknown) => void)({ ok: true });
    });
    onClientEvent(server, 'join_project', (_payload, ack) =>
      (ack as (result: unknown) => void)({ ok: false, error: 'Access denied' }),
    );
    onClientEvent(server, 'leave_dashboard', (ack) => (ack as (result: unknown) => void)({ ok: true }));

    await expect(client.emit('typing', { discussionId: testId(1) })).resolves.toEqual({ ok: true });
    expect(typing).toEqual([{ discussionId: testId(1) }]);
    await expect(client.emit('join_project', { projectId: testId(1) })).resolves.toEqual({
      ok: false,
      error: 'Access denied',
    });
    await expect(client.emit('leave_dashboard')).resolves.toEqual({ ok: true });

    // No answer at all: the promise settles after 10 s.
    const silent = client.emit('stopTyping', { discussionId: testId(1) });
    await settle(9_999);
    const early = vi.fn();
    void silent.then(early);
    await settle(0);
    expect(early).not.toHaveBeenCalled();
    await settle(1);
    await expect(silent).resolves.toEqual({ ok: false, error: REALTIME_ACK_TIMEOUT });
  });
});

describe('notifications', () => {
  function notificationClient(fetchAfter: (afterId: string) => Promise<Notification[]>) {
    const fetchNotificationsAfter = vi.fn(fetchAfter);
    const { client } = realtime({ fetchNotificationsAfter });
    const delivered: Notification[] = [];
    client.onNotification((item) => delivered.push(item));
    return { client, delivered, fetchNotificationsAfter };
  }

  it('catches up at every connection and delivers each notification once, live events during a catch-up included', async () => {
    const answer = deferred<Notification[]>();
    const { client, delivered, fetchNotificationsAfter } = notificationClient(() => answer.promise);
    client.setLastNotificationId('10');
    client.connect();
    await settle();
    expect(fetchNotificationsAfter).toHaveBeenLastCalledWith('10');

    // Arriving while the catch-up is in flight: held, then merged in id order.
    server.emit('new_notification', notification(13));
    server.emit('new_notification', notification(12));
    expect(delivered).toEqual([]);
    answer.resolve([notification(11), notification(12)]);
    await settle();
    expect(ids(delivered)).toEqual(['11', '12', '13']);

    server.emit('new_notification', notification(13));
    server.emit('new_notification', notification(10));
    server.emit('new_notification', notification(14));
    expect(ids(delivered)).toEqual(['11', '12', '13', '14']);

    fetchNotificationsAfter.mockResolvedValue([notification(14), notification(15)]);
    dropConnections(server);
    await settle(RETRY);
    expect(fetchNotificationsAfter).toHaveBeenLastCalledWith('14');
    expect(ids(delivered)).toEqual(['11', '12', '13', '14', '15']);
  });

  it('keeps delivering live events when a catch-up fails, and tries it again from the same id next time', async () => {
    const { client, delivered, fetchNotificationsAfter } = notificationClient(() =>
      Promise.reject(new Error('Network error')),
    );
    client.setLastNotificationId('10');
    client.connect();
    await settle();
    server.emit('new_notification', notification(12));
    expect(ids(delivered)).toEqual(['12']);

    fetchNotificationsAfter.mockResolvedValue([notification(11), notification(12)]);
    dropConnections(server);
    await settle(RETRY);
    expect(fetchNotificationsAfter.mock.calls).toEqual([['10'], ['10']]);
    expect(ids(delivered)).toEqual(['12', '11']);
  });

  it('catches up from the first live event when the app has said nothing, and from its list once it does', async () => {
    const { client, delivered, fetchNotificationsAfter } = notificationClient(async (afterId) =>
      afterId === '12' ? [notification(13), notification(14), notification(15)] : [],
    );
    client.connect();
    await settle();
    expect(fetchNotificationsAfter).not.toHaveBeenCalled();
    server.emit('new_notification', notification(15));
    expect(ids(delivered)).toEqual(['15']);

    // The list loaded meanwhile ends at 12: 13 and 14 reached neither.
    client.setLastNotificationId('12');
    await settle();
    expect(fetchNotificationsAfter).toHaveBeenLastCalledWith('12');
    expect(ids(delivered)).toEqual(['15', '13', '14']);

    client.setLastNotificationId('11');
    dropConnections(server);
    await settle(RETRY);
    expect(fetchNotificationsAfter).toHaveBeenLastCalledWith('15');
  });

  it('forgets what it delivered when told null (another user)', async () => {
    const { client, delivered, fetchNotificationsAfter } = notificationClient(async () => []);
    client.setLastNotificationId('10');
    client.connect();
    await settle();
    server.emit('new_notification', notification(11));
    client.setLastNotificationId(null);
    client.reconnect();
    await settle();
    expect(fetchNotificationsAfter).toHaveBeenCalledTimes(1);
    server.emit('new_notification', notification(3));
    expect(ids(delivered)).toEqual(['11', '3']);
  });
});
