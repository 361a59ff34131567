import { rooms } from '../../realtime/rooms';
import { systemStats } from '../../realtime/stats';
import type { ServerSocketData } from '../../realtime/types';
import type { EventHandlers, RealtimeContext } from '../module';

/** The platform's figures go to the platform admins at most this often, however many changes come. */
export const PLATFORM_STATS_THROTTLE_MS = 1000;

type Io = RealtimeContext['io'];

/**
 * Sends every open platform admin socket the platform's figures (`system_stats_update`) after changes that move
 * them: at most once per throttle window, the last change of a burst included.
 */
class PlatformStatsPusher {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly io: Io,
    private readonly db: RealtimeContext['db'],
  ) {}

  touch(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      // A lost update is made good by the next change or the admin's refresh.
      this.#push().catch(() => undefined);
    }, PLATFORM_STATS_THROTTLE_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  async #push(): Promise<void> {
    const sockets = await this.io.fetchSockets();
    const admins = sockets.filter((socket) => (socket.data as Partial<ServerSocketData>).platformAdmin);
    if (admins.length === 0) return;
    const online = new Set(sockets.map((socket) => (socket.data as ServerSocketData).viewer?.id)).size;
    const figures = await systemStats(this.db, online);
    this.io.to(admins.map((socket) => socket.id)).emit('system_stats_update', figures);
  }
}

const pushers = new WeakMap<Io, PlatformStatsPusher>();

/** Drops a push still waiting (the server is stopping). */
export function stopPlatformStatsPushes(io: Io): void {
  pushers.get(io)?.stop();
}

function touchPlatformStats(context: RealtimeContext): void {
  let pusher = pushers.get(context.io);
  if (!pusher) {
    pusher = new PlatformStatsPusher(context.io, context.db);
    pushers.set(context.io, pusher);
  }
  pusher.touch();
}

declare module '../../events/bus' {
  interface DomainEventMap {
    /** The platform's figures moved: an organization created, activated or deactivated, a user disabled. */
    'platform.changed': { organizationId: string | null };
    /** The user works in another organization now: their sockets change organization rooms. */
    'organization.switched': { userId: string; from: string | null; to: string };
  }
}

/** The changes that move the platform's figures. */
export const platformEvents: EventHandlers = {
  'platform.changed': { realtime: (_event, context) => touchPlatformStats(context) },
  'organization.switched': {
    realtime: ({ userId, from, to }, { io }) => {
      const sockets = io.in(rooms.user(userId));
      if (from) sockets.socketsLeave(rooms.organization(from));
      sockets.socketsJoin(rooms.organization(to));
    },
    invalidate: (event) => ({ users: [event.userId], all: true }),
  },
  'project.saved': {
    realtime: (event, context) => {
      if (event.change === 'created') touchPlatformStats(context);
    },
  },
  'project.deleted': { realtime: (_event, context) => touchPlatformStats(context) },
  'task.saved': {
    realtime: (event, context) => {
      if (event.change === 'created') touchPlatformStats(context);
    },
  },
  'task.deleted': { realtime: (_event, context) => touchPlatformStats(context) },
  'organization.deleted': { realtime: (_event, context) => touchPlatformStats(context) },
  'account.deleted': { realtime: (_event, context) => touchPlatformStats(context) },
};
