import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { AppDb } from '../db/client';
import type { Viewer } from '../modules/work';

/** What the server keeps on each authenticated socket. */
export interface ServerSocketData {
  viewer: Viewer;
  /** The user's picture when they have one (not the default avatar): 'who is online' shows it. */
  profileImage?: string;
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

declare module '../modules/module' {
  /**
   * What a module's socket event handler gets (modules/module.ts). Project rooms, presence and typing indicators
   * are the real-time layer's: it ends them when the socket goes, whichever module started them.
   */
  interface SocketContext {
    io: RealtimeServer;
    socket: RealtimeSocket;
    viewer: Viewer;
    db: AppDb;
    log: FastifyBaseLogger;
    /** Whether this socket is in the project's room. */
    inProject(projectId: string): boolean;
    /** Joins the project's room (unless the socket closed meanwhile) and tells the room who is online. */
    joinProject(projectId: string): Promise<void>;
    /** Ends the socket's typing there, leaves the project's room and tells the room who is online. */
    leaveProject(projectId: string): Promise<void>;
    /** Tells the room that the viewer is typing in the project's discussion, for 3 s unless renewed. */
    startTyping(discussionId: string): void;
    /** Tells the room the viewer stopped typing there, if they were. */
    stopTyping(discussionId: string): void;
  }
}
