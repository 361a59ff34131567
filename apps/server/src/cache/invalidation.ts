import type { Database } from '../db/client';
import type { DomainEvent } from '../events/bus';
import { CACHE_TAGS, type Invalidation, type ReadCache } from './read-cache';

const { user, organization, project } = CACHE_TAGS;

function present(...ids: (string | null | undefined)[]): string[] {
  return ids.filter((id): id is string => Boolean(id));
}

/** The tags of a thing that lives in a project (or, without one, belongs to the people it names). */
function placeTags(
  projectId: string | null | undefined,
  organizationId: string | null | undefined,
  people: (string | null | undefined)[],
): string[] {
  return [
    ...present(projectId).map(project),
    ...present(organizationId).map(organization),
    ...present(...people).map(user),
  ];
}

/**
 * What a committed change makes wrong in the read cache. The tags are those of the list answers that may show
 * the thing, before and after the change (a task moved to another project or person leaves the old lists too).
 */
export function invalidationOf(event: DomainEvent): Invalidation | undefined {
  switch (event.type) {
    case 'task.saved': {
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
    }
    case 'task.deleted':
      return {
        tags: placeTags(event.projectId, event.organizationId, [
          ...event.personalAudience,
          event.actor.userId,
        ]),
      };
    case 'task.commented':
      return {
        tags: placeTags(event.task.projectId, event.organizationId, [
          event.task.createdBy,
          event.task.assignedTo,
          event.actor.userId,
        ]),
      };
    case 'project.saved':
      // A new project adds a tag to its owner's lists: their answers were built without it.
      return { tags: placeTags(event.project._id, event.organizationId, [event.actor.userId]) };
    case 'project.deleted':
      return {
        tags: placeTags(event.projectId, event.organizationId, [...event.memberIds, event.actor.userId]),
      };
    case 'member.changed':
      return { tags: placeTags(event.projectId, event.organizationId, [event.change.userId]) };
    case 'user.changed':
      // Their name and picture show in other people's lists (as assignee): not worth finding them all.
      return { users: [event.userId], all: true };
    case 'sessions.revoked':
      // A new token version, or the user is gone (their tasks lost their assignee).
      return { users: [event.userId], all: true };
    case 'todo.changed':
    case 'activity.recorded':
    case 'notification.created':
    case 'discussion.message':
      return undefined;
  }
}

/** The PostgreSQL channel on which the processes of one database tell each other what to drop. */
export const INVALIDATION_CHANNEL = 'taskflow_cache_invalidation';
const FIRST_LISTEN_WAIT_MS = 3000;
// NOTIFY payloads must stay under 8000 bytes; longer tag lists become 'everything'.
const MAX_PAYLOAD = 7000;

interface WireMessage {
  /** The sending process, which has applied it already. */
  o: string;
  t?: readonly string[];
  u?: readonly string[];
  a?: true;
}

export function encodeInvalidation(origin: string, invalidation: Invalidation): string {
  const message: WireMessage = { o: origin };
  if (invalidation.all) message.a = true;
  if (invalidation.tags?.length) message.t = invalidation.tags;
  if (invalidation.users?.length) message.u = invalidation.users;
  const payload = JSON.stringify(message);
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ o: origin, a: true });
}

/** The invalidation in a NOTIFY payload, unless it came from `origin` itself or is not one of ours. */
export function decodeInvalidation(origin: string, payload: string): Invalidation | undefined {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!message || typeof message !== 'object') return undefined;
  const { o, t, u, a } = message as Partial<WireMessage>;
  if (typeof o !== 'string' || o === origin) return undefined;
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return { tags: strings(t), users: strings(u), all: a === true };
}

export interface InvalidationLink {
  /** Applies an invalidation here at once and tells the other processes. */
  publish(invalidation: Invalidation): Promise<void>;
  close(): Promise<void>;
}

/**
 * Joins the cache to the other processes of the same database. On PGlite there are none (the embedded database
 * belongs to one process). On PostgreSQL a dedicated connection LISTENs; the cache is off until it listens, and
 * off again (emptied) whenever it loses the connection, until it listens again.
 */
export async function linkInvalidations(
  cache: ReadCache,
  database: Database,
  origin: string,
  onError: (error: unknown) => void,
): Promise<InvalidationLink> {
  const listen = database.listen;
  if (!listen) {
    return {
      publish: async (invalidation) => cache.invalidate(invalidation),
      close: async () => {},
    };
  }
  cache.setEnabled(false);
  let settle: () => void = () => {};
  const firstAttempt = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const subscription = listen(INVALIDATION_CHANNEL, {
    message: (payload) => {
      const invalidation = decodeInvalidation(origin, payload);
      if (invalidation) cache.invalidate(invalidation);
    },
    listening: () => {
      cache.setEnabled(true);
      settle();
    },
    lost: (error) => {
      cache.setEnabled(false);
      onError(error);
      settle();
    },
  });
  // Start with the cache on when the database lets us listen at once; otherwise it turns on when it can.
  const timer = setTimeout(settle, FIRST_LISTEN_WAIT_MS);
  await firstAttempt;
  clearTimeout(timer);
  return {
    publish: async (invalidation) => {
      cache.invalidate(invalidation);
      try {
        await database.notify?.(INVALIDATION_CHANNEL, encodeInvalidation(origin, invalidation));
      } catch (error) {
        onError(error);
      }
    },
    close: () => subscription.close(),
  };
}
