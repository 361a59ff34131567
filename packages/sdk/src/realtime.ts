import {
  type ClientEventName,
  type ClientToServerEvents,
  type DashboardRoomPayload,
  type Notification,
  type ServerEventName,
  type ServerToClientEvents,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  SOCKET_TRANSPORTS,
  type SocketAck,
} from '@app/domain';

/**
 * Where the connection stands: 'connecting' until the first handshake, 'reconnecting' while socket.io retries after
 * a drop or a failed attempt, 'failed' once it gave up (5 attempts) or the server refused the handshake (a refusal
 * is never retried by socket.io: a new token and {@link RealtimeClient.reconnect} are needed).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** The handshake options the client hands to the socket factory (spec 7.6 and section 9). */
export interface RealtimeSocketOptions {
  transports: string[];
  timeout: number;
  reconnectionDelay: number;
  reconnectionAttempts: number;
  autoConnect: false;
  withCredentials: true;
  /** Called by socket.io at every (re)connection attempt, so a renewed token is the one sent. */
  auth: (callback: (data: { token: string | null }) => void) => void;
  /** Headers of the handshake (outside the browser only: a Node client's cookies); see {@link RealtimeClientOptions.headers}. */
  extraHeaders?: Record<string, string>;
}

/** A server-side close is answered by one new connection, unless the server closed one this recently too. */
export const SERVER_CLOSE_RETRY_WINDOW_MS = 10_000;

type Listener = (...args: never[]) => void;

/** The part of socket.io-client's `Socket` this client uses (a real `Socket` satisfies it). */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** False once socket.io will not retry by itself (a refused handshake, a disconnection by the server). */
  readonly active: boolean;
  /** The manager, which reports the reconnection attempts. */
  readonly io: { on(event: 'reconnect_attempt' | 'reconnect_failed', listener: Listener): unknown };
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

export type RealtimeSocketFactory = (
  url: string | undefined,
  options: RealtimeSocketOptions,
) => RealtimeSocket;

export interface RealtimeClientOptions {
  /** The server's address; the page's own origin (socket.io's default, path '/socket.io') when undefined. */
  url?: string;
  /** Read at every (re)connection attempt; without a token the client does not connect. */
  getToken: () => string | null;
  /** Creates the socket; socket.io-client's `io` (loaded with the first connection) by default. */
  io?: RealtimeSocketFactory;
  /** The notifications after an id, oldest first, every page: how missed notifications are caught up. */
  fetchNotificationsAfter?: (afterId: string) => Promise<Notification[]>;
  /**
   * Extra handshake headers, read when the socket is created: a Node client's cookies (the session fingerprint a
   * browser sends by itself). socket.io ignores them in a browser.
   */
  headers?: () => Record<string, string> | undefined;
  /** How long {@link RealtimeClient.emit} waits for the server's acknowledgement; 10 s by default. */
  ackTimeoutMs?: number;
}

/** The payload a client event takes: none for the dashboard events, else exactly one. */
export type ClientEventPayload<E extends ClientEventName> = [Parameters<ClientToServerEvents[E]>[0]] extends [
  ((result: SocketAck) => void) | undefined,
]
  ? []
  : [payload: Parameters<ClientToServerEvents[E]>[0]];

export interface RealtimeClient {
  getStatus(): RealtimeStatus;
  /** Calls `listener` with each new status; returns the unsubscribe function. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** Connects when there is a token; does nothing when already connected or connecting. */
  connect(): void;
  /** Closes the connection; the rooms joined are kept and joined again at the next connection. */
  disconnect(): void;
  /** Drops the connection and connects again, with the current token (after it changed). */
  reconnect(): void;
  /** Subscribes to a server event, across reconnections; returns the unsubscribe function. */
  on<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): () => void;
  /**
   * Sends a client event and resolves with the server's acknowledgement; `{ ok: false }` with 'Not connected'
   * when offline, and with 'No answer from the server' when none came in time. Never rejects.
   */
  emit<E extends ClientEventName>(event: E, ...payload: ClientEventPayload<E>): Promise<SocketAck>;
  /** Joins a project's room, now and after every reconnection, until the returned function leaves it. */
  joinProject(projectId: string): () => void;
  /**
   * Joins the dashboard room, now and after every reconnection, until the returned function leaves it. `today` is
   * the calendar day the dashboard shows (the latest join's is the one sent).
   */
  joinDashboard(payload?: DashboardRoomPayload): () => void;
  /** Each notification once, whether it came live or from the catch-up after a reconnection. */
  onNotification(handler: (notification: Notification) => void): () => void;
  /**
   * The newest notification id the app already has (from the REST list, '0' when it has none); catch-ups ask for
   * what came after it. `null` forgets everything delivered (another user signed in).
   */
  setLastNotificationId(id: string | null): void;
}

