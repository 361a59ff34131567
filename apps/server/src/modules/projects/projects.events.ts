import type { Actor, MemberUpdateEvent, Notification, Project } from '@app/domain';
import { rooms } from '../../realtime/rooms';
import type { EventHandlers } from '../module';
import { placeTags, projectAudience } from '../work';

declare module '../../events/bus' {
  interface DomainEventMap {
    'project.saved': {
      change: 'created' | 'updated';
      project: Project;
      organizationId: string | null;
      /** The project before an update (webhooks' before and after). */
      previous?: Project;
      actor: Actor;
    };
    'project.deleted': {
      projectId: string;
      organizationId: string | null;
      /** The members it had, collected before the rows went. */
      memberIds: string[];
      actor: Actor;
    };
    'member.changed': {
      change: MemberUpdateEvent;
      projectId: string;
      organizationId: string | null;
      actor: Actor;
    };
  }
}

/** A short-lived notice for those who have the project open (not stored: the stored ones go to people). */
function projectNotice(
  projectId: string,
  type: Notification['type'],
  title: string,
  message: string,
  actor: Actor,
) {
  return {
    actor,
    id: `live-${projectId}-${Date.now().toString(36)}`,
    type,
    title,
    message,
    read: false,
    timestamp: new Date().toISOString(),
    projectId,
  };
}

export const projectEvents: EventHandlers = {
  'project.saved': {
    realtime: async (event, { io, db }) => {
      const { project, actor } = event;
      const audience = await projectAudience(db, project._id);
      io.to(audience).emit('projectUpdated', { project, updatedBy: actor });
      if (event.change === 'updated') {
        io.to(rooms.project(project._id)).emit(
          'project_notification',
          projectNotice(
            project._id,
            'project_update',
            'Project updated',
            `${actor.userName} updated the project`,
            actor,
          ),
        );
      }
    },
    // A new project adds a tag to its owner's lists: their answers were built without it.
    invalidate: (event) => ({
      tags: placeTags(event.project._id, event.organizationId, [event.actor.userId]),
    }),
  },
  'project.deleted': {
    realtime: (event, { io }) => {
      const audience = event.organizationId
        ? [rooms.organization(event.organizationId)]
        : event.memberIds.map(rooms.user);
      io.to([...audience, rooms.project(event.projectId)]).emit('dashboard_update', {
        type: 'project_deleted',
        data: { projectId: event.projectId },
      });
      io.in(rooms.project(event.projectId)).socketsLeave(rooms.project(event.projectId));
    },
    invalidate: (event) => ({
      tags: placeTags(event.projectId, event.organizationId, [...event.memberIds, event.actor.userId]),
    }),
  },
  'member.changed': {
    realtime: async (event, { io, db }) => {
      const { change, projectId } = event;
      const audience = await projectAudience(db, projectId);
      // The person concerned hears of it too, even when the change took them out of the audience.
      io.to([...audience, rooms.user(change.userId)]).emit('member_update', {
        ...change,
        organizationId: event.organizationId,
      });
      const what =
        change.action === 'added'
          ? {
              type: 'user_joined' as const,
              title: 'Member joined',
              text: `${change.userName} joined the project`,
            }
          : change.action === 'removed'
            ? {
                type: 'user_left' as const,
                title: 'Member left',
                text: `${change.userName} left the project`,
              }
            : {
                type: 'project_update' as const,
                title: 'Role changed',
                text: `${change.userName} is now ${change.role ?? 'a member'}`,
              };
      io.to(rooms.project(projectId)).emit(
        'project_notification',
        projectNotice(projectId, what.type, what.title, what.text, event.actor),
      );
      // Someone taken out of a personal project may no longer see it: they leave its room on every process.
      if (change.action === 'removed' && !event.organizationId) {
        io.in(rooms.user(change.userId)).socketsLeave(rooms.project(projectId));
      }
    },
    invalidate: (event) => ({
      tags: placeTags(event.projectId, event.organizationId, [event.change.userId]),
    }),
  },
};
