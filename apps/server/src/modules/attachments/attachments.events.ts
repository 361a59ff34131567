import type { Actor } from '@app/domain';
import type { EventHandlers, RealtimeContext } from '../module';
import { audienceOf } from '../work';

interface AttachmentEvent {
  attachment: { id: string; taskId: string; commentId: string | null };
  task: {
    id: string;
    projectId: string | null;
    organizationId: string | null;
    createdBy: string;
    assignedTo: string | null;
  };
  actor: Actor;
}

declare module '../../events/bus' {
  interface DomainEventMap {
    /** A file was attached to a task or one of its comments. */
    'attachment.added': AttachmentEvent;
    /** An attachment was deleted (not sent for those that went with their task). */
    'attachment.removed': AttachmentEvent;
  }
}

/** Everyone who may have the task open hears of it, as of a comment: its list of attachments is read again. */
async function tellViewers(
  type: 'attachment_added' | 'attachment_removed',
  event: AttachmentEvent,
  { io, db }: RealtimeContext,
): Promise<void> {
  const { task, attachment } = event;
  const audience = await audienceOf(db, task.projectId, [
    task.createdBy,
    task.assignedTo,
    event.actor.userId,
  ]);
  io.to(audience).emit('dashboard_update', {
    type,
    data: {
      taskId: task.id,
      projectId: task.projectId,
      attachmentId: attachment.id,
      commentId: attachment.commentId,
    },
  });
}

// No answer kept in the read cache shows attachments (a task's answer carries no count of them): nothing to drop.
export const attachmentEvents: EventHandlers = {
  'attachment.added': { realtime: (event, context) => tellViewers('attachment_added', event, context) },
  'attachment.removed': { realtime: (event, context) => tellViewers('attachment_removed', event, context) },
};
