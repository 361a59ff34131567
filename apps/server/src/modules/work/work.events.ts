import type { ActivityEntry } from '@app/domain';
import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';
import { projectAudience } from './audience';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** A feed entry was written (work/activity.ts), told to the live feeds of those who may see it. */
    'activity.recorded': {
      entry: ActivityEntry;
      projectId: string | null;
      organizationId: string | null;
      actorId: string;
    };
  }
}

export const workEvents: EventHandlers = {
  'activity.recorded': {
    // Feed entries only add to the change they tell of: they go last.
    publishRank: 2,
    realtime: async (event, { io, db }) => {
      const audience = event.projectId
        ? await projectAudience(db, event.projectId)
        : [rooms.user(event.actorId)];
      io.to(audience).emit('activity_update', event.entry);
    },
    // The feed is not kept in the read cache.
  },
};
