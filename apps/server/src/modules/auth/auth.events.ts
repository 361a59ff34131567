import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** Every session of the user ends: a new token version, or the user is gone (their tasks lost their assignee). */
    'sessions.revoked': { userId: string };
    /** The user's own row changed (name, picture, email, preferences): what shows them elsewhere is out of date. */
    'user.changed': { userId: string };
  }
}

export const authEvents: EventHandlers = {
  'sessions.revoked': {
    realtime: (event, { io }) => {
      // Every socket of the user, on every process, was opened with a token that no longer works.
      io.in(rooms.user(event.userId)).disconnectSockets(true);
    },
    invalidate: (event) => ({ users: [event.userId], all: true }),
  },
  'user.changed': {
    // Nothing to tell live: screens read people's names with the things they belong to. In the cache, their name
    // and picture show in other people's lists (as assignee): not worth finding them all.
    invalidate: (event) => ({ users: [event.userId], all: true }),
  },
};
