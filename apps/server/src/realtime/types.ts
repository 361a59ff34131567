import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from '@app/domain';
import type { Server, Socket } from 'socket.io';
import type { Viewer } from '../modules/work';

/** What the server keeps on each authenticated socket. */
export interface ServerSocketData {
  viewer: Viewer;
  /** When the session token expires (ms since the epoch): the socket is closed then. */
  expiresAt: number;
  /** A platform admin also gets the platform's figures on the dashboard (`system_stats_update`). */
  platformAdmin: boolean;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  ServerSocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  ServerSocketData
>;
