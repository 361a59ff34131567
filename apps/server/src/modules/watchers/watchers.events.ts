import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';
import { audienceOf } from '../work';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** Someone followed or unfollowed a task, or was made to follow it (a comment, a mention, an assignment). */
    'watchers.changed': {
      task: { id: string; projectId: string | null; createdBy: string; assignedTo: string | null };
      /** The people whose following changed: an open task screen of theirs shows the new state. */
      userIds: string[];
    };
  }
}

export const watcherEvents: EventHandlers = {
  'watchers.changed': {
    // Everyone who may have the task open reads its followers again (`watchers_changed`).
    realtime: async (event, { io, db }) => {
      const { task } = event;
      const audience = await audienceOf(db, task.projectId, [task.createdBy, task.assignedTo]);
      const all = new Set([...audience, ...event.userIds.map(rooms.user)]);
      io.to([...all]).emit('dashboard_update', {
        type: 'watchers_changed',
        data: { taskId: task.id, projectId: task.projectId },
      });
    },
    // Followers are not kept in the read cache.
  },
};
