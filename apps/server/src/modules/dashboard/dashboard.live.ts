import { rooms } from '../../realtime/rooms';
import type { ServerSocketData } from '../../realtime/types';
import type { EventHandlers, RealtimeContext } from '../module';
import { audienceOf, projectAudience } from '../work';
import { getDashboardUpdates } from './dashboard.service';

/** A burst of changes within this quiet time sends one update per user... */
export const DASHBOARD_PUSH_DEBOUNCE_MS = 250;
/** ...and a user whose figures keep changing still gets one at least this often. */
export const DASHBOARD_PUSH_MAX_WAIT_MS = 1000;

type Io = RealtimeContext['io'];

/**
 * Sends the users whose dashboard is open their new figures after a change, once per burst: each user's update
 * waits for a quiet moment (or the longest wait), then is counted once per calendar day their open dashboards
 * show and sent to those sockets only.
 */
class DashboardPusher {
  readonly #pending = new Map<string, { timer: NodeJS.Timeout; since: number }>();

  constructor(
    private readonly io: Io,
    private readonly db: RealtimeContext['db'],
  ) {}

  touch(userId: string): void {
    const now = Date.now();
    const pending = this.#pending.get(userId);
    const since = pending?.since ?? now;
    if (pending) clearTimeout(pending.timer);
    const delay = Math.max(0, Math.min(DASHBOARD_PUSH_DEBOUNCE_MS, since + DASHBOARD_PUSH_MAX_WAIT_MS - now));
    const timer = setTimeout(() => {
      this.#pending.delete(userId);
      // A lost update is made good by the next change or the user's refresh; nothing to tell anyone.
      this.#push(userId).catch(() => undefined);
    }, delay);
    timer.unref();
    this.#pending.set(userId, { timer, since });
  }

  stop(): void {
    for (const { timer } of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
  }

  async #push(userId: string): Promise<void> {
    const sockets = await this.io.in(rooms.dashboard(userId)).fetchSockets();
    const byDay = new Map<string | undefined, { data: ServerSocketData; ids: string[] }>();
    for (const socket of sockets) {
      const data = socket.data as ServerSocketData;
      const entry = byDay.get(data.dashboardDay) ?? { data, ids: [] };
      entry.ids.push(socket.id);
      byDay.set(data.dashboardDay, entry);
    }
    for (const [day, { data, ids }] of byDay) {
      // Counted for the user of those sockets, exactly as their own GET /dashboard counts.
      const updates = await getDashboardUpdates(this.db, data.viewer, day);
      const to = this.io.to(ids);
      to.emit('task_stats_update', updates.taskStats);
      to.emit('project_stats_update', updates.projectStats);
      to.emit('performance_update', updates.performance);
    }
  }
}

// One pusher per socket server (an app), made with its first change.
const pushers = new WeakMap<Io, DashboardPusher>();

/** Drops the updates still waiting (the server is stopping). */
export function stopDashboardPushes(io: Io): void {
  pushers.get(io)?.stop();
}

/** Asks for a new update for each user who may see a change (`audience`: their rooms) and has a dashboard open. */
async function touchDashboards(context: RealtimeContext, audience: readonly string[]): Promise<void> {
  if (audience.length === 0) return;
  const sockets = await context.io.in([...audience]).fetchSockets();
  let pusher = pushers.get(context.io);
  for (const socket of sockets) {
    const { viewer } = socket.data as Partial<ServerSocketData>;
    if (!viewer || !socket.rooms.has(rooms.dashboard(viewer.id))) continue;
    if (!pusher) {
      pusher = new DashboardPusher(context.io, context.db);
      pushers.set(context.io, pusher);
    }
    pusher.touch(viewer.id);
  }
}

/** The changes that move someone's dashboard figures, and whose: everyone who may see the thing, before and after. */
export const dashboardEvents: EventHandlers = {
  'task.saved': {
    realtime: async (event, context) => {
      const { task, before, actor } = event;
      const audience = await audienceOf(context.db, task.projectId ?? null, [
        task.createdBy,
        task.assignedTo,
        actor.userId,
      ]);
      // A task moved to another project or person leaves the figures of those who saw it there.
      const earlier = before ? await audienceOf(context.db, before.projectId, [before.assignedTo]) : [];
      await touchDashboards(context, [...new Set([...audience, ...earlier])]);
    },
  },
  'task.deleted': {
    realtime: async (event, context) => {
      const people = [...event.personalAudience, event.actor.userId];
      await touchDashboards(context, await audienceOf(context.db, event.projectId, people));
    },
  },
  'project.saved': {
    realtime: async (event, context) => {
      const audience = await projectAudience(context.db, event.project._id);
      await touchDashboards(context, [...audience, rooms.user(event.actor.userId)]);
    },
  },
  'project.deleted': {
    realtime: async (event, context) => {
      const audience = event.organizationId
        ? [rooms.organization(event.organizationId)]
        : event.memberIds.map(rooms.user);
      await touchDashboards(context, [...audience, rooms.user(event.actor.userId)]);
    },
  },
  'member.changed': {
    realtime: async (event, context) => {
      const audience = await projectAudience(context.db, event.projectId);
      // Someone added or removed gains or loses the project's figures.
      await touchDashboards(context, [...audience, rooms.user(event.change.userId)]);
    },
  },
};
