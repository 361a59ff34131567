import type {
  ActivityEntry,
  Actor,
  Comment,
  DiscussionMessage,
  MemberUpdateEvent,
  Notification,
  Project,
  Task,
  TaskStatus,
  Todo,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What happened to the data, said once by the service that changed it, after its transaction committed. The
 * real-time layer (realtime/) turns these into socket events for the rooms of the people they concern; nothing
 * in the services knows about sockets.
 *
 * Project-scoped events carry the project's organization: everyone in an organization may see its projects, so
 * such events go to the organization's room; a personal project's events go to its members' own rooms.
 */
export type DomainEvent =
  | {
      type: 'task.saved';
      change: 'created' | 'updated';
      task: Task;
      organizationId: string | null;
      /** The status before this change (the same as `task.status` when the status did not change). */
      previousStatus: TaskStatus;
      /** Where the task was before an update: a task moved to another project or person leaves their lists. */
      before?: { projectId: string | null; organizationId: string | null; assignedTo: string | null };
      actor: Actor;
    }
  | {
      type: 'task.deleted';
      taskId: string;
      projectId: string | null;
      organizationId: string | null;
      /** Who could see a task without project: its creator and assignee. */
      personalAudience: string[];
      actor: Actor;
    }
  | {
      type: 'task.commented';
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
    }
  | {
      type: 'project.saved';
      change: 'created' | 'updated';
      project: Project;
      organizationId: string | null;
      actor: Actor;
    }
  | {
      type: 'project.deleted';
      projectId: string;
      organizationId: string | null;
      /** The members it had, collected before the rows went. */
      memberIds: string[];
      actor: Actor;
    }
  | {
      type: 'member.changed';
      change: MemberUpdateEvent;
      projectId: string;
      organizationId: string | null;
      actor: Actor;
    }
  | {
      type: 'todo.changed';
      todo: Pick<Todo, '_id' | 'visibility' | 'projectId'>;
      /** Where the to-do is shared now, and where it was before the change (both are told). */
      audiences: { projectId: string | null; organizationId: string | null }[];
      actor: Actor;
    }
  | {
      type: 'activity.recorded';
      entry: ActivityEntry;
      projectId: string | null;
      organizationId: string | null;
      actorId: string;
    }
  | { type: 'notification.created'; recipientId: string; notification: Notification }
  | { type: 'discussion.message'; message: DiscussionMessage; organizationId: string | null }
  | { type: 'sessions.revoked'; userId: string }
  /** The user's own row changed (name, picture, email, preferences): what shows them elsewhere is out of date. */
  | { type: 'user.changed'; userId: string };

export type DomainEventType = DomainEvent['type'];
type Listener = (event: DomainEvent) => void | Promise<void>;

/** The in-process publish/subscribe bus. Listeners run after the publisher's commit; their failures are logged. */
export class DomainEventBus {
  readonly #listeners = new Set<Listener>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(...events: DomainEvent[]): void {
    for (const event of events) {
      for (const listener of this.#listeners) {
        try {
          const result = listener(event);
          if (result) result.catch((error: unknown) => this.#failed(event, error));
        } catch (error) {
          this.#failed(event, error);
        }
      }
    }
  }

  #failed(event: DomainEvent, error: unknown): void {
    this.log?.error({ err: error, event: event.type }, 'A domain event listener failed');
  }
}

const PUBLISH_ORDER = (event: DomainEvent): number =>
  event.type === 'activity.recorded' ? 2 : event.type === 'notification.created' ? 1 : 0;

/**
 * Events gathered while a transaction runs and published only once it has committed, so nobody hears of a change
 * that was rolled back.
 */
export class EventOutbox {
  readonly #events: DomainEvent[] = [];

  add(...events: DomainEvent[]): void {
    this.#events.push(...events);
  }

  /**
   * Publishes what was gathered: the change itself first, then the notifications, then the feed entries, so the
   * event a screen moves on reaches everyone before the ones that only add to it.
   */
  flushTo(bus: DomainEventBus): void {
    const events = this.#events.splice(0);
    bus.publish(...events.sort((a, b) => PUBLISH_ORDER(a) - PUBLISH_ORDER(b)));
  }
}
