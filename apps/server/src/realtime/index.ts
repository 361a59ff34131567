import {
  CLIENT_EVENT_SCHEMAS,
  type ClientEventName,
  DASHBOARD_ACTIVITY_MAX_SKEW_MS,
  type DashboardActivityPayload,
  type DashboardRoomPayload,
  isAccountPlatformAdmin,
  type OnlineUser,
  ProjectUpdatePayloadSchema,
  type SocketAck,
  TaskUpdatePayloadSchema,
  TYPING_INDICATOR_MS,
} from '@app/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { AppError } from '../http/errors';
import { findBadText } from '../http/text-input';
import { fingerprintFromCookieHeader, verifySession } from '../modules/auth';
import { getDashboardUpdates, stopDashboardPushes } from '../modules/dashboard';
import { postDiscussionMessage } from '../modules/discussion';
import { stopPlatformStatsPushes } from '../modules/platform';
import { updateProject } from '../modules/projects';
import { updateTask } from '../modules/tasks';
import { findProjectAccess, type Viewer, viewerFrom } from '../modules/work';
import { onlineInRoom } from './presence';
import { PROJECT_ROOM_PREFIX, rooms } from './rooms';
import { systemStats } from './stats';
import type { RealtimeServer } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on the server's own port (issue 6). */
    realtime: RealtimeServer;
  }
}

export const REALTIME_MESSAGES = {
  originRefused: 'Origin not allowed',
  notConnected: 'Not connected',
  projectNotFound: 'Project not found',
  notInProject: 'Join the project first',
  tooManyEvents: 'Too many events: please slow down',
  failed: 'Something went wrong',
  discussionMismatch: 'The discussion of a project is named by its id',
  activityClock: 'The activity time is too far from the present',
} as const;

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
 * like REST calls, and the domain events of the services fanned out to the rooms they concern. With REDIS_URL, the
 * Redis adapter carries every broadcast to the sockets of the other processes.
 */
