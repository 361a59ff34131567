import type { ServerToClientEvents } from '@app/domain';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestSession } from '../test/auth';
import type { TestApp } from '../test/helpers';

// Real sockets against a listening test app: helpers shared by the real-time tests.

export type ClientSocket = Socket;

/** Starts the test app on a free loopback port and answers its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('Not listening');
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  token?: string | null;
  cookie?: string;
  origin?: string;
  transports?: ('websocket' | 'polling')[];
}

/** A socket.io client as the SDK opens it: the token in the handshake's auth payload, the cookie in headers. */
export function openSocket(
  url: string,
  session: TestSession | null,
  options: ConnectOptions = {},
): ClientSocket {
  const token = options.token !== undefined ? options.token : session?.token;
  const cookie = options.cookie ?? session?.cookie;
  return connect(url, {
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token ? { token } : {},
    extraHeaders: {
      ...(cookie ? { cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
}

/** Connects and resolves once connected; rejects with the server's refusal. */
export function connected(socket: ClientSocket, timeoutMs = 5000): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('connect timeout')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Resolves with the payload of the next `event` that passes `match`, or rejects after the timeout. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event as string, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event as string, listener);
      reject(new Error(`No ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event as string, listener);
  });
}

/** Every `event` payload the socket receives from now on. */
export function collect<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Parameters<ServerToClientEvents[E]>[0][] {
  const received: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event as string, (payload: Parameters<ServerToClientEvents[E]>[0]) => received.push(payload));
  return received;
}

/** Emits a client event and resolves with the server's acknowledgement. */
export function emitWithAck(socket: ClientSocket, event: string, payload?: unknown): Promise<unknown> {
  return payload === undefined
    ? socket.timeout(5000).emitWithAck(event)
    : socket.timeout(5000).emitWithAck(event, payload);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
