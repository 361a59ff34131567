import { CLIENT_EVENT_SCHEMAS, DASHBOARD_ACTIVITY_MAX_SKEW_MS, type DashboardRoomPayload } from '@app/domain';
import { AppError } from '../../http/errors';
import { REALTIME_MESSAGES } from '../../realtime/messages';
import { rooms } from '../../realtime/rooms';
import { systemStats } from '../../realtime/stats';
import type { SocketContext, SocketEvents } from '../module';
import { getDashboardUpdates } from './dashboard.service';

// The dashboard's figures for this socket's day, counted as GET /dashboard counts them for this viewer.
async function sendStats({ io, socket, viewer, db }: SocketContext): Promise<void> {
  const updates = await getDashboardUpdates(db, viewer, socket.data.dashboardDay);
  socket.emit('task_stats_update', updates.taskStats);
  socket.emit('project_stats_update', updates.projectStats);
  socket.emit('performance_update', updates.performance);
  if (socket.data.platformAdmin) {
    const everyone = await io.fetchSockets();
    const online = new Set(everyone.map((other) => other.data.viewer.id)).size;
    socket.emit('system_stats_update', await systemStats(db, online));
  }
}

// The day a dashboard shows is kept for the updates pushed to this socket after a change.
function keepDashboardDay({ socket }: SocketContext, payload: DashboardRoomPayload | undefined): void {
  const today = payload?.today;
  if (today) socket.data.dashboardDay = today;
}

/** The dashboard's room (live figures for whoever has it open), its refresh and the user's activity. */
export const dashboardSocketEvents: SocketEvents = {
  join_dashboard: {
    schema: CLIENT_EVENT_SCHEMAS.join_dashboard,
    async handle(context, payload) {
      keepDashboardDay(context, payload);
      await context.socket.join(rooms.dashboard(context.viewer.id));
      await sendStats(context);
    },
  },
  leave_dashboard: {
    async handle(context) {
      await context.socket.leave(rooms.dashboard(context.viewer.id));
    },
  },
  refresh_dashboard: {
    schema: CLIENT_EVENT_SCHEMAS.refresh_dashboard,
    async handle(context, payload) {
      keepDashboardDay(context, payload);
      // Every open tab of the user's fetches its dashboard again; this one also gets the figures at once.
      context.io.to(rooms.user(context.viewer.id)).emit('dashboard_refresh_requested', {
        timestamp: new Date().toISOString(),
      });
      await sendStats(context);
    },
  },
  dashboard_activity: {
    schema: CLIENT_EVENT_SCHEMAS.dashboard_activity,
    handle({ socket }, payload) {
      const at = Date.parse(payload.timestamp);
      if (Math.abs(at - Date.now()) > DASHBOARD_ACTIVITY_MAX_SKEW_MS) {
        throw new AppError(400, REALTIME_MESSAGES.activityClock);
      }
      // The users table has no last-active column (no migration here): it lives with the connection.
      socket.data.lastActiveAt = Math.max(socket.data.lastActiveAt ?? 0, at);
    },
  },
};
