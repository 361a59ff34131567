import { createRequire } from 'node:module';
import {
  type ClientEventName,
  DEFAULT_AVATAR,
  isAccountPlatformAdmin,
  type OnlineUser,
  type SocketAck,
  TYPING_INDICATOR_MS,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { AppError } from '../http/errors';
import { findBadText } from '../http/text-input';
import { fingerprintFromCookieHeader, verifySession } from '../modules/auth';
import { type SocketContext, type SocketEventHandler, socketEventsOf } from '../modules/module';
import { type Viewer, viewerFrom } from '../modules/work';
import { coalesceFlushedFrames } from './coalesce';
import { REALTIME_MESSAGES } from './messages';
import { onlineInRoom } from './presence';
import { PROJECT_ROOM_PREFIX, rooms } from './rooms';
import type { RealtimeServer } from './types';

const requireModule = createRequire(import.meta.url);

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on the server's own port. */
    realtime: RealtimeServer;
  }
}

export { REALTIME_MESSAGES } from './messages';

export interface RealtimeOptions {
  /** Redis channel prefix of the adapter; processes that share it share their rooms. */
  redisKey?: string;
}

// A client may send this many events per window; a burst beyond is refused (it still has its REST calls).
const EVENT_BURST = 60;
const EVENT_WINDOW_MS = 10_000;
// How long a stop waits for Redis at each step before it lets go.
const SHUTDOWN_STEP_MS = 1000;