export function attachRealtime(app: FastifyInstance, options: RealtimeOptions = {}): RealtimeServer {
  const { config } = app;
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    // Same origin only: no CORS headers are sent, and a foreign Origin is refused before the handshake.
    allowRequest: (request, callback) => {
      const allowed = originAllowed(request.headers.origin, request.headers.host, config.appOrigin);
      callback(allowed ? null : REALTIME_MESSAGES.originRefused, allowed);
    },
    maxHttpBufferSize: 64 * 1024,
  });

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (config.redisUrl) {
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

  const deps = () => ({ db: app.database.db, events: app.events });
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
  const tellOrganizationPresence = (viewer: Viewer, online: boolean) => {
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
    const { viewer } = socket.data;
    void socket.join(
      viewer.organizationId
        ? [
            rooms.user(viewer.id),
            rooms.organization(viewer.organizationId),
            rooms.session(socket.data.sessionId),
          ]
        : [rooms.user(viewer.id), rooms.session(socket.data.sessionId)],
    );
    tellOrganizationPresence(viewer, true);

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
    function handle<E extends ClientEventName>(
      event: E,
      run: (payload: unknown) => Promise<void> | void,
    ): void {
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

        const schema = CLIENT_EVENT_SCHEMAS[event];
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
            await run(payload);
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

    // The dashboard's figures for this socket's day, counted as GET /dashboard counts them for this viewer.
    const sendStats = async () => {
      const { db } = app.database;
      const updates = await getDashboardUpdates(db, viewer, socket.data.dashboardDay);
      socket.emit('task_stats_update', updates.taskStats);
      socket.emit('project_stats_update', updates.projectStats);
      socket.emit('performance_update', updates.performance);
      if (socket.data.platformAdmin) {
        const everyone = await io.fetchSockets();
        const online = new Set(everyone.map((other) => other.data.viewer.id)).size;
        socket.emit('system_stats_update', await systemStats(db, online));
      }
    };

    // The day a dashboard shows is kept for the updates pushed to this socket after a change.
    const keepDashboardDay = (payload: unknown) => {
      const today = (payload as DashboardRoomPayload)?.today;
      if (today) socket.data.dashboardDay = today;
    };

    handle('join_project', async (payload) => {
      const { projectId } = payload as { projectId: string };
      if (!(await findProjectAccess(app.database.db, viewer, projectId))) {
        throw new AppError(404, REALTIME_MESSAGES.projectNotFound);
      }
      if (!socket.connected) return;
      await socket.join(rooms.project(projectId));
      await announcePresence(projectId, 'userJoinedProject');
    });

    handle('leave_project', async (payload) => {
      const { projectId } = payload as { projectId: string };
      if (!inProject(projectId)) return;
      stopTyping(projectId);
      await socket.leave(rooms.project(projectId));
      await announcePresence(projectId, 'userLeftProject');
    });

    handle('taskUpdate', async (payload) => {
      const { taskId, changes } = payload as { taskId: string; changes: unknown };
      const parsed = TaskUpdatePayloadSchema.safeParse(changes);
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? 'Invalid changes');
      await updateTask(deps(), viewer, taskId, parsed.data);
    });

    handle('projectUpdate', async (payload) => {
      const { projectId, changes } = payload as { projectId: string; changes: unknown };
      const parsed = ProjectUpdatePayloadSchema.safeParse(changes);
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? 'Invalid changes');
      await updateProject(deps(), viewer, projectId, parsed.data);
    });

    handle('discussionMessage', async (payload) => {
      const { projectId, discussionId, message } = payload as {
        projectId: string;
        discussionId: string;
        message: string;
      };
      if (discussionId !== projectId) throw new AppError(400, REALTIME_MESSAGES.discussionMismatch);
      stopTyping(discussionId);
      await postDiscussionMessage(deps(), viewer, projectId, message);
    });

    handle('typing', (payload) => {
      const { discussionId } = payload as { discussionId: string };
      if (!inProject(discussionId)) throw new AppError(403, REALTIME_MESSAGES.notInProject);
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
    });

    handle('stopTyping', (payload) => {
      stopTyping((payload as { discussionId: string }).discussionId);
    });

    handle('join_dashboard', async (payload) => {
      keepDashboardDay(payload);
      await socket.join(rooms.dashboard(viewer.id));
      await sendStats();
    });

    handle('leave_dashboard', async () => {
      await socket.leave(rooms.dashboard(viewer.id));
    });

    handle('refresh_dashboard', async (payload) => {
      keepDashboardDay(payload);
      // Every open tab of the user's fetches its dashboard again; this one also gets the figures at once.
      io.to(rooms.user(viewer.id)).emit('dashboard_refresh_requested', {
        timestamp: new Date().toISOString(),
      });
      await sendStats();
    });

    handle('dashboard_activity', (payload) => {
      const at = Date.parse((payload as DashboardActivityPayload).timestamp);
      if (Math.abs(at - Date.now()) > DASHBOARD_ACTIVITY_MAX_SKEW_MS) {
        throw new AppError(400, REALTIME_MESSAGES.activityClock);
      }
      // The users table has no last-active column (no migration here): it lives with the connection.
      socket.data.lastActiveAt = Math.max(socket.data.lastActiveAt ?? 0, at);
    });

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
    socket.on('disconnect', () => tellOrganizationPresence(viewer, false));
  });

  // Each domain event goes to the handlers its module registered (modules/module.ts), which pick the rooms.
  const unsubscribe = app.events.subscribe((event) =>
    app.moduleEvents.fanOut(event, { io, db: app.database.db }),
  );

  // Before the HTTP server closes: it waits for its connections, and an open WebSocket would keep it waiting.
  app.addHook('preClose', async () => {
    closing = true;
    unsubscribe();
    stopDashboardPushes(io);
    stopPlatformStatsPushes(io);
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
