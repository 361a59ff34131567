import type {
  ClientEventName,
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketAck,
} from '@app/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Server } from 'socket.io';
import type { ZodType } from 'zod';
import type { Invalidation } from '../cache/read-cache';
import type { AppConfig } from '../config';
import type { AppDb } from '../db/client';
import type { DomainEvent, DomainEventOf, DomainEventType } from '../events/bus';
import type { JobContext, JobHandler, QueueOptions } from '../jobs/queue';

/** What a module's real-time handler gets: the socket server (through the adapter: every process) and the db. */
export interface RealtimeContext {
  // The socket server's typed events; what it keeps per socket is the real-time layer's business.
  // biome-ignore lint/suspicious/noExplicitAny: any socket data (a parameter of Server's types)
  io: Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, any>;
  db: AppDb;
}

/** What a module does with one of its domain events once the change has committed. */
export interface EventHandler<K extends DomainEventType> {
  /** What reaches which socket rooms (spec 7.6 event names). */
  realtime?: (event: DomainEventOf<K>, context: RealtimeContext) => Promise<void> | void;
  /** What the change makes wrong in the read cache; undefined when no kept answer shows it. */
  invalidate?: (event: DomainEventOf<K>) => Invalidation | undefined;
  /**
   * Where the event goes among the events of one transaction, lower first (0 by default): a change before the
   * notifications it causes, those before the feed entries.
   */
  publishRank?: number;
}

export type EventHandlers = { [K in DomainEventType]?: EventHandler<K> };

/**
 * What a module's inbound socket event handler gets: the socket that sent the event, who is behind it, and the
 * real-time layer's own services. The real-time layer declares its members (realtime/types.ts) by declaration
 * merging: they name the socket's data, whose viewer comes from a module, and this contract imports no module.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by realtime/types.ts through declaration merging
export interface SocketContext {}

/** The payload of a client event as the domain's event map types it (undefined for an event without one). */
export type SocketPayload<E extends ClientEventName> = Exclude<
  Parameters<ClientToServerEvents[E]>[0],
  (result: SocketAck) => void
>;

/**
 * One inbound socket event of a module. The real-time layer checks the payload with `schema` (the domain's, as a
 * REST body is checked) before `handle` runs; a refusal, or an error `handle` throws, goes back to the sender as
 * `socket_error` and a failed ack, and a handler that returns acknowledges the event.
 */
export type SocketEventHandler<E extends ClientEventName> = {
  handle(context: SocketContext, payload: SocketPayload<E>): Promise<void> | void;
} & (undefined extends SocketPayload<E>
  ? { schema?: ZodType<SocketPayload<E>> }
  : { schema: ZodType<SocketPayload<E>> });

export type SocketEvents = { [E in ClientEventName]?: SocketEventHandler<E> };

/**
 * What the seed steps made, for the steps after them: each module that provides something declares its key by
 * merging into this interface (`declare module '../module' { interface SeedFacts { ... } }`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging
export interface SeedFacts {}

export interface SeedContext {
  /** The seeding transaction. */
  tx: AppDb;
  /** The moment of seeding: demo dates are relative to it. */
  now: Date;
  /** What an earlier step provided; throws when no step did (a missing `after`). */
  need<K extends keyof SeedFacts>(key: K): SeedFacts[K];
  provide<K extends keyof SeedFacts>(key: K, value: SeedFacts[K]): void;
}

/** A module's demo data, run inside the one seeding transaction of an empty database (src/seed.ts). */
export interface SeedStep {
  /** The modules whose seed steps must have run first (their facts are needed). */
  after?: readonly string[];
  /** Slow work outside the transaction (password hashes); its result reaches `run`. */
  prepare?: () => Promise<unknown>;
  run(context: SeedContext, prepared: unknown): Promise<void>;
}

/**
 * A server module: one folder under src/modules that plugs in whole. Everything it adds to the app is named here;
 * nothing outside its folder names it but the list in modules/index.ts.
 */
