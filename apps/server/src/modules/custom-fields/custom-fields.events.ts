import type { Actor } from '@app/domain';
import type { EventHandlers } from '../module';
import { placeTags, projectAudience } from '../work';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** A project's custom fields changed (made, renamed, new options, deleted). */
    'custom-field.changed': { projectId: string; organizationId: string | null; actor: Actor };
  }
}

export const customFieldEvents: EventHandlers = {
  'custom-field.changed': {
    // Open screens of the project read its fields again, and its tasks (a deleted field leaves them).
    realtime: async (event, { io, db }) => {
      io.to(await projectAudience(db, event.projectId)).emit('dashboard_update', {
        type: 'fields_changed',
        data: { projectId: event.projectId },
      });
    },
    invalidate: (event) => ({ tags: placeTags(event.projectId, null, []) }),
  },
};
