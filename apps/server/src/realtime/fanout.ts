import type { Actor, Notification } from '@app/domain';
import type { AppDb } from '../db/client';
import type { DomainEvent } from '../events/bus';
import { projectAudience as queryProjectAudience, rooms } from './rooms';
import type { RealtimeServer } from './types';

// The events of one change are published together; they share one look-up of the project's audience.
const audiences = new Map<string, Promise<string[]>>();
function projectAudience(db: AppDb, projectId: string): Promise<string[]> {
  let pending = audiences.get(projectId);
  if (!pending) {
    pending = queryProjectAudience(db, projectId);
    audiences.set(projectId, pending);
    if (audiences.size === 1) setImmediate(() => audiences.clear());
  }
  return pending;
}

type Audience = string[];

/** Who may see a thing that lives in a project, or without project, the people it names. */
async function audienceOf(
  db: AppDb,
  projectId: string | null,
  people: readonly (string | null | undefined)[],
) {
  if (projectId) return projectAudience(db, projectId);
  return [...new Set(people.filter((id): id is string => Boolean(id)).map(rooms.user))];
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

/**
 * Turns one domain event into the socket events of spec 7.6, for the rooms of the people it concerns. `io.to()`
 * goes through the adapter, so with Redis the sockets of every process hear it; a socket in several of the rooms
 * hears it once.
 */
export async function fanOut(io: RealtimeServer, db: AppDb, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'task.saved': {
      const { task, actor } = event;
      const projectId = task.projectId ?? null;
      const audience: Audience = await audienceOf(db, projectId, [
        task.createdBy,
        task.assignedTo,
        actor.userId,
      ]);
      const payload = { projectId, task, updatedBy: actor };
      io.to(audience).emit('taskUpdated', payload);
      io.to(audience).emit('task:updated', payload);
      if (event.change === 'updated' && event.previousStatus !== task.status) {
        const change = {
          taskId: task._id,
          projectId,
          title: task.title,
          previousStatus: event.previousStatus,
          status: task.status,
          changedBy: actor,
        };
        io.to(audience).emit('task_status_changed', change);
        io.to(audience).emit('task:status_changed', change);
      }
      return;
    }
    case 'task.deleted': {
      const audience = await audienceOf(db, event.projectId, [...event.personalAudience, event.actor.userId]);
      io.to(audience).emit('dashboard_update', {
        type: 'task_deleted',
        data: { taskId: event.taskId, projectId: event.projectId },
      });
      return;
    }
    case 'task.commented': {
      const { task, comment } = event;
      const audience = await audienceOf(db, task.projectId, [
        task.createdBy,
        task.assignedTo,
        event.actor.userId,
      ]);
      io.to(audience).emit('new_task_comment', {
        taskId: task.id,
        projectId: task.projectId,
        comment: {
          id: comment._id,
          text: comment.text,
          author: { userId: comment.author._id, userName: comment.author.name },
          timestamp: comment.createdAt,
        },
      });
      return;
    }
    case 'project.saved': {
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
      return;
    }
    case 'project.deleted': {
      const audience = event.organizationId
        ? [rooms.organization(event.organizationId)]
        : event.memberIds.map(rooms.user);
      io.to([...audience, rooms.project(event.projectId)]).emit('dashboard_update', {
        type: 'project_deleted',
        data: { projectId: event.projectId },
      });
      io.in(rooms.project(event.projectId)).socketsLeave(rooms.project(event.projectId));
      return;
    }
    case 'member.changed': {
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
      return;
    }
    case 'todo.changed': {
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
      return;
    }
    case 'activity.recorded': {
      const audience = event.projectId
        ? await projectAudience(db, event.projectId)
        : [rooms.user(event.actorId)];
      io.to(audience).emit('activity_update', event.entry);
      return;
    }
    case 'notification.created':
      io.to(rooms.user(event.recipientId)).emit('new_notification', event.notification);
      return;
    case 'discussion.message':
      io.to(rooms.project(event.message.projectId)).emit('newDiscussionMessage', event.message);
      return;
    case 'user.changed':
      // Nothing to tell live: screens read people's names with the things they belong to.
      return;
    case 'sessions.revoked':
      // Every socket of the user, on every process, was opened with a token that no longer works.
      io.in(rooms.user(event.userId)).disconnectSockets(true);
      return;
  }
}
