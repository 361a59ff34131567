import type { FastifyBaseLogger } from 'fastify';

/**
 * What happened to the data, said once by the service that changed it, after its transaction committed. The
 * real-time layer and the read cache hear every event and hand it to the modules that registered handlers for
 * its type (modules/module.ts); nothing in the services knows about sockets or the cache.
 *
 * The event types are not listed here: each module declares its own by merging into this map, in its
 * `<module>.events.ts`:
 *
 *   declare module '../../events/bus' {
 *     interface DomainEventMap {
 *       'thing.saved': { thing: Thing; actor: Actor };
 *     }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap & string;
export type DomainEventOf<K extends DomainEventType> = { type: K } & DomainEventMap[K];
/** Any event a module declared, discriminated by `type`. */
export type DomainEvent = { [K in DomainEventType]: DomainEventOf<K> }[DomainEventType];

type Listener = (event: DomainEvent) => void | Promise<void>;

/** The in-process publish/subscribe bus. Listeners run after the publisher's commit; their failures are logged. */
export class DomainEventBus {
  readonly #listeners = new Set<Listener>();

  /**
   * @param rankOf where an event goes among those of one transaction (EventOutbox): lower first. The modules
   * give it with their handlers (`publishRank`).
   */
  constructor(
    private readonly log?: FastifyBaseLogger,
    readonly rankOf: (type: DomainEventType) => number = () => 0,
  ) {}

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

/**
 * Events gathered while a transaction runs and published only once it has committed, so nobody hears of a change
 * that was rolled back.
 */
export class EventOutbox {
  readonly #events: DomainEvent[] = [];

  add(...events: DomainEvent[]): void {
    this.#events.push(...events);
  }

  /** Hands what was gathered to another outbox (a committed part of a longer job). */
  moveTo(other: EventOutbox): void {
    other.add(...this.#events.splice(0));
  }

  /**
   * Publishes what was gathered in the order of the bus's ranks (a stable sort): the change itself first, then
   * what only adds to it (notifications, then feed entries), so the event a screen moves on reaches everyone
   * first.
   */
  flushTo(bus: DomainEventBus): void {
    const events = this.#events.splice(0);
    bus.publish(...events.sort((a, b) => bus.rankOf(a.type) - bus.rankOf(b.type)));
  }
}
