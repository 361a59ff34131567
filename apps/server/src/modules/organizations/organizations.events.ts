import type { ActivityEntry, MemberUpdateEvent, Organization } from '@app/domain';
import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** A member joined, changed role or department, or was removed. */
    'organization.member.changed': {
      organizationId: string;
      update: MemberUpdateEvent;
      /** Their rights shrank (demotion, removal): their open sockets must not keep the old ones. */
      rightsReduced: boolean;
    };
    /** A department or team was created, changed or deleted: the organization's screens refresh. */
    'organization.structure.changed': { organizationId: string };
    /** The organization's profile or branding changed: every member's screens restyle at once. */
    'organization.updated': { organization: Organization };
    /** A feed entry of the organization (no project): its members' live feeds hear it. */
    'organization.activity': { organizationId: string; entry: ActivityEntry };
    /** The organization was deleted: its projects, tasks and their rows went with it by cascade. */
    'organization.deleted': { organizationId: string };
  }
}

export const organizationEvents: EventHandlers = {
  'organization.member.changed': {
    realtime: (event, { io }) => {
      io.to([rooms.organization(event.organizationId), rooms.user(event.update.userId)]).emit(
        'member_update',
        event.update,
      );
      // A socket keeps the rights it was opened with; ending it makes the client reconnect with the new ones.
      if (event.rightsReduced) io.in(rooms.user(event.update.userId)).disconnectSockets(true);
    },
    // The guard's user comes from the read cache: drop it so the next request sees the new role.
    invalidate: (event) => ({ users: [event.update.userId], all: true }),
  },
  'organization.structure.changed': {
    realtime: (event, { io }) => {
      io.to(rooms.organization(event.organizationId)).emit('dashboard_update', {
        type: 'organization_structure',
        data: null,
      });
    },
    invalidate: () => ({ all: true }),
  },
  'organization.updated': {
    realtime: (event, { io }) => {
      io.to(rooms.organization(event.organization._id)).emit('organization_updated', event.organization);
    },
  },
  'organization.activity': {
    publishRank: 2,
    realtime: (event, { io }) => {
      io.to(rooms.organization(event.organizationId)).emit('activity_update', event.entry);
    },
  },
};
