import type { DiscussionMessage } from '@app/domain';
import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';

declare module '../../events/bus' {
  interface DomainEventMap {
    'discussion.message': { message: DiscussionMessage; organizationId: string | null };
  }
}

export const discussionEvents: EventHandlers = {
  'discussion.message': {
    realtime: (event, { io }) => {
      io.to(rooms.project(event.message.projectId)).emit('newDiscussionMessage', event.message);
    },
    // Discussions are not kept in the read cache.
  },
};
