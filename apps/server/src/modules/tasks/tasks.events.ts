import type { Actor, Comment, Task } from '@app/domain';
import type { EventHandlers } from '../module';
import { audienceOf, placeTags } from '../work';

declare module '../../events/bus' {
  interface DomainEventMap {
    /**
     * Project-scoped events carry the project's organization: everyone in an organization may see its projects, so
     * such events go to the organization's room; a personal project's events go to its members' own rooms.
     */
    'task.saved': {
      change: 'created' | 'updated';
      task: Task;
      organizationId: string | null;
      /** The state before this change (the same as `task.status` when the state did not change). */
      previousStatus: string;
      /** Where the task was before an update: a task moved to another project or person leaves their lists. */
      before?: { projectId: string | null; organizationId: string | null; assignedTo: string | null };
      /** The whole task before an update by someone (webhooks' before and after); absent on knock-on changes. */
      previous?: Task;
      actor: Actor;
    };
    'task.deleted': {
      taskId: string;
      projectId: string | null;
      organizationId: string | null;
      /** Who could see a task without project: its creator and assignee. */
      personalAudience: string[];
      actor: Actor;
    };
    'task.commented': {
      task: {
        id: string;
        projectId: string | null;
        title: string;
        createdBy: string;
        assignedTo: string | null;
      };
      organizationId: string | null;
      comment: Comment;
      actor: Actor;
    };
  }
}

export const taskEvents: EventHandlers = {
  'task.saved': {
    realtime: async (event, { io, db }) => {
      const { task, actor } = event;
      const projectId = task.projectId ?? null;
      const audience = await audienceOf(db, projectId, [task.createdBy, task.assignedTo, actor.userId]);
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
    },
    // The lists that may show the task, before and after the change.
    invalidate: (event) => {
      const { task, before } = event;
      return {
        tags: [
          ...placeTags(task.projectId, event.organizationId, [
            task.createdBy,
            task.assignedTo,
            event.actor.userId,
          ]),
          ...(before ? placeTags(before.projectId, before.organizationId, [before.assignedTo]) : []),
        ],
      };
    },
  },
  'task.deleted': {
    realtime: async (event, { io, db }) => {
      const audience = await audienceOf(db, event.projectId, [...event.personalAudience, event.actor.userId]);
      io.to(audience).emit('dashboard_update', {
        type: 'task_deleted',
        data: { taskId: event.taskId, projectId: event.projectId },
      });
    },
    invalidate: (event) => ({
      tags: placeTags(event.projectId, event.organizationId, [...event.personalAudience, event.actor.userId]),
    }),
  },
  'task.commented': {
    realtime: async (event, { io, db }) => {
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
    },
    invalidate: (event) => ({
      tags: placeTags(event.task.projectId, event.organizationId, [
        event.task.createdBy,
        event.task.assignedTo,
        event.actor.userId,
      ]),
    }),
  },
};
