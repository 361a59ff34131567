import type { Database } from '../db/client';
import type { Invalidation, ReadCache } from './read-cache';

// What a committed change makes wrong is said by the module that owns the event (its `invalidate` handler,
// modules/module.ts); this file carries those invalidations to the cache of every process.

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
