// Test support (not exported by the package): socket.io-client's Socket, as far as the realtime client uses it,
// over mock-socket's SocketIO. mock-socket carries the events both ways (acknowledgements included) and lets a test
// drop the connections, but it has no handshake, no `auth`, no `active` and no reconnecting manager: those are
// played here after socket.io-client (a refused handshake is not retried; a lost connection is retried every
// `reconnectionDelay`, `reconnectionAttempts` times, then the manager reports 'reconnect_failed').
import { type Server, SocketIO } from 'mock-socket';
import type { RealtimeSocket, RealtimeSocketFactory, RealtimeSocketOptions } from './realtime';

export const TEST_SOCKET_URL = 'http://realtime.test';

type Listener = (...args: never[]) => void;
type MockSocketIoClient = ReturnType<typeof SocketIO>;

/** What the server saw of one connection attempt. */
export interface Handshake {
  url: string | undefined;
  options: RealtimeSocketOptions;
  auth: { token: string | null };
}

export interface MockSocketIo {
  factory: RealtimeSocketFactory;
  /** The sockets the factory made. */
  sockets: MockSocket[];
  handshakes: Handshake[];
  /** The server's auth middleware: a handshake it refuses gets a connect_error and is not retried. */
  accept: (auth: { token: string | null }) => boolean;
}

class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }

  names(): string[] {
    return [...this.listeners.keys()];
  }
}

const RESERVED = new Set(['connect', 'disconnect', 'connect_error', 'close', 'error']);

export class MockSocket implements RealtimeSocket {
  connected = false;
  active = false;
  readonly io = new Emitter();
  private readonly events = new Emitter();
  private inner: MockSocketIoClient | undefined;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string | undefined,
    private readonly options: RealtimeSocketOptions,
    private readonly hub: MockSocketIo,
  ) {}

  connect(): this {
    if (this.connected || this.inner) return this;
    clearTimeout(this.retryTimer);
    this.active = true;
    this.attempts = 0;
    this.open();
    return this;
  }

  disconnect(): this {
    clearTimeout(this.retryTimer);
    this.active = false;
    const inner = this.inner;
    this.inner = undefined;
    const wasConnected = this.connected;
    this.connected = false;
    inner?.close();
    if (wasConnected) this.events.emit('disconnect', 'io client disconnect');
    return this;
  }

  /** The server closes this connection itself (`disconnectSockets(true)`): socket.io does not retry. */
  closeFromServer(): void {
    clearTimeout(this.retryTimer);
    this.active = false;
    const inner = this.inner;
    this.inner = undefined;
    const wasConnected = this.connected;
    this.connected = false;
    inner?.close();
    if (wasConnected) this.events.emit('disconnect', 'io server disconnect');
  }

  on(event: string, listener: Listener): this {
    const known = this.events.names().includes(event);
    this.events.on(event, listener);
    if (!known && this.inner) this.forward(this.inner, event);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    // mock-socket passes every argument, the acknowledgement callback included, to the server's listeners.
    if (this.connected) (this.inner as unknown as { emit(...a: unknown[]): void }).emit(event, ...args);
    return this;
  }

  private forward(inner: MockSocketIoClient, event: string): void {
    if (RESERVED.has(event)) return;
    inner.on(event, ((...args: unknown[]) => {
      if (this.inner === inner) this.events.emit(event, ...args);
    }) as never);
  }

  private open(): void {
    this.options.auth((auth) => {
      this.hub.handshakes.push({ url: this.url, options: this.options, auth });
      if (!this.hub.accept(auth)) {
        this.active = false;
        this.events.emit('connect_error', new Error('Authentication error'));
        return;
      }
      const inner = SocketIO(this.url ?? TEST_SOCKET_URL);
      this.inner = inner;
      for (const event of this.events.names()) this.forward(inner, event);
      inner.on('connect', (() => {
        // Dropped while connecting: mock-socket cannot close a connection that is not open yet.
        if (this.inner !== inner) {
          inner.close();
          return;
        }
        this.connected = true;
        this.attempts = 0;
        this.events.emit('connect');
      }) as never);
      inner.on('close', (() => {
        if (this.inner !== inner) return;
        this.inner = undefined;
        const wasConnected = this.connected;
        this.connected = false;
        if (wasConnected) this.events.emit('disconnect', 'transport close');
        else this.events.emit('connect_error', new Error('websocket error'));
        if (this.active) this.retry();
      }) as never);
    });
  }

  private retry(): void {
    if (this.attempts >= this.options.reconnectionAttempts) {
      this.io.emit('reconnect_failed');
      return;
    }
    this.attempts += 1;
    const attempt = this.attempts;
    this.retryTimer = setTimeout(() => {
      if (!this.active) return;
      this.io.emit('reconnect_attempt', attempt);
      this.open();
    }, this.options.reconnectionDelay);
  }
}

export function createMockSocketIo(): MockSocketIo {
  const hub: MockSocketIo = {
    sockets: [],
    handshakes: [],
    accept: (auth) => Boolean(auth.token),
    factory: (url, options) => {
      const socket = new MockSocket(url, options, hub);
      hub.sockets.push(socket);
      return socket;
    },
  };
  return hub;
}

/** Listens on the mock server to a client event: the payload, then the acknowledgement callback when one came. */
export function onClientEvent(server: Server, event: string, listener: (...args: unknown[]) => void): void {
  server.on(event, listener as never);
}

/** Drops every connection from the server's side (a network loss): the clients retry. */
export function dropConnections(server: Server): void {
  for (const client of server.clients()) client.close();
}
