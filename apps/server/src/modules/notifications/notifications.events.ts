import type { Notification } from '@app/domain';
import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';

declare module '../../events/bus' {
  interface DomainEventMap {
    'notification.created': { recipientId: string; notification: Notification };
  }
}

export const notificationEvents: EventHandlers = {
  'notification.created': {
    // After the change that caused it, before the feed entries.
    publishRank: 1,
    realtime: (event, { io }) => {
      io.to(rooms.user(event.recipientId)).emit('new_notification', event.notification);
    },
    // Notification lists are not kept in the read cache.
  },
};
