import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** Every session of the user ends: a new token version, or the user is gone (their tasks lost their assignee). */
    'sessions.revoked': { userId: string };
    /** The user deleted their account: what they owned (their projects, their tasks) went with it by cascade. */
    'account.deleted': { userId: string };
    /** The user's own row changed (name, picture, email, preferences): what shows them elsewhere is out of date. */
    'user.changed': { userId: string };
    /** Some sessions of the user ended (signed out, ended from /profile): their sockets close, the rest go on. */
    'sessions.ended': { userId: string; sessionIds: string[] };
    /** An organization's security policy changed: cached sessions hold its idle timeout. */
    'organization.policy.changed': { organizationId: string };
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
  'sessions.ended': {
    realtime: (event, { io }) => {
      for (const id of event.sessionIds) io.in(rooms.session(id)).disconnectSockets(true);
    },
    invalidate: (event) => ({ users: [event.userId] }),
  },
  'organization.policy.changed': {
    // Every member's cached session holds the old idle timeout; policy changes are rare.
    invalidate: () => ({ all: true }),
  },
  'user.changed': {
    // Nothing to tell live: screens read people's names with the things they belong to. In the cache, their name
    // and picture show in other people's lists (as assignee): not worth finding them all.
    invalidate: (event) => ({ users: [event.userId], all: true }),
  },
};
