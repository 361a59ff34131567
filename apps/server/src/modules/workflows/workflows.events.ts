import type { Actor } from '@app/domain';
import type { EventHandlers } from '../module';
import { placeTags, projectAudience } from '../work';

declare module '../../events/bus' {
  interface DomainEventMap {
    /** A project's workflow changed (states added, renamed, recoloured, reordered, removed, recategorised). */
    'workflow.changed': { projectId: string; organizationId: string | null; actor: Actor };
  }
}

export const workflowEvents: EventHandlers = {
  'workflow.changed': {
    // Open boards and lists of the project read its states again, and its tasks (a removed state's moved).
    realtime: async (event, { io, db }) => {
      io.to(await projectAudience(db, event.projectId)).emit('dashboard_update', {
        type: 'workflow_changed',
        data: { projectId: event.projectId },
      });
    },
    invalidate: (event) => ({ tags: placeTags(event.projectId, event.organizationId, []) }),
  },
};
