import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { type Socket as ClientSocket, io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceFlushedFrames } from './coalesce';

interface Started {
  http: HttpServer;
  io: Server;
  client: ClientSocket;
  /** The TCP socket's writes (each a system call) from now on. */
  writes: () => number;
}

let started: Started | undefined;
afterEach(async () => {
  started?.client.close();
  await started?.io.close();
  started = undefined;
});

async function start(coalesce: boolean): Promise<Started> {
  const http = createServer();
  const io = new Server(http);
  if (coalesce) coalesceFlushedFrames(io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const connection = new Promise<import('socket.io').Socket>((resolve) => io.once('connection', resolve));
  const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
  const socket = await connection;
  await new Promise((resolve) => setTimeout(resolve, 20));
  // The TCP socket under the connection's WebSocket; both of Node's write paths are counted.
  const tcp = (socket.conn.transport as unknown as { socket: { _socket: import('node:net').Socket } }).socket
    ._socket as unknown as { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void };
  let count = 0;
  for (const method of ['_write', '_writev'] as const) {
    const original = tcp[method].bind(tcp);
    tcp[method] = (...args: unknown[]) => {
      count += 1;
      original(...args);
    };
  }
  started = { http, io, client, writes: () => count };
  return started;
}

/** Emits four events in one turn and answers the names the client heard, in order, and the writes made. */
async function fourInOneTurn({ io, client, writes }: Started) {
  const heard: string[] = [];
  const all = new Promise<void>((resolve) =>
    client.onAny((event: string) => {
      heard.push(event);
      if (heard.length === 4) resolve();
    }),
  );
  for (const event of ['first', 'second', 'third', 'fourth']) io.emit(event, { event });
  await all;
  return { heard, writes: writes() };
}

describe('coalesceFlushedFrames', () => {
  it('sends the frames flushed together in one write, in order', async () => {
    const { heard, writes } = await fourInOneTurn(await start(true));
    expect(heard).toEqual(['first', 'second', 'third', 'fourth']);
    // The first frame goes out at once; the three that waited for it leave together.
    expect(writes).toBe(2);
  });

  it('is what makes the difference: without it, each frame is a write of its own', async () => {
    const { heard, writes } = await fourInOneTurn(await start(false));
    expect(heard).toEqual(['first', 'second', 'third', 'fourth']);
    expect(writes).toBe(4);
  });
});
