import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';
import { placeTags } from '../work';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** An export or import moved on: its requester's open 'Import and export' page hears it. */
    'transfer.progress': {
      userId: string;
      kind: 'export' | 'import';
      id: string;
      status: string;
      processed: number;
      total: number;
    };
    /** An import wrote its rows (without one event per row): every list of the workspace reads them again. */
    'transfer.imported': {
      organizationId: string | null;
      userId: string;
      projectIds: string[];
    };
  }
}

export const transferEvents: EventHandlers = {
  'transfer.progress': {
    realtime: (event, { io }) => {
      const { kind, id, status, processed, total } = event;
      io.to(rooms.user(event.userId)).emit('dashboard_update', {
        type: 'transfer_progress',
        data: { kind, id, status, processed, total },
      });
    },
  },
  'transfer.imported': {
    realtime: (event, { io }) => {
      const audience = [
        event.organizationId ? rooms.organization(event.organizationId) : rooms.user(event.userId),
      ];
      io.to(audience).emit('dashboard_update', {
        type: 'projects_imported',
        data: { projectIds: event.projectIds },
      });
    },
    invalidate: (event) => ({
      tags: [
        ...placeTags(null, event.organizationId, [event.userId]),
        ...event.projectIds.flatMap((projectId) => placeTags(projectId, null, [])),
      ],
    }),
  },
};