export const REALTIME_NOT_CONNECTED = 'Not connected';
export const REALTIME_ACK_TIMEOUT = 'No answer from the server';
export const REALTIME_DISCONNECTED = 'Disconnected before the server answered';

type AnyHandler = (...args: unknown[]) => void;

const notificationIdValue = (id: string): bigint | null => {
  try {
    return BigInt(id);
  } catch {
    return null;
  }
};

const byNotificationId = (a: Notification, b: Notification): number => {
  const [x, y] = [notificationIdValue(a.id), notificationIdValue(b.id)];
  if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
  return x < y ? -1 : x > y ? 1 : 0;
};

const asAck = (answer: unknown): SocketAck => {
  if (answer && typeof answer === 'object') {
    const { ok, error } = answer as { ok?: unknown; error?: unknown };
    if (ok === true) return { ok: true };
    if (ok === false) return { ok: false, error: typeof error === 'string' ? error : 'Refused' };
  }
  return { ok: false, error: 'Unexpected answer from the server' };
};

const loadSocketIo = (): Promise<RealtimeSocketFactory> =>
  import('socket.io-client').then((module) => module.io);

/**
 * The real-time connection (socket.io): typed events, rooms that survive reconnections, acknowledged emits, and
 * notifications delivered exactly once across live events and the catch-up made at every (re)connection.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const ackTimeoutMs = options.ackTimeoutMs ?? SOCKET_TIMEOUT_MS;
  const socketOptions: RealtimeSocketOptions = {
    transports: [...SOCKET_TRANSPORTS],
    timeout: SOCKET_TIMEOUT_MS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    autoConnect: false,
    withCredentials: true,
    // Never in the query string: URLs end up in logs.
    auth: (callback) => callback({ token: options.getToken() }),
  };

  let socket: RealtimeSocket | undefined;
  let loading: Promise<void> | undefined;
  /** The app wants a connection (connect() called, disconnect() not since). */
  let wanted = false;
  let status: RealtimeStatus = 'idle';
  // When the server last closed the connection itself, to try again once (see createSocket).
  let lastServerClose = Number.NEGATIVE_INFINITY;
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const handlers = new Map<string, Set<AnyHandler>>();
  const projectRooms = new Map<string, number>();
  let dashboardRefs = 0;
  let dashboardPayload: DashboardRoomPayload;
  const pendingAcks = new Set<(ack: SocketAck) => void>();

  function setStatus(next: RealtimeStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  const connected = () => socket?.connected === true;

  // Room joins and leaves go out without an acknowledgement: a refusal comes back as `socket_error`.
  function send(event: string, ...args: unknown[]): void {
    if (connected()) socket?.emit(event, ...args);
  }

  // Without a day the event goes without a payload (socket.io would send undefined as null).
  function sendJoinDashboard(): void {
    if (dashboardPayload) send('join_dashboard', dashboardPayload);
    else send('join_dashboard');
  }

  function dispatcher(event: string): AnyHandler {
    return (...args) => {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(...args);
    };
  }

  function settleAcks(error: string): void {
    for (const settle of [...pendingAcks]) settle({ ok: false, error });
  }

  // Notifications. `watermark`: every notification up to it was delivered or is known to the app. It moves with
  // the app's list (authoritative), a successful catch-up, and live events while in sync; before the app said
  // anything it is only provisional (the first live event), and the app's id replaces it.
  const notificationHandlers = new Set<(notification: Notification) => void>();
  const delivered = new Set<string>();
  let watermark: bigint | null = null;
  let authoritative = false;
  let inSync = false;
  let resyncing = false;
  let resyncAgain = false;
  let epoch = 0;
  const heldLive: Notification[] = [];

  function raiseWatermark(id: bigint | null): void {
    if (id === null || (watermark !== null && id <= watermark)) return;
    watermark = id;
    if (!authoritative) return;
    // What is at or below an authoritative watermark is filtered by it; the set only needs what is above.
    for (const seen of delivered) {
      const value = notificationIdValue(seen);
      if (value !== null && value <= id) delivered.delete(seen);
    }
  }

  /** Delivers, in id order, what is neither delivered already nor known to the app; returns the highest id seen. */
  function deliver(notifications: Notification[]): bigint | null {
    let highest: bigint | null = null;
    for (const notification of [...notifications].sort(byNotificationId)) {
      const value = notificationIdValue(notification.id);
      if (value !== null && (highest === null || value > highest)) highest = value;
      if (delivered.has(notification.id)) continue;
      if (value !== null && watermark !== null && value <= watermark) continue;
      delivered.add(notification.id);
      for (const handler of [...notificationHandlers]) {
        try {
          handler(notification);
        } catch (error) {
          // Reported, but neither the other handlers nor the bookkeeping above are cut short.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    }
    return highest;
  }

  function receiveLive(notification: Notification): void {
    // Held while a catch-up runs, then delivered with it in id order.
    if (resyncing) {
      heldLive.push(notification);
      return;
    }
    const highest = deliver([notification]);
    if (watermark === null) {
      // The first sign of what exists: from now on the live events are complete.
      raiseWatermark(highest);
      inSync = true;
    } else if (inSync) {
      raiseWatermark(highest);
    }
  }

  function requestResync(): void {
    if (!connected() || watermark === null || !options.fetchNotificationsAfter) return;
    if (resyncing) {
      resyncAgain = true;
      return;
    }
    void resync(options.fetchNotificationsAfter, watermark);
  }

  async function resync(
    fetchAfter: (afterId: string) => Promise<Notification[]>,
    after: bigint,
  ): Promise<void> {
    const started = epoch;
    resyncing = true;
    let caughtUp: Notification[] | null = null;
    try {
      caughtUp = await fetchAfter(after.toString());
    } catch {
      // Tried again at the next connection.
    }
    resyncing = false;
    const live = heldLive.splice(0);
    if (caughtUp && started === epoch) {
      // The catch-up covers everything up to its query, the live events everything since the connection
      // (which came first): together everything up to the highest of both.
      raiseWatermark(deliver([...caughtUp, ...live]));
      authoritative = true;
      inSync = connected() && !resyncAgain;
    } else {
      // A failed catch-up (or one made for the user before a reset): only the live events count.
      for (const notification of live) receiveLive(notification);
    }
    if (resyncAgain) {
      resyncAgain = false;
      requestResync();
    }
  }

  function onConnect(): void {
    setStatus('connected');
    // The server forgets the rooms a connection joined when it drops.
    for (const projectId of projectRooms.keys()) send('join_project', { projectId });
    if (dashboardRefs > 0) sendJoinDashboard();
    inSync = false;
    requestResync();
  }

  function createSocket(factory: RealtimeSocketFactory): RealtimeSocket {
    const headers = options.headers?.();
    const created = factory(
      options.url,
      headers ? { ...socketOptions, extraHeaders: headers } : socketOptions,
    );
    created.on('connect', onConnect);
    created.on('disconnect', (reason: string) => {
      inSync = false;
      settleAcks(REALTIME_DISCONNECTED);
      if (!wanted) {
        setStatus('idle');
        return;
      }
      // The server closed the connection itself (socket.io will not retry): a role was taken away, so the rooms
      // and rights it opened with are gone. Open it once more with the token held now; a session the server no
      // longer accepts is refused at the handshake and ends in 'failed'. Twice within the window is no accident.
      const now = Date.now();
      if (reason === 'io server disconnect' && now - lastServerClose > SERVER_CLOSE_RETRY_WINDOW_MS) {
        lastServerClose = now;
        setStatus('reconnecting');
        created.connect();
        return;
      }
      setStatus(created.active ? 'reconnecting' : 'failed');
    });
    created.on('connect_error', () => {
      if (wanted) setStatus(created.active ? 'reconnecting' : 'failed');
    });
    created.io.on('reconnect_attempt', () => {
      if (wanted) setStatus('reconnecting');
    });
    created.io.on('reconnect_failed', () => {
      if (wanted) setStatus('failed');
    });
    for (const event of handlers.keys()) created.on(event, dispatcher(event));
    return created;
  }

  function open(): void {
    if (socket) {
      socket.connect();
      return;
    }
    if (options.io) {
      socket = createSocket(options.io);
      socket.connect();
      return;
    }
    // socket.io-client is fetched with the first connection, not with the app's first screen.
    loading ??= loadSocketIo().then(
      (factory) => {
        socket ??= createSocket(factory);
      },
      () => {
        loading = undefined;
        if (wanted) setStatus('failed');
      },
    );
    void loading.then(() => {
      if (wanted && socket && !socket.active) socket.connect();
    });
  }

  function connect(): void {
    if (!options.getToken()) return;
    wanted = true;
    if (status === 'connecting' || status === 'connected' || status === 'reconnecting') return;
    setStatus('connecting');
    open();
  }

  function disconnect(): void {
    wanted = false;
    socket?.disconnect();
    // socket.io reports no 'disconnect' for a connection that was not up yet.
    inSync = false;
    settleAcks(REALTIME_DISCONNECTED);
    setStatus('idle');
  }

  function subscribe(event: string, handler: AnyHandler): () => void {
    let set = handlers.get(event);
    if (!set) {
      set = new Set();
      handlers.set(event, set);
      socket?.on(event, dispatcher(event));
    }
    const subscribers = set;
    subscribers.add(handler);
    return () => {
      subscribers.delete(handler);
    };
  }

  subscribe('new_notification', (notification) => receiveLive(notification as Notification));

  return {
    getStatus: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    connect,
    disconnect,
    reconnect() {
      disconnect();
      connect();
    },
    on: (event, handler) => subscribe(event, handler as AnyHandler),
    emit(event, ...payload) {
      const current = socket;
      if (!current?.connected) return Promise.resolve({ ok: false, error: REALTIME_NOT_CONNECTED });
      return new Promise<SocketAck>((resolve) => {
        const settle = (ack: SocketAck) => {
          clearTimeout(timer);
          pendingAcks.delete(settle);
          resolve(ack);
        };
        const timer = setTimeout(() => settle({ ok: false, error: REALTIME_ACK_TIMEOUT }), ackTimeoutMs);
        pendingAcks.add(settle);
        current.emit(event, ...payload, (answer: unknown) => {
          if (pendingAcks.has(settle)) settle(asAck(answer));
        });
      });
    },
    joinProject(projectId) {
      const count = projectRooms.get(projectId) ?? 0;
      projectRooms.set(projectId, count + 1);
      if (count === 0) send('join_project', { projectId });
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (projectRooms.get(projectId) ?? 1) - 1;
        if (remaining > 0) {
          projectRooms.set(projectId, remaining);
          return;
        }
        projectRooms.delete(projectId);
        send('leave_project', { projectId });
      };
    },
    joinDashboard(payload) {
      dashboardRefs += 1;
      const day = payload?.today;
      // A join for another day (past midnight) is sent again: the server counts for the latest day.
      if (dashboardRefs === 1 || day !== dashboardPayload?.today) {
        dashboardPayload = payload;
        sendJoinDashboard();
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        dashboardRefs -= 1;
        if (dashboardRefs === 0) send('leave_dashboard');
      };
    },
    onNotification(handler) {
      notificationHandlers.add(handler);
      return () => {
        notificationHandlers.delete(handler);
      };
    },
    setLastNotificationId(id) {
      if (id === null) {
        epoch += 1;
        delivered.clear();
        heldLive.length = 0;
        watermark = null;
        authoritative = false;
        inSync = false;
        return;
      }
      const value = notificationIdValue(id);
      if (value === null) return;
      if (authoritative) {
        raiseWatermark(value);
        return;
      }
      // The app's list replaces a provisional watermark, even a higher one: what came between its newest and the
      // first live event may be missing from both, so it is caught up now.
      watermark = null;
      authoritative = true;
      raiseWatermark(value);
      inSync = false;
      requestResync();
    },
  };
}
