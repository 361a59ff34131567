import type { Socket as NetSocket } from 'node:net';
import type { Server } from 'socket.io';

/** What a WebSocket connection of engine.io holds: its transport's `ws` socket, and the TCP socket under it. */
interface EngineConnection {
  transport?: { name?: string; socket?: { _socket?: NetSocket | null } };
}

/**
 * One write per socket for the frames engine.io flushes together. A change is told in several broadcasts
 * (`taskUpdated` and `task:updated`, the state change in both spellings, the feed entry): the first goes out at
 * once, and the rest wait in each socket's buffer until that write has completed, then leave together. `ws` writes
 * each frame with a system call of its own, so a change to 2,000 sockets was 10,000 writes, and the request
 * that made it answered only after them (docs/performance.md, 'Socket fan-out'). Corked for the flush, a socket's
 * frames leave in one `writev` when the turn ends.
 *
 * `ws` keeps its TCP socket in `_socket` (its own name, not a public one): where a transport has none (long
 * polling, a future `ws`), nothing changes and each frame is written as before.
 */
export function coalesceFlushedFrames(io: Server): void {
  io.engine.on('flush', (connection: EngineConnection, buffer: readonly unknown[]) => {
    if (buffer.length < 2 || connection.transport?.name !== 'websocket') return;
    const tcp = connection.transport.socket?._socket;
    if (!tcp || tcp.destroyed || typeof tcp.cork !== 'function') return;
    tcp.cork();
    process.nextTick(() => tcp.uncork());
  });
}
