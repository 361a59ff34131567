import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from '@app/domain';
import type { Server, Socket } from 'socket.io';
import type { Viewer } from '../modules/work';

/** What the server keeps on each authenticated socket. */
export interface ServerSocketData {
  viewer: Viewer;
  /** When the session token expires (ms since the epoch): the socket is closed then. */
  expiresAt: number;
  /** The server-side session of the token (its room closes the socket when the session ends). */
  sessionId: string;
  /** A platform admin also gets the platform's figures on the dashboard (`system_stats_update`). */
  platformAdmin: boolean;
  /** The calendar day the socket's dashboard shows ('YYYY-MM-DD'; the server's UTC day when it said none). */
  dashboardDay?: string;
  /** When the user was last active on the dashboard (ms since the epoch), from `dashboard_activity`. */
  lastActiveAt?: number;
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