export interface ServerModule {
  /** The folder's name; seed steps name modules by it in `after`. */
  name: string;
  /** Its routes, mounted under /api/v1 in the order of the module list. Every route declares its guard. */
  routes?: FastifyPluginAsync;
  /** Routes outside /api/v1 (a calendar feed's URL), mounted at the root after the API. Every route declares its guard. */
  rootRoutes?: FastifyPluginAsync;
  /** Its domain events' handlers: socket rooms, cache invalidations, publish order. */
  events?: EventHandlers;
  /** The socket events clients send it (spec 7.6), by name; one module per event. */
  socket?: SocketEvents;
  /** Ends what it keeps running for the socket server (pending pushes) when that server stops. */
  stopRealtime?: (io: RealtimeContext['io']) => void;
  /** Its demo data. */
  seed?: SeedStep;
  /** Its job queues (pg-boss, jobs/queue.ts) and their handlers, by queue name; one module per queue. */
  jobs?: Record<string, JobHandler>;
  /** How some of its queues are worked (several workers, a shorter poll), by queue name. */
  jobOptions?: (config: AppConfig) => Record<string, QueueOptions>;
  /**
   * Runs once the app is ready and the job queue has started (after a restart too): what a module keeps running
   * or must catch up on. The queue stops when the app closes, before the database.
   */
  start?: (context: JobContext) => Promise<void>;
}

export function defineModule<const M extends ServerModule>(module: M): M {
  return module;
}

/** A seed step whose `prepare` result is typed for its `run`. */
export function seedStep<P = undefined>(step: {
  after?: readonly string[];
  prepare?: () => Promise<P>;
  run(context: SeedContext, prepared: P): Promise<void>;
}): SeedStep {
  return step as SeedStep;
}

/** The socket events of every module, by name; an event claimed by two modules is a mistake found at start. */
export function socketEventsOf(
  modules: readonly ServerModule[],
): Map<ClientEventName, SocketEventHandler<ClientEventName>> {
  const found = new Map<ClientEventName, SocketEventHandler<ClientEventName>>();
  const owners = new Map<ClientEventName, string>();
  for (const module of modules) {
    for (const [event, handler] of Object.entries(module.socket ?? {}) as [ClientEventName, unknown][]) {
      if (!handler) continue;
      const owner = owners.get(event);
      if (owner) throw new Error(`The socket event ${event} is handled by ${owner} and by ${module.name}`);
      owners.set(event, module.name);
      found.set(event, handler as SocketEventHandler<ClientEventName>);
    }
  }
  return found;
}

type AnyHandler = {
  realtime?: (event: DomainEvent, context: RealtimeContext) => Promise<void> | void;
  invalidate?: (event: DomainEvent) => Invalidation | undefined;
  publishRank?: number;
};

/**
 * The handlers of every module, by event type: what the event bus, the read cache and the real-time server
 * dispatch to. Several modules may handle one event type; their invalidations add up.
 */
export class ModuleEvents {
  readonly #handlers = new Map<string, AnyHandler[]>();

  constructor(modules: readonly ServerModule[]) {
    for (const module of modules) {
      for (const [type, handler] of Object.entries(module.events ?? {})) {
        if (!handler) continue;
        const list = this.#handlers.get(type) ?? [];
        list.push(handler as AnyHandler);
        this.#handlers.set(type, list);
      }
    }
  }

  /** The event types some module handles. */
  types(): string[] {
    return [...this.#handlers.keys()];
  }

  publishRank(type: DomainEventType): number {
    return Math.max(0, ...(this.#handlers.get(type) ?? []).map((handler) => handler.publishRank ?? 0));
  }

  invalidationOf(event: DomainEvent): Invalidation | undefined {
    const found = (this.#handlers.get(event.type) ?? [])
      .map((handler) => handler.invalidate?.(event))
      .filter((invalidation): invalidation is Invalidation => Boolean(invalidation));
    if (found.length <= 1) return found[0];
    return {
      tags: found.flatMap((invalidation) => invalidation.tags ?? []),
      users: found.flatMap((invalidation) => invalidation.users ?? []),
      all: found.some((invalidation) => invalidation.all),
    };
  }

  async fanOut(event: DomainEvent, context: RealtimeContext): Promise<void> {
    for (const handler of this.#handlers.get(event.type) ?? []) await handler.realtime?.(event, context);
  }
}
