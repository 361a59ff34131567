import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';
import type { SavedViewRow } from './views.schema';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** A saved view was made, changed or deleted. */
    'saved-view.changed': {
      view: Pick<SavedViewRow, 'id' | 'ownerId' | 'organizationId' | 'projectId'>;
      /** Whether others saw it, before or after the change: then their lists of views are read again too. */
      shared: boolean;
    };
  }
}

export const viewEvents: EventHandlers = {
  'saved-view.changed': {
    // The owner's other screens, and when shared the project's open screens or the organization's members.
    realtime: (event, { io }) => {
      const { view } = event;
      const audience = [rooms.user(view.ownerId)];
      if (event.shared && view.organizationId) {
        audience.push(
          view.projectId ? rooms.project(view.projectId) : rooms.organization(view.organizationId),
        );
      }
      io.to(audience).emit('dashboard_update', {
        type: 'views_changed',
        data: { viewId: view.id, projectId: view.projectId },
      });
    },
  },
};
