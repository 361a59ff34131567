import type { Actor, Todo } from '@app/domain';
import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';
import { projectAudience } from '../work';

declare module '../../events/bus' {
  interface DomainEventMap {
    'todo.changed': {
      todo: Pick<Todo, '_id' | 'visibility' | 'projectId'>;
      /** Where the to-do is shared now, and where it was before the change (both are told). */
      audiences: { projectId: string | null; organizationId: string | null }[];
      actor: Actor;
    };
  }
}

export const todoEvents: EventHandlers = {
  'todo.changed': {
    realtime: async (event, { io, db }) => {
      const audience = new Set([rooms.user(event.actor.userId)]);
      for (const target of event.audiences) {
        if (target.projectId)
          for (const room of await projectAudience(db, target.projectId)) audience.add(room);
        if (target.organizationId) audience.add(rooms.organization(target.organizationId));
      }
      io.to([...audience]).emit('dashboard_update', {
        type: 'todo_changed',
        data: { todoId: event.todo._id },
      });
    },
    // To-do lists are not kept in the read cache.
  },
};
