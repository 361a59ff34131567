import type { Actor } from '@app/domain';
import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';
import { placeTags } from '../work';
import type { LabelRow } from './labels.schema';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** A label was made, renamed, recoloured or deleted. */
    'label.changed': {
      label: Pick<LabelRow, 'id' | 'organizationId' | 'ownerId'>;
      /** The projects whose tasks carry it: their lists show its name and colour. */
      projectIds: string[];
      actor: Actor;
    };
  }
}

export const labelEvents: EventHandlers = {
  'label.changed': {
    // The workspace's open screens read its labels again, and the tasks that show them.
    realtime: (event, { io }) => {
      const { label } = event;
      const audience = [
        label.organizationId ? rooms.organization(label.organizationId) : rooms.user(label.ownerId ?? ''),
        ...event.projectIds.map(rooms.project),
      ];
      io.to(audience).emit('dashboard_update', { type: 'labels_changed', data: { labelId: label.id } });
    },
    invalidate: (event) => ({
      tags: [
        ...placeTags(null, event.label.organizationId, [event.label.ownerId]),
        ...event.projectIds.flatMap((projectId) => placeTags(projectId, null, [])),
      ],
    }),
  },
};