/** Waits for `work`, but no longer than `ms`; its failure is not the caller's. */
function withinMs(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

// setTimeout's longest delay; longer token lifetimes are checked again when it fires.
const MAX_TIMER_MS = 2_147_483_647;

/** A browser's Origin must be this app's (APP_ORIGIN) or the very host it connects to; tools send none. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  appOrigin: string,
): boolean {
  if (!origin) return true;
  if (origin === appOrigin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function refusalMessage(error: unknown): string {
  if (error instanceof AppError && error.statusCode < 500) return error.message;
  return REALTIME_MESSAGES.failed;
}

/** Everyone whose socket is in a project's room now (on every process), once each. */
function onlineUsers(io: RealtimeServer, projectId: string, except?: string): Promise<OnlineUser[]> {
  return onlineInRoom(io, rooms.project(projectId), except);
}

/**
 * socket.io on the app's HTTP server: authenticated handshakes, rooms decided by the server, client events checked
 * like REST calls and handed to the module that declares them, and the domain events of the services fanned out to
 * the rooms they concern. With REDIS_URL, the Redis adapter carries every broadcast to the sockets of the other
 * processes.
 */
export function attachRealtime(app: FastifyInstance, options: RealtimeOptions = {}): RealtimeServer {
  const { config } = app;
  // Each client event goes to the one module that declares it (modules/module.ts).
  const socketEvents = socketEventsOf(app.modules);
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    // Same origin only: no CORS headers are sent, and a foreign Origin is refused before the handshake.
    allowRequest: (request, callback) => {
      const allowed = originAllowed(request.headers.origin, request.headers.host, config.appOrigin);
      callback(allowed ? null : REALTIME_MESSAGES.originRefused, allowed);
    },
    maxHttpBufferSize: 64 * 1024,
  });
  coalesceFlushedFrames(io);

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (config.redisUrl) {
    // Loaded only with REDIS_URL: a single process does not hold the Redis client and adapter (issue 43).
    const { Redis } = requireModule('ioredis') as typeof import('ioredis');
    const { createAdapter } = requireModule(
      '@socket.io/redis-adapter',
    ) as typeof import('@socket.io/redis-adapter');
    // Commands wait for the connection rather than fail: a subscription made while Redis is slow to answer (a busy
    // start) must not be lost or end as an unhandled rejection.
    const pub = new Redis(config.redisUrl, { connectTimeout: 10_000, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error) => app.log.warn({ err: error }, 'Real-time adapter (Redis) error'));
    }
    // The adapter sends commands without awaiting them: it publishes, and subscribes as it is made and
    // unsubscribes as it closes. A command still waiting for Redis when the connection goes (a stop while Redis
    // is out of reach, a broadcast racing a stop) is rejected with 'Connection is closed', which nobody would
    // handle: an unhandled rejection. Every command's promise is handled here, once, for every caller; a caller
    // that awaits it still sees the failure.
    for (const client of [pub, sub]) {
      const send = client.sendCommand.bind(client);
      client.sendCommand = ((...args: Parameters<typeof send>) => {
        const sent = send(...args);
        if (sent instanceof Promise) {
          sent.catch((error: unknown) => app.log.warn({ err: error }, 'Real-time command (Redis) failed'));
        }
        return sent;
      }) as typeof client.sendCommand;
    }
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'taskflow-socket.io' }));
    redis = { pub, sub };
  }

  const typingTimers = new Map<string, NodeJS.Timeout>();
  const presenceQueues = new Map<string, Promise<void>>();
  // Organization presence being told now; a stop waits for it, and tells nothing new once it began.
  const orgPresence = new Set<Promise<void>>();
  let closing = false;

  /**
   * Tells the organization's room that a member came online (their first socket) or went offline (their last
   * socket closed). Online is told on each connection (a second tab repeats it, harmlessly): counting sockets at
   * connection time would miss two tabs that open together. Offline only when none of theirs is left anywhere.
   */
  const tellOrganizationPresence = (viewer: Viewer, profileImage: string | undefined, online: boolean) => {
    const organizationId = viewer.organizationId;
    if (!organizationId || closing) return;
    const telling = (async () => {
      if (!online) {
        const left = await io.in(rooms.user(viewer.id)).fetchSockets();
        if (left.length > 0 || closing) return;
      }
      io.to(rooms.organization(organizationId)).emit('organization_presence', {
        organizationId,
        userId: viewer.id,
        userName: viewer.name,
        ...(profileImage ? { profileImage } : {}),
        online,
      });
    })().catch((error: unknown) => app.log.warn({ err: error }, 'Organization presence update failed'));
    orgPresence.add(telling);
    void telling.then(() => orgPresence.delete(telling));
  };

  io.use(async (socket, next) => {
    try {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token.length === 0)
        throw new AppError(401, 'Not authorized: please sign in');
      const fingerprint = fingerprintFromCookieHeader(app, socket.handshake.headers.cookie);
      const { user, claims } = await verifySession(app, token, fingerprint);
      socket.data = {
        viewer: viewerFrom(user),
        ...(user.profileImage && user.profileImage !== DEFAULT_AVATAR
          ? { profileImage: user.profileImage }
          : {}),
        expiresAt: claims.exp * 1000,
        sessionId: claims.sid,
        platformAdmin: isAccountPlatformAdmin(user),
      };
      next();
    } catch (error) {
      next(new Error(refusalMessage(error)));
    }
  });

  io.on('connection', (socket) => {
    const { viewer, profileImage } = socket.data;
    void socket.join(
      viewer.organizationId
        ? [
            rooms.user(viewer.id),
            rooms.organization(viewer.organizationId),
            rooms.session(socket.data.sessionId),
          ]
        : [rooms.user(viewer.id), rooms.session(socket.data.sessionId)],
    );
    tellOrganizationPresence(viewer, profileImage, true);

    // An expired token ends the connection, as it would end the next REST call.
    let expiry: NodeJS.Timeout | undefined;
    const scheduleExpiry = () => {
      const left = socket.data.expiresAt - Date.now();
      if (left <= 0) {
        socket.disconnect(true);
        return;
      }
      expiry = setTimeout(scheduleExpiry, Math.min(left, MAX_TIMER_MS));
      expiry.unref();
    };
    scheduleExpiry();

    let windowStart = Date.now();
    let eventsInWindow = 0;
    let inOrder: Promise<void> = Promise.resolve();

    /** Validates, authorises and runs one client event; refusals go back as `socket_error` and a failed ack. */
    function handle(event: ClientEventName, handler: SocketEventHandler<ClientEventName>): void {
      // The typed map does not express the optional trailing ack; the handler reads its arguments itself.
      (socket as unknown as Socket).on(event as string, async (...args: unknown[]) => {
        const last = args.at(-1);
        const ack = typeof last === 'function' ? (last as (result: SocketAck) => void) : undefined;
        if (ack) args.pop();
        const refuse = (message: string) => {
          socket.emit('socket_error', { event, message });
          ack?.({ ok: false, error: message });
        };

        const now = Date.now();
        if (now - windowStart > EVENT_WINDOW_MS) {
          windowStart = now;
          eventsInWindow = 0;
        }
        if (++eventsInWindow > EVENT_BURST) return refuse(REALTIME_MESSAGES.tooManyEvents);

        const schema = handler.schema;
        let payload: unknown;
        if (schema) {
          const badText = findBadText(args[0]);
          if (badText) return refuse(badText.message);
          const parsed = schema.safeParse(args[0]);
          if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Invalid payload');
          payload = parsed.data;
        }
        // One after the other, in the order sent: `join_project` then `typing` must find the room joined.
        inOrder = inOrder.then(async () => {
          try {
            await handler.handle(context, payload as never);
            ack?.({ ok: true });
          } catch (error) {
            if (!(error instanceof AppError)) app.log.error({ err: error, event }, 'Socket event failed');
            refuse(refusalMessage(error));
          }
        });
      });
    }

    const inProject = (projectId: string) => socket.rooms.has(rooms.project(projectId));

    // Presence of a project is told in the order things happened: each announcement waits for the previous one
    // of the same project, so a quick leave-and-join is never told as join-then-leave.
    const announcePresence = (projectId: string, kind: 'userJoinedProject' | 'userLeftProject') => {
      const previous = presenceQueues.get(projectId) ?? Promise.resolve();
      const next = previous.then(async () => {
        const online = await onlineUsers(io, projectId, kind === 'userLeftProject' ? socket.id : undefined);
        io.to(rooms.project(projectId)).emit(kind, {
          projectId,
          userId: viewer.id,
          userName: viewer.name,
          onlineUsers: online,
        });
      });
      const settled = next.catch((error: unknown) => app.log.warn({ err: error }, 'Presence update failed'));
      presenceQueues.set(projectId, settled);
      void settled.then(() => {
        if (presenceQueues.get(projectId) === settled) presenceQueues.delete(projectId);
      });
      return next;
    };

    const stopTyping = (discussionId: string) => {
      const key = `${discussionId}:${viewer.id}`;
      const timer = typingTimers.get(key);
      if (!timer) return;
      clearTimeout(timer);
      typingTimers.delete(key);
      socket.to(rooms.project(discussionId)).emit('userStoppedTyping', { discussionId, userId: viewer.id });
    };

    const startTyping = (discussionId: string) => {
      const key = `${discussionId}:${viewer.id}`;
      const running = typingTimers.get(key);
      if (running) clearTimeout(running);
      else {
        socket
          .to(rooms.project(discussionId))
          .emit('userTyping', { discussionId, userId: viewer.id, userName: viewer.name });
      }
      // Spec 4.5: a typing indicator lasts 3 s unless renewed.
      const timer = setTimeout(() => stopTyping(discussionId), TYPING_INDICATOR_MS);
      timer.unref();
      typingTimers.set(key, timer);
    };

    // What the modules' handlers get; project rooms, presence and typing stay here, ended with the socket.
    const context: SocketContext = {
      io,
      socket,
      viewer,
      db: app.database.db,
      log: app.log,
      inProject,
      joinProject: async (projectId) => {
        if (!socket.connected) return;
        await socket.join(rooms.project(projectId));
        await announcePresence(projectId, 'userJoinedProject');
      },
      leaveProject: async (projectId) => {
        stopTyping(projectId);
        await socket.leave(rooms.project(projectId));
        await announcePresence(projectId, 'userLeftProject');
      },
      startTyping,
      stopTyping,
    };

    for (const [event, handler] of socketEvents) handle(event, handler);

    socket.on('disconnecting', () => {
      clearTimeout(expiry);
      for (const room of socket.rooms) {
        if (!room.startsWith(PROJECT_ROOM_PREFIX)) continue;
        const projectId = room.slice(PROJECT_ROOM_PREFIX.length);
        stopTyping(projectId);
        announcePresence(projectId, 'userLeftProject').catch(() => {
          // Logged by the queue.
        });
      }
    });
    // Once the socket has left its rooms, the user's room holds only their other sockets.
    socket.on('disconnect', () => tellOrganizationPresence(viewer, profileImage, false));
  });

  // Each domain event goes to the handlers its module registered (modules/module.ts), which pick the rooms.
  const unsubscribe = app.events.subscribe((event) =>
    app.moduleEvents.fanOut(event, { io, db: app.database.db }),
  );

  // Before the HTTP server closes: it waits for its connections, and an open WebSocket would keep it waiting.
  app.addHook('preClose', async () => {
    closing = true;
    unsubscribe();
    for (const module of app.modules) module.stopRealtime?.(io);
    for (const timer of typingTimers.values()) clearTimeout(timer);
    typingTimers.clear();
    io.disconnectSockets(true);
    await withinMs(Promise.all(orgPresence), SHUTDOWN_STEP_MS);
    // io.close() would also close the HTTP server, which Fastify closes itself: close the adapter and engine.
    // With Redis down the adapter's unsubscribe would wait for it forever: a stop does not.
    await withinMs(Promise.resolve(io.of('/').adapter.close()), SHUTDOWN_STEP_MS);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    if (redis) {
      const { pub, sub } = redis;
      await withinMs(Promise.all([pub.quit(), sub.quit()]), SHUTDOWN_STEP_MS);
      pub.disconnect();
      sub.disconnect();
    }
  });

  app.decorate('realtime', io);
  return io;
}
